/** Helpers for the battle tests: a fast-clock app, players, a fixed-outcome case, waiting, and an independent replay. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { battleClientSeed, roll, serverSeedHash } from '../../src/domain/fairness';
import { createSignedInUser, fund, makeApp, type TestDatabase } from './helpers';

/** Battles run 100x faster: processing 15 ms, spin 50 ms, pause 12 ms, result 10 ms. */
export const FAST = 0.01;

/** The app with fast battles and wide rate limits. */
export function makeBattleApp(kind: TestDatabase, scale = FAST): ReturnType<typeof makeApp> {
  return makeApp(kind, { battleTimeScale: scale });
}

/** A signed-in player with `cents` in their wallet. */
export async function player(db: Db, cents: number, name = 'player') {
  const u = await createSignedInUser(db, name);
  if (cents > 0) await fund(db, u.userId, cents);
  return u;
}

/** POSTs JSON and returns status and body. */
export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  auth?: { authorization: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: auth,
    payload: payload as object,
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      data?: Record<string, unknown> & BattleJson;
      error?: { code: string; message: string };
    },
  };
}

/** GETs and returns status and body. */
export async function get(app: FastifyInstance, url: string, auth?: { authorization: string }) {
  const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth });
  return {
    status: res.statusCode,
    body: res.json() as { data?: Record<string, unknown>; error?: { code: string } },
  };
}

/** The parts of the Battle answer the tests read. */
export interface BattleJson {
  id: string;
  status: string;
  /** A private battle's invite token (answers to its creator and seated players only). */
  inviteToken?: string;
  type: 'single' | 'team';
  mode: 'default' | 'crazy' | 'sharing';
  fixedPrice: number;
  players: number;
  currentRound: number;
  totalRound: number;
  clientSeed: string;
  serverSeed: string | null;
  serverSeedHash: string;
  nonce: number;
  startedAt: number | null;
  templateID: string | null;
  cancelled: boolean;
  fairness: 1 | 2;
  filledAt: number | null;
  beacon: { chain: string; round: number; randomness: string | null; signature: string | null } | null;
  reroll: {
    roll: number;
    rollID: string;
    users: { userID: string; rangeMin: number; rangeMax: number }[];
  } | null;
  cases: {
    case: {
      id: string;
      price: number;
      odds: { rows: { rangeMin: number; rangeMax: number; item: { id: string; price: number } }[] };
    };
    quantity: number;
  }[];
  users: {
    userID: string;
    slot: number;
    clientSeed: string;
    isWinner: boolean;
    winAmount: number;
    rollAmount: number;
    withBot: boolean;
    user: { isBot: boolean };
    rolls: { round: number; roll: number; itemID: string; price: number }[];
    loots: { id: string; item: { id: string; price: number } }[];
  }[];
}

/** The battle detail. */
export async function detail(
  app: FastifyInstance,
  id: string,
  auth?: { authorization: string },
): Promise<BattleJson> {
  const r = await get(app, `/battle/detail?battleID=${id}`, auth);
  expect(r.status).toBe(200);
  return (r.body.data as { battle: BattleJson }).battle;
}

