/** The upgrade preview: your item, the target, and a chance slider that sets the multiplier. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseArt } from '../../components/CaseArt';
import { Icon } from '../../components/Icon';
import { Slider } from '../../components/slider/Slider';
import { formatChance } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import styles from './UpgradeWidget.module.css';

// Multiplier shown for a chance: the 90% return factor spread over the chance.
function multiplier(chancePercent: number): number {
  return chancePercent <= 0 ? 0 : 90 / chancePercent;
}

/** Interactive upgrade preview. */
export function UpgradeWidget() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const [chance, setChance] = useState(50);
  const pct = Math.max(1, Math.min(90, chance));
  return (
    <div className={styles.widget}>
      <div className={styles.slot}>
        <span className="overline">{t('pages.upgrade.yourItem')}</span>
        <CaseArt rank={5} size={110} />
        <span className={styles.hint}>{t('pages.upgrade.pickItem')}</span>
      </div>
      <div className={styles.center}>
        <div className={styles.dial} style={{ ['--p' as string]: `${pct * 3.6}deg` }}>
          <div className={styles.dialInner}>
            <strong>{formatChance(pct * 1000, intl)}</strong>
            <span>{t('pages.upgrade.chance')}</span>
          </div>
        </div>
        <div className={styles.mult}>
          <Icon name="upgrade" size={16} />
          {t('pages.upgrade.multiplier')} <strong>×{multiplier(pct).toFixed(2)}</strong>
        </div>
        <Slider
          value={chance}
          onChange={setChance}
          min={1}
          max={90}
          label={t('pages.upgrade.sliderLabel')}
          valueText={(v) => formatChance(v * 1000, intl)}
        />
      </div>
      <div className={`${styles.slot} ${styles.targetSlot}`}>
        <span className="overline">{t('pages.upgrade.target')}</span>
        <CaseArt rank={2} size={110} />
        <span className={styles.hint}>{t('pages.upgrade.pickTarget')}</span>
      </div>
    </div>
  );
}
