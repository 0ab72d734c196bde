/** SPEC dialog 5: tabs Payments / My Offers, method cards, the payment form and the skins-exchange panel. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/modal/Modal';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { showToast } from '../../components/toast/toast-actions';
import { formatMoney } from '../../domain/format';
import { useMe } from '../../api/user';
import { ExchangePanel } from './ExchangePanel';
import { useGetPayMethodsQuery } from '../../api/pay';
import { PaymentForm } from './PaymentForm';
import styles from './PaymentsDialog.module.css';
import { useIntlLocale } from '../../lib/use-locale';

/** Props of PaymentsDialog. */
export interface PaymentsDialogProps {
  open: boolean;
  onClose: () => void;
  onOpenSettings: () => void;
}

type Tab = 'payments' | 'offers';

/** The top-up dialog. */
export function PaymentsDialog({ open, onClose, onOpenSettings }: PaymentsDialogProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const dispatch = useDispatch();
  const { data: me } = useMe();
  const methods = useGetPayMethodsQuery(undefined, { skip: !open });
  const [tab, setTab] = useState<Tab>('payments');
  const [exchange, setExchange] = useState(false);
  const [methodId, setMethodId] = useState<string | null>(null);
  const list = methods.data ?? [];
  const method = list.find((m) => m.id === methodId) ?? list[0];

  useEffect(() => {
    if (methods.isError) showToast(dispatch, { kind: 'error', message: { key: 'payments.errors.methods' } });
  }, [methods.isError, dispatch]);
  useEffect(() => {
    if (!open) setExchange(false);
  }, [open]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={exchange ? t('payments.exchange.title') : t('payments.title')}
      size="lg"
    >
      {exchange ? (
        <ExchangePanel
          tradeUrl={me?.prefs.tradeURL ?? ''}
          onBack={() => setExchange(false)}
          onOpenSettings={onOpenSettings}
        />
      ) : (
        <div className={styles.root} data-testid="payments-dialog">
          <Tabs
            variant="boxed"
            label={t('payments.title')}
            value={tab}
            onChange={setTab}
            items={[
              { id: 'payments', label: t('payments.tabPayments') },
              { id: 'offers', label: t('payments.tabOffers') },
            ]}
          />
          {tab === 'offers' ? (
            <div role="tabpanel">
              <EmptyState
                muted
                icon="gift"
                iconSize={32}
                text={t('payments.noOffers')}
                className={styles.empty}
              />
            </div>
          ) : (
            <div className={styles.grid} role="tabpanel">
              <div className={styles.methods}>
                <p className={styles.section}>{t('payments.methods')}</p>
                {methods.isLoading && <Spinner />}
                {methods.isError && (
                  <p className={styles.error}>
                    {t('payments.errors.methods')}{' '}
                    <button
                      type="button"
                      className={styles.linkButton}
                      onClick={() => void methods.refetch()}
                    >
                      {t('payments.retry')}
                    </button>
                  </p>
                )}
                {methods.isSuccess && list.length === 0 && (
                  <p className={styles.noMethods} data-testid="pay-no-methods">
                    {t('payments.noMethods')}
                  </p>
                )}
                <div className={styles.cards}>
                  {list.map((m) => (
                    <button
                      key={m.id}
                      type="button"
                      className={styles.card}
                      aria-pressed={m.id === method?.id}
                      onClick={() => setMethodId(m.id)}
                      data-testid={`pay-method-${m.id}`}
                    >
                      <img src={m.method.logo} alt={m.id} className={styles.logo} />
                      <span className={styles.range}>
                        {formatMoney(m.minAmount, intl)} – {formatMoney(m.maxAmount, intl)}
                      </span>
                    </button>
                  ))}
                </div>
                <button
                  type="button"
                  className={styles.exchangeCard}
                  onClick={() => setExchange(true)}
                  data-testid="open-exchange"
                >
                  <Icon name="exchange" size={22} />
                  <span>
                    <strong>{t('payments.exchange.entry')}</strong>
                    <small>{t('payments.exchange.entryHint')}</small>
                  </span>
                  <Icon name="chevronRight" size={18} />
                </button>
                {me && me.payBonus.percent > 0 && (
                  <p className={styles.bonus}>
                    <Icon name="sparkles" size={16} />
                    {t('payments.bonus', { percent: me.payBonus.percent })}
                  </p>
                )}
              </div>
              {method && <PaymentForm key={method.id} method={method} me={me} />}
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