/** Polls until `check` returns a value (or throws after `ms`). */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Waits until the battle is finished and returns its detail (a private battle's as a seated player: `auth`). */
export const waitFinished = (app: FastifyInstance, id: string, auth?: { authorization: string }) =>
  waitFor(async () => {
    const b = await detail(app, id, auth);
    return b.status === 'finished' ? b : null;
  });

/**
 * A 3-player default battle of `rounds` of the cheapest case (creator, a joiner, a bot in slot 3), filled on `app`,
 * so `app`'s runner holds its lease; `beforeFill` runs before the joiner takes slot 2.
 */
export async function fullBattle(
  app: FastifyInstance,
  db: Db,
  rounds: number,
  beforeFill?: (id: string) => Promise<void>,
) {
  const [c] = await cheapCases(db, 1);
  const creator = await player(db, c.price * rounds);
  const created = await post(
    app,
    '/battle/create',
    { cases: [{ caseID: c.id, quantity: rounds }], type: 'single', players: 3, mode: 'default' },
    creator.auth,
  );
  expect(created.status).toBe(200);
  const id = (created.body.data as BattleJson).id;
  const joiner = await player(db, c.price * rounds);
  await beforeFill?.(id);
  expect((await post(app, '/battle/join', { battleID: id, slot: 2 }, joiner.auth)).status).toBe(200);
  expect((await post(app, '/battle/bot', { battleID: id, slot: 3 }, creator.auth)).status).toBe(200);
  return { id, cost: c.price * rounds, players: [creator.userId, joiner.userId] };
}

/** Every rolled item is awarded once; every item awarded to a player (not a bot) is exactly one loot entry. */
export async function expectCreditedOnce(db: Db, id: string, items: number): Promise<void> {
  const awards = await db.kysely
    .selectFrom('battle_awards')
    .select('loot_id')
    .where('battle_id', '=', id)
    .execute();
  expect(awards).toHaveLength(items);
  const loot = await db.kysely.selectFrom('loot').select('id').where('source_ref', '=', id).execute();
  expect(loot.map((l) => l.id).sort()).toEqual(
    awards
      .map((a) => a.loot_id)
      .filter((x) => x !== '')
      .sort(),
  );
}

/** How many rows a query matches (its count(*)). */
export async function countRows<TB extends keyof Database>(
  q: SelectQueryBuilder<Database, TB, object>,
): Promise<number> {
  return Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
}

/** The cheapest active seeded cases. */
export async function cheapCases(db: Db, n: number): Promise<{ id: string; price: number }[]> {
  const rows = await db.kysely
    .selectFrom('cases')
    .select(['id', 'price'])
    .where('active', '=', 1)
    .orderBy('price')
    .limit(n)
    .execute();
  return rows.map((r) => ({ id: r.id, price: Number(r.price) }));
}

/** A case with one item at 100000 tickets: every roll wins the same item, so every total ties. */
export async function fixedCase(db: Db, itemPrice: number, casePrice: number): Promise<string> {
  const item = await db.kysely.selectFrom('items').selectAll().limit(1).executeTakeFirstOrThrow();
  const itemId = `t-item-${randomUUID().slice(0, 8)}`;
  const caseId = `t-case-${randomUUID().slice(0, 8)}`;
  await db.kysely
    .insertInto('items')
    .values({ ...item, id: itemId, price: itemPrice })
    .execute();
  await db.kysely
    .insertInto('cases')
    .values({
      id: caseId,
      slug: caseId,
      title: 'Tie case',
      type: 'test',
      image: '',
      price: casePrice,
      sort: 999,
      active: 1,
    })
    .execute();
  await db.kysely
    .insertInto('case_items')
    .values({ case_id: caseId, item_id: itemId, tickets: 100000, range_min: 1, range_max: 100000 })
    .execute();
  return caseId;
}

/**
 * Replays a finished battle from its revealed seeds with a separate implementation of the rules, and checks
 * the answer against it: client seed, every roll and item, totals, winners and the reroll.
 */
export function verifyBattle(b: BattleJson): void {
  expect(b.status).toBe('finished');
  expect(b.serverSeed).toBeTruthy();
  expect(serverSeedHash(b.serverSeed!)).toBe(b.serverSeedHash);
  const users = [...b.users].sort((x, y) => x.slot - y.slot);
  expect(users.map((u) => u.slot)).toEqual(Array.from({ length: b.players }, (_, i) => i + 1));
  if (b.fairness === 2) {
    // Version 2: sealed by the beacon round fixed when the last slot filled.
    expect(b.beacon?.randomness).toMatch(/^[0-9a-f]{64}$/);
    expect(b.clientSeed).toBe(
      battleClientSeed(
        users.map((u) => u.clientSeed),
        b.beacon!.randomness!,
      ),
    );
  } else {
    expect(b.clientSeed).toBe(battleClientSeed(users.map((u) => u.clientSeed)));
  }
  const roundCases = b.cases.flatMap((c) => Array.from({ length: c.quantity }, () => c.case));
  expect(b.totalRound).toBe(roundCases.length);
  const totals = new Map<number, number>();
  for (const u of users) {
    expect(u.rolls).toHaveLength(roundCases.length);
    let total = 0;
    roundCases.forEach((c, i) => {
      const value = roll(b.serverSeed!, b.clientSeed, b.nonce, `${i + 1}:${u.slot}`);
      const row = c.odds.rows.find((r) => value >= r.rangeMin && value <= r.rangeMax)!;
      expect(u.rolls[i]).toMatchObject({
        round: i + 1,
        roll: value,
        itemID: row.item.id,
        price: row.item.price,
      });
      total += row.item.price;
    });
    expect(u.rollAmount).toBe(total);
    totals.set(u.slot, total);
  }
  const pot = [...totals.values()].reduce((a, c) => a + c, 0);
  expect(users.reduce((a, u) => a + u.winAmount, 0)).toBe(pot);
  if (b.mode === 'sharing') {
    const base = Math.floor(pot / users.length);
    const rem = pot % users.length;
    users.forEach((u, i) => expect(u.winAmount).toBe(base + (i < rem ? 1 : 0)));
    expect(users.every((u) => u.isWinner)).toBe(true);
    expect(b.reroll).toBeNull();
    return;
  }
  const sides =
    b.type === 'team'
      ? [
          [1, 2],
          [3, 4],
        ]
      : users.map((u) => [u.slot]);
  const sideTotal = (s: number[]) => s.reduce((a, slot) => a + totals.get(slot)!, 0);
  const best = b.mode === 'default' ? Math.max(...sides.map(sideTotal)) : Math.min(...sides.map(sideTotal));
  const tied = sides.filter((s) => sideTotal(s) === best);
  let winners = tied[0];
  if (tied.length > 1) {
    const r = roll(b.serverSeed!, b.clientSeed, b.nonce, 'reroll');
    const n = tied.length;
    const idx = tied.findIndex(
      (_, i) => r >= Math.floor((i * 100000) / n) + 1 && r <= Math.floor(((i + 1) * 100000) / n),
    );
    winners = tied[idx];
    expect(b.reroll?.roll).toBe(r);
    expect(b.reroll?.users).toEqual(
      tied.flatMap((s, i) =>
        s.map((slot) => ({
          userID: users[slot - 1].userID,
          rangeMin: Math.floor((i * 100000) / n) + 1,
          rangeMax: Math.floor(((i + 1) * 100000) / n),
        })),
      ),
    );
  } else {
    expect(b.reroll).toBeNull();
  }
  for (const u of users) expect(u.isWinner).toBe(winners.includes(u.slot));
  for (const u of users) if (!winners.includes(u.slot)) expect(u.winAmount).toBe(0);
  const loots = users.flatMap((u) => u.loots);
  expect(loots).toHaveLength(users.length * roundCases.length);
  expect(loots.reduce((a, l) => a + l.item.price, 0)).toBe(pot);
}
