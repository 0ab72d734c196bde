/**
 * Issue 26, attack 1: wagers count when they are played. A waiting stake earns nothing (no XP, level, level-up
 * points, daily cases, level missions, rakeback, race or feast credit) and leaving refunds exactly it; a played
 * battle grants each human stake its XP once in its settlement; a battle still waiting after the TTL is cancelled and
 * refunded once, whichever processes expire it and after a restart; a player sits in at most `cap` waiting battles.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/database';
import { grantXp } from '../../server/services/progression/xp';
import { ensureRace } from '../../server/services/events/races';
import { wagered7d } from '../../server/services/events/giveaways';
import type { BattleDeps } from '../../server/services/battles/ports';
import type { Clock } from '../../server/kernel/ports';
import { BattleService } from '../../server/services/battles/service';
import { settleBattle } from '../../server/services/battles/settle';
import { stakeXpKey } from '../../server/services/battles/seats';
import { findGame } from '../../server/services/battles/store';
import { unitOfWork } from '../../server/kernel/unit-of-work';
import { RACE_KINDS } from '../../src/domain/races';
import { MsgType } from '../../src/protocol/message-types';
import { levelReward, xpFor } from '../../src/domain/levels';
import { rakebackAvailable } from '../../src/domain/rakeback';
import { FAST, fixedCase, get, player, post, waitFinished, type BattleJson } from './battle-helpers';
import { coins, ledgerProblems } from './catalog-helpers';
import { appForSuite, makeApp, postAtOnce, testConfig, testDatabases } from './helpers';
import { xpOf, points } from './progression-helpers';

const TTL = 86_400_000;
const CAP = 3;

/** Everything a stake could have earned the player, as the player sees it through the API and the boards. */
async function earnings(
  app: FastifyInstance,
  db: Db,
  u: { userId: string; auth: { authorization: string } },
) {
  const daily = await get(app, '/daily/list', u.auth);
  const missions = await get(app, '/mission/list', u.auth);
  const mList = (missions.body.data as { list: { id: string; progress: number; claimable: boolean }[] }).list;
  const rakeback = (missions.body.data as { rakeback: { wageredSinceClaim: number; available: number } })
    .rakeback;
  const races = await db.kysely
    .selectFrom('race_entries')
    .select(['race_id', 'wagered'])
    .where('user_id', '=', u.userId)
    .orderBy('race_id')
    .execute();
  const feast = await db.kysely
    .selectFrom('feast_progress')
    .selectAll()
    .where('user_id', '=', u.userId)
    .execute();
  // What the giveaways' wager gate (wagered in the last 7 days) reads.
  const wagered = await wagered7d(db.kysely, u.userId, Date.now());
  return {
    ...(await xpOf(db, u.userId)),
    wagered,
    points: await points(db, u.userId),
    unlockedDaily: (daily.body.data as { list: { unlocked: boolean }[] }).list.filter((d) => d.unlocked)
      .length,
    levelMissions: mList.filter((m) => m.id.startsWith('level-')).map((m) => [m.id, m.progress, m.claimable]),
    rakeback: [rakeback.wageredSinceClaim, rakeback.available],
    races: races.map((r) => Number(r.wagered)),
    feast: feast.length,
  };
}

/** A clock standing at `at` whose timers never fire (the test drives the scan by hand). */
const clockAt = (at: () => number): Clock => ({
  now: at,
  setTimeout: () => null,
  clearTimeout: () => undefined,
});

