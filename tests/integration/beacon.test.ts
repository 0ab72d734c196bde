// FAIRNESS.md version 2 on the server: the drand client against real HTTP mirrors (quicknet fixtures), the embedded
// local chain, and battles that wait for their beacon round, resume after a restart, and are cancelled (refunded
// once) when the round never comes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db/database';
import { DrandBeacon } from '../../server/services/beacon/drand';
import { BattleService } from '../../server/services/battles/service';
import type { Clock } from '../../server/kernel/ports';
import { BATTLE_TIMING, scaleTiming } from '../../src/domain/battle-timing';
import { QUICKNET, roundAfter, roundAt, verifyRound, type BeaconRound } from '../../src/domain/beacon';
import type { BeaconInfoAnswer } from '../../src/protocol/beacon';
import { QUICKNET_ROUNDS } from '../fixtures/quicknet-rounds';
import { coins, ledgerProblems } from './catalog-helpers';
import {
  cheapCases,
  detail,
  get,
  player,
  post,
  verifyBattle,
  waitFinished,
  waitFor,
  type BattleJson,
} from './battle-helpers';
import { startFakeDrand, type FakeDrand } from './fake-drand';
import { testConfig, testDatabases } from './helpers';

type Logged = Record<string, unknown> & { msg: string };
function recordingLog() {
  const lines: Logged[] = [];
  return { lines, warn: (o: object, msg: string) => lines.push({ ...o, msg }), info: () => undefined };
}

describe('drand over HTTP (quicknet rounds 2 and 3 served by real mirrors)', () => {
  let bad: FakeDrand, good: FakeDrand;
  beforeAll(async () => {
    bad = await startFakeDrand({ chain: QUICKNET, rounds: QUICKNET_ROUNDS });
    good = await startFakeDrand({ chain: QUICKNET, rounds: QUICKNET_ROUNDS });
  });
  afterAll(async () => {
    await bad.close();
    await good.close();
  });
  const client = (urls: string[], log = recordingLog()) =>
    new DrandBeacon({ chain: QUICKNET, urls, timeoutMs: 2000, log });

  it('accepts a verified round', async () => {
    expect(await client([good.url]).fetchRound(3)).toEqual(QUICKNET_ROUNDS[1]);
  });

  it.each([
    ['tampered', 'bad_signature'],
    ['wrong_round', 'wrong_round'],
    ['malformed', 'malformed'],
  ] as const)('refuses a %s answer, logs it, and takes the next mirror', async (mode, verdict) => {
    bad.mode = mode;
    const log = recordingLog();
    expect(await client([bad.url, good.url], log).fetchRound(3)).toEqual(QUICKNET_ROUNDS[1]);
    expect(log.lines).toEqual([expect.objectContaining({ mirror: bad.url, round: 3, verdict })]);
    // Alone, the lying mirror yields nothing: the round is never used.
    expect(await client([bad.url]).fetchRound(3)).toBe(null);
  });

  it('skips a mirror that is down or unreachable', async () => {
    bad.mode = 'down';
    const log = recordingLog();
    expect(await client(['http://127.0.0.1:9', bad.url, good.url], log).fetchRound(2)).toEqual(
      QUICKNET_ROUNDS[0],
    );
    expect(log.lines.map((l) => l.msg)).toEqual([
      'drand mirror unreachable',
      'drand mirror refused the round',
    ]);
  });

  it('does not ask for a round that is not published yet', async () => {
    const before = good.asked.length;
    const future = roundAt(QUICKNET, Date.now()) + 100;
    expect(await client([good.url]).fetchRound(future)).toBe(null);
    expect(good.asked.length).toBe(before);
  });
});

