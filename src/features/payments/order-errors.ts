/** Translated texts for a refused order, built from the error code and the user's restrictions. */
import type { TFunction } from 'i18next';
import { formatMoney } from '../../domain/format';
import { apiError } from '../../api/error';
import type { RestrictionView } from '../../protocol/user';

/** The message to show for a failed POST /v1/pay/order. */
export function orderErrorText(
  err: unknown,
  t: TFunction,
  restrictions: readonly RestrictionView[],
  intlLocale: string,
): string {
  const { code } = apiError(err);
  if (code === 'recharge_limit') {
    const r = restrictions.find((x) => x.type === 'TypeSelfRechargeLimit');
    if (r)
      return t('payments.errors.rechargeLimit', {
        limit: formatMoney(r.limit ?? 0, intlLocale),
        period: t('account.days', { count: r.days }),
      });
    return t('payments.errors.rechargeLimitPlain');
  }
  if (code === 'self_banned') {
    const r = restrictions.find((x) => x.type === 'TypeSelfBan');
    const until = r?.until ? new Date(r.until).toLocaleString(intlLocale) : null;
    return until ? t('payments.errors.selfBanned', { until }) : t('payments.errors.selfBannedPlain');
  }
  if (code === 'invalid_email') return t('payments.validation.emailInvalid');
  if (code === 'amount_min' || code === 'amount_max' || code === 'invalid_amount')
    return t('payments.validation.amountInvalid');
  return t('payments.errors.order');
}
