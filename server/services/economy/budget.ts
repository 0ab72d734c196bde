/**
 * The reward budget (ECONOMY.md rules 1 and 2; the numbers are src/domain/economy.ts). Every reward goes through
 * here inside the transaction that pays it, after a row lock on the player's `economy_accounts` row:
 *
 * - `budget` grows with every played wager (40% of its edge), `used` with the coin value of every non-competitive
 *   reward; a reward is paid only while `used + value <= budget + welcome allowance`. A claimed reward that does
 *   not fit is refused (409 reward_budget, with the play it needs); a reward the site pays by itself (a level-up, a
 *   streak day, a hunt bounty) waits in `rewards_waiting` and the next played wager that makes room pays it.
 * - Reward value that can become cash (items bought with points or tickets, free daily drops, prize coins and
 *   items) opens a wagering requirement: `wager_left` cents that played wagers pay off; selling and withdrawing wait
 *   until it is 0 (409 wagering_required).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import {
  afterWager,
  bestUnitValue,
  BUDGET_SHARE_PERCENT,
  EDGE_BPS,
  WELCOME_ALLOWANCE_CENTS,
  budgetOf,
  budgetRoom,
  centsOf,
  MILLI,
  playNeeded,
  valueOf,
  WAGERING_MULTIPLIER,
  type UnitValue,
  type WagerGame,
} from '../../../src/domain/economy';
import { POINT_UNITS } from '../../../src/domain/levels';
import { RAKEBACK_PERCENT } from '../../../src/domain/rakeback';
import type { EconomyRates, EconomyView } from '../../../src/protocol/economy';
import { payPoints, type Q } from '../ledger/ledger';

type Trx = Transaction<Database>;

/** A point unit's and a ticket's worth when the shop has no offer yet: the price rule's own (a cent each). */
const FALLBACK: Record<'point' | 'ticket', UnitValue> = {
  point: { milli: MILLI, per: POINT_UNITS },
  ticket: { milli: MILLI, per: 1 },
};

/** What one unit of `currency` really buys at the shop: the best value per unit among its offers. */
export async function unitValue(q: Q, currency: 'point' | 'ticket'): Promise<UnitValue> {
  const items = await q
    .selectFrom('market_offers')
    .innerJoin('items', 'items.id', 'market_offers.item_id')
    .select(['items.price as value', 'market_offers.price'])
    .where('market_offers.currency', '=', currency)
    .execute();
  const cases = await q
    .selectFrom('market_offers')
    .innerJoin('cases', 'cases.id', 'market_offers.case_id')
    .select(['cases.price as value', 'market_offers.price'])
    .where('market_offers.currency', '=', currency)
    .execute();
  return bestUnitValue(
    [
      ...items.map((r) => ({ valueCents: Number(r.value), price: Number(r.price) })),
      // A case hands over its expected value: at most 90% of its price (FAIRNESS.md "Prices").
      ...cases.map((r) => ({ valueCents: Math.floor(Number(r.value) * 0.9), price: Number(r.price) })),
    ],
    FALLBACK[currency],
  );
}

/** The player's row, locked for the rest of `trx` (the upsert takes the row lock on PostgreSQL). */
async function lockRow(trx: Q, userId: string, now: number) {
  await trx
    .insertInto('economy_accounts')
    .values({ user_id: userId, budget: 0, used: 0, wager_left: 0, wager_total: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: now }))
    .execute();
  const r = await trx
    .selectFrom('economy_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    budget: Number(r.budget),
    used: Number(r.used),
    left: Number(r.wager_left),
    total: Number(r.wager_total),
  };
}

/** 409 reward_budget: the reward is worth more than the budget has room for; `playNeeded` cents of cases unlock it. */
export function rewardBudget(shortfall: number): AppError {
  const needed = playNeeded(shortfall);
  return new AppError(
    409,
    'reward_budget',
    `This reward unlocks after $${(needed / 100).toFixed(2)} more played`,
    { playNeeded: needed },
  );
}

/** How a reward that does not fit is handled: a claim is refused, a reward the site pays by itself waits. */
export type WhenOver = 'refuse' | 'wait';

/** A points reward (levels, missions, streaks, survey, rakeback, hunts, the feast ladder). */
export interface PointsReward {
  key: string;
  kind: string;
  userId: string;
  /** Point units. */
  amount: number;
  ref?: string;
  now: number;
}

/**
 * Pays a points reward once per key if the player's budget has room for its coin value; `applied` false when
 * the key was paid before (or, with 'wait', when it now waits). With 'refuse' a reward that does not fit throws
 * 409 reward_budget and the caller's transaction rolls back.
 */
