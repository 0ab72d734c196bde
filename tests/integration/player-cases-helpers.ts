/** Helpers of the player-case tests: an app with wide read and open limits, catalog items, and creating a case. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/database';
import type { TestDatabase } from './helpers';
import { makeApp, testConfig } from './helpers';
import type { CreateCaseRequest, PlayerCaseDetail } from '../../src/protocol/player-case';

/** An auth header. */
export type Auth = { authorization: string };

/** The app with read and open limits out of the way (creation keeps its own limit). */
export function makePlayerCaseApp(kind: TestDatabase): ReturnType<typeof makeApp> {
  const wide = { max: 1_000_000, perMs: 60_000 };
  const base = testConfig().rateLimits;
  return makeApp(kind, { rateLimits: { ...base, open: wide, read: wide } });
}

/** Catalog items, cheapest first. */
export async function catalogItems(db: Db): Promise<{ id: string; price: number; rarity: number }[]> {
  const rows = await db.kysely
    .selectFrom('items')
    .select(['id', 'price', 'rarity'])
    .orderBy('price')
    .execute();
  return rows.map((r) => ({ id: r.id, price: Number(r.price), rarity: Number(r.rarity) }));
}

/** POST /case/create with any payload. */
export const postCreate = (app: FastifyInstance, auth: Auth | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/case/create',
    headers: auth,
    payload: payload as object,
  });

/** Creates a case that must succeed and answers it. */
export async function createCase(
  app: FastifyInstance,
  auth: Auth,
  req: CreateCaseRequest,
): Promise<PlayerCaseDetail> {
  const res = await postCreate(app, auth, req);
  if (res.statusCode !== 200) throw new Error(`create failed ${res.statusCode} ${res.body}`);
  return res.json().data.case as PlayerCaseDetail;
}

/** The error code of an answer. */
export const codeOf = (res: LightMyRequestResponse): string =>
  (res.json() as { error: { code: string } }).error.code;

/** POST /case/open. */
export const openCase = (app: FastifyInstance, auth: Auth, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/case/open', headers: auth, payload });
