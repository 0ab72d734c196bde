/**
 * The back office's gate and frame: the staff member (GET /admin/v1/me) decides what shows. Not signed in to the
 * site: a pointer to sign in. Not staff: refused. No second factor yet: enrolment. No staff session: sign-in with a
 * code. Otherwise the shell with the pages this role may see.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiError } from '../api/error';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { ToastHost } from '../components/toast/ToastHost';
import { useStaffMeQuery } from './api';
import { AdminShell } from './AdminShell';
import { EnrolScreen } from './session/EnrolScreen';
import { SignInScreen } from './session/SignInScreen';
import { readStaffToken, subscribeStaffToken } from './staff-session';
import styles from './AdminApp.module.css';

/** The back office. */
export function AdminApp() {
  const { t } = useTranslation();
  const staffToken = useSyncExternalStore(subscribeStaffToken, readStaffToken, () => null);
  const me = useStaffMeQuery(staffToken ?? '', { refetchOnMountOrArgChange: true });
  useEffect(() => {
    document.title = t('admin.common.title');
  }, [t]);

  let body;
  if (!me.error && !me.data) {
    body = (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  } else if (me.error) {
    const { status } = apiError(me.error);
    body = (
      <div className={styles.center}>
        <EmptyState
          icon="lock"
          framed
          role="alert"
          title={status === 401 ? t('admin.common.signInTitle') : t('admin.common.forbiddenTitle')}
          text={status === 401 ? t('admin.common.signInText') : t('admin.common.forbiddenText')}
          action={<ButtonLink to="/">{t('admin.common.backToSite')}</ButtonLink>}
          testId="admin-refused"
        />
      </div>
    );
  } else if (me.data && !me.data.enrolled) {
    body = <EnrolScreen nickname={me.data.nickname} />;
  } else if (me.data && (me.data.sessionExpiresAt === null || !staffToken)) {
    body = <SignInScreen nickname={me.data.nickname} />;
  } else if (me.data) {
    body = <AdminShell me={me.data} />;
  }
  return (
    <div className={styles.app} data-testid="admin-app">
      {body}
      <ToastHost />
    </div>
  );
}
