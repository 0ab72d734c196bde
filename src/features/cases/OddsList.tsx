/** Every item of a case with art, rarity, price, chance and its ticket range, rarest first. */
import { useTranslation } from 'react-i18next';
import { itemGrade } from '../../domain/rarity';
import { formatChance, formatCount, formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import { Table, type TableColumn } from '../../components/Table';
import { cardRank } from '../../arena';
import type { CaseOddsRow } from '../../protocol/catalog';
import styles from './OddsList.module.css';

/** The odds table of a case. */
export function OddsList({ rows }: { rows: readonly CaseOddsRow[] }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const namer = useSkinName();
  const sorted = [...rows].sort((a, b) => a.rangeMin - b.rangeMin);
  const rarity = (r: CaseOddsRow) => t(`rarity.${itemGrade(cardRank(r.item), r.item)}`);
  const range = (r: CaseOddsRow) => `${formatCount(r.rangeMin, intl)}–${formatCount(r.rangeMax, intl)}`;
  // On phones the rarity and the ticket range move under the item and the chance (their columns are hidden).
  const columns: TableColumn<CaseOddsRow>[] = [
    {
      key: 'item',
      header: t('cases.odds.item'),
      cell: (r) => (
        <span className={styles.item}>
          <span className={styles.thumb}>
            <img src={r.item.image} alt="" width={56} height={42} loading="lazy" />
          </span>
          <span>
            <span className={styles.name}>{namer.full(r.item)}</span>
            <span className={styles.ext}>
              {r.item.stattrak && 'StatTrak™ · '}
              {r.item.exterior}
            </span>
            <span className={`${styles.rarity} ${styles.inline}`}>{rarity(r)}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'rarity',
      header: t('cases.odds.rarity'),
      phoneHidden: true,
      cell: (r) => <span className={styles.rarity}>{rarity(r)}</span>,
    },
    {
      key: 'price',
      header: t('cases.odds.price'),
      numeric: true,
      cell: (r) => formatMoney(r.item.price, intl),
    },
    {
      key: 'chance',
      header: t('cases.odds.chance'),
      numeric: true,
      className: styles.chance,
      cell: (r) => (
        <>
          {formatChance(r.chance, intl)}
          <span className={`${styles.range} ${styles.inline}`}>{range(r)}</span>
        </>
      ),
    },
    {
      key: 'range',
      header: t('cases.odds.range'),
      numeric: true,
      phoneHidden: true,
      className: styles.range,
      cell: range,
    },
  ];
  return (
    <Table
      framed
      testId="odds-list"
      columns={columns}
      rows={sorted}
      rowKey={(r) => r.item.id}
      rowProps={(r) => ({
        style: {
          ['--rc' as string]: `var(--rarity-${cardRank(r.item)})`,
          ['--rc-text' as string]: `var(--rarity-text-${cardRank(r.item)})`,
        },
        testId: 'odds-row',
      })}
      className={styles.odds}
    />
  );
}
