/** The /profile/:id/payments screen: the owner's payment history; anyone else sees a private state. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/page/PageHeader';
import { Spinner } from '../../components/Spinner';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { useMe } from '../../lib/user-api';
import type { OrderView } from '../../protocol/api-pay';
import { useGetOrdersQuery } from './profile-api';
import styles from './PaymentsPage.module.css';

const STATUS_KEYS = {
  pending: 'profile.status.pending',
  paid: 'profile.status.paid',
  cancelled: 'profile.status.cancelled',
  expired: 'profile.status.expired',
} as const;

function OrdersTable({ list }: { list: OrderView[] }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="orders">
        <thead>
          <tr>
            <th>{t('profile.orders.date')}</th>
            <th>{t('profile.orders.tradeNo')}</th>
            <th>{t('profile.orders.method')}</th>
            <th className={styles.num}>{t('profile.orders.amount')}</th>
            <th className={styles.num}>{t('profile.orders.paid')}</th>
            <th>{t('profile.orders.status')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((o) => (
            <tr key={o.tradeNo}>
              <td>
                {new Date(o.createdAt).toLocaleString(intl, { dateStyle: 'medium', timeStyle: 'short' })}
              </td>
              <td>
                <code>{o.tradeNo}</code>
              </td>
              <td>
                <img
                  src={`/payment-logos/${encodeURIComponent(o.method)}.svg`}
                  alt={o.method}
                  title={o.method}
                  className={styles.logo}
                />
              </td>
              <td className={styles.num}>
                {formatMoney(o.amount + o.bonus, intl)}
                {o.bonus > 0 && <small> (+{formatMoney(o.bonus, intl)})</small>}
              </td>
              <td className={styles.num}>{formatMoney(o.payAmount, intl)}</td>
              <td>
                <span className={styles.status} data-status={o.status}>
                  {t(STATUS_KEYS[o.status])}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
      <div className={styles.empty}>
        <Icon name="card" size={32} />
        <p>{t('profile.orders.empty')}</p>
      </div>
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
        <div className={styles.empty} data-testid="payments-private">
          <Icon name="lock" size={32} />
          <strong>{t('profile.orders.privateTitle')}</strong>
          <p>{t('profile.orders.private')}</p>
        </div>
      )}
    </div>
  );
}
