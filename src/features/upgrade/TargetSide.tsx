/** The target's summary: the chosen skin and the multiplier presets that narrow the catalog to stake x preset. */
import { useTranslation } from 'react-i18next';
import { DeskSide } from '../../components/DeskSide';
import { ItemCard } from '../../components/ItemCard';
import { SegmentedControl } from '../../components/SegmentedControl';
import { formatMoney, formatMultiplier } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { CatalogItem } from '../../protocol/catalog';
import { UPGRADE_PRESETS } from '../../domain/upgrade';
import styles from './UpgradePage.module.css';

/** Props of TargetSide: `preset` null is "any valid price"; `window` the prices the catalog shows (null: all). */
export interface TargetSideProps {
  target: CatalogItem | null;
  onClear: () => void;
  preset: number | null;
  onPreset: (p: number | null) => void;
  window: { min: number; max: number } | null;
  disabled: boolean;
}

/** The right side of the stage. */
export function TargetSide(p: TargetSideProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const options = [
    ...UPGRADE_PRESETS.map((x) => ({
      value: String(x),
      label: formatMultiplier(x, intl),
      testId: `upgrade-preset-${x}`,
    })),
    { value: 'any', label: t('pages.upgrade.target.any'), testId: 'upgrade-preset-any' },
  ];
  return (
    <DeskSide tone="take" title={t('pages.upgrade.target.title')}>
      {p.target ? (
        <div className={styles.targetCard} data-testid="upgrade-target" data-item-id={p.target.id}>
          <ItemCard item={p.target} selected onToggle={p.disabled ? undefined : p.onClear} />
        </div>
      ) : (
        <p className={styles.muted} data-testid="upgrade-target-empty">
          {t('pages.upgrade.target.empty')}
        </p>
      )}
      <div className={styles.presets}>
        <span className={styles.label}>{t('pages.upgrade.target.presets')}</span>
        <SegmentedControl
          variant="pill"
          className={styles.presetChoices}
          label={t('pages.upgrade.target.presets')}
          options={options}
          value={p.preset === null ? 'any' : String(p.preset)}
          onChange={(v) => p.onPreset(v === 'any' ? null : Number(v))}
          testId="upgrade-presets"
        />
        <p className={styles.muted} data-testid="upgrade-window">
          {p.window
            ? t('pages.upgrade.target.window', {
                min: formatMoney(p.window.min, intl),
                max: formatMoney(p.window.max, intl),
              })
            : t('pages.upgrade.target.windowNone')}
        </p>
      </div>
    </DeskSide>
  );
}
