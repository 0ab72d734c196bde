/** Helpers for the exchange tests: loot of a chosen price, catalog items by price, and the POST itself. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/database';
import { createLoot } from '../../server/services/loot/loot';
import type { ExchangeResult } from '../../src/protocol/exchange';

/** A signed-in caller's header. */
export type Auth = { authorization: string };

/** Gives the user pending loot entries worth these prices (as won in a case); returns their ids in order. */
export function lootWorth(db: Db, userId: string, prices: readonly number[]): Promise<string[]> {
  return db.kysely.transaction().execute((trx) =>
    createLoot(
      trx,
      prices.map((price) => ({
        userId,
        itemId: 'ak-47-redline-ft',
        price,
        source: 'case' as const,
        sourceRef: 'o',
      })),
      1_700_000_000_000,
    ),
  );
}

/** The dearest catalog item priced between `min` and `max` cents. */
export async function itemBetween(db: Db, min: number, max: number): Promise<{ id: string; price: number }> {
  const row = await db.kysely
    .selectFrom('items')
    .select(['id', 'price'])
    .where('price', '>=', min)
    .where('price', '<=', max)
    .orderBy('price', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, price: Number(row.price) };
}

/** POST /api/v1/exchange with any payload. */
export function exchange(app: FastifyInstance, auth: Auth | undefined, payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/v1/exchange', headers: auth, payload: payload as object });
}

/** A fresh idempotency key. */
export const newKey = () => randomBytes(8).toString('hex');

/** The answer's data, or its error code (sorted lists of these compare outcomes of parallel requests). */
export function outcome(r: LightMyRequestResponse): string {
  return r.statusCode === 200 ? 'ok' : r.json<{ error: { code: string } }>().error.code;
}

/** The data of a 200 answer. */
export const resultOf = (r: LightMyRequestResponse) => r.json<{ data: ExchangeResult }>().data;

/** The status of each loot entry, in the order of the ids. */
export async function statuses(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db.kysely.selectFrom('loot').select(['id', 'status']).where('id', 'in', ids).execute();
  const by = new Map(rows.map((r) => [r.id, r.status]));
  return ids.map((id) => by.get(id) ?? 'missing');
}
