/**
 * Withdrawals as players ask for them: POST /loot/withdraw moves 1 to 10 of the player's pending items to
 * `withdrawing` and records one trade per item, all or nothing in one transaction, under the player's lock; GET
 * /loot/withdrawals lists them. Sending the offers and settling them is `settlement.ts`'s work.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { recordEvent, unitOfWork } from '../../kernel/unit-of-work';
import { badRequest, conflict } from '../../errors';
import { parseOwnTradeUrl } from '../../../src/domain/trade-url';
import { WITHDRAW_MAX_ITEMS } from '../../../src/domain/withdrawals';
import type { Withdrawal } from '../../../src/protocol/trade';
import type { Q } from '../ledger/ledger';
import { lootNotPending, spendPendingLoot } from '../loot/loot';
import { assertNotSelfBanned } from '../users/restrictions';
import { assertNoHold } from '../admin/holds';
import { lockUser } from '../fairness/seeds';
import type { TradeProvider } from './provider';
import { tradeRows, withdrawalView } from './view';

/** GET /loot/withdrawals lists at most this many, newest first. */
export const WITHDRAWALS_LISTED = 50;

/** A withdrawal request: the loot ids and the optional idempotency key. */
export interface WithdrawInput {
  lootIds: readonly string[];
  idempotencyKey?: string;
}

// Thrown inside the transaction when the key was used before for the same loot: roll back, answer the first request.
class Replay extends Error {
  constructor(readonly requestId: string) {
    super('replay');
  }
}

/** The withdrawals of one request, in the order asked. */
const requestList = async (q: Q, requestId: string): Promise<Withdrawal[]> =>
  (await tradeRows(q).where('trades.request_id', '=', requestId).orderBy('trades.position').execute()).map(
    withdrawalView,
  );

/**
 * The player's saved trade URL in canonical form; 400 trade_url_missing or trade_url_invalid, or 409
 * trade_url_foreign (saved before partners were checked, it names another Steam account) otherwise.
 */
async function savedTradeUrl(db: Db, userId: string) {
  const u = await db.kysely
    .selectFrom('users')
    .select(['trade_url', 'steam_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u?.trade_url) throw badRequest('trade_url_missing', 'Save your Steam trade URL in Settings first');
  const check = parseOwnTradeUrl(u.trade_url, u.steam_id);
  if (!check.ok && check.problem === 'trade_url_foreign')
    throw conflict(
      'trade_url_foreign',
      "Your saved trade URL is another Steam account's: save your own in Settings",
    );
  // Saved before trade URLs were checked: the player has to save a valid one again.
  if (!check.ok)
    throw badRequest('trade_url_invalid', 'Your saved trade URL is not valid: save it again in Settings');
  return check;
}

/**
 * POST /loot/withdraw. 409 withdrawals_unavailable (no provider), 400 invalid_loot_ids, 403 self_banned, 400
 * trade_url_missing / trade_url_invalid, 409 trade_url_foreign, 409 loot_not_pending (not the player's, or no longer pending), 409
 * idempotency_key_used (the key asked for other loot); nothing changes on any of them. `created` is false for a
 * replay, which answers the first request's withdrawals as they stand now.
 */
export async function requestWithdrawal(
  db: Db,
  provider: TradeProvider | null,
  userId: string,
  req: WithdrawInput,
  now: number,
): Promise<{ list: Withdrawal[]; created: boolean }> {
  if (!provider)
    throw conflict('withdrawals_unavailable', 'Withdrawals to Steam are not available on this site');
  const ids = [...new Set(req.lootIds)];
  if (ids.length < 1 || ids.length > WITHDRAW_MAX_ITEMS)
    throw badRequest('invalid_loot_ids', `Withdraw 1 to ${WITHDRAW_MAX_ITEMS} items at once`);
  await assertNotSelfBanned(db, userId, now);
  await assertNoHold(db, userId, 'withdraw');
  const trade = await savedTradeUrl(db, userId);
  const hash = createHash('sha256')
    .update([...ids].sort().join(','))
    .digest('hex');
  const requestId = randomUUID();
  try {
    const list = await unitOfWork(db, async (trx) => {
      await lockUser(db, trx, userId);
      if (req.idempotencyKey !== undefined) {
        const prior = await trx
          .selectFrom('trade_requests')
          .select(['id', 'request_hash'])
          .where('user_id', '=', userId)
          .where('idem_key', '=', req.idempotencyKey)
          .executeTakeFirst();
        if (prior && prior.request_hash !== hash)
          throw conflict('idempotency_key_used', 'This idempotency key was used for other items');
        if (prior) throw new Replay(prior.id);
      }
      const rows = await trx
        .selectFrom('loot')
        .select(['id', 'status'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
      if (rows.length !== ids.length || rows.some((r) => r.status !== 'pending')) throw lootNotPending();
      await trx
        .insertInto('trade_requests')
        .values({
          id: requestId,
          user_id: userId,
          idem_key: req.idempotencyKey ?? null,
          request_hash: hash,
          created_at: now,
        })
        .execute();
      await spendPendingLoot(trx, userId, ids, 'withdrawing', now);
      for (const [position, lootId] of ids.entries()) {
        await trx
          .insertInto('trades')
          .values({
            id: randomUUID(),
            request_id: requestId,
            user_id: userId,
            loot_id: lootId,
            position,
            provider: provider.id,
            offer_id: null,
            trade_url: trade.url,
            status: 'withdrawing',
            next_at: now + provider.timing.sendAfterMs,
            sent_at: null,
            reversible_until: null,
            final_at: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const made = await requestList(trx, requestId);
      recordEvent(
        trx,
        ...made.map((withdrawal) => ({ type: 'WithdrawalChanged' as const, userId, withdrawal })),
      );
      return made;
    });
    return { list, created: true };
  } catch (err) {
    if (err instanceof Replay) return { list: await requestList(db.kysely, err.requestId), created: false };
    throw err;
  }
}

/** GET /loot/withdrawals: the player's latest withdrawals, newest first (items of one request in the order asked). */
export async function listWithdrawals(db: Db, userId: string): Promise<Withdrawal[]> {
  const rows = await tradeRows(db.kysely)
    .where('trades.user_id', '=', userId)
    .orderBy('trades.created_at', 'desc')
    .orderBy('trades.request_id')
    .orderBy('trades.position')
    .limit(WITHDRAWALS_LISTED)
    .execute();
  return rows.map(withdrawalView);
}
