/**
 * The exchange (issue 12): a player gives pending loot and receives catalog items worth up to what was given minus
 * the published fee; the rest comes back as coins. No randomness. One transaction under the player's lock claims
 * the idempotency key (a replay answers the first exchange), consumes each given entry with a guarded update
 * (pending -> exchanged, once), creates the received items as pending loot, and credits the change through the
 * ledger. The arithmetic is src/domain/exchange.ts, the same the exchange screen shows.
 */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { ExchangesTable } from '../../db/schema-exchanges';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { exchangeProblem, quoteExchange, type ExchangeProblem } from '../../../src/domain/exchange';
import { EXCHANGE_MAX_ITEMS } from '../../../src/domain/exchange';
import type { ExchangeRequest, ExchangeResult } from '../../../src/protocol/exchange';
import { balanceOf, houseAccount, transfer, userAccount } from '../ledger/ledger';
import { createLoot, lootNotPending, ownLoot, spendPendingLoot } from '../loot/loot';
import { assertNotSelfBanned } from '../users/restrictions';
import { assertNoHold } from '../admin/holds';
import { lockUser } from '../fairness/seeds';
import { exchangeAnswer } from './exchange-history';

/** The house account that pays the change of every exchange. */
export const EXCHANGE_HOUSE = houseAccount('exchange', 'coin');

// Thrown inside the transaction when the player used the key before: roll back, then answer the first exchange.
class Replay extends Error {
  constructor(readonly prior: ExchangesTable) {
    super('replay');
  }
}

/** The 400 of a request that does not fit (sides, counts, value); `over` says how many cents too much is asked. */
function refusal(problem: ExchangeProblem, over: number): AppError {
  switch (problem) {
    case 'nothing_given':
      return badRequest('exchange_empty', 'Pick at least one of your items to give');
    case 'nothing_received':
      return badRequest('exchange_empty', 'Pick at least one item to receive');
    case 'too_many_given':
    case 'too_many_received':
      return badRequest('exchange_too_many', `At most ${EXCHANGE_MAX_ITEMS} items on each side`);
    case 'value_exceeded':
      return new AppError(
        400,
        'exchange_value_exceeded',
        `The items you asked for are worth ${over} cents more than yours after the fee`,
        { over },
      );
  }
}

// The body as a fingerprint: the loot as a set (a repeat gives nothing more), the items as a multiset.
function requestHash(lootIds: readonly string[], itemIds: readonly string[]): string {
  const canon = JSON.stringify([[...lootIds].sort(), [...itemIds].sort()]);
  return createHash('sha256').update(canon).digest('hex');
}

/**
 * POST /exchange. 400 exchange_empty / exchange_too_many / exchange_value_exceeded (with `over`), 404
 * item_not_found, 403 self_banned, 409 loot_not_pending, 409 idempotency_key_used; nothing changes on any of them.
 */
export async function exchangeItems(
  db: Db,
  userId: string,
  req: ExchangeRequest,
  now: number,
): Promise<ExchangeResult> {
  const lootIds = [...new Set(req.lootIDs)];
  const itemIds = req.itemIDs;
  // The sides and counts first, before anything is read: the value is checked once the prices are known.
  const early = exchangeProblem(quoteExchange([], []), lootIds.length, itemIds.length);
  if (early) throw refusal(early, 0);
  const items = await db.kysely
    .selectFrom('items')
    .select(['id', 'price'])
    .where('id', 'in', [...new Set(itemIds)])
    .execute();
  const priceOf = new Map(items.map((i) => [i.id, Number(i.price)]));
  if (itemIds.some((id) => !priceOf.has(id))) throw notFound('item_not_found', 'No such item in the catalog');
  const hash = requestHash(lootIds, itemIds);
  const id = randomUUID();
  try {
    return await unitOfWorkOnce(db, async (trx) => {
      // The player's lock first: their upgrades, withdrawals, sales and exchanges take turns.
      await lockUser(db, trx, userId);
      const claimed = await trx
        .insertInto('exchanges')
        .values({
          id,
          user_id: userId,
          idem_key: req.idempotencyKey,
          request_hash: hash,
          given_total: 0,
          fee: 0,
          received_total: 0,
          change: 0,
          balance_after: 0,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'idem_key']).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
        const prior = await trx
          .selectFrom('exchanges')
          .selectAll()
          .where('user_id', '=', userId)
          .where('idem_key', '=', req.idempotencyKey)
          .executeTakeFirstOrThrow();
        throw new Replay(prior);
      }
      await assertNotSelfBanned(trx, userId, now);
      await assertNoHold(trx, userId, 'play');
      const given = await ownLoot(trx, userId, lootIds);
      if (given.length !== lootIds.length || given.some((l) => l.status !== 'pending'))
        throw lootNotPending();
      const givenPrice = new Map(given.map((l) => [l.id, Number(l.price)]));
      const quote = quoteExchange(
        lootIds.map((l) => givenPrice.get(l)!),
        itemIds.map((i) => priceOf.get(i)!),
      );
      const problem = exchangeProblem(quote, lootIds.length, itemIds.length);
      if (problem) throw refusal(problem, quote.over);
      await spendPendingLoot(trx, userId, lootIds, 'exchanged', now);
      const received = await createLoot(
        trx,
        itemIds.map((itemId) => ({
          userId,
          itemId,
          price: priceOf.get(itemId)!,
          source: 'exchange' as const,
          sourceRef: id,
        })),
        now,
      );
      await trx
        .insertInto('exchange_loot')
        .values([
          ...lootIds.map((lootId, position) => ({
            loot_id: lootId,
            side: 'given' as const,
            exchange_id: id,
            position,
          })),
          ...received.map((lootId, position) => ({
            loot_id: lootId,
            side: 'received' as const,
            exchange_id: id,
            position,
          })),
        ])
        .execute();
      const wallet = userAccount(userId, 'coin');
      if (quote.change > 0) {
        await transfer(trx, {
          key: `exchange:${id}`,
          kind: 'exchange',
          currency: 'coin',
          userId,
          ref: id,
          postings: [
            { account: EXCHANGE_HOUSE, amount: -quote.change },
            { account: wallet, amount: quote.change },
          ],
          now,
        });
      }
      const done = await trx
        .updateTable('exchanges')
        .set({
          given_total: quote.givenTotal,
          fee: quote.fee,
          received_total: quote.receivedTotal,
          change: quote.change,
          balance_after: await balanceOf(trx, wallet),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return exchangeAnswer(trx, done);
    });
  } catch (err) {
    if (!(err instanceof Replay)) throw err;
    if (err.prior.request_hash !== hash)
      throw conflict('idempotency_key_used', 'This idempotency key was used for a different exchange');
    return exchangeAnswer(db.kysely, err.prior);
  }
}
