/** SPEC dialog 4: two required checkboxes and a Steam button that stays disabled until both are ticked. */
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LocaleLink } from '../../components/LocaleLink';
import { Modal } from '../../components/modal/Modal';
import { startSignInNonce } from '../../lib/session';
import { steamLoginUrl } from './login-url';
import styles from './LoginDialog.module.css';

// One required box: a hidden native checkbox drawn as the styled box, then its text.
function Check({
  checked,
  onChange,
  testId,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <span className={styles.box} aria-hidden="true">
        <Icon name="check" size={14} />
      </span>
      <span>{children}</span>
    </label>
  );
}

/** Props of LoginDialog. */
export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Navigates the browser (tests replace it). */
  go?: (url: string) => void;
}

/** The sign-in dialog. */
export function LoginDialog({ open, onClose, go = (url) => window.location.assign(url) }: LoginDialogProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [terms, setTerms] = useState(false);
  const [age, setAge] = useState(false);
  const ready = terms && age;
  const link = (to: string) => <LocaleLink to={to} className={styles.link} target="_blank" rel="noopener" />;

  return (
    <Modal open={open} onClose={onClose} title={t('account.title')} size="sm">
      <div className={styles.body} data-testid="login-dialog">
        <div className={styles.hero} aria-hidden="true">
          <Icon name="shield" size={28} />
        </div>
        <p className={styles.text}>{t('account.text')}</p>
        <Check checked={terms} onChange={setTerms} testId="login-terms">
          <Trans
            i18nKey="account.agree"
            components={{
              tos: link('/tos'),
              privacy: link('/privacy'),
              cardholder: link('/cardholder-agreement'),
            }}
          />
        </Check>
        <Check checked={age} onChange={setAge} testId="login-age">
          {t('account.age')}
        </Check>
        <Button
          variant="primary"
          size="lg"
          block
          disabled={!ready}
          data-testid="login-steam"
          onClick={() =>
            go(steamLoginUrl(window.location.origin, location.pathname + location.search, startSignInNonce()))
          }
        >
          <SteamGlyph />
          {t('account.steam')}
        </Button>
        {!ready && <p className={styles.hint}>{t('account.needBoth')}</p>}
        <p className={styles.note}>
          <Icon name="lock" size={14} />
          {t('account.note')}
        </p>
      </div>
    </Modal>
  );
}

function SteamGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-9.96 9.1l5.36 2.22a2.8 2.8 0 0 1 1.6-.5l2.4-3.47v-.05a3.8 3.8 0 1 1 3.8 3.8h-.09l-3.42 2.44a2.83 2.83 0 0 1-5.62.4L2.3 14.33A10 10 0 1 0 12 2Zm-4.3 15.2-1.23-.5a2.13 2.13 0 1 0 1.17-2.9l1.27.52a1.57 1.57 0 1 1-1.2 2.9Zm9.5-6.77a2.53 2.53 0 1 0-2.53 2.53 2.53 2.53 0 0 0 2.53-2.53Zm-4.43 0a1.9 1.9 0 1 1 1.9 1.9 1.9 1.9 0 0 1-1.9-1.9Z" />
    </svg>
  );
}
