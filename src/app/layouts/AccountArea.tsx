/**
 * The header's account corner. Signed out: a settings button and Sign in (opening the Login dialog).
 * Signed in: the balance, top-up, active items and user menu (a lazy chunk, so RTK Query stays out of the
 * first download). It owns which account dialog is open; each dialog's code loads on first use. Screens ask for
 * the Login dialog with requestSignIn() (src/lib/sign-in-request.ts). A link with `?settings` (the mails' and the
 * email confirmation page's) opens the settings.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { GearGlyph } from '../../features/account/glyphs';
import type { SessionState } from '../../lib/session';
import { useSignInRequest } from '../../lib/sign-in-request';
import type { AccountDialog } from './AccountArea.types';
import styles from './AccountArea.module.css';

const SignedInArea = lazy(() => import('./AccountArea.signedIn').then((m) => ({ default: m.SignedInArea })));
const LoginDialog = lazy(() =>
  import('../../features/account/LoginDialog').then((m) => ({ default: m.LoginDialog })),
);
const SettingsDialog = lazy(() =>
  import('../../features/settings/SettingsDialog').then((m) => ({ default: m.SettingsDialog })),
);
const PaymentsDialog = lazy(() =>
  import('../../features/payments/PaymentsDialog').then((m) => ({ default: m.PaymentsDialog })),
);
const ActiveItemsDialog = lazy(() =>
  import('../../features/active-items/ActiveItemsDialog').then((m) => ({ default: m.ActiveItemsDialog })),
);

/** Sign-in, balance and account dialogs of the header. */
export function AccountArea() {
  const { t } = useTranslation();
  const token = useSelector((s: { session: SessionState }) => s.session.token);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  // Dialogs stay mounted after first use so reopening is instant; `opened` remembers which were used.
  const [opened, setOpened] = useState<ReadonlySet<AccountDialog>>(new Set());
  const open = useCallback((d: AccountDialog) => {
    setOpened((s) => new Set(s).add(d));
    setDialog(d);
  }, []);
  const close = () => setDialog(null);
  const signedIn = token !== null;
  // Opened once from the address, then the address forgets it (a reload does not reopen the dialog).
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('settings')) return;
    url.searchParams.delete('settings');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    open('settings');
  }, [open]);
  // Screens ask for sign-in through requestSignIn(); the Login dialog opens here (signed-out visitors only).
  useSignInRequest(
    useCallback(() => {
      if (!signedIn) open('login');
    }, [open, signedIn]),
  );

  return (
    <div className={styles.area}>
      {signedIn ? (
        <Suspense fallback={<span className={styles.pending} aria-hidden="true" />}>
          <SignedInArea onOpen={open} />
        </Suspense>
      ) : (
        <>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => open('settings')}
            aria-label={t('settings.title')}
            data-testid="open-settings"
          >
            <GearGlyph />
          </button>
          <Button size="sm" className={styles.signIn} onClick={() => open('login')} data-testid="sign-in">
            <Icon name="user" size={16} />
            <span>{t('account.signIn')}</span>
          </Button>
        </>
      )}
      <Suspense fallback={null}>
        {opened.has('login') && <LoginDialog open={dialog === 'login' && !signedIn} onClose={close} />}
        {opened.has('settings') && (
          <SettingsDialog open={dialog === 'settings'} onClose={close} onSignIn={() => open('login')} />
        )}
        {signedIn && opened.has('payments') && (
          <PaymentsDialog
            open={dialog === 'payments'}
            onClose={close}
            onOpenSettings={() => open('settings')}
          />
        )}
        {signedIn && opened.has('activeItems') && (
          <ActiveItemsDialog
            open={dialog === 'activeItems'}
            onClose={close}
            onOpenSettings={() => open('settings')}
          />
        )}
      </Suspense>
    </div>
  );
}
