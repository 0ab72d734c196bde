/** Trades as the API shows them (src/protocol/trade.ts Withdrawal): each joined with its loot and item. */
import type { Withdrawal } from '../../../src/protocol/trade';
import { itemView, withItem } from '../catalog/catalog';
import type { Q } from '../ledger/ledger';

/** Trade rows joined with their loot and item, as `withdrawalView` shows them (narrow with where clauses). */
export function tradeRows(q: Q) {
  return withItem(
    q.selectFrom('trades').innerJoin('loot', 'loot.id', 'trades.loot_id'),
    'loot.item_id',
  ).select([
    'trades.id as trade_id',
    'trades.user_id as trade_user_id',
    'trades.loot_id',
    'trades.status as trade_status',
    'trades.provider',
    'trades.offer_id',
    'trades.created_at as trade_created_at',
    'trades.updated_at as trade_updated_at',
    'loot.price as loot_price',
  ]);
}

/** One row of `tradeRows`. */
export type TradeRow = Awaited<ReturnType<ReturnType<typeof tradeRows>['execute']>>[number];

/** A row of `tradeRows` as the API shows it; the item's price is what it was won at. */
export function withdrawalView(r: TradeRow): Withdrawal {
  return {
    id: r.trade_id,
    lootID: r.loot_id,
    item: itemView(r, Number(r.loot_price)),
    status: r.trade_status,
    provider: r.provider,
    offerID: r.offer_id,
    createdAt: Number(r.trade_created_at),
    updatedAt: Number(r.trade_updated_at),
  };
}

/** One trade as the API shows it (null when there is no such trade). */
export async function withdrawalById(q: Q, tradeId: string): Promise<Withdrawal | null> {
  const row = await tradeRows(q).where('trades.id', '=', tradeId).executeTakeFirst();
  return row ? withdrawalView(row) : null;
}
