/** The profile layout's identity block: avatar, nickname, id and level of the player being viewed. */
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { LevelRing } from '../../components/LevelRing';
import { useIntlLocale } from '../../lib/use-locale';
import { useMe, useSessionToken, useGetProfileQuery } from '../../api/user';

/** The layout's CSS module (avatar, name, id, level and hint classes are used). */
export type ProfileIdentityClasses = Readonly<Record<string, string>>;

/** Avatar, name, id and level from GET /v1/user/profile; the sign-in hint only for visitors. */
export function ProfileIdentity({ id, classes }: { id: string; classes: ProfileIdentityClasses }) {
  const { t } = useTranslation();
  const signedIn = useSessionToken() !== null;
  const { data, isError } = useGetProfileQuery(id);
  const intl = useIntlLocale();
  // One's own profile shows the XP and the way to the next level (GET /user/me); others' only their level.
  const me = useMe().data;
  const progress = me && me.user.userID === id ? me.user.level : null;
  const level = progress ?? data?.user.level;
  return (
    <>
      {data ? (
        <img src={data.user.avatar} alt="" className={classes.avatar} data-testid="profile-avatar" />
      ) : (
        <div className={classes.avatar} aria-hidden="true">
          {id.slice(0, 2).toUpperCase()}
        </div>
      )}
      <p className={classes.name}>
        {data ? (
          data.user.nickname
        ) : isError ? (
          t('profile.notFoundTitle')
        ) : (
          <Skeleton width={120} height={20} />
        )}
      </p>
      <p className={classes.id}>
        {t('layout.profileId')}: <code>{id}</code>
      </p>
      <div className={classes.level}>
        <span>{t('layout.profileLevel')}</span>
        {level ? <LevelRing level={level} size={44} testId="profile-level" /> : <strong>—</strong>}
        {progress && (
          <small data-testid="profile-level-next">
            {t('levels.xp', { xp: progress.xp.toLocaleString(intl) })}
            {' · '}
            {progress.nextLevelXp === null
              ? t('levels.top')
              : t('levels.toNext', {
                  left: (progress.nextLevelXp - progress.xp).toLocaleString(intl),
                  level: progress.lv + 1,
                })}
          </small>
        )}
      </div>
      {!signedIn && <p className={classes.hint}>{t('layout.profileHint')}</p>}
    </>
  );
}
