/** The stake's summary: the chosen items (each removable), the optional coins and the stake's total. */
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { Price } from '../../components/Price';
import { formatMoney } from '../../domain/format';
import { isRarityRank, rarityColor } from '../../domain/rarity';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import type { LootView } from '../../protocol/api-catalog';
import { UPGRADE_MAX_ITEMS } from '../../protocol/api-upgrade';
import styles from './UpgradePage.module.css';

/** Props of StakeSide: `coinsError` says what is wrong with the typed coins; `balance` is null while unknown. */
export interface StakeSideProps {
  loot: readonly LootView[];
  onRemove: (lootID: string) => void;
  coins: string;
  onCoins: (text: string) => void;
  coinsError: 'invalid' | 'over' | null;
  balance: number | null;
  stake: number;
  disabled: boolean;
}

/** The left side of the stage. */
export function StakeSide(p: StakeSideProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const namer = useSkinName();
  const balance = formatMoney(p.balance ?? 0, intl);
  return (
    <section className={`${styles.side} ${styles.stakeSide}`} aria-labelledby="upgrade-stake-title">
      <div className={styles.sideHead}>
        <h2 id="upgrade-stake-title" className={styles.sideTitle}>
          {t('pages.upgrade.stake.title')}
        </h2>
        <span className={styles.sideCount}>
          {t('pages.upgrade.stake.count', { count: p.loot.length, max: UPGRADE_MAX_ITEMS })}
        </span>
      </div>
      {p.loot.length === 0 ? (
        <p className={styles.muted} data-testid="upgrade-stake-empty">
          {t('pages.upgrade.stake.empty', { max: UPGRADE_MAX_ITEMS })}
        </p>
      ) : (
        <ul className={styles.picked} data-testid="upgrade-stake-items">
          {p.loot.map((l) => {
            const name = namer.pair(l.item);
            const color = isRarityRank(l.item.rarity) ? rarityColor(l.item.rarity) : 'var(--c-text-3)';
            return (
              <li key={l.id} className={styles.pick} style={{ ['--rc' as string]: color }}>
                <img src={l.item.image} alt="" width={48} height={36} className={styles.pickArt} />
                <span className={styles.pickName}>{name}</span>
                <Price cents={l.item.price} iconSize={12} className={styles.pickPrice} />
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => p.onRemove(l.id)}
                  disabled={p.disabled}
                  aria-label={t('pages.upgrade.stake.remove', { name })}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Field
        label={t('pages.upgrade.stake.coins')}
        labelAside={p.balance !== null ? t('pages.upgrade.stake.balance', { balance }) : undefined}
        prefix="$"
        inputMode="decimal"
        placeholder="0.00"
        value={p.coins}
        disabled={p.disabled}
        error={
          p.coinsError === 'invalid'
            ? t('pages.upgrade.stake.coinsInvalid')
            : p.coinsError === 'over'
              ? t('pages.upgrade.stake.coinsOver', { balance })
              : undefined
        }
        errorTestId="upgrade-coins-error"
        onChange={(e) => p.onCoins(e.target.value)}
        data-testid="upgrade-coins"
      />
      <p className={styles.total}>
        <span>{t('pages.upgrade.stake.total')}</span>
        <Price cents={p.stake} testId="upgrade-stake-total" />
      </p>
    </section>
  );
}
