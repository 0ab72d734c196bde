/**
 * Live ops on the contests and settings (server/services/liveops): a race ended early settles once through the races'
 * own settlement however many ends race it and the scheduler never pays it again; a giveaway ended early closes its
 * entries and is drawn once by two schedulers; the lobby bots' switch and pace stored in the database take effect in a
 * running app without a restart; stock moves by a guarded delta.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roundTimeMs } from '../../src/domain/beacon';
import { BotScheduler } from '../../server/services/bots/scheduler';
import { joinGiveaway } from '../../server/services/events/giveaways';
import { recordWager } from '../../server/services/events/wagers';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';
import type { LiveopsAuditEntry } from '../../server/services/liveops/audit-hook';
import {
  createGiveaway,
  createRace,
  endGiveawayEarly,
  endRaceEarly,
  setRacePrizes,
} from '../../server/services/liveops/contests';
import { adjustStock, feastOverview } from '../../server/services/liveops/market';
import { botSettings, setBotSettings } from '../../server/services/liveops/settings';
import { AppError } from '../../server/errors';
import { ledgerProblems } from './catalog-helpers';
import { makeContestApp, recordingScheduler, wager } from './contest-helpers';
import { appForSuite, createSignedInUser, testDatabases } from './helpers';
import { cheapCases, countRows, player, post, waitFor } from './battle-helpers';

const recorder = () => {
  const entries: LiveopsAuditEntry[] = [];
  return { entries, hook: async (_trx: unknown, e: LiveopsAuditEntry) => void entries.push(e) };
};
const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? 'ok' : r.reason instanceof AppError ? r.reason.code : String(r.reason);

describe.each(testDatabases)('live ops on contests and settings on $name', (kind) => {
  const h = appForSuite(() => makeContestApp(kind));
  const HOUR = 3_600_000;

  it('a race ended early settles once (20 ends at once), through the races settlement; the scheduler adds nothing', async () => {
    const now = Date.now();
    const audit = recorder();
    const id = await createRace(
      h.db,
      { kind: 'daily', startsAt: now - HOUR, endsAt: now + HOUR, minWager: 100, prizes: [1000, 400] },
      now,
      audit.hook,
    );
    const [a, b] = await Promise.all(['a', 'b'].map((n) => createSignedInUser(h.db, n)));
    // Enough play that 40% of its edge covers each prize (ECONOMY.md rule 3).
    await wager(h.app, a.userId, 25_000, now - 60_000);
    await wager(h.app, b.userId, 12_500, now - 50_000);
    await setRacePrizes(h.db, id, [1000, 500], 'sponsor raised second place', now, audit.hook);

    const endAt = Date.now();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => endRaceEarly(h.db, id, 'event closed early', endAt, audit.hook)),
    );
    expect(results.map(codeOf).filter((c) => c === 'ok')).toHaveLength(1);
    expect(results.map(codeOf).filter((c) => c !== 'ok')).toEqual(Array(19).fill('race_settled'));
    const paid = results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<
      { userId: string; place: number; coins: number }[]
    >;
    expect(paid.value.map((p) => [p.userId, p.place, p.coins])).toEqual([
      [a.userId, 1, 1000],
      [b.userId, 2, 500],
    ]);
    expect(await balanceOf(h.db.kysely, userAccount(a.userId, 'coin'))).toBe(1000);
    expect(await balanceOf(h.db.kysely, userAccount(b.userId, 'coin'))).toBe(500);
    const race = await h.db.kysely
      .selectFrom('races')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(race.ends_at)).toBe(endAt);
    expect(race.settled_at).not.toBeNull();

    // The scheduler of any process, later: nothing more is paid.
    const { scheduler } = recordingScheduler(h.app);
    await scheduler.tick(endAt + 10_000);
    const prizes = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select('idem_key')
      .where('idem_key', 'like', `race-prize:${id}:%`)
      .execute();
    expect(prizes).toHaveLength(2);
    expect(audit.entries.map((e) => e.action)).toEqual([
      'liveops.race.create',
      'liveops.race.prizes',
      'liveops.race.end',
    ]);
    // A settled race's prizes cannot change; a missing race is 404.
    await expect(setRacePrizes(h.db, id, [1], 'late', endAt, audit.hook)).rejects.toMatchObject({
      code: 'race_settled',
    });
    await expect(endRaceEarly(h.db, 'race-nope', 'x', endAt, audit.hook)).rejects.toMatchObject({
      code: 'race_not_found',
    });
    await expect(endRaceEarly(h.db, id, ' ', endAt, audit.hook)).rejects.toMatchObject({
      code: 'reason_required',
    });
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('a giveaway ended early refuses new entries and is drawn once by two schedulers', async () => {
    const now = Date.now();
    const audit = recorder();
    const items = await h.db.kysely.selectFrom('items').select('id').orderBy('price').limit(2).execute();
    const id = await createGiveaway(
      h.db,
      h.app.beacon.chain,
      { kind: 'hourly', endsAt: now + HOUR, itemIDs: items.map((i) => i.id) },
      now,
      audit.hook,
    );
    const users = await Promise.all(['g1', 'g2', 'g3'].map((n) => createSignedInUser(h.db, n)));
    for (const u of users) {
      await h.db.kysely.updateTable('users').set({ level: 5 }).where('id', '=', u.userId).execute();
      await h.db.kysely.transaction().execute((trx) =>
        recordWager(trx, {
          key: `wager:test:${randomUUID()}`,
          userId: u.userId,
          isBot: false,
          amount: 1000,
          now,
        }),
      );
      await joinGiveaway(h.db, u.userId, id, now + 1);
    }
    const endAt = Date.now() + 5;
    const ends = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        endGiveawayEarly(h.db, h.app.beacon.chain, id, 'sponsor ended', endAt, audit.hook),
      ),
    );
    expect(ends.map(codeOf).filter((c) => c === 'ok')).toHaveLength(1);
    expect(ends.map(codeOf).filter((c) => c !== 'ok')).toEqual(Array(9).fill('giveaway_closed'));
    const late = await createSignedInUser(h.db, 'late');
    await h.db.kysely.updateTable('users').set({ level: 5 }).where('id', '=', late.userId).execute();
    await expect(joinGiveaway(h.db, late.userId, id, endAt + 1)).rejects.toMatchObject({
      code: 'giveaway_closed',
    });

    const row = await h.db.kysely
      .selectFrom('giveaways')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.ends_at)).toBe(endAt);
    const publishAt = roundTimeMs(h.app.beacon.chain, Number(row.beacon_round));
    expect(publishAt).toBeGreaterThan(endAt);
    await waitFor(async () => Date.now() > publishAt + 50);
    const one = recordingScheduler(h.app);
    const two = recordingScheduler(h.app);
    const t = Date.now();
    await Promise.all([one.scheduler.tick(t), two.scheduler.tick(t)]);
    await one.scheduler.tick(t + 1000);
    const drawn = await h.db.kysely
      .selectFrom('giveaways')
      .select('drawn_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(drawn.drawn_at).not.toBeNull();
    const winners = await h.db.kysely
      .selectFrom('giveaway_winners')
      .selectAll()
      .where('giveaway_id', '=', id)
      .execute();
    expect(winners).toHaveLength(2);
    expect(new Set(winners.map((w) => w.user_id)).size).toBe(2);
    const loot = await h.db.kysely
      .selectFrom('loot')
      .select(['user_id', 'source'])
      .where(
        'id',
        'in',
        winners.map((w) => w.loot_id),
      )
      .execute();
    expect(loot.map((l) => l.source)).toEqual(['giveaway', 'giveaway']);
    expect(audit.entries.map((e) => e.action)).toEqual(['liveops.giveaway.create', 'liveops.giveaway.end']);
  });

  it('the bots switch and pace stored by staff take effect in the running app, without a restart', async () => {
    const defaults = { enabled: false, pace: 100 };
    const audit = recorder();
    const botBattles = () =>
      countRows(
        h.db.kysely
          .selectFrom('battle_games')
          .innerJoin('users', 'users.id', 'battle_games.user_id')
          .where('users.is_bot', '=', 1),
      );
    // The test app starts with BOTS=0: its scheduler ticks but creates nothing.
    expect(await botSettings(h.db.kysely, defaults)).toMatchObject({ enabled: false, stored: false });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await botBattles()).toBe(0);

    await setBotSettings(
      h.db,
      { enabled: true, pace: 100 },
      defaults,
      { userId: 'staff', reason: '' },
      Date.now(),
      audit.hook,
    );
    await waitFor(async () => (await botBattles()) > 0, 10_000);
    await setBotSettings(
      h.db,
      { enabled: false, pace: 100 },
      defaults,
      { userId: 'staff', reason: 'quiet' },
      Date.now(),
      audit.hook,
    );
    await new Promise((r) => setTimeout(r, 1200));
    const frozen = await botBattles();
    await new Promise((r) => setTimeout(r, 2500));
    expect(await botBattles()).toBe(frozen);
    expect(audit.entries.map((e) => [e.action, e.after])).toEqual([
      ['liveops.bots.update', { enabled: true, pace: 100 }],
      ['liveops.bots.update', { enabled: false, pace: 100 }],
    ]);
    await expect(
      setBotSettings(
        h.db,
        { enabled: true, pace: 1000 },
        defaults,
        { userId: 'staff', reason: '' },
        Date.now(),
        audit.hook,
      ),
    ).rejects.toMatchObject({ code: 'bad_pace' });

    // Pace: twice the pace, half the wait before a bot takes a slot (a scheduler of its own, on a hand clock, that
    // only seats bots) in a waiting public battle of a player.
    const [c] = await cheapCases(h.db, 1);
    const human = await player(h.db, c.price, 'human');
    const created = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2, mode: 'default' },
      human.auth,
    );
    expect(created.status).toBe(200);
    const battleId = created.body.data!.id;
    const waits: number[] = [];
    const off = h.app.events.on('BotThinking', (e) => {
      if (e.battleId === battleId) waits.push(e.at);
    });
    const clock = {
      t: Date.now(),
      now: () => clock.t,
      setTimeout: () => null,
      clearTimeout: () => undefined,
    };
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const s = new BotScheduler(
      h.app.battles,
      { clock, random: () => 0.5, log: silent, defaults },
      { minActive: 0, maxActive: 0 },
    );
    const planned = async (pace: number) => {
      await setBotSettings(
        h.db,
        { enabled: true, pace },
        defaults,
        { userId: 'staff', reason: '' },
        Date.now(),
        audit.hook,
      );
      waits.length = 0;
      await s.tick();
      return waits.map((at) => at - clock.t);
    };
    try {
      // 5-20 s at pace 100 (0.5 of the way: 12.5 s), half of it at pace 200, four times it at 25.
      expect(await planned(100)).toEqual([12_500]);
      expect(await planned(200)).toEqual([6250]);
      expect(await planned(25)).toEqual([50_000]);
    } finally {
      off();
      await setBotSettings(
        h.db,
        { enabled: false, pace: 100 },
        defaults,
        { userId: 'staff', reason: '' },
        Date.now(),
        audit.hook,
      );
      await s.stop();
    }
  }, 40_000);

  it('stock moves by a delta, never below zero, audited', async () => {
    const audit = recorder();
    const { offers } = await feastOverview(h.db, Date.now());
    expect(offers.length).toBeGreaterThan(0);
    const o = offers[0];
    expect(await adjustStock(h.db, o.id, 10, 'restock', Date.now(), audit.hook)).toEqual({
      stock: o.stock + 10,
      stockTotal: o.stockTotal + 10,
    });
    await expect(
      adjustStock(h.db, o.id, -(o.stock + 11), 'too many', Date.now(), audit.hook),
    ).rejects.toMatchObject({
      code: 'stock_negative',
    });
    await expect(adjustStock(h.db, 'nope', 1, 'x', Date.now(), audit.hook)).rejects.toMatchObject({
      code: 'offer_not_found',
    });
    await expect(adjustStock(h.db, o.id, 1, '', Date.now(), audit.hook)).rejects.toMatchObject({
      code: 'reason_required',
    });
    expect(audit.entries).toHaveLength(1);
  });
});
