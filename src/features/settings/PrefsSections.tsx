/**
 * Settings sections that save preferences: email push settings (the address and its confirmation, the mails sent,
 * browser notifications, signing out everywhere) and the trade URL.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { showToast } from '../../components/toast/toast-actions';
import type { UserInfo } from '../../protocol/user';
import { notificationsSupported, useNotifyPrefs, type NotifyPrefs } from '../../lib/battle-notifications';
import { useSavePrefsMutation } from '../../api/user';
import { Toggle } from './Toggle';
import { isEmailAddress } from '../../domain/text';
import { knownErrorCode } from '../../api/error';
import {
  parseOwnTradeUrl,
  parseTradeUrl,
  STEAM_TRADE_URL_PAGE,
  TRADE_URL_PROBLEMS,
  type TradeUrlProblem,
} from '../../domain/trade-url';
import { EmailStatus, MailChoices, SignOutEverywhere } from './MailSections';
import styles from './SettingsDialog.module.css';

/** Email push settings: one validated email address, confirmed by a mailed link, and what is mailed to it. */
export function EmailSection({ me }: { me: UserInfo | undefined }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const saved = me?.prefs.email.email ?? '';
  const [email, setEmail] = useState(saved);
  const [touched, setTouched] = useState(false);
  const [save, { isLoading }] = useSavePrefsMutation();
  useEffect(() => setEmail(saved), [saved]);
  const invalid = !isEmailAddress(email.trim());

  const submit = async () => {
    setTouched(true);
    if (invalid) return;
    try {
      const next = email.trim();
      await save({ email: next }).unwrap();
      // A new address is only used once its link is followed: say where to look.
      const key = next === '' ? 'settings.email.saved' : 'settings.email.savedConfirm';
      showToast(dispatch, { kind: 'success', message: { key } });
    } catch (err) {
      const limited = knownErrorCode(err, ['confirm_rate_limited'] as const);
      showToast(dispatch, {
        kind: 'error',
        message: { key: limited ? 'settings.email.resendWait' : 'settings.email.failed' },
      });
    }
  };

  return (
    <>
      <form className={styles.section} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <p className={styles.lead}>{t('settings.email.leadMail')}</p>
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
        {me && <EmailStatus email={me.prefs.email} />}
      </form>
      {me && <MailChoices email={me.prefs.email} />}
      <NotifySection />
      <SignOutEverywhere />
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

/**
 * Trade URL: checked by the server's own rule (src/domain/trade-url.ts: a valid link of the player's own Steam
 * account) before saving, and a mistake (found here or answered by the server) is named with how to fix it and where
 * Steam shows the link. Empty clears it.
 */
export function TradeUrlSection({ me }: { me: UserInfo | undefined }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const saved = me?.prefs.tradeURL ?? '';
  const [url, setUrl] = useState(saved);
  const [result, setResult] = useState<'ok' | 'failed' | null>(null);
  const [problem, setProblem] = useState<TradeUrlProblem | null>(null);
  const [save, { isLoading }] = useSavePrefsMutation();
  useEffect(() => setUrl(saved), [saved]);

  const submit = async () => {
    // Only the player's own Steam account may receive withdrawals (the server refuses any other as well).
    const check = url.trim() === '' ? null : me ? parseOwnTradeUrl(url, me.user.steamID) : parseTradeUrl(url);
    if (check && !check.ok) return setProblem(check.problem);
    try {
      await save({ tradeURL: check ? check.url : '' }).unwrap();
      setResult('ok');
      showToast(dispatch, { kind: 'success', message: { key: 'settings.trade.saved' } });
    } catch (err) {
      const code = knownErrorCode(err, TRADE_URL_PROBLEMS);
      if (code) return setProblem(code);
      setResult('failed');
      showToast(dispatch, { kind: 'error', message: { key: 'settings.trade.failed' } });
    }
  };
  const steamLink = (text: string) => (
    <a className={styles.link} href={STEAM_TRADE_URL_PAGE} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );

  return (
    <form className={styles.section} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
      <p className={styles.lead}>{t('settings.trade.lead')}</p>
      <Field
        label={t('settings.trade.label')}
        className={styles.field}
        inputClassName={styles.input}
        value={url}
        placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
        error={problem ? t(`settings.tradeUrlErrors.${problem}`) : undefined}
        errorTestId="trade-url-problem"
        onChange={(e) => (setUrl(e.target.value), setResult(null), setProblem(null))}
        data-testid="settings-trade"
      />
      {problem ? (
        <p className={styles.lead} data-testid="trade-url-fix">
          {t('settings.tradeUrlErrors.where')} {steamLink(t('settings.tradeUrlErrors.open'))}
        </p>
      ) : (
        steamLink(t('settings.trade.find'))
      )}
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
