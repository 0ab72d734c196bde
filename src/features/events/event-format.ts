/** How the event screens write amounts (tickets, points, an offer's price) and the contract's error codes. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, formatPoints } from '../../domain/format';
import { POINT_UNITS } from '../../domain/levels';
import { knownErrorCode } from '../../api/error';
import { useIntlLocale } from '../../lib/use-locale';
import type { MarketCurrency } from '../../protocol/event';

/** Every error code of src/protocol/event.ts a screen explains in words. */
export const EVENT_ERRORS = [
  'rung_not_found',
  'rung_locked',
  'rung_claimed',
  'no_event',
  'offer_not_found',
  'out_of_stock',
  'limit_reached',
  'insufficient_balance',
  'event_over',
  'idempotency_key_used',
  'giveaway_not_found',
  'giveaway_closed',
  'level_too_low',
  'wager_too_low',
  'already_entered',
  'not_entered',
  'extra_limit',
  'giveaway_full',
  'unavailable',
  'reward_budget',
] as const;

/** One of the contract's error codes. */
export type EventErrorCode = (typeof EVENT_ERRORS)[number];

/** The translated explanation of a failed event call (a generic sentence for anything else). */
export function useEventError(): (err: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (err: unknown) => {
      const code = knownErrorCode(err, EVENT_ERRORS);
      return code ? t(`events.errors.${code}`) : t('events.errors.generic');
    },
    [t],
  );
}

/** Writers of tickets ("1,250 tickets"), points ("12.50 points") and an amount in either currency. */
export function useAmounts() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const tickets = (n: number) => t('events.tickets', { count: n, formatted: formatCount(n, intl) });
  const points = (units: number) =>
    t('events.points', { count: units / POINT_UNITS, formatted: formatPoints(units, intl) });
  return {
    intl,
    tickets,
    points,
    price: (currency: MarketCurrency, amount: number) =>
      currency === 'ticket' ? tickets(amount) : points(amount),
    money: (cents: number) => formatMoney(cents, intl),
    count: (n: number) => formatCount(n, intl),
  };
}
