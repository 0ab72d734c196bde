/**
 * Helpers for the upgrader tests: rolling through the API, pending loot of a chosen price, a catalog target, and a
 * seed pair set to FAIRNESS.md's golden vector (my-client-seed, nonce 8, cursor `upgrade` rolls 57605).
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/database';
import { serverSeedHash } from '../../src/domain/fairness';
import type { UpgradeResult } from '../../src/protocol/upgrade';
import { createLoot } from '../../server/services/loot/loot';

/** FAIRNESS.md's golden server seed; with `my-client-seed` and nonce 8 the upgrade roll is GOLDEN_ROLL. */
export const GOLDEN_SEED = 'b7f1c2a9d0e34f5a8c6b2e1d9f0a7c3e5b8d2f4a6c1e3b5d7f9a0c2e4b6d8f1a';
export const GOLDEN_CLIENT_SEED = 'my-client-seed';
export const GOLDEN_NONCE = 8;
export const GOLDEN_ROLL = 57605;

type Auth = { authorization: string };
type Err = { error: { code: string; message: string } };

/** A fresh idempotency key. */
export const newKey = () => `k-${randomBytes(8).toString('hex')}`;

/** POST /upgrade/roll with a fresh key unless the body names one. */
export function rollUpgrade(app: FastifyInstance, auth: Auth | undefined, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/upgrade/roll',
    headers: auth,
    payload: { idempotencyKey: newKey(), ...body },
  });
}

/** The answer's UpgradeResult, after checking it is a 200. */
export function resultOf(res: LightMyRequestResponse): UpgradeResult {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: UpgradeResult }>().data;
}

/** The answer's error code, after checking its status. */
export function errorOf(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<Err>().error.code;
}

/** Each answer as 'ok' or its error code, sorted. */
export const codes = (rs: LightMyRequestResponse[]) =>
  rs.map((r) => (r.statusCode === 200 ? 'ok' : r.json<Err>().error.code)).sort();

/** Gives the user pending loot entries of the given prices (cents); their ids in order. */
export function lootOf(db: Db, userId: string, prices: readonly number[]): Promise<string[]> {
  return db.kysely.transaction().execute((trx) =>
    createLoot(
      trx,
      prices.map((price) => ({ userId, itemId: 'p250-sand-dune-ft', price, source: 'case', sourceRef: 't' })),
      Date.now(),
    ),
  );
}

/** The statuses of loot entries, in the order asked. */
export async function statuses(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db.kysely.selectFrom('loot').select(['id', 'status']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((r) => r.id === id)?.status ?? 'missing');
}

/** A catalog item priced in `min..max` cents (the cheapest such): its id and price. */
export async function targetIn(db: Db, min: number, max: number): Promise<{ id: string; price: number }> {
  const row = await db.kysely
    .selectFrom('items')
    .select(['id', 'price'])
    .where('price', '>=', min)
    .where('price', '<=', max)
    .orderBy('price')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, price: Number(row.price) };
}

/** Sets the user's active seed pair to the golden vector, so their next upgrade rolls GOLDEN_ROLL. */
export async function useGoldenPair(app: FastifyInstance, db: Db, userId: string, auth: Auth): Promise<void> {
  // Reading the seed info creates the active pair on first use.
  expect((await app.inject({ url: '/api/v1/roll/seed', headers: auth })).statusCode).toBe(200);
  await db.kysely
    .updateTable('user_seed_pairs')
    .set({
      server_seed: GOLDEN_SEED,
      server_seed_hash: serverSeedHash(GOLDEN_SEED),
      client_seed: GOLDEN_CLIENT_SEED,
      nonce: GOLDEN_NONCE,
    })
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .execute();
}

/** The active pair's next nonce. */
export async function nextNonce(db: Db, userId: string): Promise<number> {
  const p = await db.kysely
    .selectFrom('user_seed_pairs')
    .select('nonce')
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(p?.nonce ?? 1);
}
