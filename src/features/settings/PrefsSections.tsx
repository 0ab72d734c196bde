/** Settings sections that save preferences: email push settings (with browser notifications) and the trade URL. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { showToast } from '../../components/toast/toast-actions';
import type { UserInfo } from '../../protocol/api-user';
import { notificationsSupported, useNotifyPrefs, type NotifyPrefs } from '../../lib/battle-notifications';
import { useSavePrefsMutation } from './settings-api';
import { Toggle } from './Toggle';
import { isValidEmail } from './settings-rules';
import styles from './SettingsDialog.module.css';

/** Email push settings: one validated email address. */
export function EmailSection({ me }: { me: UserInfo | undefined }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const saved = me?.prefs.email.email ?? '';
  const [email, setEmail] = useState(saved);
  const [touched, setTouched] = useState(false);
  const [save, { isLoading }] = useSavePrefsMutation();
  useEffect(() => setEmail(saved), [saved]);
  const invalid = !isValidEmail(email);

  const submit = async () => {
    setTouched(true);
    if (invalid) return;
    try {
      await save({ email: email.trim() }).unwrap();
      showToast(dispatch, { kind: 'success', message: { key: 'settings.email.saved' } });
    } catch {
      showToast(dispatch, { kind: 'error', message: { key: 'settings.email.failed' } });
    }
  };

  return (
    <>
      <form className={styles.section} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <p className={styles.lead}>{t('settings.email.lead')}</p>
        <Field
          label={t('settings.email.label')}
          type="email"
          className={styles.field}
          inputClassName={styles.input}
          value={email}
          placeholder={t('payments.emailPlaceholder')}
          error={touched && invalid ? t('payments.validation.emailInvalid') : undefined}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          data-testid="settings-email"
        />
        <Button
          type="submit"
          disabled={isLoading || email.trim() === saved}
          data-testid="settings-email-save"
        >
          {t('settings.save')}
        </Button>
      </form>
      <NotifySection />
    </>
  );
}

/**
 * Browser notifications of battle news, per browser. A browser without Notification support gets the SPEC's alert;
 * a blocked permission is said plainly.
 */
function NotifySection() {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useNotifyPrefs();
  const [blocked, setBlocked] = useState(false);
  const change = async (kind: keyof NotifyPrefs, on: boolean) => {
    if (!on) return setPrefs({ ...prefs, [kind]: false });
    if (!notificationsSupported()) {
      window.alert(t('notify.unsupported'));
      return;
    }
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    setBlocked(permission !== 'granted');
    if (permission === 'granted') setPrefs({ ...prefs, [kind]: true });
  };
  return (
    <div className={styles.section} data-testid="notify-section">
      <p className={styles.lead}>{t('notify.lead')}</p>
      {(['joined', 'finished'] as const).map((kind) => (
        <div key={kind} className={styles.row}>
          <span>{t(`notify.${kind}Label`)}</span>
          <Toggle
            checked={prefs[kind]}
            onChange={(on) => void change(kind, on)}
            label={t(`notify.${kind}Label`)}
            testId={`notify-${kind}`}
          />
        </div>
      ))}
      {blocked && (
        <p className={styles.error} role="alert" data-testid="notify-blocked">
          {t('notify.blocked')}
        </p>
      )}
    </div>
  );
}

/** Trade URL: saved as given, with a success or failure alert. */
export function TradeUrlSection({ me }: { me: UserInfo | undefined }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const saved = me?.prefs.tradeURL ?? '';
  const [url, setUrl] = useState(saved);
  const [result, setResult] = useState<'ok' | 'failed' | null>(null);
  const [save, { isLoading }] = useSavePrefsMutation();
  useEffect(() => setUrl(saved), [saved]);

  const submit = async () => {
    try {
      await save({ tradeURL: url }).unwrap();
      setResult('ok');
      showToast(dispatch, { kind: 'success', message: { key: 'settings.trade.saved' } });
    } catch {
      setResult('failed');
      showToast(dispatch, { kind: 'error', message: { key: 'settings.trade.failed' } });
    }
  };

  return (
    <form className={styles.section} onSubmit={(e) => (e.preventDefault(), void submit())}>
      <p className={styles.lead}>{t('settings.trade.lead')}</p>
      <Field
        label={t('settings.trade.label')}
        className={styles.field}
        inputClassName={styles.input}
        value={url}
        placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
        onChange={(e) => (setUrl(e.target.value), setResult(null))}
        data-testid="settings-trade"
      />
      <a
        className={styles.link}
        href="https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url"
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('settings.trade.find')}
      </a>
      {result && (
        <p className={result === 'ok' ? styles.ok : styles.error} role="alert">
          {t(result === 'ok' ? 'settings.trade.saved' : 'settings.trade.failed')}
        </p>
      )}
      <Button type="submit" disabled={isLoading || url === saved} data-testid="settings-trade-save">
        {t('settings.save')}
      </Button>
    </form>
  );
}
