/** Money > Adjustment: credit or debit a player's wallet against the house, with a reason; applied once per form. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { SelectInput } from '../../components/SelectInput';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { AdjustmentAnswer } from '../../protocol/admin-money';
import { useAdjustWalletMutation } from './api';
import { moneyProblem } from './problem';
import { ReasonField } from './ReasonField';
import styles from './money.module.css';

type Currency = 'coin' | 'point';
type Direction = 'credit' | 'debit';

const newKey = () => `adj-${crypto.randomUUID()}`;

/** The adjustment form. */
export function AdjustPage() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [userID, setUserID] = useState('');
  const [currency, setCurrency] = useState<Currency>('coin');
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per filled-in form: a double click or a retry applies it once.
  const [key, setKey] = useState(newKey);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<AdjustmentAnswer | null>(null);
  const [adjust, { isLoading }] = useAdjustWalletMutation();
  const units = currency === 'coin' ? Math.round(Number(amount) * 100) : Math.round(Number(amount));
  const show = (n: number) =>
    currency === 'coin' ? formatMoney(n, locale) : t('admin.money.adjust.points', { n });

  const submit = async () => {
    setProblem(null);
    setDone(null);
    if (!Number.isFinite(units) || units <= 0) {
      setProblem(t('admin.money.problems.invalid_amount'));
      return;
    }
    try {
      const r = await adjust({
        userID: userID.trim(),
        currency,
        amount: direction === 'credit' ? units : -units,
        reason,
        idempotencyKey: key,
      }).unwrap();
      setDone(r);
      setKey(newKey());
      setAmount('');
      setReason('');
    } catch (err) {
      setProblem(moneyProblem(err, t, locale));
    }
  };

  return (
    <div className={styles.page} data-testid="money-adjust">
      <h1 className={styles.heading}>{t('admin.money.adjust.title')}</h1>
      <p className={styles.muted}>{t('admin.money.adjust.lead')}</p>
      <Panel>
        <div className={styles.form}>
          <Field
            label={t('admin.money.orders.player')}
            value={userID}
            onChange={(e) => setUserID(e.target.value)}
            data-testid="adjust-user"
          />
          <div className={styles.filters}>
            <SelectInput<Direction>
              label={t('admin.money.adjust.direction')}
              value={direction}
              options={[
                { value: 'credit', label: t('admin.money.adjust.credit') },
                { value: 'debit', label: t('admin.money.adjust.debit') },
              ]}
              onChange={setDirection}
              testId="adjust-direction"
            />
            <SelectInput<Currency>
              label={t('admin.money.adjust.wallet')}
              value={currency}
              options={[
                { value: 'coin', label: t('admin.money.adjust.coin') },
                { value: 'point', label: t('admin.money.adjust.point') },
              ]}
              onChange={setCurrency}
              testId="adjust-currency"
            />
          </div>
          <Field
            label={t('admin.money.adjust.amount')}
            inputMode="decimal"
            prefix={currency === 'coin' ? '$' : undefined}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="adjust-amount"
          />
          <ReasonField value={reason} onChange={setReason} testId="adjust-reason" />
          {problem && (
            <p className={styles.error} role="alert" data-testid="adjust-problem">
              {problem}
            </p>
          )}
          {done && (
            <p role="status" data-testid="adjust-done">
              {t('admin.money.adjust.done', { before: show(done.before), after: show(done.after) })}
            </p>
          )}
          <Button onClick={submit} disabled={isLoading} data-testid="adjust-submit">
            {t('admin.money.adjust.submit')}
          </Button>
        </div>
      </Panel>
    </div>
  );
}

/** The page as the back office's sections load it. */
export const Component = AdjustPage;
