/** The skins-exchange panel (placeholder): sample items, a trade URL overlay, select all, checkout, arrival notice. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { AutoGrid } from '../../components/AutoGrid';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ItemCard } from '../../components/ItemCard';
import { showToast } from '../../components/toast/toast-actions';
import { formatMoney } from '../../domain/format';
import styles from './PaymentsDialog.module.css';
import { useIntlLocale } from '../../lib/use-locale';

/** SPEC section 9: the fund-arrival notice shows 8 days. */
const FUND_ARRIVAL_DAYS = 8;

const SAMPLE_ITEMS = [
  { id: 'ak-47-redline-ft', weapon: 'AK-47', finish: 'Redline', exterior: 'FT', rarity: 3, price: 2800 },
  { id: 'ak-47-asiimov-ft', weapon: 'AK-47', finish: 'Asiimov', exterior: 'FT', rarity: 2, price: 6500 },
  {
    id: 'ak-47-neon-rider-mw',
    weapon: 'AK-47',
    finish: 'Neon Rider',
    exterior: 'MW',
    rarity: 2,
    price: 11200,
  },
  {
    id: 'ak-47-phantom-disruptor-ft',
    weapon: 'AK-47',
    finish: 'Phantom Disruptor',
    exterior: 'FT',
    rarity: 3,
    price: 900,
  },
  {
    id: 'ak-47-frontside-misty-ft',
    weapon: 'AK-47',
    finish: 'Frontside Misty',
    exterior: 'FT',
    rarity: 3,
    price: 2400,
  },
  {
    id: 'ak-47-point-disarray-ft',
    weapon: 'AK-47',
    finish: 'Point Disarray',
    exterior: 'FT',
    rarity: 3,
    price: 2100,
  },
] as const;

/** Props of ExchangePanel. */
export interface ExchangePanelProps {
  tradeUrl: string;
  onBack: () => void;
  onOpenSettings: () => void;
}

/** The panel shown in place of the payment form. */
export function ExchangePanel({ tradeUrl, onBack, onOpenSettings }: ExchangePanelProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const dispatch = useDispatch();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const total = SAMPLE_ITEMS.filter((i) => selected.has(i.id)).reduce((s, i) => s + i.price, 0);
  const all = selected.size === SAMPLE_ITEMS.length;
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (!n.delete(id)) n.add(id);
      return n;
    });

  return (
    <div className={styles.exchange} data-testid="exchange-panel">
      <div className={styles.exchangeBar}>
        <Button variant="ghost" size="sm" icon="chevronLeft" onClick={onBack}>
          {t('payments.exchange.back')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setSelected(all ? new Set() : new Set(SAMPLE_ITEMS.map((i) => i.id)))}
        >
          {all ? t('activeItems.cancel') : t('activeItems.selectAll')}
        </Button>
      </div>
      <div className={styles.exchangeBody}>
        <AutoGrid min={140} className={styles.itemGrid}>
          {SAMPLE_ITEMS.map((i) => (
            <ItemCard
              key={i.id}
              weapon={i.weapon}
              finish={i.finish}
              exterior={i.exterior}
              rarity={i.rarity}
              price={i.price}
              image={`/api/v1/art/v1/item/${i.id}.svg`}
              selected={selected.has(i.id)}
              onToggle={() => toggle(i.id)}
            />
          ))}
        </AutoGrid>
        {!tradeUrl && (
          <div className={styles.overlay} data-testid="exchange-overlay">
            <Icon name="lock" size={28} />
            <strong>{t('payments.exchange.tradeTitle')}</strong>
            <p>{t('payments.exchange.tradeText')}</p>
            <Button onClick={onOpenSettings}>{t('payments.exchange.tradeAction')}</Button>
          </div>
        )}
      </div>
      <div className={styles.exchangeFoot}>
        <p className={styles.notice}>
          <Icon name="clock" size={16} />
          {t('payments.exchange.arrival', { count: FUND_ARRIVAL_DAYS })}
        </p>
        <span className={styles.exchangeTotal}>
          {t('activeItems.selected', { n: selected.size })} · <Icon name="coin" size={14} />{' '}
          {formatMoney(total, intl)}
        </span>
        <Button
          disabled={selected.size === 0 || !tradeUrl}
          onClick={() => showToast(dispatch, { kind: 'info', message: { key: 'payments.exchange.soon' } })}
        >
          {t('payments.checkout')}
        </Button>
      </div>
    </div>
  );
}
