/** The Money area's refusals as translated text: each known error code has its own message. */
import type { TFunction } from 'i18next';
import { apiError } from '../../api/error';
import { formatMoney } from '../../domain/format';

/** Error codes of the Money routes the pages name. */
const KNOWN = [
  'reason_required',
  'order_refunded',
  'order_not_paid',
  'order_not_found',
  'refund_provider_unavailable',
  'refund_insufficient_balance',
  'insufficient_balance',
  'idempotency_key_used',
  'invalid_amount',
  'user_not_found',
  'withdrawal_not_pending',
  'withdrawal_not_found',
  'forbidden',
] as const;

/** The translated text of a failed Money call; `missing` (cents) is read from the answer when it says. */
export function moneyProblem(err: unknown, t: TFunction, locale: string): string {
  const { code } = apiError(err);
  const body = (err as { data?: { error?: { missing?: unknown } } } | null)?.data?.error;
  const missing = typeof body?.missing === 'number' ? body.missing : 0;
  const k = KNOWN.find((c) => c === code);
  if (!k) return t('admin.money.problems.generic');
  return t(`admin.money.problems.${k}`, { missing: formatMoney(missing, locale) });
}