describe.each(testDatabases)('wagers count when they are played on $name', (kind) => {
  const h = appForSuite(async () => {
    const base = testConfig();
    const wide = { max: 1_000_000, perMs: 60_000 };
    return makeApp(kind, {
      battleTimeScale: FAST,
      battleWaiting: { ttlMs: TTL, cap: CAP },
      contests: { ...base.contests, scheduler: false },
      rateLimits: { ...base.rateLimits, open: wide, read: wide },
    });
  });
  const create = (auth: { authorization: string }, caseID: string, isPublic = false, players = 2) =>
    post(
      h.app,
      '/battle/create',
      { cases: [{ caseID, quantity: 1 }], type: 'single', players, mode: 'default', isPublic },
      auth,
    );
  const racesNow = async () => {
    const now = Date.now();
    for (const k of RACE_KINDS) await ensureRace(h.db.kysely, k, h.app.contests.raceLengths[k], now);
  };
  /**
   * A second battle service over the same database, as another process would run, at the given clock. It shares the
   * app's event bus (deps.bus), so the app's projection publishes its events (h.app.tapBattleEvents sees them).
   */
  const otherProcess = (at: () => number) => {
    const deps: BattleDeps = { ...h.app.battles.deps, clock: clockAt(at) };
    return new BattleService(deps);
  };

  it('park and leave: a private battle worth level 10 earns nothing while it waits, and leaving refunds exactly it', async () => {
    await racesNow();
    const stake = xpFor(10);
    const caseId = await fixedCase(h.db, 100, stake);
    const u = await player(h.db, stake * CAP, 'parker');
    const before = await earnings(h.app, h.db, u);
    expect(before).toMatchObject({ xp: 0, level: 1, points: 0 });

    const ids: string[] = [];
    for (let i = 0; i < CAP; i++) {
      const r = await create(u.auth, caseId);
      expect(r.status).toBe(200);
      ids.push((r.body.data as BattleJson).id);
    }
    expect(await coins(h.db, u.userId)).toBe(0);
    // Parked: nothing moved (before the fix the first stake alone made the player level 10).
    expect(await earnings(h.app, h.db, u)).toEqual(before);
    expect(await get(h.app, '/daily/list', u.auth)).toMatchObject({ status: 200 });
    const open = await post(h.app, '/mission/claim', { missionID: 'level-10' }, u.auth);
    expect(open.body.error?.code).toBe('mission_incomplete');

    for (const id of ids)
      expect((await post(h.app, '/battle/leave', { battleID: id, slot: 1 }, u.auth)).status).toBe(200);
    expect(await coins(h.db, u.userId)).toBe(stake * CAP);
    expect(await earnings(h.app, h.db, u)).toEqual(before);
    const xpRows = await h.db.kysely
      .selectFrom('xp_events')
      .select('key')
      .where('user_id', '=', u.userId)
      .execute();
    expect(xpRows).toEqual([]);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('a played battle grants XP, level, rakeback and race credit once; a second settle adds nothing; bots get none', async () => {
    await racesNow();
    const stake = xpFor(3) + 7;
    const caseId = await fixedCase(h.db, 100, stake);
    const u = await player(h.db, stake, 'played');
    const created = await create(u.auth, caseId, true);
    expect(created.status).toBe(200);
    const id = (created.body.data as BattleJson).id;
    expect(await xpOf(h.db, u.userId)).toEqual({ xp: 0, level: 1 });
    expect((await post(h.app, '/battle/bot', { battleID: id, slot: 2 }, u.auth)).status).toBe(200);
    const b = await waitFinished(h.app, id);
    expect(b.cancelled).toBe(false);
    const bot = b.users.find((x) => x.user.isBot)!;

    const played = await earnings(h.app, h.db, u);
    expect(played).toMatchObject({
      xp: stake,
      wagered: stake,
      level: 3,
      points: levelReward(2) + levelReward(3),
      rakeback: [stake, rakebackAvailable(stake, 0)],
      races: RACE_KINDS.map(() => stake),
    });
    expect(await xpOf(h.db, bot.userID)).toEqual({ xp: 0, level: 1 });
    expect(
      await h.db.kysely.selectFrom('xp_events').select('key').where('user_id', '=', bot.userID).execute(),
    ).toEqual([]);

    // The settlement again (a retry, another process): refused by its guard, nothing more is granted.
    const g = (await findGame(h.db.kysely, id))!;
    expect(await unitOfWork(h.db, (trx) => settleBattle(trx, { ...g }, Date.now(), h.db.dialect))).toBe(
      false,
    );
    // The stake's XP key is taken: granting it again (a settle that got past its guard) adds nothing.
    const slot = await h.db.kysely
      .selectFrom('battle_slots')
      .select('join_tx_id')
      .where('battle_id', '=', id)
      .where('user_id', '=', u.userId)
      .executeTakeFirstOrThrow();
    const again = await unitOfWork(h.db, (trx) =>
      grantXp(trx, { userId: u.userId, amount: stake, key: stakeXpKey(slot.join_tx_id), now: Date.now() }),
    );
    expect(again).toBeNull();
    expect(await earnings(h.app, h.db, u)).toEqual(played);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('a battle joined before this change (XP granted at join) is granted once when played and revoked once when left', async () => {
    const stake = xpFor(2);
    const caseId = await fixedCase(h.db, 100, stake);
    const legacyJoin = async (id: string, userId: string) => {
      const s = await h.db.kysely
        .selectFrom('battle_slots')
        .select('join_tx_id')
        .where('battle_id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // What the join did before XP moved to settlement.
      await unitOfWork(h.db, (trx) =>
        grantXp(trx, { userId, amount: stake, key: stakeXpKey(s.join_tx_id), now: Date.now() }),
      );
    };
    const a = await player(h.db, stake, 'legacy-played');
    const b1 = (await create(a.auth, caseId, true)).body.data as BattleJson;
    await legacyJoin(b1.id, a.userId);
    expect(await xpOf(h.db, a.userId)).toEqual({ xp: stake, level: 2 });
    expect((await post(h.app, '/battle/bot', { battleID: b1.id, slot: 2 }, a.auth)).status).toBe(200);
    await waitFinished(h.app, b1.id);
    expect(await xpOf(h.db, a.userId)).toEqual({ xp: stake, level: 2 });
    expect(await points(h.db, a.userId)).toBe(levelReward(2));

    const c = await player(h.db, stake, 'legacy-left');
    const b2 = (await create(c.auth, caseId)).body.data as BattleJson;
    await legacyJoin(b2.id, c.userId);
    expect((await post(h.app, '/battle/leave', { battleID: b2.id, slot: 1 }, c.auth)).status).toBe(200);
    expect(await xpOf(h.db, c.userId)).toEqual({ xp: 0, level: 1 });
    expect(await coins(h.db, c.userId)).toBe(stake);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('a battle waiting longer than the TTL is cancelled and refunded once, by two processes at once and after a restart', async () => {
    const caseId = await fixedCase(h.db, 100, 250);
    const creator = await player(h.db, 250, 'expire-creator');
    const joiner = await player(h.db, 250, 'expire-joiner');
    const id = ((await create(creator.auth, caseId, true, 4)).body.data as BattleJson).id;
    expect((await post(h.app, '/battle/join', { battleID: id, slot: 2 }, joiner.auth)).status).toBe(200);
    expect((await post(h.app, '/battle/bot', { battleID: id, slot: 3 }, creator.auth)).status).toBe(200);
    const createdAt = Date.now();

    // Not yet due: nothing happens.
    const early = otherProcess(() => createdAt + TTL - 60_000);
    expect(await early.runner.expireWaiting()).toEqual([]);
    await early.close();
    expect((await h.app.battles.view(id, null)).status).toBe('waiting');

    const events: number[][] = [];
    const untap = h.app.tapBattleEvents((_channel, type) => events.push([type]));
    const p1 = otherProcess(() => createdAt + TTL + 1000);
    const p2 = otherProcess(() => createdAt + TTL + 1000);
    const [r1, r2] = await Promise.all([p1.runner.expireWaiting(), p2.runner.expireWaiting()]);
    expect([...r1, ...r2]).toEqual([id]);
    await p1.close();
    await p2.close();
    const v = await h.app.battles.view(id, null);
    expect(v).toMatchObject({ status: 'finished', cancelled: true });
    await new Promise((r) => setTimeout(r, 50));
    untap();
    expect(events.filter(([t]) => t === MsgType.finished)).toHaveLength(1);
    expect(await coins(h.db, creator.userId)).toBe(250);
    expect(await coins(h.db, joiner.userId)).toBe(250);
    const refunds = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select('idem_key')
      .where('ref', '=', id)
      .where('kind', 'in', ['battle_refund', 'battle_bot_return'])
      .execute();
    expect(refunds).toHaveLength(4); // three seats, and the bot's stake back into the bot bank

    // A restart: a process that starts after the TTL expires what waited meanwhile, and nothing twice.
    const late = await player(h.db, 250, 'expire-restart');
    const id2 = ((await create(late.auth, caseId)).body.data as BattleJson).id;
    const restarted = otherProcess(() => Date.now() + TTL + 1000);
    await restarted.start();
    expect((await h.app.battles.view(id2, late.userId)).status).toBe('finished');
    expect(await restarted.runner.expireWaiting()).toEqual([]);
    await restarted.close();
    expect(await coins(h.db, late.userId)).toBe(250);
    expect(await coins(h.db, creator.userId)).toBe(250);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it(`a player waits in at most ${CAP} battles: the next create or join is 409 battle_waiting_cap`, async () => {
    const caseId = await fixedCase(h.db, 100, 100);
    const u = await player(h.db, 10_000, 'capped');
    for (let i = 0; i < CAP; i++) expect((await create(u.auth, caseId)).status).toBe(200);
    const fourth = await create(u.auth, caseId);
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toMatchObject({ code: 'battle_waiting_cap' });
    const other = await player(h.db, 200, 'host');
    const three = ((await create(other.auth, caseId, true, 3)).body.data as BattleJson).id;
    const join = await post(h.app, '/battle/join', { battleID: three, slot: 2 }, u.auth);
    expect(join.status).toBe(409);
    expect(join.body.error?.code).toBe('battle_waiting_cap');
    // A seat that fills a battle starts it, so it parks nothing and is allowed.
    const two = ((await create(other.auth, caseId, true, 2)).body.data as BattleJson).id;
    expect((await post(h.app, '/battle/join', { battleID: two, slot: 2 }, u.auth)).status).toBe(200);
    expect(await coins(h.db, u.userId)).toBe(10_000 - (CAP + 1) * 100);
  });

  it('10 parallel creates leave at most the cap waiting and the balance exact', async () => {
    const caseId = await fixedCase(h.db, 100, 100);
    const u = await player(h.db, 10_000, 'parallel');
    const answers = await postAtOnce(h.app, 10, '/api/v1/battle/create', u.auth, {
      cases: [{ caseID: caseId, quantity: 1 }],
      type: 'single',
      players: 2,
      mode: 'default',
      isPublic: false,
    });
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(CAP);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().error.code).toBe('battle_waiting_cap');
    }
    const waiting = await h.db.kysely
      .selectFrom('battle_slots')
      .innerJoin('battles', 'battles.id', 'battle_slots.battle_id')
      .select('battles.id')
      .where('battle_slots.user_id', '=', u.userId)
      .where('battles.status', '=', 'waiting')
      .execute();
    expect(waiting).toHaveLength(CAP);
    expect(await coins(h.db, u.userId)).toBe(10_000 - CAP * 100);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
