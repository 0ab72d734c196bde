/** Won items ("loot"): creating them for case and battle wins, listing a user's own, and selling pending ones. */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import {
  LOOT_STATUSES,
  type LootPage,
  type LootView,
  type LootStatus,
  type SaleResult,
} from '../../../src/protocol/catalog';
import { itemView, withItem } from '../catalog/catalog';
import { balanceOf, shardedHouseAccount, transfer, userAccount, type Q } from '../ledger/ledger';
import { lockUser } from '../fairness/seeds';
import { assertWageringMet } from '../economy/budget';
import { keysetPage } from '../../kernel/page-cursor';

export { LOOT_STATUSES, type LootStatus };
/** Where loot came from. */
export type LootSource = 'case' | 'battle' | 'upgrade' | 'giveaway' | 'market' | 'exchange';

/** A loot entry to create: the item and the price it is worth to its owner (integer cents). */
export interface NewLoot {
  userId: string;
  itemId: string;
  price: number;
  source: LootSource;
  /** The opening, battle or upgrade id it came from. */
  sourceRef: string | null;
  status?: LootStatus;
}

/** Inserts loot entries inside the caller's transaction (e.g. the battle engine crediting winnings); returns their ids in order. */
export async function createLoot(
  trx: Transaction<Database>,
  entries: readonly NewLoot[],
  now: number,
): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = entries.map((e) => {
    if (!Number.isSafeInteger(e.price) || e.price < 0) throw new Error(`bad loot price ${e.price}`);
    return {
      id: randomUUID(),
      user_id: e.userId,
      item_id: e.itemId,
      price: e.price,
      status: e.status ?? 'pending',
      source: e.source,
      source_ref: e.sourceRef,
      created_at: now,
      sold_at: null,
    };
  });
  await trx.insertInto('loot').values(rows).execute();
  return rows.map((r) => r.id);
}

/** Loot rows joined with their items, as `lootView` shows them (narrow with where clauses). */
export function lootRows(q: Q) {
  return withItem(q.selectFrom('loot'), 'loot.item_id').select([
    'loot.id as loot_id',
    'loot.price as loot_price',
    'loot.status',
    'loot.source',
    'loot.created_at as loot_created_at',
  ]);
}

/** A row of `lootRows` as the API shows it. */
export function lootView(r: Awaited<ReturnType<ReturnType<typeof lootRows>['execute']>>[number]): LootView {
  return {
    id: r.loot_id,
    item: itemView(r, Number(r.loot_price)),
    status: r.status,
    source: r.source,
    createdAt: Number(r.loot_created_at),
  };
}

/** A page of the user's loot, newest first; `cursor` is null on the last page. An unreadable cursor starts from the top. */
export async function listLoot(
  db: Db,
  userId: string,
  opts: { cursor?: string | null; pageSize: number; statuses: readonly LootStatus[] },
): Promise<LootPage> {
  let q = lootRows(db.kysely).where('loot.user_id', '=', userId);
  if (opts.statuses.length > 0) q = q.where('loot.status', 'in', opts.statuses);
  const page = await keysetPage(q, { at: 'loot.created_at', id: 'loot.id' }, opts, (r) => ({
    createdAt: Number(r.loot_created_at),
    id: r.loot_id,
  }));
  return { list: page.rows.map(lootView), cursor: page.cursor };
}

/** What a pending entry can become when its owner spends it. */
export type SpentLootStatus = 'sold' | 'upgraded' | 'exchanged' | 'withdrawing';

/** The refusal of an item that is not the player's or no longer pending. */
export const lootNotPending = () =>
  conflict('loot_not_pending', 'Some of these items are not yours or were already sold, used or sent');

/** The user's entries among `ids` (any status, missing ones left out): what a sale or an exchange checks first. */
export function ownLoot(q: Q, userId: string, ids: readonly string[]) {
  return q
    .selectFrom('loot')
    .select(['id', 'price', 'status'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * Moves the user's pending entries `ids` (distinct) to `status`, all or none: the guarded transition every way of
 * spending an item goes through (sell, upgrade, exchange, withdraw). Only this user's pending entries move, each
 * once, whatever runs in parallel; anything else throws 409 loot_not_pending and the transaction rolls back.
 * Selling and withdrawing wait until the player has wagered the reward value they received (409
 * wagering_required, ECONOMY.md rule 2); upgrading and exchanging are play and go on.
 */
export async function spendPendingLoot(
  trx: Q,
  userId: string,
  ids: readonly string[],
  status: SpentLootStatus,
  now: number,
): Promise<void> {
  if (ids.length === 0) return;
  if (status === 'sold' || status === 'withdrawing') await assertWageringMet(trx, userId, now);
  const upd = await trx
    .updateTable('loot')
    .set(status === 'withdrawing' ? { status } : { status, sold_at: now })
    .where('id', 'in', ids)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(upd.numUpdatedRows) !== ids.length) throw lootNotPending();
}

/**
 * Sells the user's pending loot at the price each was won at, all or nothing in one transaction: an id that
 * is not the user's answers 404 loot_not_found, any entry no longer pending 409 loot_not_pending.
 */
export async function sellLoot(
  db: Db,
  userId: string,
  lootIds: readonly string[],
  now: number,
): Promise<SaleResult> {
  const ids = [...new Set(lootIds)];
  return unitOfWorkOnce(db, async (trx) => {
    await lockUser(db, trx, userId);
    const rows = await ownLoot(trx, userId, ids);
    if (rows.length !== ids.length)
      throw notFound('loot_not_found', 'Some of these items are not in your inventory');
    if (rows.some((r) => r.status !== 'pending')) throw lootNotPending();
    await spendPendingLoot(trx, userId, ids, 'sold', now);
    let amount = 0;
    for (const r of rows) {
      const price = Number(r.price);
      const { applied } = await transfer(trx, {
        key: `loot-sell:${r.id}`,
        kind: 'loot_sell',
        currency: 'coin',
        userId,
        ref: r.id,
        postings: [
          { account: shardedHouseAccount('loot', 'coin'), amount: -price },
          { account: userAccount(userId, 'coin'), amount: price },
        ],
        now,
      });
      if (!applied) throw lootNotPending();
      amount += price;
    }
    return { soldCount: rows.length, amount, balance: await balanceOf(trx, userAccount(userId, 'coin')) };
  });
}
