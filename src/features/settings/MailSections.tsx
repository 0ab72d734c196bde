/**
 * The mail parts of the email settings: whether the saved address is confirmed (with a rate-limited resend), the kinds
 * of mail the site sends to a confirmed address, and signing out every device (where a new-device mail points).
 */
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { showToast } from '../../components/toast/toast-actions';
import type { UserInfo } from '../../protocol/user';
import { baseApi } from '../../api/base';
import { knownErrorCode } from '../../api/error';
import { useResendEmailMutation, useRevokeSessionsMutation, useSavePrefsMutation } from '../../api/user';
import { clearToken, tokenCleared } from '../../lib/session';
import { Toggle } from './Toggle';
import styles from './SettingsDialog.module.css';

type EmailPrefs = UserInfo['prefs']['email'];

/** "Confirmed", or "not confirmed yet" with a button that sends the link again. */
export function EmailStatus({ email }: { email: EmailPrefs }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [resend, { isLoading }] = useResendEmailMutation();
  if (email.email === '') return null;
  if (email.confirmed)
    return (
      <Badge tone="success" data-testid="email-status" data-state="confirmed">
        {t('settings.email.confirmed')}
      </Badge>
    );
  const again = async () => {
    try {
      await resend().unwrap();
      showToast(dispatch, { kind: 'success', message: { key: 'settings.email.resent' } });
    } catch (err) {
      const limited = knownErrorCode(err, ['confirm_rate_limited'] as const);
      showToast(dispatch, {
        kind: 'error',
        message: { key: limited ? 'settings.email.resendWait' : 'settings.email.resendFailed' },
      });
    }
  };
  return (
    <div className={styles.actionsRow} data-testid="email-status" data-state="unconfirmed">
      <span className={styles.warn}>{t('settings.email.unconfirmed')}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={isLoading}
        onClick={() => void again()}
        data-testid="email-resend"
      >
        {t('settings.email.resend')}
      </Button>
    </div>
  );
}

/** The kinds of mail the site sends: receipts and new-device sign-ins, each on or off. */
export function MailChoices({ email }: { email: EmailPrefs }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [save, { isLoading }] = useSavePrefsMutation();
  const change = async (field: 'mailReceipts' | 'mailSecurity', on: boolean) => {
    try {
      await save({ [field]: on }).unwrap();
    } catch {
      showToast(dispatch, { kind: 'error', message: { key: 'settings.email.choiceFailed' } });
    }
  };
  const rows = [
    { field: 'mailReceipts', on: email.receipts, label: t('settings.email.receipts'), id: 'receipts' },
    { field: 'mailSecurity', on: email.security, label: t('settings.email.security'), id: 'security' },
  ] as const;
  return (
    <div className={styles.section} data-testid="mail-choices">
      <p className={styles.lead}>{t('settings.email.choices')}</p>
      {rows.map((r) => (
        <div key={r.id} className={styles.row}>
          <span>{r.label}</span>
          <Toggle
            checked={r.on}
            disabled={isLoading}
            onChange={(on) => void change(r.field, on)}
            label={r.label}
            testId={`mail-${r.id}`}
          />
        </div>
      ))}
    </div>
  );
}

/** Signs out every device, this one too (the new-device mail's "not you?"). */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [revoke, { isLoading }] = useRevokeSessionsMutation();
  const run = async () => {
    try {
      await revoke().unwrap();
    } catch {
      showToast(dispatch, { kind: 'error', message: { key: 'settings.email.signOutAllFailed' } });
      return;
    }
    clearToken();
    dispatch(tokenCleared());
    dispatch(baseApi.util.resetApiState());
  };
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{t('settings.email.signOutAllHint')}</p>
      <Button
        variant="danger"
        size="sm"
        disabled={isLoading}
        onClick={() => void run()}
        data-testid="sign-out-everywhere"
      >
        {t('settings.email.signOutAll')}
      </Button>
    </div>
  );
}
