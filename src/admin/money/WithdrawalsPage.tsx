/**
 * Money > Withdrawals: the queue of items on their way to Steam. Those not sent yet can be approved (sent now, or
 * released from a hold), held or cancelled (the item goes back to the player), each with a reason. Accepted items
 * show until when Steam's 7-day trade protection keeps them reversible; the house counts them final only after.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Table, type TableColumn } from '../../components/Table';
import { Tabs } from '../../components/Tabs';
import { showToast } from '../../components/toast/toast-actions';
import { formatMoney } from '../../domain/format';
import { WITHDRAWAL_TONE } from '../../features/active-items/withdrawal-tone';
import { useIntlLocale } from '../../lib/use-locale';
import { QUEUE_VIEWS } from '../../domain/money-admin';
import type { QueuedWithdrawal, WithdrawalAction } from '../../protocol/admin-money';
import type { TradeStatus } from '../../protocol/trade';
import { useWithdrawalActionMutation, useWithdrawalQueueQuery } from './api';
import { moneyProblem } from './problem';
import { ReasonField } from './ReasonField';
import styles from './money.module.css';

type View = (typeof QUEUE_VIEWS)[number];

const ACTIONS: Record<WithdrawalAction, readonly TradeStatus[]> = {
  approve: ['withdrawing', 'held'],
  hold: ['withdrawing'],
  cancel: ['withdrawing', 'held'],
};

/** The withdrawal queue page. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const dispatch = useDispatch();
  const [view, setView] = useState<View>('pending');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { data, isError } = useWithdrawalQueueQuery(view);
  const [act, { isLoading }] = useWithdrawalActionMutation();
  const when = (ms: number) => new Date(ms).toLocaleString(locale);

  const run = async (w: QueuedWithdrawal, action: WithdrawalAction) => {
    setProblem(null);
    try {
      await act({ id: w.id, action, reason }).unwrap();
      showToast(dispatch, { kind: 'success', message: { text: t(`admin.money.queue.done.${action}`) } });
    } catch (err) {
      setProblem(moneyProblem(err, t, locale));
    }
  };

  const columns: TableColumn<QueuedWithdrawal>[] = [
    { key: 'player', header: t('admin.money.orders.nickname'), cell: (w) => w.nickname },
    { key: 'item', header: t('admin.money.queue.item'), cell: (w) => w.item.name },
    {
      key: 'value',
      header: t('admin.money.queue.value'),
      phoneHidden: true,
      numeric: true,
      cell: (w) => formatMoney(w.item.price, locale),
    },
    {
      key: 'status',
      header: t('admin.money.orders.status'),
      cell: (w) => (
        <Badge tone={WITHDRAWAL_TONE[w.status]} plain data-testid="queue-status">
          {t(`withdraw.status.${w.status}`)}
        </Badge>
      ),
    },
    {
      key: 'asked',
      header: t('admin.money.queue.asked'),
      phoneHidden: true,
      cell: (w) => when(w.createdAt),
    },
    {
      key: 'reversible',
      header: t('admin.money.queue.reversibleUntil'),
      cell: (w) =>
        w.finalAt !== null
          ? t('admin.money.queue.final', { when: when(w.finalAt) })
          : w.reversibleUntil !== null
            ? when(w.reversibleUntil)
            : '—',
    },
    {
      key: 'actions',
      header: t('admin.money.queue.actions'),
      cell: (w) => (
        <span className={styles.actions}>
          {(Object.keys(ACTIONS) as WithdrawalAction[])
            .filter((a) => ACTIONS[a].includes(w.status))
            .map((a) => (
              <Button
                key={a}
                size="sm"
                variant={a === 'cancel' ? 'danger' : a === 'approve' ? 'primary' : 'secondary'}
                disabled={isLoading}
                onClick={() => run(w, a)}
                data-testid={`queue-${a}`}
              >
                {t(`admin.money.queue.act.${a}`)}
              </Button>
            ))}
        </span>
      ),
    },
  ];
  // The reversible window matters once accepted; actions only while not sent.
  const shown = columns.filter(
    (c) =>
      (c.key !== 'reversible' || view !== 'pending') &&
      (c.key !== 'actions' || view === 'pending' || view === 'all'),
  );

  return (
    <div className={styles.page} data-testid="money-withdrawals">
      <h1 className={styles.heading}>{t('admin.money.queue.title')}</h1>
      <p className={styles.muted}>{t('admin.money.queue.lead')}</p>
      <Tabs<View>
        label={t('admin.money.queue.title')}
        variant="chip"
        value={view}
        onChange={setView}
        items={QUEUE_VIEWS.map((v) => ({
          id: v,
          label: t(`admin.money.queue.views.${v}`),
          testId: `queue-${v}`,
        }))}
      />
      {(view === 'pending' || view === 'all') && (
        <ReasonField value={reason} onChange={setReason} testId="queue-reason" />
      )}
      {problem && (
        <p className={styles.error} role="alert" data-testid="queue-problem">
          {problem}
        </p>
      )}
      {isError && <p className={styles.error}>{t('admin.money.problems.generic')}</p>}
      {data && data.length === 0 && <EmptyState title={t('admin.money.queue.empty')} framed />}
      {data && data.length > 0 && (
        <Table<QueuedWithdrawal>
          framed
          testId="queue-table"
          rows={data}
          rowKey={(w) => w.id}
          rowProps={(w) => ({ testId: `queue-row-${w.id}` })}
          columns={shown}
        />
      )}
    </div>
  );
}

/** The page as the back office's sections load it. */
export const Component = WithdrawalsPage;
