/** Pure rules of the upgrade screen: the stake, the chance it buys (FAIRNESS.md), the presets' price windows, coins typed in. */
import { UPGRADE_MAX_TICKETS, UPGRADE_MIN_TICKETS, upgradeWinTickets } from '../../domain/fairness-games';

/** The FAIRNESS.md return: winTickets = floor(stake * 95000 / targetPrice). */
const RETURN_TICKETS = 95000;
/** A preset's window reaches this share either side of stake x preset. */
export const PRESET_SPREAD = 0.1;

/** The stake in cents: the chosen items' prices plus the coins (NaN coins count as none). */
export function stakeCents(items: readonly { price: number }[], coins: number): number {
  return items.reduce((s, i) => s + i.price, 0) + (Number.isFinite(coins) && coins > 0 ? coins : 0);
}

/** What the centre says about a stake and a target. */
export type ChanceState =
  | { kind: 'incomplete' }
  | { kind: 'low'; tickets: number }
  | { kind: 'high'; tickets: number }
  | { kind: 'ok'; tickets: number; multiplier: number };

/** The chance of a stake on a target: 'ok' inside 1%..80%, else which way it is off. */
export function chanceOf(stake: number, targetPrice: number | null): ChanceState {
  if (targetPrice === null || targetPrice < 1 || stake < 1) return { kind: 'incomplete' };
  const ok = upgradeWinTickets(stake, targetPrice);
  if (ok !== null) return { kind: 'ok', tickets: ok, multiplier: targetPrice / stake };
  const tickets = Math.floor((stake * RETURN_TICKETS) / targetPrice);
  return tickets < UPGRADE_MIN_TICKETS ? { kind: 'low', tickets } : { kind: 'high', tickets };
}

/** The target prices (cents, inclusive) whose chance lies in 1%..80% for a stake. */
export function validTargetRange(stake: number): { min: number; max: number } | null {
  if (stake < 1) return null;
  // winTickets <= 80000  <=>  price >= stake * 95000 / 80001 (floor); >= 1000  <=>  price <= stake * 95000 / 1000.
  const min = Math.floor((stake * RETURN_TICKETS) / (UPGRADE_MAX_TICKETS + 1)) + 1;
  const max = Math.floor((stake * RETURN_TICKETS) / UPGRADE_MIN_TICKETS);
  return min <= max ? { min, max } : null;
}

/** A preset's price window: stake x preset, PRESET_SPREAD either side, kept inside the valid range. */
export function presetWindow(stake: number, preset: number | null): { min: number; max: number } | null {
  const valid = validTargetRange(stake);
  if (!valid || preset === null) return valid;
  const min = Math.max(valid.min, Math.ceil(stake * preset * (1 - PRESET_SPREAD)));
  const max = Math.min(valid.max, Math.floor(stake * preset * (1 + PRESET_SPREAD)));
  return min <= max ? { min, max } : null;
}

/** Coins typed as money ('12', '12.5', '12,50') in cents; NaN when not a non-negative amount with at most 2 decimals. */
export function parseCoins(text: string): number {
  const s = text.trim().replace(',', '.');
  if (s === '') return 0;
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(s)) return Number.NaN;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
