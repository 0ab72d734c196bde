/** The debounced POST /v1/pay/calculate behind the payment summary. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showToast } from '../../components/toast/toast-actions';
import { apiError } from '../../api/error';
import type { PayCalculation } from '../../protocol/pay';
import { useCalculatePaymentMutation } from '../../api/pay';
import { CALC_DEBOUNCE_MS } from './pay-rules';

/** Calculates `amount` cents with `method` after a pause; `running` is true from the change until the answer. */
export function useCalculation(
  amount: number | null,
  method: string | null,
): { result: PayCalculation | null; running: boolean } {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [calculate] = useCalculatePaymentMutation();
  const [result, setResult] = useState<PayCalculation | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    setResult(null);
    if (amount === null || method === null) {
      setRunning(false);
      return;
    }
    setRunning(true);
    let live = true;
    const timer = setTimeout(() => void run(), CALC_DEBOUNCE_MS);
    const input = { amount, method };
    async function run() {
      try {
        const r = await calculate(input).unwrap();
        if (live) setResult(r);
      } catch (err) {
        if (!live) return;
        const { message } = apiError(err);
        showToast(dispatch, {
          kind: 'error',
          message: message ? { text: message } : { key: 'payments.errors.calculate' },
        });
      } finally {
        if (live) setRunning(false);
      }
    }
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [amount, method, calculate, dispatch, t]);

  return { result, running };
}
