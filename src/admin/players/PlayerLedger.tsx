/** The ledger history of a player's wallets: each line's amount, reason (its kind) and what caused it, paged. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Panel } from '../../components/Panel';
import { Spinner } from '../../components/Spinner';
import { Table, type TableColumn } from '../../components/Table';
import { Tabs } from '../../components/Tabs';
import type { LedgerLine } from '../../protocol/admin-players';
import { adminErrorText } from '../errors';
import { amountText, dateTime } from '../format';
import { usePlayerLedgerQuery } from './api';
import styles from './players.module.css';

type Wallet = 'all' | 'coin' | 'point' | 'ticket';

/** Where a ledger line's cause can be seen (the battle's public page), or null. */
function linkTo(link: LedgerLine['link']): string | null {
  if (link?.type === 'battle') return `/battles/view/${encodeURIComponent(link.id)}`;
  return null;
}

/** The ledger panel. */
export function PlayerLedger({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [wallet, setWallet] = useState<Wallet>('all');
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const ledger = usePlayerLedgerQuery({
    id: userId,
    ...(wallet !== 'all' ? { currency: wallet } : {}),
    ...(cursor ? { cursor } : {}),
  });
  const columns: TableColumn<LedgerLine>[] = [
    { key: 'at', header: t('admin.audit.when'), cell: (l) => dateTime(l.at, lang) },
    {
      key: 'amount',
      header: t('admin.players.amount'),
      numeric: true,
      cell: (l) => (
        <span className={l.amount < 0 ? styles.debit : styles.credit}>
          {amountText(l.currency, l.amount, lang, true)}
        </span>
      ),
    },
    { key: 'kind', header: t('admin.players.reason'), cell: (l) => <code>{l.kind}</code> },
    {
      key: 'link',
      header: t('admin.players.cause'),
      cell: (l) => {
        if (!l.link) return <span className={styles.muted}>—</span>;
        const to = linkTo(l.link);
        const text = `${t(`admin.players.causes.${l.link.type as 'battle'}`, { defaultValue: l.link.type })} ${l.link.id.slice(0, 8)}`;
        return to ? (
          <Link to={to} target="_blank" rel="noreferrer" title={l.link.id}>
            {text}
          </Link>
        ) : (
          <span title={l.link.id}>{text}</span>
        );
      },
    },
  ];
  const tabs: Wallet[] = ['all', 'coin', 'point', 'ticket'];
  return (
    <Panel className={styles.block} testId="admin-player-ledger">
      <h2 className={styles.blockTitle}>{t('admin.players.ledger')}</h2>
      <Tabs
        label={t('admin.players.ledger')}
        variant="pill"
        items={tabs.map((w) => ({
          id: w,
          label: w === 'all' ? t('admin.players.allWallets') : t(`admin.players.currencies.${w}`),
        }))}
        value={wallet}
        onChange={(w) => {
          setWallet(w);
          setCursors([]);
        }}
      />
      {ledger.error ? (
        <EmptyState role="alert" icon="alert" text={adminErrorText(t, ledger.error)} />
      ) : !ledger.data ? (
        <Spinner />
      ) : ledger.data.lines.length === 0 ? (
        <EmptyState icon="info" text={t('admin.players.noLedger')} />
      ) : (
        <Table
          columns={columns}
          rows={ledger.data.lines}
          rowKey={(l) => `${l.txId}:${l.currency}:${l.amount}`}
          testId="admin-ledger-table"
          caption={t('admin.players.ledger')}
        />
      )}
      <div className={styles.actions}>
        {cursors.length > 0 && (
          <Button size="sm" variant="ghost" onClick={() => setCursors([])}>
            {t('admin.audit.newest')}
          </Button>
        )}
        {ledger.data?.cursor && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setCursors([...cursors, ledger.data!.cursor!])}
          >
            {t('admin.audit.older')}
          </Button>
        )}
      </div>
    </Panel>
  );
}
