/**
 * "Top up with skins" in the payments dialog. It is not open yet: no Steam inventory is read and no trade offer is
 * sent, so the panel says so plainly (and, as the SPEC's flow will need it, that a trade URL must be saved first)
 * instead of showing skins nobody owns.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import layout from '../../components/layout.module.css';
import styles from './PaymentsDialog.module.css';

/** SPEC section 9: the fund-arrival notice shows 8 days. */
const FUND_ARRIVAL_DAYS = 8;

/** Props of ExchangePanel. */
export interface ExchangePanelProps {
  tradeUrl: string;
  onBack: () => void;
  onOpenSettings: () => void;
}

/** The panel shown in place of the payment form. */
export function ExchangePanel({ tradeUrl, onBack, onOpenSettings }: ExchangePanelProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.exchange} data-testid="exchange-panel">
      <div className={`${layout.bar} ${styles.exchangeBar}`}>
        <Button variant="ghost" size="sm" icon="chevronLeft" onClick={onBack}>
          {t('payments.exchange.back')}
        </Button>
      </div>
      <EmptyState
        framed
        icon="clock"
        title={t('payments.exchange.notOpenTitle')}
        text={t('payments.exchange.notOpen')}
        testId="exchange-not-open"
        action={
          tradeUrl ? undefined : (
            <Button variant="secondary" onClick={onOpenSettings}>
              {t('payments.exchange.tradeAction')}
            </Button>
          )
        }
      />
      <p className={styles.notice}>
        <Icon name="clock" size={16} />
        {t('payments.exchange.arrival', { count: FUND_ARRIVAL_DAYS })}
      </p>
    </div>
  );
}
