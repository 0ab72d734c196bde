import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type Db } from '../../server/db/database';
import { acquire, holderOf, markFailing, release, renew } from '../../server/kernel/leases';
import { BOT_BANK, POT, battleLeaseKey } from '../../server/services/battles/store';
import { balanceOf, houseShards } from '../../server/services/ledger/ledger';
import { MsgType } from '../../src/protocol/message-types';
import { ledgerMismatches } from './accounts-helpers';
import { ledgerProblems } from './catalog-helpers';
import { detail, expectCreditedOnce, fullBattle, verifyBattle, waitFor } from './battle-helpers';
import { testConfig, testDatabases, type TestDatabase } from './helpers';
import { createPgSchema } from '../pg-schema';

// 50x faster than production: a round is 124 ms, so a takeover lands in the middle of a battle.
const SCALE = 0.02;

/** Two handles on one database, as two processes have: SQLite shares one handle, PostgreSQL opens two pools on one schema. */
async function openShared(kind: TestDatabase): Promise<{ a: Db; b: Db; cleanup(): Promise<void> }> {
  if (kind.name === 'sqlite') {
    const { db, cleanup } = await kind.open();
    return { a: db, b: db, cleanup };
  }
  const schema = await createPgSchema(process.env.TEST_DATABASE_URL!);
  const a = openDatabase({ databaseUrl: schema.url, sqlitePath: '' });
  const b = openDatabase({ databaseUrl: schema.url, sqlitePath: '' });
  return {
    a,
    b,
    async cleanup() {
      await a.destroy();
      await b.destroy();
      await schema.drop();
    },
  };
}

/** Every battle event one app publishes, with the time it was seen. */
function recordEvents(app: FastifyInstance) {
  const seen: { type: number; payload: Record<string, unknown>; at: number }[] = [];
  app.tapBattleEvents((channel, type, payload) => {
    if (channel.startsWith('battle:') && channel !== 'battle:stat')
      seen.push({ type, payload: payload as Record<string, unknown>, at: Date.now() });
  });
  return {
    rounds: (id: string) =>
      seen
        .filter((e) => e.type === MsgType.playing && e.payload.battleID === id)
        .map((e) => Number(e.payload.currentRound)),
    finished: (id: string) => seen.filter((e) => e.type === MsgType.finished && e.payload.battleID === id),
    first: (id: string, after = 0) =>
      seen.find(
        (e) =>
          e.at >= after &&
          e.payload.battleID === id &&
          (e.type === MsgType.playing || e.type === MsgType.finished),
      ),
  };
}

