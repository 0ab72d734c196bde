/** The profile layout's identity block: avatar, nickname, id and level of the player being viewed. */
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { useSessionToken } from '../../lib/user-api';
import { useGetProfileQuery } from './profile-api';

/** The layout's CSS module (avatar, name, id, level and hint classes are used). */
export type ProfileIdentityClasses = Readonly<Record<string, string>>;

/** Avatar, name, id and level from GET /v1/user/profile; the sign-in hint only for visitors. */
export function ProfileIdentity({ id, classes }: { id: string; classes: ProfileIdentityClasses }) {
  const { t } = useTranslation();
  const signedIn = useSessionToken() !== null;
  const { data, isError } = useGetProfileQuery(id);
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
        <strong>{data?.user.level.lv ?? '—'}</strong>
      </div>
      {!signedIn && <p className={classes.hint}>{t('layout.profileHint')}</p>}
    </>
  );
}
