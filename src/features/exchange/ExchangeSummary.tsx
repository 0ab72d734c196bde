/** The exchange's figures (given, fee, worth after it, received, change back), the published rule and Confirm. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { EXCHANGE_FEE_PERCENT, type ExchangeProblem, type ExchangeQuote } from '../../domain/exchange';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { EXCHANGE_MAX_ITEMS } from '../../domain/exchange';
import facts from '../../components/facts.module.css';
import styles from './ExchangePage.module.css';

/** Props of ExchangeSummary: `problem` (null when it fits) disables Confirm and is said in words. */
export interface ExchangeSummaryProps {
  quote: ExchangeQuote;
  problem: ExchangeProblem | null;
  sending: boolean;
  onConfirm: () => void;
}

/** The summary panel under the two sides. */
export function ExchangeSummary({ quote, problem, sending, onConfirm }: ExchangeSummaryProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const rows = [
    ['given', t('pages.exchange.summary.given'), quote.givenTotal],
    ['fee', t('pages.exchange.summary.fee', { percent: EXCHANGE_FEE_PERCENT }), -quote.fee],
    ['credit', t('pages.exchange.summary.credit'), quote.credit],
    // What the player gets is never shown as a negative amount (it read "You receive −$0.09").
    ['received', t('pages.exchange.summary.received'), quote.receivedTotal],
  ] as const;
  return (
    <Panel large className={styles.summary} testId="exchange-summary">
      <dl className={`${facts.labels} ${facts.figures} ${styles.figures}`}>
        {rows.map(([key, label, cents]) => (
          <div key={key} className={styles.figure}>
            <dt>{label}</dt>
            <dd data-testid={`exchange-${key}`}>
              {cents < 0 && '−'}
              <Price cents={Math.abs(cents)} coin={false} />
            </dd>
          </div>
        ))}
        <div className={`${styles.figure} ${styles.change}`}>
          <dt>{t('pages.exchange.summary.change')}</dt>
          <dd data-testid="exchange-change">
            <Price cents={Math.max(0, quote.change)} />
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('pages.exchange.rule', { percent: EXCHANGE_FEE_PERCENT })}</p>
      <div className={styles.confirmRow}>
        {problem && (
          <p className={styles.reason} role="status" data-testid="exchange-reason">
            {t(`pages.exchange.why.${problem}`, {
              max: EXCHANGE_MAX_ITEMS,
              over: formatMoney(quote.over, intl),
            })}
          </p>
        )}
        <Button
          size="lg"
          icon="exchange"
          onClick={onConfirm}
          disabled={problem !== null || sending}
          data-testid="exchange-confirm"
        >
          {sending ? t('pages.exchange.working') : t('pages.exchange.confirm')}
        </Button>
      </div>
    </Panel>
  );
}
