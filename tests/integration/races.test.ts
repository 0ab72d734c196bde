/**
 * Wager races (issue 13) on SQLite and PostgreSQL: board order with ties (earlier reached first), bots on the board
 * without places, the minimum wager, settlement exactly once under concurrent calls and by the scheduler, the prize
 * events and live board, history with its cursor, and a real case opening moving the running board.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS, WEEK_MS } from '../../src/domain/event-windows';
import { RACE_MIN_WAGER, RACE_PRIZES, raceAt } from '../../src/domain/races';
import { MsgType } from '../../src/protocol/message-types';
import type { Race, RaceStanding } from '../../src/protocol/contests';
import { ensureRace, settleRace } from '../../server/services/events/races';
import { raceView } from '../../server/services/events/race-board';
import { ensureBots } from '../../server/services/bots/bots';
import { coins, ledgerProblems } from './catalog-helpers';
import { makeContestApp, recordingScheduler, wager } from './contest-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';

describe.each(testDatabases)('wager races on $name', (kind) => {
  const h = appForSuite(() => makeContestApp(kind));
  /** The daily race of `daysAgo` days ago (each test takes its own day). */
  const pastDay = (daysAgo: number) => raceAt('daily', DAY_MS, Date.now() - daysAgo * DAY_MS);
  const raceRow = (id: string) =>
    h.db.kysely.selectFrom('races').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const prizeRows = (raceId: string) =>
    h.db.kysely
      .selectFrom('ledger_transactions')
      .select(['idem_key', 'user_id'])
      .where('idem_key', 'like', `race-prize:${raceId}:%`)
      .orderBy('idem_key')
      .execute();

  it('orders by wagered, ties by who reached it first; bots listed without places; the minimum takes a place', async () => {
    const race = pastDay(10);
    const t = race.startsAt + 1000;
    const [a, b, c, d] = await Promise.all(['a', 'b', 'c', 'd'].map((n) => createSignedInUser(h.db, n)));
    const [bot] = await ensureBots(h.db, t);
    await wager(h.app, b.userId, 300, t + 1);
    await wager(h.app, a.userId, 500, t + 2);
    await wager(h.app, b.userId, 200, t + 3); // b reaches 500 after a did
    await wager(h.app, c.userId, 400, t + 4);
    await wager(h.app, bot.id, 2000, t + 5, true);
    await wager(h.app, d.userId, RACE_MIN_WAGER.daily - 1, t + 6);

    const view = await raceView(h.db.kysely, await raceRow(race.id));
    const rows = view.standings.map((s) => [s.player.userID, s.rank, s.place, s.wagered, s.prize]);
    const p = RACE_PRIZES.daily;
    expect(rows).toEqual([
      [bot.id, 1, null, 2000, 0],
      [a.userId, 2, 1, 500, p[0]],
      [b.userId, 3, 2, 500, p[1]],
      [c.userId, 4, 3, 400, p[2]],
      [d.userId, 5, null, RACE_MIN_WAGER.daily - 1, 0],
    ]);
    expect(view.standings[0].player.isBot).toBe(true);
    expect(view.standings[2].reachedAt).toBe(t + 3);
    expect(view).toMatchObject({ kind: 'daily', settled: false, minWager: RACE_MIN_WAGER.daily });
    expect(view.prizes).toEqual(p.map((coinsWon, i) => ({ place: i + 1, coins: coinsWon })));
  });

  it('settles once under concurrent calls, pays players only, and takes no wager after', async () => {
    const race = pastDay(20);
    const t = race.startsAt + 1000;
    const [a, b] = await Promise.all(['a', 'b'].map((n) => createSignedInUser(h.db, n)));
    const [bot] = await ensureBots(h.db, t);
    // Enough play that 40% of its edge covers each place's prize (ECONOMY.md rule 3).
    await wager(h.app, a.userId, 25_000, t);
    await wager(h.app, b.userId, 12_500, t + 1);
    await wager(h.app, bot.id, 50_000, t + 2, true);
    const botCoins = await coins(h.db, bot.id);
    // Not before the end.
    expect(await settleRace(h.db, race.id, race.endsAt - 1)).toBe(null);

    const results = await Promise.all(
      Array.from({ length: 6 }, () => settleRace(h.db, race.id, race.endsAt + 5)),
    );
    const paid = results.filter((r) => r !== null);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.map((x) => [x.userId, x.place, x.coins])).toEqual([
      [a.userId, 1, RACE_PRIZES.daily[0]],
      [b.userId, 2, RACE_PRIZES.daily[1]],
    ]);
    expect(await coins(h.db, a.userId)).toBe(RACE_PRIZES.daily[0]);
    expect(await coins(h.db, b.userId)).toBe(RACE_PRIZES.daily[1]);
    expect(await coins(h.db, bot.id)).toBe(botCoins);
    expect((await prizeRows(race.id)).map((r) => r.idem_key)).toEqual([
      `race-prize:${race.id}:1`,
      `race-prize:${race.id}:2`,
    ]);
    expect(await ledgerProblems(h.db)).toEqual([]);

    // A late wager (stamped inside the window) no longer moves a settled race.
    await wager(h.app, b.userId, 10_000, t + 10);
    const after = await raceView(h.db.kysely, await raceRow(race.id));
    expect(after.standings.find((s) => s.player.userID === b.userId)?.wagered).toBe(12_500);
    expect(after).toMatchObject({ settled: true, settledAt: race.endsAt + 5 });
    expect(await settleRace(h.db, race.id, race.endsAt + 10_000)).toBe(null);
  });

  it('a place pays at most 40% of the edge on what its player played in the window (ECONOMY.md rule 3)', async () => {
    const race = pastDay(21);
    const t = race.startsAt + 1000;
    const a = await createSignedInUser(h.db, 'small');
    // $7 played on cases: 10% edge, 40% of it is 28 cents, far below the $10 first prize.
    await wager(h.app, a.userId, 700, t);
    const paid = await settleRace(h.db, race.id, race.endsAt + 5);
    expect(paid?.map((x) => [x.userId, x.place, x.coins])).toEqual([[a.userId, 1, 28]]);
    expect(await coins(h.db, a.userId)).toBe(28);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('the scheduler settles after the grace, tells the winners, and publishes a board only when it moved', async () => {
    // The last day of a past week (24-30 days ago), so the weekly race ends with this daily one whatever today is.
    const week = raceAt('weekly', WEEK_MS, Date.now() - 30 * DAY_MS);
    const race = raceAt('daily', DAY_MS, week.endsAt - 1);
    expect(race.endsAt).toBe(week.endsAt);
    const t = race.startsAt + 1000;
    const a = await createSignedInUser(h.db, 'a');
    await wager(h.app, a.userId, 25_000, t);
    const { scheduler, events } = recordingScheduler(h.app);
    // During the window: the board is published once, and not again while nothing moves.
    await scheduler.tick(t + 10);
    await scheduler.tick(t + 20);
    const boards = (id: string) =>
      events.filter((e) => e.type === MsgType.raceBoard && (e.payload as { race: Race }).race.id === id);
    expect(boards(race.id)).toHaveLength(1);
    expect(events.every((e) => e.type !== MsgType.racePrize)).toBe(true);
    await wager(h.app, a.userId, 10, t + 30);
    await scheduler.tick(t + 40);
    expect(boards(race.id)).toHaveLength(2);
    expect((boards(race.id)[1].payload as { race: Race }).race.standings[0].wagered).toBe(25_010);
    expect(events.every((e) => e.channel === 'leaderboard' || e.channel === 'giveaway')).toBe(true);

    // At the end, within the grace: not yet. After it: settled once, the winner told on their own channel.
    await scheduler.tick(race.endsAt + 1);
    expect((await raceRow(race.id)).settled_at).toBe(null);
    await scheduler.tick(race.endsAt + 60_000);
    await scheduler.tick(race.endsAt + 61_000);
    // The weekly race of that week ended too and paid its own prize: each exactly once.
    const allPrizes = events.filter((e) => e.type === MsgType.racePrize);
    const prizes = allPrizes.filter((e) => (e.payload as { raceID: string }).raceID === race.id);
    expect(prizes).toEqual([
      {
        channel: `user:${a.userId}`,
        type: MsgType.racePrize,
        payload: { raceID: race.id, kind: 'daily', place: 1, coins: RACE_PRIZES.daily[0] },
      },
    ]);
    expect(allPrizes.map((e) => (e.payload as { kind: string }).kind).sort()).toEqual(['daily', 'weekly']);
    const told = allPrizes.reduce((s, e) => s + (e.payload as { coins: number }).coins, 0);
    expect(await coins(h.db, a.userId)).toBe(told);
    const last = boards(race.id).at(-1)!.payload as { race: Race };
    expect(last.race).toMatchObject({ settled: true });
    expect(last.race.standings[0]).toMatchObject({ place: 1, prize: RACE_PRIZES.daily[0] });
  });

  it('history lists settled races newest first, by kind, page by page; hostile queries get 4xx', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const race = pastDay(40 + i);
      await ensureRace(h.db.kysely, 'daily', h.app.contests.raceLengths.daily, race.startsAt);
      await settleRace(h.db, race.id, race.endsAt + 1);
      ids.push(race.id);
    }
    const page = async (q: string) => {
      const res = await h.app.inject({ url: `/api/v1/event/race/history${q}` });
      expect(res.statusCode).toBe(200);
      return res.json().data as { list: Race[]; cursor: string | null };
    };
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const p: { list: Race[]; cursor: string | null } = await page(
        `?kind=daily${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...p.list.map((r) => r.id));
      for (const r of p.list) expect(r).toMatchObject({ kind: 'daily', settled: true });
      cursor = p.cursor;
    } while (cursor);
    const mine = seen.filter((id) => ids.includes(id));
    expect(mine).toEqual(ids); // 40 days ago first (newest), then older
    const ends = seen.map((id) => Number(id.split('-').at(-1)));
    expect([...ends].sort((x, y) => y - x)).toEqual(ends);
    expect((await page('?kind=weekly')).list.every((r) => r.kind === 'weekly')).toBe(true);
    expect((await page('?cursor=bm90LWEtY3Vyc29y')).list.length).toBeGreaterThan(0);

    for (const q of [
      '?kind=monthly',
      '?cursor=%00%27',
      `?cursor=${'a'.repeat(300)}`,
      '?extra=1',
      '?kind[]=daily',
    ]) {
      const res = await h.app.inject({ url: `/api/v1/event/race/history${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toEqual(expect.any(String));
    }
    const extra = await h.app.inject({ url: '/api/v1/event/race/current?x=1' });
    expect([extra.statusCode, extra.json().error.code]).toEqual([400, 'bad_request']);
  });

  it('a real case opening moves the running board, and the player sees their standing', async () => {
    const u = await createSignedInUser(h.db, 'opener');
    await fund(h.db, u.userId, 100_000);
    const price = (await h.app.inject({ url: '/api/v1/case/detail?caseID=redline-rush' })).json().data.case
      .price;
    // The scheduler has made the running races (this app's is driven by hand).
    await recordingScheduler(h.app).scheduler.tick();
    const opened = await h.app.inject({
      method: 'POST',
      url: '/api/v1/case/open',
      headers: u.auth,
      payload: { caseID: 'redline-rush', count: 2 },
    });
    expect(opened.statusCode).toBe(200);
    const res = await h.app.inject({ url: '/api/v1/event/race/current', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { races: Race[]; me: Record<string, RaceStanding | null>; now: number };
    expect(data.races.map((r) => r.kind)).toEqual(['daily', 'weekly']);
    for (const r of data.races) {
      const mine = r.standings.find((s) => s.player.userID === u.userId);
      expect(mine?.wagered).toBe(price * 2);
      expect(data.me[r.id]).toMatchObject({ wagered: price * 2, player: { userID: u.userId, isBot: false } });
      expect(r.endsAt).toBeGreaterThan(data.now);
    }
    // Signed out: the same boards, no standing.
    const anon = (await h.app.inject({ url: '/api/v1/event/race/current' })).json().data;
    expect(anon.me).toEqual({});
  });
});
