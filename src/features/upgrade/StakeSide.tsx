/** The stake's summary: the chosen items (each removable), the optional coins and the stake's total. */
import { useTranslation } from 'react-i18next';
import { DeskSide } from '../../components/DeskSide';
import { Field } from '../../components/Field';
import { PickedList } from '../../components/item-picker/PickedList';
import { Price } from '../../components/Price';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { LootView } from '../../protocol/catalog';
import { UPGRADE_MAX_ITEMS } from '../../domain/upgrade';
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
  const balance = formatMoney(p.balance ?? 0, intl);
  return (
    <DeskSide
      tone="give"
      title={t('pages.upgrade.stake.title')}
      count={t('pages.upgrade.stake.count', { count: p.loot.length, max: UPGRADE_MAX_ITEMS })}
    >
      {p.loot.length === 0 ? (
        <p className={styles.muted} data-testid="upgrade-stake-empty">
          {t('pages.upgrade.stake.empty', { max: UPGRADE_MAX_ITEMS })}
        </p>
      ) : (
        <PickedList
          items={p.loot.map((l) => l.item)}
          onRemove={(i) => p.onRemove(p.loot[i]!.id)}
          removeLabel={(name) => t('pages.upgrade.stake.remove', { name })}
          disabled={p.disabled}
          maxHeight={240}
          testId="upgrade-stake-items"
        />
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
    </DeskSide>
  );
}