describe.each(testDatabases)('the embedded local chain on $name', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const apps: FastifyInstance[] = [];
  const start = async () => {
    const app = await buildApp({ config: testConfig(), db, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  };
  beforeAll(async () => ({ db, cleanup } = await kind.open()));
  afterAll(async () => {
    for (const a of apps) await a.close();
    await cleanup();
  });

  it('publishes rounds that verify under its key, and keeps the key across a restart', async () => {
    const first = await start();
    const info = (await get(first, '/beacon/info')).body.data as unknown as BeaconInfoAnswer;
    expect(info).toMatchObject({ source: 'local', scheme: 'bls-unchained-g1-rfc9380', period: 0.02 });
    expect(info.publicKey).toMatch(/^[0-9a-f]{192}$/);
    const round = roundAt(info, Date.now());
    const res = await first.inject({ url: `/api/v1/beacon/public/${round}` });
    expect(res.statusCode).toBe(200);
    const r = res.json<BeaconRound>();
    expect(verifyRound(info, r, round)).toBe('ok');
    const early = await first.inject({ url: `/api/v1/beacon/public/${round + 100_000}` });
    expect(early.statusCode).toBe(425);
    expect(early.json()).toMatchObject({ error: { code: 'round_not_published' } });
    for (const bad of ['0', 'abc', '1e5', '-3'])
      expect((await first.inject({ url: `/api/v1/beacon/public/${bad}` })).statusCode).toBe(400);
    expect((await get(first, `/beacon/info?chain=${'0'.repeat(64)}`)).status).toBe(404);
    expect((await get(first, '/beacon/info?chain=nothex')).status).toBe(400);
    await first.close();

    const second = await start();
    expect((await get(second, '/beacon/info')).body.data).toEqual(info);
    expect((await second.inject({ url: `/api/v1/beacon/public/${round}` })).json()).toEqual(r);
  });
});

/** The config of an app whose battles are sealed by `mirror`'s chain through the drand client. */
function drandConfig(mirror: FakeDrand, waitMs = 600_000): Config {
  const base = testConfig({ battleTimeScale: 0.01 });
  const { chain, ...rest } = mirror.chain;
  return {
    ...base,
    beacon: {
      ...base.beacon,
      kind: 'drand',
      drand: {
        urls: [mirror.url],
        chain,
        publicKey: rest.publicKey,
        genesis: rest.genesis,
        period: rest.period,
      },
      waitMs,
      fetchTimeoutMs: 500,
    },
  };
}

/** A 1v1 against a bot, filled at once; returns its id, the creator and the stake. */
async function botBattle(app: FastifyInstance, db: Db) {
  const [c] = await cheapCases(db, 1);
  const creator = await player(db, c.price, 'sealed');
  const created = await post(
    app,
    '/battle/create',
    { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2 },
    creator.auth,
  );
  expect(created.status).toBe(200);
  const id = (created.body.data as unknown as BattleJson).id;
  expect((await post(app, '/battle/bot', { battleID: id, slot: 2 }, creator.auth)).status).toBe(200);
  return { id, creator, stake: c.price };
}

describe.each(testDatabases)('battles sealed by drand on $name', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let mirror: FakeDrand;
  const apps: FastifyInstance[] = [];
  const start = async () => {
    const app = await buildApp({ config: drandConfig(mirror), db, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    ({ db, cleanup } = await kind.open());
    mirror = await startFakeDrand({ period: 1 });
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await mirror.close();
    await cleanup();
  });

  it('a battle that fills while the beacon is down waits, then plays when it returns', async () => {
    const app = await start();
    mirror.mode = 'down';
    const { id } = await botBattle(app, db);
    const filled = await detail(app, id);
    expect(filled).toMatchObject({ status: 'processing', fairness: 2, startedAt: null, clientSeed: '' });
    expect(filled.beacon).toEqual({
      chain: mirror.chain.chain,
      round: roundAfter(mirror.chain, filled.filledAt!),
      randomness: null,
      signature: null,
    });
    // The round is published and asked for, the mirror refuses: the battle keeps waiting, in the lobby too.
    await waitFor(async () => mirror.asked.filter((r) => r === filled.beacon!.round).length >= 2);
    expect(await detail(app, id)).toMatchObject({ status: 'processing', startedAt: null, currentRound: 0 });
    const list = (await get(app, '/battle/list')).body.data as unknown as { list: BattleJson[] };
    expect(list.list.find((b) => b.id === id)).toMatchObject({ status: 'processing', beacon: filled.beacon });

    mirror.mode = 'ok';
    const done = await waitFinished(app, id);
    verifyBattle(done);
    const { round, randomness, signature } = done.beacon!;
    expect(round).toBe(filled.beacon!.round);
    expect(verifyRound(mirror.chain, { round, randomness, signature }, round)).toBe('ok');
    expect(done.startedAt!).toBeGreaterThan(done.filledAt!);
    expect(await ledgerProblems(db)).toEqual([]);
  });

  it('a restart while waiting resumes waiting, then plays once the round comes', async () => {
    const first = await start();
    mirror.mode = 'down';
    const { id, creator, stake } = await botBattle(first, db);
    const filled = await detail(first, id);
    await waitFor(async () => mirror.asked.includes(filled.beacon!.round));
    await first.close();

    const second = await start();
    await waitFor(async () => mirror.asked.filter((r) => r === filled.beacon!.round).length >= 3);
    expect(await detail(second, id)).toMatchObject({ status: 'processing', beacon: filled.beacon });
    mirror.mode = 'ok';
    const done = await waitFinished(second, id);
    verifyBattle(done);
    expect(done.beacon!.round).toBe(filled.beacon!.round);
    const me = done.users.find((u) => u.userID === creator.userId)!;
    // The stake was paid once; the coin part of any winnings came back once.
    expect(await coins(db, creator.userId)).toBe(
      -stake + stake + me.winAmount - me.loots.reduce((a, l) => a + l.item.price, 0),
    );
    expect(await ledgerProblems(db)).toEqual([]);
  });
});

/** A clock the test moves; timers fire when the test runs them. */
function steppedClock(start: number) {
  const timers = new Map<number, { at: number; fn: () => void }>();
  let seq = 0;
  const clock: Clock & { t: number; fire(): void } = {
    t: start,
    now() {
      return this.t;
    },
    setTimeout(fn, ms) {
      timers.set(++seq, { at: this.t + ms, fn });
      return seq;
    },
    clearTimeout(h) {
      timers.delete(h as number);
    },
    fire() {
      for (const [k, x] of [...timers]) {
        if (x.at > this.t) continue;
        timers.delete(k);
        x.fn();
      }
    },
  };
  return clock;
}

describe.each(testDatabases)('the beacon never comes, on $name (stepped clock)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ db, cleanup } = await kind.open());
    app = await buildApp({ config: testConfig(), db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it('after 10 minutes the battle is cancelled and every stake refunded exactly once', async () => {
    const clock = steppedClock(Date.now());
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const errors: string[] = [];
    const make = () =>
      new BattleService({
        db,
        clock,
        timing: scaleTiming(BATTLE_TIMING, 0.01),
        log: { ...silent, error: (_o: object, m: string) => void errors.push(m) },
        assertMayPlay: async () => undefined,
        random: Math.random,
        // Two processes: both step the battle after the 10 minutes; one cancels it.
        lease: { ttlMs: 15_000, giveUpMs: 300_000 },
        beacon: new DrandBeacon({
          chain: QUICKNET,
          urls: ['http://127.0.0.1:9'],
          timeoutMs: 200,
          log: silent,
          now: () => clock.now(),
        }),
        beaconWaitMs: 600_000,
      });
    const a = make();
    const b = make();
    const [c] = await cheapCases(db, 1);
    const alice = await player(db, c.price, 'alice');
    const bob = await player(db, c.price, 'bob');
    const spec = {
      cases: [{ caseId: c.id, quantity: 1 }],
      type: 'single' as const,
      players: 2,
      mode: 'default' as const,
      isPublic: true,
    };
    const created = await a.create(alice.userId, spec);
    await b.join(bob.userId, created.id, 2);
    expect(await coins(db, alice.userId)).toBe(0);
    const state = async () => (await a.view(created.id, null)).status;
    const step = async (ms: number) => {
      clock.t += ms;
      a.runner.kick(created.id);
      b.runner.kick(created.id);
      for (let i = 0; i < 6; i++) {
        clock.fire();
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    for (let m = 1; m <= 9; m++) await step(60_000);
    expect(await state()).toBe('processing');
    await step(60_000 + 1);
    await waitFor(async () => (await state()) === 'finished' || (await step(0), false));
    for (let i = 0; i < 3; i++) await step(60_000);
    const v = await a.view(created.id, null);
    expect(v).toMatchObject({ status: 'finished', cancelled: true, clientSeed: '', currentRound: 0 });
    expect(v.beacon?.randomness).toBe(null);
    expect(await coins(db, alice.userId)).toBe(c.price);
    expect(await coins(db, bob.userId)).toBe(c.price);
    const refunds = await db.kysely
      .selectFrom('ledger_transactions')
      .select('idem_key')
      .where('kind', '=', 'battle_refund')
      .where('ref', '=', created.id)
      .execute();
    expect(refunds).toHaveLength(2);
    expect(errors.filter((e) => e.startsWith('beacon round never came'))).toHaveLength(1);
    expect(await ledgerProblems(db)).toEqual([]);
    await a.close();
    await b.close();
  });
});
