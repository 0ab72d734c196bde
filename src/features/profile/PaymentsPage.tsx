/** The /profile/:id/payments screen: the owner's payment history; anyone else sees a private state. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Badge, type BadgeTone } from '../../components/Badge';
import { PageHeader } from '../../components/page/PageHeader';
import { Spinner } from '../../components/Spinner';
import { Table } from '../../components/Table';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { useMe } from '../../api/user';
import type { OrderView } from '../../protocol/pay';
import { useGetOrdersQuery } from '../../api/pay';
import styles from './PaymentsPage.module.css';

const STATUS_KEYS = {
  pending: 'profile.status.pending',
  paid: 'profile.status.paid',
  cancelled: 'profile.status.cancelled',
  expired: 'profile.status.expired',
  refunded: 'profile.status.refunded',
} as const;

const STATUS_TONES: Record<keyof typeof STATUS_KEYS, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'info',
};

function OrdersTable({ list }: { list: OrderView[] }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  return (
    <Table
      framed
      className={styles.orders}
      testId="orders"
      rows={list}
      rowKey={(o) => o.tradeNo}
      columns={[
        {
          key: 'date',
          header: t('profile.orders.date'),
          cell: (o) =>
            new Date(o.createdAt).toLocaleString(intl, { dateStyle: 'medium', timeStyle: 'short' }),
        },
        { key: 'tradeNo', header: t('profile.orders.tradeNo'), cell: (o) => <code>{o.tradeNo}</code> },
        {
          key: 'method',
          header: t('profile.orders.method'),
          cell: (o) => (
            <img
              src={`/payment-logos/${encodeURIComponent(o.method)}.svg`}
              alt={o.method}
              title={o.method}
              className={styles.logo}
            />
          ),
        },
        {
          key: 'amount',
          header: t('profile.orders.amount'),
          numeric: true,
          cell: (o) => (
            <>
              {formatMoney(o.amount + o.bonus, intl)}
              {o.bonus > 0 && <small> (+{formatMoney(o.bonus, intl)})</small>}
            </>
          ),
        },
        {
          key: 'paid',
          header: t('profile.orders.paid'),
          numeric: true,
          cell: (o) => formatMoney(o.payAmount, intl),
        },
        {
          key: 'status',
          header: t('profile.orders.status'),
          cell: (o) => (
            <Badge plain tone={STATUS_TONES[o.status]} className={styles.status} data-status={o.status}>
              {t(STATUS_KEYS[o.status])}
            </Badge>
          ),
        },
      ]}
    />
  );
}

function OwnerHistory() {
  const { t } = useTranslation();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1];
  const page = useGetOrdersQuery(cursor);
  if (page.isLoading) return <Spinner />;
  if (page.isError) return <p className={styles.muted}>{t('profile.orders.failed')}</p>;
  const list = page.data?.list ?? [];
  if (list.length === 0 && cursors.length === 1) {
    return (
      <EmptyState
        framed
        muted
        icon="card"
        iconSize={32}
        text={t('profile.orders.empty')}
        className={styles.empty}
      />
    );
  }
  return (
    <>
      <OrdersTable list={list} />
      {(cursors.length > 1 || page.data?.cursor) && (
        <div className={styles.pager}>
          <Button
            variant="ghost"
            size="sm"
            disabled={cursors.length === 1}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            {t('profile.orders.newer')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={!page.data?.cursor}
            onClick={() => setCursors((c) => [...c, page.data?.cursor ?? null])}
          >
            {t('profile.orders.older')}
          </Button>
        </div>
      )}
    </>
  );
}

/** A player's payments. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useMe();
  const owner = me.data?.user.userID === id;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('meta.payments.title')}
        lead={t('profile.orders.lead')}
        eyebrow={t('layout.profilePayments')}
        icon="card"
      />
      {me.isLoading ? (
        <Spinner />
      ) : owner ? (
        <OwnerHistory />
      ) : (
        <EmptyState
          framed
          muted
          icon="lock"
          iconSize={32}
          title={t('profile.orders.privateTitle')}
          text={t('profile.orders.private')}
          className={styles.empty}
          testId="payments-private"
        />
      )}
    </div>
  );
}
