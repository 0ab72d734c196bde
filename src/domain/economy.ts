/**
 * The economy's published numbers (/work/shared/ECONOMY.md, the same arithmetic on the server, the page and the
 * tests): the house edge of each game, what a point and a feast ticket are worth in coins, the reward budget and the
 * wagering requirement.
 *
 * Values are kept in millicents (1/1000 of a cent) so that 40% of a 5% edge on a one-cent wager is still a whole
 * number, and a point unit (1/1000 of a point) can be priced without rounding to zero.
 */

/** Millicents per cent. */
export const MILLI = 1000;

/** The house edge of each kind of played wager, in basis points of the stake. */
export const EDGE_BPS = {
  /** A paid case: price = ceil(EV / 0.9). */
  case: 1000,
  /** A battle: 10% of the human seats' cost (the same case prices). */
  battle: 1000,
  /** An upgrade: winTickets = floor(stake * 95000 / target). */
  upgrade: 500,
  /** A player-made case: 10%, less the creator's share (1%, CREATOR_SHARE_BPS). */
  playerCase: 900,
} as const;

/** A kind of played wager. */
export type WagerGame = keyof typeof EDGE_BPS;

/** The game a wager's key names (server/services/events/wagers.ts keys); a player case is told by the caller. */
export function gameOfKey(key: string): WagerGame {
  if (key.startsWith('wager:battle:')) return 'battle';
  if (key.startsWith('wager:upgrade:')) return 'upgrade';
  return 'case';
}

/** Share of the house edge a player's rewards may cost, in percent (rule 1). */
export const BUDGET_SHARE_PERCENT = 40;

/** Coins every account may receive in rewards before it has played (rule 1's welcome allowance), in cents. */
export const WELCOME_ALLOWANCE_CENTS = 100;

/** Wagers needed per coin of reward value before it can be sold or withdrawn (rule 2). */
export const WAGERING_MULTIPLIER = 1;

/** What one played wager of `cents` on `game` adds to the player's reward budget, in millicents (floored). */
export function budgetOf(game: WagerGame, cents: number): number {
  if (!Number.isSafeInteger(cents) || cents <= 0) return 0;
  // cents * 1000 * bps / 10000 * 40 / 100 = cents * bps * 4 / 100
  return Math.floor((cents * EDGE_BPS[game] * BUDGET_SHARE_PERCENT) / 1000);
}

/**
 * A reward currency's worth: `milli` millicents per `per` units (a rational, so no rounding on the way). It is what
 * the shop really sells: the best item value per unit among the offers on sale.
 */
export interface UnitValue {
  milli: number;
  per: number;
}

/** One offer of the shop as far as its value goes: the value it hands over (cents) and its price (units). */
export interface PricedOffer {
  valueCents: number;
  price: number;
}

/** The best value per unit among `offers` (ties and an empty shop fall back to `fallback`, the price rule's own). */
export function bestUnitValue(offers: readonly PricedOffer[], fallback: UnitValue): UnitValue {
  let best = fallback;
  for (const o of offers) {
    if (!(o.price > 0) || !(o.valueCents >= 0)) continue;
    // o.valueCents * MILLI / o.price > best.milli / best.per
    if (o.valueCents * MILLI * best.per > best.milli * o.price)
      best = { milli: o.valueCents * MILLI, per: o.price };
  }
  return best;
}

/** The coin value (millicents, rounded up: a reward is never valued below what it can buy) of `units` at `v`. */
export function valueOf(units: number, v: UnitValue): number {
  if (!Number.isSafeInteger(units) || units <= 0) return 0;
  return Math.ceil((units * v.milli) / v.per);
}

/** Cents (rounded up) of a millicent amount, for showing. */
export const centsOf = (milli: number) => Math.ceil(milli / MILLI);

/**
 * Played wagers (in cents, on paid cases, the lowest share of the edge a player can pick is the upgrade's but the
 * page speaks of cases) still needed before a reward worth `shortfall` millicents fits the budget.
 */
export function playNeeded(shortfall: number, game: WagerGame = 'case'): number {
  if (!(shortfall > 0)) return 0;
  const perCent = (EDGE_BPS[game] * BUDGET_SHARE_PERCENT) / 1000;
  return Math.ceil(shortfall / perCent);
}

/** A player's budget at a moment: what they may still receive, in millicents (never negative). */
export function budgetRoom(s: { budget: number; used: number }): number {
  return Math.max(0, s.budget + WELCOME_ALLOWANCE_CENTS * MILLI - s.used);
}

/** A wagering requirement: `left` cents still to play out of `total` since it opened; the bar's share done, 0..1. */
export function wageringDone(w: { left: number; total: number }): number {
  if (!(w.total > 0) || w.left <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - w.left / w.total));
}

/** The requirement after a played wager of `cents`: what is left drops, and a met one starts over from 0. */
export function afterWager(
  w: { left: number; total: number },
  cents: number,
): { left: number; total: number } {
  const left = Math.max(0, w.left - Math.max(0, cents));
  return { left, total: left === 0 ? 0 : w.total };
}
