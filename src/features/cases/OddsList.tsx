/** Every item of a case with art, rarity, price, chance and its ticket range, rarest first. */
import { useTranslation } from 'react-i18next';
import { rarityKey } from '../../domain/rarity';
import { formatChance, formatCount, formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { rankOf } from './case-model';
import type { CaseOddsRow } from '../../protocol/api-catalog';
import styles from './OddsList.module.css';

/** The odds table of a case. */
export function OddsList({ rows }: { rows: readonly CaseOddsRow[] }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const sorted = [...rows].sort((a, b) => a.rangeMin - b.rangeMin);
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="odds-list">
        <thead>
          <tr>
            <th>{t('cases.odds.item')}</th>
            <th className={styles.rarityCol}>{t('cases.odds.rarity')}</th>
            <th className={styles.num}>{t('cases.odds.price')}</th>
            <th className={styles.num}>{t('cases.odds.chance')}</th>
            <th className={`${styles.num} ${styles.rangeCol}`}>{t('cases.odds.range')}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => {
            const rank = rankOf(r.item);
            const range = `${formatCount(r.rangeMin, intl)}–${formatCount(r.rangeMax, intl)}`;
            return (
              <tr
                key={r.item.id}
                style={{ ['--rc' as string]: `var(--rarity-${rank})` }}
                data-testid="odds-row"
              >
                <td>
                  <span className={styles.item}>
                    <span className={styles.thumb}>
                      <img src={r.item.image} alt="" width={56} height={42} loading="lazy" />
                    </span>
                    <span>
                      <span className={styles.name}>{r.item.name}</span>
                      <span className={styles.ext}>
                        {r.item.stattrak && 'StatTrak™ · '}
                        {r.item.exterior}
                      </span>
                      <span className={`${styles.rarity} ${styles.rarityInline}`}>
                        {t(`rarity.${rarityKey(rank)}`)}
                      </span>
                    </span>
                  </span>
                </td>
                <td className={styles.rarityCol}>
                  <span className={styles.rarity}>{t(`rarity.${rarityKey(rank)}`)}</span>
                </td>
                <td className={styles.num}>{formatMoney(r.item.price, intl)}</td>
                <td className={`${styles.num} ${styles.chance}`}>
                  {formatChance(r.chance, intl)}
                  <span className={`${styles.range} ${styles.rangeInline}`}>{range}</span>
                </td>
                <td className={`${styles.num} ${styles.range} ${styles.rangeCol}`}>{range}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
