/** The payment form: email, amount with suggestions, promocode, summary and checkout (SPEC dialog 5). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { showToast } from '../../components/toast/toast-actions';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { UserInfo } from '../../protocol/user';
import { orderErrorText } from './order-errors';
import type { PayMethodEntry } from '../../protocol/pay';
import { useCreatePayOrderMutation } from '../../api/pay';
import {
  REDIRECT_DELAY_MS,
  TRADE_NO_KEY,
  amountCents,
  amountError,
  emailError,
  sanitizeAmount,
} from './pay-rules';
import { useCalculation } from './use-calculation';
import styles from './PaymentsDialog.module.css';

/** Props of PaymentForm. */
export interface PaymentFormProps {
  method: PayMethodEntry;
  me: UserInfo | undefined;
}

/** The form for one selected method. */
export function PaymentForm({ method, me }: PaymentFormProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const intl = useIntlLocale();
  const [email, setEmail] = useState(me?.prefs.email.email ?? '');
  const [emailTouched, setEmailTouched] = useState(false);
  const [amount, setAmount] = useState(String(Math.floor(method.suggestedAmount / 100)));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [order, { isLoading: ordering }] = useCreatePayOrderMutation();

  // A new method keeps the amount within its maximum.
  useEffect(() => setAmount((a) => sanitizeAmount(a, method.maxAmount)), [method.maxAmount]);
  useEffect(() => setRefusal(null), [amount, method.id]);

  const amountErr = amountError(amount, method.minAmount, method.maxAmount);
  const emailErr = emailError(email);
  const cents = amountErr === null || amountErr === 'min' ? amountCents(amount) : NaN;
  const calc = useCalculation(amountErr === null ? cents : null, method.id);
  const canCheckout = amountErr === null && !calc.running && !ordering;

  const amountMessage =
    amountErr === 'min'
      ? t('payments.validation.amountMin', { amount: formatMoney(method.minAmount, intl) })
      : amountErr === 'max'
        ? t('payments.validation.amountMax', { amount: formatMoney(method.maxAmount, intl) })
        : amountErr === 'required'
          ? t('payments.validation.amountRequired')
          : amountErr === 'invalid'
            ? t('payments.validation.amountInvalid')
            : null;
  const emailMessage =
    emailTouched && emailErr
      ? t(emailErr === 'required' ? 'payments.validation.emailRequired' : 'payments.validation.emailInvalid')
      : null;

  const checkout = async () => {
    setEmailTouched(true);
    if (emailErr || amountErr) return;
    setRefusal(null);
    try {
      const res = await order({ amount: cents, method: method.id, email: email.trim() }).unwrap();
      try {
        localStorage.setItem(TRADE_NO_KEY, res.tradeNo);
      } catch {
        // storage blocked: the order still proceeds
      }
      showToast(dispatch, { kind: 'info', message: { key: 'payments.orderInfo' } });
      setTimeout(() => {
        const tab = window.open(res.redirectUrl, '_blank');
        if (tab) tab.opener = null;
        else {
          // A pop-up blocker stopped the tab: offer the link instead.
          showToast(dispatch, {
            kind: 'info',
            message: { key: 'payments.openPage' },
            actions: [
              {
                label: { key: 'payments.openPageAction' },
                onClick: () => window.open(res.redirectUrl, '_blank', 'noopener'),
              },
            ],
          });
        }
      }, REDIRECT_DELAY_MS);
    } catch (err) {
      const text = orderErrorText(err, t, me?.restrictions ?? [], intl);
      setRefusal(text);
      showToast(dispatch, { kind: 'error', message: { text } });
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void checkout();
      }}
    >
      <Field
        label={t('payments.email')}
        type="email"
        value={email}
        placeholder={t('payments.emailPlaceholder')}
        autoComplete="email"
        error={emailMessage}
        errorTestId="pay-email-error"
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setEmailTouched(true)}
        data-testid="pay-email"
      />
      <Field
        label={t('payments.amount')}
        labelAside={t('payments.limits', {
          min: formatMoney(method.minAmount, intl),
          max: formatMoney(method.maxAmount, intl),
        })}
        prefix="$"
        inputMode="numeric"
        value={amount}
        error={amountMessage}
        errorTestId="pay-amount-error"
        onChange={(e) => setAmount(sanitizeAmount(e.target.value, method.maxAmount))}
        data-testid="pay-amount"
      />
      <div className={styles.suggested} role="group" aria-label={t('payments.suggested')}>
        {method.suggestedAmountList.map((c) => (
          <button
            key={c}
            type="button"
            className={styles.chip}
            aria-pressed={amountCents(amount) === c}
            onClick={() => setAmount(String(Math.floor(c / 100)))}
          >
            {formatMoney(c, intl, { whole: true })}
          </button>
        ))}
      </div>
      <div className={styles.promo}>
        <Field
          label={t('payments.promocode')}
          hideLabel
          placeholder={t('payments.promocode')}
          className={styles.promoField}
        />
        <Button variant="secondary" disabled>
          {t('payments.promoAdd')}
        </Button>
      </div>
      <dl className={styles.summary} data-testid="pay-summary" aria-busy={calc.running}>
        <div>
          <dt>{t('payments.youPay')}</dt>
          <dd>{calc.result ? formatMoney(calc.result.payAmount, intl) : '—'}</dd>
        </div>
        <div>
          <dt>{t('payments.youGet')}</dt>
          <dd className={styles.get}>
            <Icon name="coin" size={16} />
            {calc.result ? formatMoney(calc.result.amount + (calc.result.bonusAmount ?? 0), intl) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('payments.commission')}</dt>
          <dd>{calc.result ? formatMoney(calc.result.commissionAmount, intl) : '—'}</dd>
        </div>
      </dl>
      {refusal && (
        <p className={styles.refusal} role="alert" data-testid="pay-refusal">
          <Icon name="alert" size={18} />
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={!canCheckout} data-testid="pay-checkout">
        <Icon name="lock" size={18} />
        {calc.running ? t('payments.calculating') : t('payments.checkout')}
      </Button>
    </form>
  );
}
