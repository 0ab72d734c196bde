/**
 * The site survives its database and its Redis (issue 26, attack 6). Two built server processes run battles,
 * openings and withdrawals while the test ends every PostgreSQL session the processes hold (pg_terminate_backend,
 * as a database restart does; only the cluster's own sessions, found by their application_name: the server is
 * shared) and cuts their Redis. Every process stays up and serves again; every battle finishes once, every opening
 * (retried with its idempotency key after a 503) happens once, every withdrawal settles once, and the ledger balances.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { cheapCases, player, type BattleJson } from '../integration/battle-helpers';
import { battleLoot, coins, ledgerProblems } from '../integration/catalog-helpers';
import {
  clusterAvailable,
  clusterDatabaseUrl,
  startCluster,
  waitFor,
  type Cluster,
  type ClusterProcess,
} from './harness';

// 20x faster than production: a round is 310 ms; the lease is the shortest the config allows (1 s).
const ROUNDS = 12;
const ENV = {
  BATTLE_TIME_SCALE: '0.05',
  BATTLE_LEASE_MS: '1000',
  BATTLE_GIVE_UP_MS: '60000',
  RATE_LIMIT_OPEN_PER_MIN: '100000',
  TRADE_SANDBOX_OUTCOME: 'accepted',
  TRADE_SANDBOX_SEND_MS: '300',
  TRADE_SANDBOX_SETTLE_MS: '600',
  TRADE_TICK_MS: '100',
};
/** SteamID64 of a trade URL's partner 0 (a trade URL's partner is the SteamID64 minus this). */
const STEAM_ID64_BASE = 76561197960265728n;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ends the PostgreSQL sessions of the cluster's processes (application_name = cluster.appName) and no other. */
async function terminateAppBackends(cluster: Cluster): Promise<number> {
  const admin = new pg.Client({ connectionString: clusterDatabaseUrl });
  await admin.connect();
  try {
    const res = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [cluster.appName],
    );
    return res.rows.length;
  } finally {
    await admin.end();
  }
}

type Auth = { authorization: string };
type Answer = {
  data?: Partial<BattleJson> & { battle?: BattleJson };
  error?: { code: string; message: string };
};

