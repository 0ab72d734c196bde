/**
 * Buying in the event marketplace (offers: ./market-offers.ts). A purchase is one transaction: it claims
 * the player's idempotency key (a replay answers the first purchase and charges nothing), takes the stock with a
 * guarded decrement (never below zero), checks the player's limit under the player's lock, debits the wallet
 * through the ledger, and lands the loot: bought items as pending loot, a bought case opened at once on the
 * player's seed pair exactly as a paid opening (recorded at price 0: it is not a coin wager). What it lands is reward
 * value: sold or withdrawn only once the player has wagered as much (economy/budget.ts requireWagering).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { recordEvent, unitOfWork } from '../../kernel/unit-of-work';
import type { MarketPurchasesTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { MAX_BUY_QUANTITY, feastAt } from '../../../src/domain/feast';
import type { LootView, Opening } from '../../../src/protocol/catalog';
import type { MarketBuyAnswer, MarketBuyRequest, MarketCurrency } from '../../../src/protocol/event';
import { assertOpenCount, recordOpening, rollOpening } from '../cases/open';
import { caseCursor } from '../../../src/domain/case-opening';
import { getCase } from '../catalog/catalog';
import { balanceOf, houseAccount, transfer, userAccount, type Q } from '../ledger/ledger';
import { createLoot, lootRows, lootView } from '../loot/loot';
import { assertNotSelfBanned } from '../users/restrictions';
import { assertNoHold } from '../admin/holds';
import { lockUser } from '../fairness/seeds';
import { boughtBy } from './market-offers';
import { requireWagering } from '../economy/budget';

// Thrown inside the transaction when the player used the key before: roll back, then answer the first purchase.
class Replay extends Error {
  constructor(readonly purchase: MarketPurchasesTable) {
    super('replay');
  }
}

/** The loot a purchase landed (its items, or the drops of its opening). */
async function purchaseLoot(q: Q, p: MarketPurchasesTable): Promise<LootView[]> {
  const rows = await lootRows(q)
    .where('loot.user_id', '=', p.user_id)
    .where('loot.source_ref', '=', p.opening_id ?? p.id)
    .orderBy('loot.id')
    .execute();
  return rows.map(lootView);
}

const answerOf = async (q: Q, p: MarketPurchasesTable): Promise<MarketBuyAnswer> => ({
  purchaseID: p.id,
  offerID: p.offer_id,
  quantity: Number(p.quantity),
  paid: Number(p.paid),
  currency: p.currency as MarketCurrency,
  loot: await purchaseLoot(q, p),
  balance: Number(p.balance_after),
});

/**
 * POST /event/buy. 404 offer_not_found, 400 invalid_quantity, 409 event_over, 409 out_of_stock, 409 limit_reached,
 * 409 insufficient_balance, 409 idempotency_key_used (nothing changes on any of them). A bought case's opening is
 * announced by the CaseOpened event it records.
 */
export async function buyOffer(
  db: Db,
  userId: string,
  req: MarketBuyRequest,
  now: number,
): Promise<MarketBuyAnswer> {
  const q = req.quantity;
  if (!Number.isSafeInteger(q) || q < 1 || q > MAX_BUY_QUANTITY) {
    throw badRequest('invalid_quantity', `You can buy 1 to ${MAX_BUY_QUANTITY} at once`);
  }
  const offer = await db.kysely
    .selectFrom('market_offers')
    .selectAll()
    .where('id', '=', req.offerID)
    .executeTakeFirst();
  if (!offer) throw notFound('offer_not_found', 'No such offer');
  const c = offer.case_id ? await getCase(db, offer.case_id) : null;
  if (offer.kind === 'case') {
    if (!c) throw notFound('offer_not_found', 'No such offer');
    assertOpenCount(q, 'invalid_quantity');
    await assertNotSelfBanned(db, userId, now);
    await assertNoHold(db, userId, 'play');
  }
  const currency = offer.currency as MarketCurrency;
  const wallet = userAccount(userId, currency);
  const purchaseId = randomUUID();
  try {
    return await unitOfWork(db, async (trx) => {
      // The player's lock first: one purchase (or opening) of theirs at a time, so the limit below is exact.
      await lockUser(db, trx, userId);
      const claimed = await trx
        .insertInto('market_purchases')
        .values({
          id: purchaseId,
          user_id: userId,
          idem_key: req.idempotencyKey,
          offer_id: offer.id,
          quantity: q,
          paid: 0,
          currency,
          balance_after: 0,
          opening_id: null,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'idem_key']).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
        const prior = await trx
          .selectFrom('market_purchases')
          .selectAll()
          .where('user_id', '=', userId)
          .where('idem_key', '=', req.idempotencyKey)
          .executeTakeFirstOrThrow();
        throw new Replay(prior);
      }
      if (offer.feast_id !== null && offer.feast_id !== feastAt(now).id) {
        throw conflict('event_over', 'The feast this offer belongs to is over');
      }
      const took = await trx
        .updateTable('market_offers')
        .set((eb) => ({ stock: eb('stock', '-', q) }))
        .where('id', '=', offer.id)
        .where('stock', '>=', q)
        .executeTakeFirst();
      if (Number(took.numUpdatedRows) !== 1)
        throw conflict('out_of_stock', 'Not enough of this offer is left');
      const mine = (await boughtBy(trx, userId, [offer.id])).get(offer.id) ?? 0;
      if (mine > Number(offer.per_player_limit)) {
        throw conflict('limit_reached', `You can buy at most ${offer.per_player_limit} of this offer`);
      }
      const paid = Number(offer.price) * q;
      await transfer(trx, {
        key: `market-buy:${purchaseId}`,
        kind: 'market_buy',
        currency,
        userId,
        ref: purchaseId,
        postings: [
          { account: wallet, amount: -paid },
          { account: houseAccount('market', currency), amount: paid },
        ],
        now,
      });
      let opening: Opening | null = null;
      if (c) {
        const rolled = await rollOpening(trx, userId, c, q, caseCursor, now);
        opening = await recordOpening(trx, userId, c, randomUUID(), rolled, 0, now);
        const value = opening.results.reduce((s, r) => s + r.item.price, 0);
        await requireWagering(trx, userId, value, now);
        recordEvent(trx, { type: 'CaseOpened', userId, opening, now });
      } else {
        const item = await trx
          .selectFrom('items')
          .select('price')
          .where('id', '=', offer.item_id!)
          .executeTakeFirstOrThrow();
        const entry = {
          userId,
          itemId: offer.item_id!,
          price: Number(item.price),
          source: 'market' as const,
        };
        await createLoot(
          trx,
          Array.from({ length: q }, () => ({ ...entry, sourceRef: purchaseId })),
          now,
        );
        await requireWagering(trx, userId, entry.price * q, now);
      }
      const done = await trx
        .updateTable('market_purchases')
        .set({ paid, balance_after: await balanceOf(trx, wallet), opening_id: opening?.id ?? null })
        .where('id', '=', purchaseId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return answerOf(trx, done);
    });
  } catch (err) {
    if (!(err instanceof Replay)) throw err;
    if (err.purchase.offer_id !== offer.id || Number(err.purchase.quantity) !== q) {
      throw conflict('idempotency_key_used', 'This idempotency key was used for a different purchase');
    }
    return answerOf(db.kysely, err.purchase);
  }
}
