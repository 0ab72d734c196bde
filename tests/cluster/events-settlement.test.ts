/**
 * Races and giveaways settle exactly once across processes (issue 13): built server processes on one PostgreSQL and
 * one Redis, with windows of a few seconds. Two processes run side by side and every race and giveaway settles once,
 * each paying what its board says; then a process is killed with SIGKILL inside a settlement's transaction (a
 * test-only pause, EVENT_SETTLE_PAUSE_MS, holds it there before it pays), another process settles that race, the
 * killed one restarts, and nothing is paid twice or lost: ledger rows per prize key, result rows and balances add up.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { budgetOf, gameOfKey, MILLI } from '../../src/domain/economy';
import { windowAt } from '../../src/domain/event-windows';
import { GIVEAWAY_RULES } from '../../src/domain/giveaways';
import { xpFor } from '../../src/domain/levels';
import { RACE_MIN_WAGER, rankEntries } from '../../src/domain/races';
import type { Giveaway } from '../../src/protocol/contests';
import { ledgerProblems } from '../integration/catalog-helpers';
import { player } from '../integration/battle-helpers';
import { clusterAvailable, Cluster, startCluster, waitFor, type ClusterProcess } from './harness';

/** The daily race and the hourly giveaway last 8 s here, the weekly race and the daily giveaway 16 s. */
const SHORT = 8000;
const ENV = {
  RACE_DAILY_MS: String(SHORT),
  RACE_WEEKLY_MS: String(2 * SHORT),
  GIVEAWAY_HOURLY_MS: String(SHORT),
  GIVEAWAY_DAILY_MS: String(2 * SHORT),
  GIVEAWAY_WEEKLY_MS: String(4 * SHORT),
  EVENT_TICK_MS: '200',
  BATTLE_LEASE_MS: '1000',
  BEACON_LOCAL_PERIOD_MS: '200',
};

type Auth = { authorization: string };