export async function payPointsReward(
  trx: Trx,
  r: PointsReward,
  whenOver: WhenOver,
): Promise<{ applied: boolean; txId: string | null; waiting: boolean }> {
  const row = await lockRow(trx, r.userId, r.now);
  const prior = await trx
    .selectFrom('ledger_transactions')
    .select('id')
    .where('idem_key', '=', r.key)
    .executeTakeFirst();
  if (prior) return { applied: false, txId: prior.id, waiting: false };
  const value = valueOf(r.amount, await unitValue(trx, 'point'));
  const room = budgetRoom(row);
  if (value > room) {
    if (whenOver === 'refuse') throw rewardBudget(value - room);
    await trx
      .insertInto('rewards_waiting')
      .values({
        key: r.key,
        user_id: r.userId,
        kind: r.kind,
        amount: r.amount,
        ref: r.ref ?? null,
        created_at: r.now,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return { applied: false, txId: null, waiting: true };
  }
  const paid = await payPoints(trx, r);
  if (paid.applied) await addUsed(trx, r.userId, value);
  return { ...paid, waiting: false };
}

async function addUsed(trx: Trx, userId: string, value: number): Promise<void> {
  await trx
    .updateTable('economy_accounts')
    .set((eb) => ({ used: eb('used', '+', value) }))
    .where('user_id', '=', userId)
    .execute();
}

/**
 * A reward handed over as items or coins without a ledger points transfer (a free daily case's drops): charges
 * its value (cents) to the budget, refusing with 409 reward_budget when it does not fit.
 */
export async function chargeReward(trx: Trx, userId: string, cents: number, now: number): Promise<void> {
  const row = await lockRow(trx, userId, now);
  const value = Math.max(0, cents) * MILLI;
  const room = budgetRoom(row);
  if (value > room) throw rewardBudget(value - room);
  await addUsed(trx, userId, value);
}

/** Reward value (cents) that may be played at once but sold or withdrawn only after it was wagered (rule 2). */
export async function requireWagering(trx: Trx, userId: string, cents: number, now: number): Promise<void> {
  if (!(cents > 0)) return;
  const row = await lockRow(trx, userId, now);
  const add = cents * WAGERING_MULTIPLIER;
  await trx
    .updateTable('economy_accounts')
    .set({ wager_left: row.left + add, wager_total: (row.left > 0 ? row.total : 0) + add })
    .where('user_id', '=', userId)
    .execute();
}

/** 409 wagering_required unless the player's wagering requirement is met; the body carries what is left. */
export async function assertWageringMet(trx: Q, userId: string, now: number): Promise<void> {
  const row = await lockRow(trx, userId, now);
  if (row.left <= 0) return;
  throw new AppError(
    409,
    'wagering_required',
    `Play $${(row.left / 100).toFixed(2)} more before selling or withdrawing reward value`,
    { wageringLeft: row.left, wageringTotal: row.total },
  );
}

/**
 * Inside a played wager's transaction (recordWager, players only): the budget grows by 40% of its edge, the
 * tickets it earned are charged at their value, the wagering requirement shrinks by it, and waiting rewards that
 * now fit are paid, oldest first.
 */
export async function accrueWager(
  trx: Trx,
  w: { userId: string; game: WagerGame; amount: number; tickets: number; now: number },
): Promise<void> {
  const row = await lockRow(trx, w.userId, w.now);
  // Most wagers earn no ticket (no feast running): then the shop's offers need not be read on this hot path.
  const ticketValue = w.tickets > 0 ? valueOf(w.tickets, await unitValue(trx, 'ticket')) : 0;
  const req = afterWager(row, w.amount);
  const next = { budget: row.budget + budgetOf(w.game, w.amount), used: row.used + ticketValue };
  await trx
    .updateTable('economy_accounts')
    .set({ ...next, wager_left: req.left, wager_total: req.total })
    .where('user_id', '=', w.userId)
    .execute();
  await payWaiting(trx, w.userId, next, w.now);
}

/** Pays the player's waiting rewards in order while they fit (the row is locked by the caller). */
async function payWaiting(trx: Trx, userId: string, s: { budget: number; used: number }, now: number) {
  const waiting = await trx
    .selectFrom('rewards_waiting')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('key')
    .execute();
  if (waiting.length === 0) return;
  const point = await unitValue(trx, 'point');
  let used = s.used;
  for (const r of waiting) {
    const value = valueOf(Number(r.amount), point);
    if (value > budgetRoom({ budget: s.budget, used })) break;
    const paid = await payPoints(trx, {
      key: r.key,
      kind: r.kind,
      userId,
      amount: Number(r.amount),
      ref: r.ref ?? undefined,
      now,
    });
    if (paid.applied) used += value;
    await trx.deleteFrom('rewards_waiting').where('key', '=', r.key).execute();
  }
  if (used !== s.used) await addUsed(trx, userId, used - s.used);
}

/** The player's budget and requirement as the page shows them (GET /v1/economy/me). */
export async function economyOf(q: Q, userId: string): Promise<EconomyView> {
  const r = await q
    .selectFrom('economy_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const waiting = await q
    .selectFrom('rewards_waiting')
    .select('amount')
    .where('user_id', '=', userId)
    .execute();
  const s = { budget: Number(r?.budget ?? 0), used: Number(r?.used ?? 0) };
  const point = await unitValue(q, 'point');
  const waitingValue = waiting.reduce((t, w) => t + valueOf(Number(w.amount), point), 0);
  return {
    roomCents: Math.floor(budgetRoom(s) / MILLI),
    usedCents: centsOf(s.used),
    waitingPoints: waiting.reduce((t, w) => t + Number(w.amount), 0),
    waitingPlayNeeded: playNeeded(waitingValue - budgetRoom(s)),
    wageringLeft: Number(r?.wager_left ?? 0),
    wageringTotal: Number(r?.wager_total ?? 0),
  };
}

/** The published rates, with the point's and the ticket's worth read from the shop as it stands. */
export async function economyRates(q: Q): Promise<EconomyRates> {
  const point = await unitValue(q, 'point');
  const ticket = await unitValue(q, 'ticket');
  const pct = (bps: number) => bps / 100;
  return {
    rakebackPercent: RAKEBACK_PERCENT,
    pointCents: (point.milli * POINT_UNITS) / point.per / MILLI,
    ticketCents: ticket.milli / ticket.per / MILLI,
    welcomeCents: WELCOME_ALLOWANCE_CENTS,
    budgetSharePercent: BUDGET_SHARE_PERCENT,
    wageringMultiplier: WAGERING_MULTIPLIER,
    edges: {
      case: pct(EDGE_BPS.case),
      battle: pct(EDGE_BPS.battle),
      upgrade: pct(EDGE_BPS.upgrade),
      playerCase: pct(EDGE_BPS.playerCase),
    },
  };
}
