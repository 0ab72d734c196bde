/** Money > Orders: top-up orders filtered by status, player and date; an order's page with its provider events. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { SelectInput } from '../../components/SelectInput';
import { Table } from '../../components/Table';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { AdminOrder, AdminOrdersQuery } from '../../protocol/admin-money';
import type { OrderStatus } from '../../protocol/pay';
import { useMoneyOrdersQuery } from './api';
import { OrderDetail } from './OrderDetail';
import styles from './money.module.css';

const STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'refunded', 'cancelled', 'expired'];
/** The badge tone of each order status. */
export const ORDER_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  refunded: 'info',
  cancelled: 'neutral',
  expired: 'neutral',
};

const dayStart = (d: string) => (d ? String(Date.parse(`${d}T00:00:00Z`)) : undefined);

/** The orders page. */
export function OrdersPage() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [status, setStatus] = useState<OrderStatus | 'any'>('any');
  const [player, setPlayer] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [cursor, setCursor] = useState<string | undefined>();
  const [open, setOpen] = useState<string | null>(null);
  const toNext = to ? String(Date.parse(`${to}T00:00:00Z`) + 86_400_000) : undefined;
  const query: AdminOrdersQuery = {
    ...(status !== 'any' ? { status } : {}),
    ...(/^[A-Za-z0-9_-]{1,64}$/.test(player.trim()) ? { userID: player.trim() } : {}),
    ...(dayStart(from) ? { from: dayStart(from) } : {}),
    ...(toNext ? { to: toNext } : {}),
    ...(cursor ? { cursor } : {}),
  };
  const { data, isFetching, isError } = useMoneyOrdersQuery(query);
  const money = (c: number) => formatMoney(c, locale);
  const reset = () => setCursor(undefined);

  return (
    <div className={styles.page} data-testid="money-orders">
      <h1 className={styles.heading}>{t('admin.money.orders.title')}</h1>
      <div className={styles.filters}>
        <SelectInput
          label={t('admin.money.orders.status')}
          value={status}
          options={[
            { value: 'any', label: t('admin.money.orders.anyStatus') },
            ...STATUSES.map((s) => ({ value: s, label: t(`profile.status.${s}`) })),
          ]}
          onChange={(v) => {
            setStatus(v);
            reset();
          }}
          testId="orders-status"
        />
        <Field
          label={t('admin.money.orders.player')}
          value={player}
          onChange={(e) => {
            setPlayer(e.target.value);
            reset();
          }}
          data-testid="orders-player"
        />
        <Field
          label={t('admin.money.orders.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Field
          label={t('admin.money.orders.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      {isError && <p className={styles.error}>{t('admin.money.problems.generic')}</p>}
      {data && data.list.length === 0 && <EmptyState title={t('admin.money.orders.empty')} framed />}
      {data && data.list.length > 0 && (
        <Table<AdminOrder>
          framed
          testId="orders-table"
          rows={data.list}
          rowKey={(o) => o.tradeNo}
          rowProps={(o) => ({ testId: `order-${o.tradeNo}` })}
          columns={[
            {
              key: 'no',
              header: t('admin.money.orders.tradeNo'),
              cell: (o) => (
                <Button variant="ghost" size="sm" onClick={() => setOpen(o.tradeNo)} data-testid="order-open">
                  <span className={styles.mono}>{o.tradeNo}</span>
                </Button>
              ),
            },
            { key: 'player', header: t('admin.money.orders.nickname'), cell: (o) => o.nickname },
            {
              key: 'date',
              header: t('admin.money.orders.date'),
              phoneHidden: true,
              cell: (o) => new Date(o.createdAt).toLocaleString(locale),
            },
            {
              key: 'amount',
              header: t('admin.money.orders.amount'),
              numeric: true,
              cell: (o) => money(o.amount),
            },
            {
              key: 'status',
              header: t('admin.money.orders.status'),
              cell: (o) => (
                <Badge tone={ORDER_TONES[o.status]} plain data-testid="order-status">
                  {t(`profile.status.${o.status}`)}
                </Badge>
              ),
            },
          ]}
        />
      )}
      <div className={styles.row}>
        {cursor && (
          <Button variant="secondary" size="sm" onClick={reset}>
            {t('admin.money.orders.first')}
          </Button>
        )}
        {data?.cursor && (
          <Button
            variant="secondary"
            size="sm"
            disabled={isFetching}
            onClick={() => setCursor(data.cursor ?? undefined)}
          >
            {t('admin.money.orders.more')}
          </Button>
        )}
      </div>
      {open && (
        <Panel testId="order-detail">
          <OrderDetail tradeNo={open} onClose={() => setOpen(null)} />
        </Panel>
      )}
    </div>
  );
}

/** The page as the back office's sections load it. */
export const Component = OrdersPage;