async function call(p: ClusterProcess, method: 'GET' | 'POST', url: string, auth?: Auth, body?: unknown) {
  const res = await fetch(`${p.url}/api/v1${url}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: JSON.parse(text) as Answer };
}

describe.skipIf(!clusterAvailable)('the cluster survives its database and Redis going away', () => {
  let cluster: Cluster | undefined;
  afterAll(async () => {
    await cluster?.stop();
  });

  it('backends killed and Redis cut during battles, openings and withdrawals: nothing dies, lost or doubled', async () => {
    cluster = await startCluster(2, { env: ENV, redisProxy: true });
    const c = cluster;
    const [a, b] = c.processes;
    // The processes that exited, each with the end of what it printed.
    const dead = () =>
      c.processes
        .filter((p) => p.proc.exitCode !== null || p.proc.signalCode !== null)
        .map(
          (p) => `${p.name} exited (${p.proc.exitCode ?? p.proc.signalCode}):\n${p.output().slice(-3000)}`,
        );
    const [cheap] = await cheapCases(c.db, 1);

    // Four battles of two players, two filled on each process (each process runs the battles it fills).
    const battles: string[] = [];
    for (let i = 0; i < 4; i++) {
      const via = c.processes[i % 2];
      const creator = await player(c.db, cheap.price * ROUNDS, `creator${i}`);
      const rival = await player(c.db, cheap.price * ROUNDS, `rival${i}`);
      const created = await call(via, 'POST', '/battle/create', creator.auth, {
        cases: [{ caseID: cheap.id, quantity: ROUNDS }],
        type: 'single',
        players: 2,
        mode: 'default',
      });
      expect(created.status).toBe(200);
      const id = created.body.data!.id!;
      expect((await call(via, 'POST', '/battle/join', rival.auth, { battleID: id, slot: 2 })).status).toBe(
        200,
      );
      battles.push(id);
    }

    // Two withdrawals of three items, to the players' own Steam accounts, one through each process.
    const withdrawn: string[] = [];
    for (const [i, via] of [a, b].entries()) {
      const u = await player(c.db, 0, `withdrawer${i}`);
      const { steam_id } = await c.db.kysely
        .selectFrom('users')
        .select('steam_id')
        .where('id', '=', u.userId)
        .executeTakeFirstOrThrow();
      const partner = (BigInt(steam_id) - STEAM_ID64_BASE).toString();
      const tradeURL = `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=AbCd-1_z`;
      expect((await call(via, 'POST', '/user/prefs', u.auth, { tradeURL })).status).toBe(200);
      const loot = await battleLoot(c.db, u.userId, 3, 250);
      expect((await call(via, 'POST', '/loot/withdraw', u.auth, { lootIDs: loot })).status).toBe(200);
      withdrawn.push(...loot);
    }

    // Two players open cases one at a time through both processes for as long as the outages last. A failed
    // answer (503, or a connection cut mid-request) is retried with the same idempotency key until it is answered.
    const openers = await Promise.all([0, 1].map((i) => player(c.db, cheap.price * 200, `opener${i}`)));
    const statuses: number[] = [];
    let opening = true;
    const opened = openers.map(async (u, i) => {
      const keys: string[] = [];
      for (let n = 0; opening && n < 200; n++) {
        const key = `o${i}-${n}`;
        keys.push(key);
        for (let attempt = 0; ; attempt++) {
          const via = c.processes[(n + attempt) % 2];
          const res = await call(via, 'POST', '/case/open', u.auth, {
            caseID: cheap.id,
            idempotencyKey: key,
          }).catch(() => null);
          statuses.push(res?.status ?? 0);
          if (res?.status === 200) break;
          if (res) {
            expect(res.status, JSON.stringify(res.body)).toBe(503);
            expect(res.body.error?.code, JSON.stringify(res.body)).toBe('unavailable');
            expect(Number(res.retryAfter)).toBeGreaterThan(0);
          }
          expect(attempt, `opening ${key} never went through`).toBeLessThan(100);
          await sleep(100);
        }
      }
      return { ...u, keys };
    });

    const game = (id: string) =>
      c.db.kysely
        .selectFrom('battle_games')
        .innerJoin('battles', 'battles.id', 'battle_games.id')
        .select(['battles.status', 'battle_games.current_round'])
        .where('battle_games.id', '=', id)
        .executeTakeFirstOrThrow();
    await waitFor('every battle to be playing', async () => {
      for (const id of battles) if (Number((await game(id)).current_round) < 1) return false;
      return true;
    });

    // The outages, with battles mid-way, offers out and openings in flight.
    expect(await terminateAppBackends(c)).toBeGreaterThan(0);
    await sleep(400);
    expect(dead()).toEqual([]);
    await terminateAppBackends(c);
    await c.redisProxy!.cut();
    await sleep(300);
    await terminateAppBackends(c);
    await sleep(1200);
    expect(dead()).toEqual([]);
    await c.redisProxy!.restore();
    await sleep(300);
    await terminateAppBackends(c);
    await sleep(500);
    opening = false;
    expect(dead()).toEqual([]);

    // Every process serves again.
    for (const p of c.processes)
      await waitFor(`${p.name} to answer its health check`, async () => {
        const res = await fetch(`${p.url}/api/v1/meta/health`).catch(() => null);
        return (
          res?.status === 200 && ((await res.json()) as { data: { fanout: string } }).data.fanout === 'up'
        );
      });

    // Every battle finishes once: each roll and award once, each award one loot row.
    await waitFor(
      'every battle to finish',
      async () => (await Promise.all(battles.map(game))).every((g) => g.status === 'finished'),
      30_000,
    );
    for (const id of battles) {
      const done = (await call(a, 'GET', `/battle/detail?battleID=${id}`)).body.data!.battle!;
      expect(done.cancelled).toBe(false);
      const rolls = await c.db.kysely
        .selectFrom('battle_rolls')
        .select('round')
        .where('battle_id', '=', id)
        .execute();
      expect(rolls).toHaveLength(ROUNDS * 2);
      const awards = await c.db.kysely
        .selectFrom('battle_awards')
        .select('loot_id')
        .where('battle_id', '=', id)
        .execute();
      const loot = await c.db.kysely.selectFrom('loot').select('id').where('source_ref', '=', id).execute();
      expect(loot.map((l) => l.id).sort()).toEqual(awards.map((x) => x.loot_id).sort());
      expect(awards).toHaveLength(ROUNDS * 2);
    }

    // Every opening happened once: one case_openings row per key, paid once.
    const done = await Promise.all(opened);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    for (const u of done) {
      const rows = await c.db.kysely
        .selectFrom('loot')
        .select('id')
        .where('user_id', '=', u.userId)
        .where('source', '=', 'case')
        .execute();
      expect(rows).toHaveLength(u.keys.length);
      expect(await coins(c.db, u.userId)).toBe(cheap.price * (200 - u.keys.length));
    }

    // Every withdrawal settles once: one accepted trade per item, every item withdrawn.
    const trades = () => c.db.kysely.selectFrom('trades').select(['status', 'loot_id']).execute();
    await waitFor(
      'every trade to settle',
      async () => (await trades()).every((t) => t.status === 'accepted'),
      30_000,
    );
    expect((await trades()).map((t) => t.loot_id).sort()).toEqual([...withdrawn].sort());
    const items = await c.db.kysely
      .selectFrom('loot')
      .select('status')
      .where('id', 'in', withdrawn)
      .execute();
    expect(items.map((l) => l.status)).toEqual(Array(withdrawn.length).fill('withdrawn'));

    expect(await ledgerProblems(c.db)).toEqual([]);
    for (const p of c.processes) expect(p.output()).not.toMatch(/Unhandled|uncaught/i);
  }, 90_000);
});