async function call(p: ClusterProcess, url: string, auth: Auth, body?: unknown) {
  const res = await fetch(`${p.url}/api/v1${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
}

/**
 * Waits (polling the clock) until a fresh short window has just begun, so what follows falls inside one window;
 * With a longer giveaway window it also wants a window that ends before the giveaway's (its race then settles first).
 */
const freshWindow = (giveawayMs = SHORT) =>
  waitFor(
    'a fresh window',
    () => {
      const w = windowAt(SHORT, Date.now());
      return (
        Date.now() - w.startsAt < 1500 &&
        (giveawayMs === SHORT || w.endsAt < windowAt(giveawayMs, Date.now()).endsAt)
      );
    },
    4 * giveawayMs,
  );

/** 40% of the edge on `userId`'s played wagers in the race's window, in whole cents (the most a place pays). */
function windowCap(
  wagers: readonly { key: string; user_id: string; amount: number; created_at: number }[],
  userId: string,
  race: { starts_at: number; ends_at: number },
): number {
  const mine = wagers.filter(
    (w) =>
      w.user_id === userId &&
      Number(w.created_at) >= Number(race.starts_at) &&
      Number(w.created_at) < Number(race.ends_at),
  );
  return Math.floor(mine.reduce((s, w) => s + budgetOf(gameOfKey(w.key), Number(w.amount)), 0) / MILLI);
}

/** Every check that a settlement happened once and paid what its board says, over the whole database. */
async function expectSettledOnce(cluster: Cluster, funded: Map<string, number>): Promise<void> {
  const db = cluster.db.kysely;
  const wagers = await db.selectFrom('wagers').selectAll().where('is_bot', '=', 0).execute();
  for (const race of await db.selectFrom('races').selectAll().where('settled_at', 'is not', null).execute()) {
    const entries = await db.selectFrom('race_entries').selectAll().where('race_id', '=', race.id).execute();
    const expected = rankEntries(
      entries.map((e) => ({
        userId: e.user_id,
        isBot: e.is_bot === 1,
        wagered: Number(e.wagered),
        reachedAt: Number(e.reached_at),
      })),
      JSON.parse(race.prizes_json) as number[],
      Number(race.min_wager),
    )
      // ECONOMY.md rule 3: a place pays at most 40% of the edge on what its winner played in the race's window.
      .map((e) => ({ ...e, prize: Math.min(e.prize, windowCap(wagers, e.userId, race)) }))
      .filter((e) => e.prize > 0);
    const results = await db
      .selectFrom('race_results')
      .selectAll()
      .where('race_id', '=', race.id)
      .orderBy('place')
      .execute();
    expect(results.map((r) => [r.place, r.user_id, Number(r.coins)])).toEqual(
      expected.map((e) => [e.place, e.userId, e.prize]),
    );
    const paid = await db
      .selectFrom('ledger_transactions')
      .select('idem_key')
      .where('idem_key', 'like', `race-prize:${race.id}:%`)
      .execute();
    expect(paid.map((p) => p.idem_key).sort()).toEqual(
      expected.map((e) => `race-prize:${race.id}:${e.place}`).sort(),
    );
  }
  for (const g of await db.selectFrom('giveaways').select('id').where('drawn_at', 'is not', null).execute()) {
    const winners = await db
      .selectFrom('giveaway_winners')
      .select('loot_id')
      .where('giveaway_id', '=', g.id)
      .execute();
    const loot = await db
      .selectFrom('loot')
      .select('id')
      .where('source_ref', '=', g.id)
      .where('source', '=', 'giveaway')
      .execute();
    expect(loot.map((l) => l.id).sort()).toEqual(winners.map((w) => w.loot_id).sort());
  }
  // Each player's coins: funded, minus every wager, plus every race prize.
  for (const [userId, cents] of funded) {
    const bal = await db
      .selectFrom('accounts')
      .select('balance')
      .where('id', '=', `user:${userId}:coin`)
      .executeTakeFirstOrThrow();
    const wagered = await db.selectFrom('wagers').select('amount').where('user_id', '=', userId).execute();
    const won = await db.selectFrom('race_results').select('coins').where('user_id', '=', userId).execute();
    const sum = (xs: { amount?: number; coins?: number }[]) =>
      xs.reduce((s, x) => s + Number(x.amount ?? x.coins ?? 0), 0);
    expect(Number(bal.balance)).toBe(cents - sum(wagered) + sum(won));
  }
  expect(await ledgerProblems(cluster.db)).toEqual([]);
}

/** The cheapest case that can be bought for at least a daily race's minimum wager (so one opening takes a place). */
async function paidCase(cluster: Cluster) {
  const c = await cluster.db.kysely
    .selectFrom('cases')
    .select(['id', 'price'])
    .where('active', '=', 1)
    .where('type', '!=', 'daily')
    .where('price', '>=', RACE_MIN_WAGER.daily)
    .orderBy('price')
    .executeTakeFirstOrThrow();
  return { id: c.id, price: Number(c.price) };
}

/**
 * Opens `count` cases on `p` (at least as many as the hourly giveaway's level and 7-day wager gates ask) and enters
 * the running hourly giveaway there.
 */
async function wagerAndEnter(
  p: ClusterProcess,
  auth: Auth,
  c: { id: string; price: number },
  count: number,
): Promise<string> {
  const { minLevel, minWager7d } = GIVEAWAY_RULES.hourly;
  const gate = Math.ceil(Math.max(xpFor(minLevel), minWager7d) / c.price);
  const caseId = c.id;
  for (let i = 0; i < Math.max(count, gate); i++)
    expect((await call(p, '/case/open', auth, { caseID: caseId, count: 1 })).status).toBe(200);
  const list = (await call(p, '/event/giveaway/list', auth)).body.data!.list as Giveaway[];
  const hourly = list.find((g) => g.kind === 'hourly' && g.status === 'open')!;
  expect((await call(p, '/event/giveaway/join', auth, { giveawayID: hourly.id })).status).toBe(200);
  return hourly.id;
}

const settled = (cluster: Cluster, id: string) =>
  cluster.db.kysely
    .selectFrom('races')
    .select('settled_at')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => r?.settled_at != null);
const drawn = (cluster: Cluster, id: string) =>
  cluster.db.kysely
    .selectFrom('giveaways')
    .select('drawn_at')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => r?.drawn_at != null);
const racesOf = (cluster: Cluster, userId: string) =>
  cluster.db.kysely
    .selectFrom('race_entries')
    .select('race_id')
    .where('user_id', '=', userId)
    .execute()
    .then((r) => r.map((x) => x.race_id));

describe.skipIf(!clusterAvailable)('races and giveaways settle once across processes', () => {
  const clusters: Cluster[] = [];
  afterAll(async () => {
    for (const c of clusters) await c.stop();
  });

  it('two processes: every race and giveaway settles once and pays what its board says', async () => {
    const cluster = await startCluster(2, { env: ENV });
    clusters.push(cluster);
    const [a, b] = cluster.processes;
    const c = await paidCase(cluster);
    const funded = new Map<string, number>();
    const players = [];
    for (const name of ['p1', 'p2', 'p3']) {
      const u = await player(cluster.db, c.price * 20, name);
      funded.set(u.userId, c.price * 20);
      players.push(u);
    }
    await freshWindow();
    const g1 = await wagerAndEnter(a, players[0].auth, c, Math.ceil(RACE_MIN_WAGER.weekly / c.price));
    const g2 = await wagerAndEnter(b, players[1].auth, c, 2);
    expect(g2).toBe(g1);
    expect((await call(a, '/case/open', players[2].auth, { caseID: c.id, count: 1 })).status).toBe(200);

    const races = [...new Set((await Promise.all(players.map((p) => racesOf(cluster, p.userId)))).flat())];
    expect(races.length).toBeGreaterThanOrEqual(2);
    await waitFor(
      'every race and the giveaway to settle',
      async () =>
        (await Promise.all([...races.map((r) => settled(cluster, r)), drawn(cluster, g1)])).every(Boolean),
      60_000,
    );
    // Another tick or two of both processes changes nothing.
    const before = await cluster.db.kysely.selectFrom('ledger_transactions').select('id').execute();
    await waitFor(
      'a later daily race to settle',
      async () => {
        const later = await cluster.db.kysely
          .selectFrom('races')
          .select('id')
          .where('settled_at', 'is not', null)
          .where('ends_at', '>', Date.now() - SHORT)
          .execute();
        return later.length > 0;
      },
      30_000,
    );
    const after = await cluster.db.kysely.selectFrom('ledger_transactions').select('id').execute();
    expect(after.length).toBe(before.length);
    const winners = await cluster.db.kysely
      .selectFrom('giveaway_winners')
      .select('user_id')
      .where('giveaway_id', '=', g1)
      .execute();
    expect(winners).toHaveLength(1);
    expect([players[0].userId, players[1].userId]).toContain(winners[0].user_id);
    await expectSettledOnce(cluster, funded);
  }, 120_000);

  it('kill -9 inside a settlement: another process settles it, the restarted one pays nothing twice', async () => {
    // The hourly giveaway lasts three races here, so the race the player wagered in settles (and pauses) first.
    const cluster = new Cluster({ env: { ...ENV, GIVEAWAY_HOURLY_MS: String(3 * SHORT) } });
    clusters.push(cluster);
    await cluster.init();
    const a = await cluster.start('a', { EVENT_SETTLE_PAUSE_MS: '120000' });
    const c = await paidCase(cluster);
    const u = await player(cluster.db, c.price * 20, 'winner');
    const funded = new Map([[u.userId, c.price * 20]]);
    await freshWindow(3 * SHORT);
    const giveawayId = await wagerAndEnter(a, u.auth, c, Math.ceil(RACE_MIN_WAGER.weekly / c.price));
    const [daily] = (await racesOf(cluster, u.userId)).filter((id) => id.startsWith('race-daily-'));

    // A settles one of the player's races (daily, or weekly when both end together) and stops inside its
    // transaction, before paying.
    const pausedOn = () =>
      a
        .output()
        .split('\n')
        .filter((l) => l.includes('contest settlement paused (race)'))
        .map((l) => (JSON.parse(l) as { raceId: string }).raceId)[0];
    await waitFor('A to pause inside a settlement', () => pausedOn() !== undefined, 30_000);
    const paused = pausedOn()!;
    expect(await racesOf(cluster, u.userId)).toContain(paused);
    expect(await settled(cluster, paused)).toBe(false);
    const b = await cluster.start('b');
    await a.kill('SIGKILL');

    // B takes the lease over and settles the race; the player's other race and the giveaway follow.
    await waitFor('B to settle the race', () => settled(cluster, paused), 30_000);
    const a2 = await cluster.start('a2');
    const [weekly] = (await racesOf(cluster, u.userId)).filter((id) => id.startsWith('race-weekly-'));
    await waitFor(
      'the weekly race and the giveaway to settle',
      async () => (await settled(cluster, weekly)) && (await drawn(cluster, giveawayId)),
      60_000,
    );
    const paid = await cluster.db.kysely
      .selectFrom('race_results')
      .selectAll()
      .where('user_id', '=', u.userId)
      .execute();
    expect(paid.map((p) => p.race_id).sort()).toEqual([daily, weekly].sort());
    const won = await cluster.db.kysely
      .selectFrom('giveaway_winners')
      .select('user_id')
      .where('giveaway_id', '=', giveawayId)
      .execute();
    expect(won.map((w) => w.user_id)).toEqual([u.userId]);
    expect(b.output()).not.toContain('contest settlement paused');
    expect(a2.output()).not.toContain('contest settlement paused');
    await expectSettledOnce(cluster, funded);
  }, 180_000);
});
