/**
 * /ui-avatars: the avatar gallery. A signed-in player keeps the picture they signed in with or picks one of the
 * generated avatars; the pick shows at once in the header, on battle seats and in the live feeds.
 */
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { SignInPrompt } from '../../components/SignInPrompt';
import { PageHeader } from '../../components/page/PageHeader';
import { Panel } from '../../components/Panel';
import { showToast } from '../../components/toast/toast-actions';
import { AVATAR_GALLERY, avatarUrl, gallerySeedOf, type AvatarChoice } from '../../domain/avatars';
import { useChooseAvatarMutation, useMe } from '../../api/user';
import { usePageCopy } from '../../lib/page-copy';
import styles from './AvatarsPage.module.css';

function Choice({
  choice,
  src,
  label,
  current,
  busy,
  onPick,
}: {
  choice: AvatarChoice;
  src: string;
  label: string;
  current: boolean;
  busy: boolean;
  onPick: (c: AvatarChoice) => void;
}) {
  return (
    <li>
      <button
        type="button"
        role="radio"
        aria-checked={current}
        aria-label={label}
        className={styles.choice}
        disabled={busy}
        onClick={() => !current && onPick(choice)}
        data-testid="avatar-choice"
        data-choice={choice}
      >
        <img src={src} alt="" width={88} height={88} loading="lazy" />
      </button>
    </li>
  );
}

/** The avatar gallery. */
export function AvatarsPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const copy = usePageCopy('uiAvatars');
  const { data: me } = useMe();
  const [choose, choosing] = useChooseAvatarMutation();
  const current: AvatarChoice | null = me ? (gallerySeedOf(me.user.avatar) ?? 'own') : null;
  const pick = (c: AvatarChoice) =>
    choose(c)
      .unwrap()
      .then(
        () => showToast(dispatch, { kind: 'success', message: { key: 'avatars.saved' } }),
        () => showToast(dispatch, { kind: 'error', message: { key: 'avatars.failed' } }),
      );
  const busy = !me || choosing.isLoading;
  return (
    <div className={styles.page}>
      <PageHeader {...copy} icon="user" />
      {!me && (
        <SignInPrompt
          title={t('avatars.signedOutTitle')}
          text={t('avatars.signedOutText')}
          cta={t('avatars.signIn')}
          testId="avatars-signed-out"
        />
      )}
      <Panel as="section" large>
        <div role="radiogroup" aria-label={t('avatars.title')}>
          {me && (
            <>
              <h2 className={styles.heading}>{t('avatars.own')}</h2>
              <ul className={styles.gallery}>
                <Choice
                  choice="own"
                  src={me.user.ownAvatar}
                  label={t('avatars.own')}
                  current={current === 'own'}
                  busy={busy}
                  onPick={pick}
                />
              </ul>
            </>
          )}
          <h2 className={styles.heading}>{t('avatars.gallery')}</h2>
          <ul className={styles.gallery}>
            {AVATAR_GALLERY.map((seed, i) => (
              <Choice
                key={seed}
                choice={seed}
                src={avatarUrl(seed)}
                label={t('avatars.number', { n: i + 1 })}
                current={current === seed}
                busy={busy}
                onPick={pick}
              />
            ))}
          </ul>
        </div>
      </Panel>
    </div>
  );
}
