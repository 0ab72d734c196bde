/** The language menu: switching loads the messages, keeps the page under the new prefix and saves the cookie. */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { PopupTrigger } from '../../components/PopupTrigger';
import { useDismiss } from '../../components/use-dismiss';
import { LOCALES, type LocaleCode } from '../../domain/locales';
import { setCookie } from '../../lib/cookies';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, localizePath } from '../../lib/locale-path';
import { useLocale } from '../../lib/use-locale';
import styles from './LanguagePicker.module.css';

/** The header's language picker. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = LOCALES.find((l) => l.code === locale) ?? LOCALES[0];

  useDismiss(open, rootRef, setOpen);
  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [open]);

  const choose = (code: LocaleCode) => {
    setOpen(false);
    setCookie(LOCALE_COOKIE, code, LOCALE_COOKIE_DAYS);
    if (code === locale) return;
    // The locale branch's loader fetches the messages, so texts and address change in one commit.
    void navigate(localizePath(location.pathname, code) + location.search + location.hash);
  };

  return (
    <div className={styles.picker} ref={rootRef}>
      <PopupTrigger
        popup="listbox"
        open={open}
        onToggle={() => setOpen((v) => !v)}
        className={styles.trigger}
        aria-controls={listId}
        aria-label={`${t('locale.label')}: ${current.name}`}
        testId="language-picker"
      >
        <img src={current.flag} alt="" width={22} height={16} className={styles.flag} />
        <span className={styles.code}>{current.code.slice(0, 2).toUpperCase()}</span>
        <Icon name="chevronDown" size={16} />
      </PopupTrigger>
      {open && (
        <div className={styles.menu}>
          <p className={styles.heading}>{t('locale.choose')}</p>
          <ul id={listId} role="listbox" aria-label={t('locale.label')} className={styles.list}>
            {LOCALES.map((l) => (
              <li
                key={l.code}
                role="option"
                tabIndex={0}
                lang={l.iso}
                aria-selected={l.code === locale}
                data-locale={l.code}
                className={styles.option}
                onClick={() => choose(l.code)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    choose(l.code);
                  }
                }}
              >
                <img src={l.flag} alt="" width={22} height={16} className={styles.flag} />
                <span>{l.name}</span>
                {l.code === locale && <Icon name="check" size={16} className={styles.check} />}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