describe.each(testDatabases)('battle leases on $name', (kind) => {
  let dbs: { a: Db; b: Db; cleanup(): Promise<void> };
  let apps: FastifyInstance[];
  const start = async (db: Db, lease: { ttlMs: number; giveUpMs: number }) => {
    const app = await buildApp({
      config: testConfig({ battleTimeScale: SCALE, battleLease: lease }),
      db,
      logger: false,
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  beforeEach(async () => {
    apps = [];
    dbs = await openShared(kind);
  });
  afterEach(async () => {
    for (const a of apps) await a.close();
    await dbs.cleanup();
  });

  const db = () => dbs.a;
  const game = (id: string) =>
    db()
      .kysely.selectFrom('battle_games')
      .innerJoin('battles', 'battles.id', 'battle_games.id')
      .select([
        'battles.status',
        'battle_games.current_round',
        'battle_games.cancelled',
        'battle_games.started_at',
        'battle_games.finished_at',
      ])
      .where('battle_games.id', '=', id)
      .executeTakeFirstOrThrow();

  /** The app holding the battle's lease, and the other one. */
  async function ownerAndOther(id: string, pair: [FastifyInstance, FastifyInstance]) {
    const h = await holderOf(db().kysely, battleLeaseKey(id));
    const owner = pair.find((x) => x.battles.runner.owner === h?.owner);
    expect(owner).toBeDefined();
    return owner === pair[0] ? pair : ([pair[1], pair[0]] as const);
  }

  async function expectLedgerBalanced() {
    expect(await ledgerMismatches(db())).toEqual([]);
    expect(await ledgerProblems(db())).toEqual([]);
  }

  it('a lease has one owner at a time, even when many processes race for it', async () => {
    // No app here: the lease module on its own, over both handles (two pools on PostgreSQL).
    await start(dbs.a, { ttlMs: 1000, giveUpMs: 1000 });
    const now = Date.now();
    const race = (key: string, at: number, who: string) =>
      Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          acquire(i % 2 ? dbs.a.kysely : dbs.b.kysely, key, `${who}${i}`, 1000, at),
        ),
      );
    const first = await race('job:race', now, 'p');
    expect(first.filter(Boolean)).toHaveLength(1);
    const owner = (await holderOf(dbs.a.kysely, 'job:race'))!.owner;
    // Still held: nobody else gets it, the owner renews it and notes a failure that survives a takeover.
    expect((await race('job:race', now + 999, 'q')).filter(Boolean)).toHaveLength(0);
    expect(await renew(dbs.a.kysely, 'job:race', 'someone-else', 1000, now)).toBe(false);
    expect(await renew(dbs.a.kysely, 'job:race', owner, 1000, now + 500)).toBe(true);
    expect(await markFailing(dbs.a.kysely, 'job:race', owner, now + 600)).toBe(now + 600);
    expect(await markFailing(dbs.a.kysely, 'job:race', owner, now + 700)).toBe(now + 600);
    // Expired: again exactly one of the racers takes it over, and the failure count goes on.
    const second = await race('job:race', now + 1500, 'r');
    expect(second.filter(Boolean)).toHaveLength(1);
    const next = (await holderOf(dbs.a.kysely, 'job:race'))!;
    expect(next.failingSince).toBe(now + 600);
    // Handed over: free at once.
    await release(dbs.a.kysely, 'job:race', next.owner);
    expect(await acquire(dbs.b.kysely, 'job:race', 'late', 1000, now + 1501)).toBe(true);
  });

  it('only the lease holder runs a battle; when it is killed the other takes over after the ttl and settles once', async () => {
    const lease = { ttlMs: 1000, giveUpMs: 60_000 };
    const a = await start(dbs.a, lease);
    const b = await start(dbs.b, lease);
    const seen = new Map([
      [a, recordEvents(a)],
      [b, recordEvents(b)],
    ]);
    const rounds = 12;
    const { id } = await fullBattle(a, db(), rounds);
    await waitFor(async () => (await game(id)).current_round >= 2);
    // The filler (a) holds it, unless a loaded machine let its lease lapse and b took it: either way one of them.
    const [owner, other] = await ownerAndOther(id, [a, b]);
    // The other scans every ttl/3 and is asked directly too: it may not step a battle the owner holds.
    other.battles.runner.kick(id);

    // "kill -9": the owner's runner stops where it is and its lease stays until it expires.
    await owner.battles.runner.close({ release: false });
    const killedAt = Date.now();
    const killed = await holderOf(db().kysely, battleLeaseKey(id));
    expect(killed?.owner).toBe(owner.battles.runner.owner);
    expect((await game(id)).status).toBe('playing');

    const done = await waitFor(async () => {
      const d = await detail(other, id);
      return d.status === 'finished' ? d : null;
    });
    verifyBattle(done);
    // The other stepped it only once the dead owner's lease had run out.
    expect(seen.get(other)!.first(id, killedAt)!.at).toBeGreaterThanOrEqual(killed!.until);
    // Every round was played and announced once, by one process or the other (never by both).
    expect([...seen.get(a)!.rounds(id), ...seen.get(b)!.rounds(id)].sort((x, y) => x - y)).toEqual(
      Array.from({ length: rounds }, (_, i) => i + 1),
    );
    // The results event goes out just after the commit the detail read saw; only the survivor settled.
    await waitFor(async () => seen.get(other)!.finished(id).length > 0);
    expect(seen.get(owner)!.finished(id)).toHaveLength(0);
    expect(seen.get(other)!.finished(id)).toHaveLength(1);
    const rolls = await db()
      .kysely.selectFrom('battle_rolls')
      .select('round')
      .where('battle_id', '=', id)
      .execute();
    expect(rolls).toHaveLength(rounds * 3);
    await expectCreditedOnce(db(), id, rounds * 3);
    expect(await holderOf(db().kysely, battleLeaseKey(id))).toBeNull();
    await expectLedgerBalanced();
  });

  it('a process that closes hands its battles over at once (its lease is released)', async () => {
    // The ttl is far longer than the test: only a released lease lets b in.
    const lease = { ttlMs: 600_000, giveUpMs: 600_000 };
    const a = await start(dbs.a, lease);
    const b = await start(dbs.b, lease);
    const { id } = await fullBattle(a, db(), 8);
    await waitFor(async () => (await game(id)).current_round >= 1);
    b.battles.runner.kick(id);
    await waitFor(async () => b.battles.runner.active === 0);
    expect((await holderOf(db().kysely, battleLeaseKey(id)))?.owner).toBe(a.battles.runner.owner);

    await a.close();
    expect((await holderOf(db().kysely, battleLeaseKey(id)))?.until).toBe(0);
    b.battles.runner.kick(id);
    const done = await waitFor(async () => {
      const d = await detail(b, id);
      return d.status === 'finished' ? d : null;
    });
    verifyBattle(done);
    await expectCreditedOnce(db(), id, 8 * 3);
    await expectLedgerBalanced();
  });

  it('a battle whose step always fails is cancelled after giveUpMs, across a takeover, and every stake refunded once', async () => {
    const lease = { ttlMs: 1000, giveUpMs: 2500 };
    const a = await start(dbs.a, lease);
    const b = await start(dbs.b, lease);
    const seenA = recordEvents(a);
    const seenB = recordEvents(b);
    const before = await balanceOf(db().kysely, BOT_BANK);
    // A missing server seed makes every roll fail closed (FAIRNESS.md): the battle can never be played.
    const { id, cost, players } = await fullBattle(a, db(), 3, async (battleId) => {
      await db()
        .kysely.updateTable('battle_games')
        .set({ server_seed: '' })
        .where('id', '=', battleId)
        .execute();
    });
    const failing = await waitFor(
      async () => (await holderOf(db().kysely, battleLeaseKey(id)))?.failingSince ?? null,
    );
    // The owner (the filler, a, unless a loaded machine let its lease lapse) dies while the battle fails; the
    // other takes over and keeps counting from the first failure.
    const [owner, other] = await ownerAndOther(id, [a, b]);
    await owner.battles.runner.close({ release: false });

    const g = await waitFor(async () => {
      const row = await game(id);
      return row.status === 'finished' ? row : null;
    });
    expect(g.cancelled).toBe(1);
    expect(Number(g.finished_at)).toBeGreaterThanOrEqual(failing + lease.giveUpMs);
    expect(Number(g.current_round)).toBe(0);
    // Published once, by whichever process gave up (the other, unless a loaded machine let the owner get there first).
    const cancels = () => [...seenA.finished(id), ...seenB.finished(id)];
    await waitFor(async () => cancels().length > 0);
    const cancelEvents = cancels();
    expect(cancelEvents).toHaveLength(1);
    expect(cancelEvents[0].payload.cancelled).toBe(true);
    const shown = await detail(other, id);
    expect(shown).toMatchObject({ status: 'finished', cancelled: true });

    // Every stake came back once: the players' wallets are whole again, the bot bank and the pot net to zero.
    for (const userId of players) {
      const w = await db()
        .kysely.selectFrom('accounts')
        .select('balance')
        .where('id', '=', `user:${userId}:coin`)
        .executeTakeFirstOrThrow();
      expect(Number(w.balance)).toBe(cost);
    }
    const txs = await db()
      .kysely.selectFrom('ledger_transactions')
      .select(['id', 'kind'])
      .where('ref', '=', id)
      .execute();
    const count = (k: string) => txs.filter((t) => t.kind === k).length;
    expect(count('battle_join')).toBe(3);
    expect(count('battle_refund')).toBe(3);
    expect(count('battle_bot_fund')).toBe(1);
    expect(count('battle_bot_return')).toBe(1);
    const net = async (account: string) => {
      const rows = await db()
        .kysely.selectFrom('ledger_entries')
        .select('amount')
        .where('account_id', 'in', houseShards(account))
        .where(
          'tx_id',
          'in',
          txs.map((t) => t.id),
        )
        .execute();
      // Both accounts moved in this battle (fund and return, join and refund): an empty sum would prove nothing.
      expect(rows.length).toBeGreaterThan(0);
      return rows.reduce((s, r) => s + Number(r.amount), 0);
    };
    expect(await net(POT)).toBe(0);
    expect(await net(BOT_BANK)).toBe(0);
    expect(await balanceOf(db().kysely, BOT_BANK)).toBe(before);
    expect(
      await db().kysely.selectFrom('battle_awards').select('battle_id').where('battle_id', '=', id).execute(),
    ).toEqual([]);
    expect(await holderOf(db().kysely, battleLeaseKey(id))).toBeNull();

    // Another process asked to run it again changes nothing.
    other.battles.runner.kick(id);
    await waitFor(async () => other.battles.runner.active === 0);
    expect(
      await db().kysely.selectFrom('ledger_transactions').select('id').where('ref', '=', id).execute(),
    ).toHaveLength(txs.length);
    await expectLedgerBalanced();
  });
});
