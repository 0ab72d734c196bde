/** The settings dialog's general block: language, translate skin names, volume and sound style. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readSoundPrefs, writeSoundPrefs, type SoundPrefs } from '../../arena';
import { SegmentedControl } from '../../components/SegmentedControl';
import { Slider } from '../../components/slider/Slider';
import { LOCALES, isLocaleCode } from '../../domain/locales';
import { setCookie } from '../../lib/cookies';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, localizePath } from '../../lib/locale-path';
import { useLocale } from '../../lib/use-locale';
import { useTranslateNames, writeLocalTranslateNames } from '../../lib/use-skin-name';
import { useMe, useSavePrefsMutation } from '../../api/user';
import { Toggle } from './Toggle';
import styles from './SettingsDialog.module.css';
import { safeStorage } from '../../lib/safe-storage';

/** Language, names, volume and sound style; the last two are disabled when signed out. */
export function GeneralSettings({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [prefs, setPrefs] = useState<SoundPrefs>(() => readSoundPrefs(safeStorage()));
  const translateNames = useTranslateNames();
  const [savePrefs, saving] = useSavePrefsMutation();
  // Signed in, the account keeps the choice (user/me is refetched, so every screen switches); signed out, this browser.
  const changeTranslate = (on: boolean) => {
    if (signedIn) void savePrefs({ translateNames: on });
    else writeLocalTranslateNames(on);
  };
  // While the choice is saved and user/me refetched, the switch shows the new value.
  const refetching = useMe().isFetching;
  const pending = saving.originalArgs?.translateNames;
  const translate = pending !== undefined && (saving.isLoading || refetching) ? pending : translateNames;

  const updateSound = (patch: Partial<SoundPrefs>) => {
    const next = { ...prefs, ...patch };
    setPrefs(next);
    writeSoundPrefs(safeStorage(), next);
  };
  const changeLocale = (code: string) => {
    if (!isLocaleCode(code)) return;
    // The same switching as the header picker: the cookie, then the page under the new prefix.
    setCookie(LOCALE_COOKIE, code, LOCALE_COOKIE_DAYS);
    if (code !== locale)
      void navigate(localizePath(location.pathname, code) + location.search + location.hash);
  };

  return (
    <div className={styles.general}>
      <label className={styles.row} htmlFor={`${id}-lang`}>
        <span>{t('settings.language')}</span>
        <select
          id={`${id}-lang`}
          className={styles.select}
          value={locale}
          onChange={(e) => changeLocale(e.target.value)}
          data-testid="settings-language"
        >
          {LOCALES.map((l) => (
            <option key={l.code} value={l.code} lang={l.iso}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.row}>
        <span className={styles.labelled}>
          {t('settings.translateNames')}
          <small id={`${id}-names-hint`} className={styles.hint}>
            {t('settings.translateNamesHint')}
          </small>
        </span>
        <Toggle
          checked={translate}
          label={t('settings.translateNames')}
          onChange={changeTranslate}
          testId="settings-translate-names"
          describedBy={`${id}-names-hint`}
        />
      </div>
      <div className={`${styles.row} ${styles.stack}`} aria-disabled={!signedIn}>
        <span>
          {t('settings.volume')} <b className={styles.value}>{prefs.volume}</b>
        </span>
        <Slider
          value={prefs.volume}
          onChange={(v) => updateSound({ volume: v })}
          label={t('settings.volume')}
          disabled={!signedIn}
        />
      </div>
      <div className={`${styles.row} ${styles.stack}`} aria-disabled={!signedIn}>
        <span>{t('settings.soundStyle')}</span>
        <SegmentedControl
          variant="pill"
          className={styles.fill}
          label={t('settings.soundStyle')}
          value={prefs.style}
          onChange={(style) => updateSound({ style })}
          options={(['classic', 'casearena'] as const).map((s) => ({
            value: s,
            label: s === 'classic' ? t('settings.soundClassic') : t('brand.name'),
            disabled: !signedIn,
            testId: `sound-${s}`,
          }))}
        />
      </div>
    </div>
  );
}
