/** The player's last exchanges (GET /exchange/history): when, what went, what came, and the coins that came back. */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { Table, type TableColumn } from '../../components/Table';
import { Price } from '../../components/Price';
import { useExchangeHistoryQuery } from '../../api/exchange';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import type { LootView } from '../../protocol/catalog';
import type { ExchangeResult } from '../../protocol/exchange';
import styles from './ExchangePage.module.css';

/** One side of a row: the item names, then the side's total. */
function SideCell({ loot, total }: { loot: readonly LootView[]; total: number }) {
  const namer = useSkinName();
  return (
    <span className={styles.historySide}>
      <span className={styles.historyNames}>{loot.map((l) => namer.pair(l.item)).join(', ')}</span>
      <Price cents={total} coin={false} className={styles.historyTotal} />
    </span>
  );
}

/** The history section. */
export function ExchangeHistory() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { data, isLoading, isError } = useExchangeHistoryQuery();
  const columns: TableColumn<ExchangeResult>[] = [
    {
      key: 'when',
      header: t('pages.exchange.history.when'),
      phoneHidden: true,
      cell: (e) => new Date(e.createdAt).toLocaleString(intl, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      key: 'gave',
      header: t('pages.exchange.history.gave'),
      cell: (e) => <SideCell loot={e.given} total={e.givenTotal} />,
    },
    {
      key: 'got',
      header: t('pages.exchange.history.got'),
      cell: (e) => <SideCell loot={e.received} total={e.receivedTotal} />,
    },
    {
      key: 'change',
      header: t('pages.exchange.history.change'),
      numeric: true,
      cell: (e) => <Price cents={e.change} />,
    },
  ];
  return (
    <section className={styles.history} data-testid="exchange-history">
      <SectionHeader title={t('pages.exchange.history.title')} />
      {isLoading ? (
        <Skeleton height={96} radius={16} />
      ) : isError || !data || data.length === 0 ? (
        <EmptyState
          muted
          icon="exchange"
          text={isError ? t('pages.exchange.history.failed') : t('pages.exchange.history.empty')}
          role={isError ? 'alert' : undefined}
        />
      ) : (
        <Table
          framed
          columns={columns}
          rows={data}
          rowKey={(e) => e.id}
          rowProps={() => ({ testId: 'exchange-history-row' })}
        />
      )}
    </section>
  );
}
