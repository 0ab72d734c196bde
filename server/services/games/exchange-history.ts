/** Reading exchanges back: one as POST /exchange answers it (also a replay), and the player's history. */
import type { Db } from '../../db/database';
import type { ExchangesTable } from '../../db/schema-exchanges';
import { EXCHANGE_HISTORY_LIMIT } from '../../../src/domain/exchange';
import type { ExchangeResult } from '../../../src/protocol/exchange';
import type { LootView } from '../../../src/protocol/catalog';
import type { Q } from '../ledger/ledger';
import { lootRows, lootView } from '../loot/loot';

/** The given and received loot of these exchanges, each side in the request's order. */
async function sidesOf(q: Q, ids: readonly string[]) {
  const rows =
    ids.length === 0
      ? []
      : await lootRows(q)
          .innerJoin('exchange_loot', 'exchange_loot.loot_id', 'loot.id')
          .select(['exchange_loot.exchange_id', 'exchange_loot.side', 'exchange_loot.position'])
          .where('exchange_loot.exchange_id', 'in', ids)
          .orderBy('exchange_loot.position')
          .execute();
  const out = new Map<string, { given: LootView[]; received: LootView[] }>();
  for (const id of ids) out.set(id, { given: [], received: [] });
  for (const r of rows) out.get(r.exchange_id)![r.side].push(lootView(r));
  return out;
}

function shape(e: ExchangesTable, sides: { given: LootView[]; received: LootView[] }): ExchangeResult {
  return {
    id: e.id,
    given: sides.given,
    received: sides.received,
    givenTotal: Number(e.given_total),
    fee: Number(e.fee),
    receivedTotal: Number(e.received_total),
    change: Number(e.change),
    balance: Number(e.balance_after),
    createdAt: Number(e.created_at),
  };
}

/** One settled exchange as the API answers it. */
export async function exchangeAnswer(q: Q, e: ExchangesTable): Promise<ExchangeResult> {
  return shape(e, (await sidesOf(q, [e.id])).get(e.id)!);
}

/** The player's own exchanges, newest first, at most EXCHANGE_HISTORY_LIMIT. */
export async function exchangeHistory(db: Db, userId: string): Promise<ExchangeResult[]> {
  const rows = await db.kysely
    .selectFrom('exchanges')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(EXCHANGE_HISTORY_LIMIT)
    .execute();
  const sides = await sidesOf(
    db.kysely,
    rows.map((r) => r.id),
  );
  return rows.map((r) => shape(r, sides.get(r.id)!));
}
