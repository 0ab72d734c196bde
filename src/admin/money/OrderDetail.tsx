/** One order as staff see it: its figures, the provider's webhook events, its refund, and the refund form. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Table } from '../../components/Table';
import { showToast } from '../../components/toast/toast-actions';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { AuditEntryView } from '../../protocol/admin-audit';
import type { ProviderEvent } from '../../protocol/admin-money';
import { useMoneyOrderQuery, useRefundOrderMutation } from './api';
import { ORDER_TONES } from './OrdersPage';
import { moneyProblem } from './problem';
import { ReasonField } from './ReasonField';
import styles from './money.module.css';

/** The order's details and refund form. */
export function OrderDetail({ tradeNo, onClose }: { tradeNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const dispatch = useDispatch();
  const { data, isError } = useMoneyOrderQuery(tradeNo);
  const [refund, { isLoading }] = useRefundOrderMutation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const money = (c: number) => formatMoney(c, locale);
  const when = (ms: number) => new Date(ms).toLocaleString(locale);
  if (isError) return <p className={styles.error}>{t('admin.money.problems.order_not_found')}</p>;
  if (!data) return <p className={styles.muted}>{t('admin.money.loading')}</p>;
  const o = data.order;

  const submit = async () => {
    setProblem(null);
    try {
      await refund({ tradeNo, reason }).unwrap();
      setReason('');
      showToast(dispatch, { kind: 'success', message: { text: t('admin.money.orders.refunded') } });
    } catch (err) {
      setProblem(moneyProblem(err, t, locale));
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.row}>
        <h2 className={styles.heading}>
          {t('admin.money.orders.order')} <span className={styles.mono}>{o.tradeNo}</span>
        </h2>
        <Badge tone={ORDER_TONES[o.status]} plain data-testid="detail-status">
          {t(`profile.status.${o.status}`)}
        </Badge>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('admin.money.close')}
        </Button>
      </div>
      <dl className={styles.facts}>
        <dt>{t('admin.money.orders.player')}</dt>
        <dd>
          {o.nickname} <span className={styles.mono}>{o.userID}</span>
        </dd>
        <dt>{t('admin.money.orders.provider')}</dt>
        <dd>
          {o.provider} · {o.method}
        </dd>
        <dt>{t('admin.money.orders.amount')}</dt>
        <dd>{money(o.amount)}</dd>
        <dt>{t('admin.money.orders.bonus')}</dt>
        <dd>{money(o.bonus)}</dd>
        <dt>{t('admin.money.orders.paid')}</dt>
        <dd>{money(o.payAmount)}</dd>
        <dt>{t('admin.money.orders.date')}</dt>
        <dd>{when(o.createdAt)}</dd>
        <dt>{t('admin.money.orders.balance')}</dt>
        <dd data-testid="detail-balance">{money(data.coinBalance)}</dd>
      </dl>
      <h3 className={styles.heading}>{t('admin.money.orders.events')}</h3>
      {data.events.length === 0 ? (
        <p className={styles.muted}>{t('admin.money.orders.noEvents')}</p>
      ) : (
        <Table<ProviderEvent>
          rows={data.events}
          rowKey={(e) => e.eventID}
          testId="order-events"
          columns={[
            { key: 'type', header: t('admin.money.orders.eventType'), cell: (e) => e.type },
            {
              key: 'id',
              header: t('admin.money.orders.eventId'),
              phoneHidden: true,
              cell: (e) => <span className={styles.mono}>{e.eventID}</span>,
            },
            { key: 'at', header: t('admin.money.orders.date'), cell: (e) => when(e.receivedAt) },
          ]}
        />
      )}
      <h3 className={styles.heading}>{t('admin.money.orders.audit')}</h3>
      {data.audit.length === 0 ? (
        <p className={styles.muted}>{t('admin.money.orders.noAudit')}</p>
      ) : (
        <Table<AuditEntryView>
          rows={data.audit}
          rowKey={(a) => a.seq}
          testId="order-audit"
          rowProps={(a) => ({ testId: `order-audit-${a.action}` })}
          columns={[
            { key: 'at', header: t('admin.money.orders.date'), cell: (a) => when(a.at) },
            {
              key: 'who',
              header: t('admin.money.orders.who'),
              cell: (a) => `${a.actorName || a.actorId} (${a.actorRole})`,
            },
            { key: 'action', header: t('admin.money.orders.action'), cell: (a) => <code>{a.action}</code> },
            { key: 'reason', header: t('admin.money.reason'), cell: (a) => a.reason },
          ]}
        />
      )}
      {data.refund ? (
        <p data-testid="refund-done">
          {t('admin.money.orders.refundDone', {
            coins: money(data.refund.coins),
            when: when(data.refund.createdAt),
            reason: data.refund.reason,
          })}
        </p>
      ) : (
        o.status === 'paid' && (
          <div className={styles.form}>
            <h3 className={styles.heading}>{t('admin.money.orders.refund')}</h3>
            <p className={styles.muted}>
              {t('admin.money.orders.refundLead', {
                coins: money(o.amount + o.bonus),
                pay: money(o.payAmount),
              })}
            </p>
            <ReasonField value={reason} onChange={setReason} testId="refund-reason" />
            {problem && (
              <p className={styles.error} role="alert" data-testid="refund-problem">
                {problem}
              </p>
            )}
            <Button variant="danger" onClick={submit} disabled={isLoading} data-testid="refund-submit">
              {t('admin.money.orders.refund')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
