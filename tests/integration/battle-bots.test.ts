import { describe, expect, it } from 'vitest';
import { BotScheduler } from '../../server/services/bots/scheduler';
import type { Clock } from '../../server/kernel/ports';
import type { BotStateEvent } from '../../src/protocol/ws-events';
import { MsgType } from '../../src/protocol/message-types';
import { ledgerProblems } from './catalog-helpers';
import {
  cheapCases,
  countRows,
  makeBattleApp,
  player,
  post,
  waitFor,
  type BattleJson,
} from './battle-helpers';
import { appForSuite, makeApp, testDatabases } from './helpers';

/** A clock the test moves by hand; timers are not used because the test calls tick() itself. */
function manualClock(start: number): Clock & { t: number } {
  return {
    t: start,
    now() {
      return this.t;
    },
    setTimeout: () => null,
    clearTimeout: () => undefined,
  };
}

/** A repeatable random source in [0, 1) (the Park-Miller generator) from a seed. */
function parkMiller(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(testDatabases)('lobby bot scheduler on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));

  const publicActive = () =>
    countRows(
      h.db.kysely
        .selectFrom('battles')
        .innerJoin('battle_games', 'battle_games.id', 'battles.id')
        .where('battles.status', '!=', 'finished')
        .where('battle_games.is_public', '=', 1),
    );

  it('fills an empty lobby, seats bots only after 5-20 s, leaves private battles alone, and the battles play out', async () => {
    const clock = manualClock(1_000_000);
    const random = parkMiller(99);
    const s = new BotScheduler(h.app.battles, { clock, random, log: silent });

    const [c] = await cheapCases(h.db, 1);
    const human = await player(h.db, c.price * 2);
    const mine = (
      await post(
        h.app,
        '/battle/create',
        { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2 },
        human.auth,
      )
    ).body.data as BattleJson;
    const hidden = (
      await post(
        h.app,
        '/battle/create',
        { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2, isPublic: false },
        human.auth,
      )
    ).body.data as BattleJson;

    // The seats' viewers hear of the bot: `thinking` with the slot and when, then `ready` once it sits.
    const botStates: BotStateEvent[] = [];
    const untap = h.app.tapBattleEvents((_channel, type, payload) => {
      const e = payload as BotStateEvent;
      if (type === MsgType.botState && e.battleID === mine.id) botStates.push(e);
    });
    const firstSighting = clock.t;
    for (let i = 0; i < 3; i++) await s.tick();
    expect(await publicActive()).toBeGreaterThanOrEqual(s.opts.minActive);
    expect(botStates).toEqual([
      { battleID: mine.id, slot: 2, userID: null, state: 'thinking', at: expect.any(Number) },
    ]);
    const planned = botStates[0].at!;
    expect(planned - firstSighting).toBeGreaterThanOrEqual(5_000);
    expect(planned - firstSighting).toBeLessThanOrEqual(20_000);
    const byBots = await h.db.kysely
      .selectFrom('battle_games')
      .innerJoin('users', 'users.id', 'battle_games.user_id')
      .select('users.is_bot')
      .where('battle_games.id', '!=', mine.id)
      .where('battle_games.id', '!=', hidden.id)
      .execute();
    expect(byBots.length).toBeGreaterThan(0);
    expect(byBots.every((b) => b.is_bot === 1)).toBe(true);

    // Nobody is seated before 5 s.
    clock.t += 4_999;
    await s.tick();
    const seats = async (id: string) =>
      (await h.db.kysely.selectFrom('battle_slots').select('slot').where('battle_id', '=', id).execute())
        .length;
    expect(await seats(mine.id)).toBe(1);
    // By 20 s (after the first sighting) a bot has taken the human's empty slot.
    for (let t = 0; t < 16; t++) {
      clock.t += 1_000;
      await s.tick();
    }
    expect(await seats(mine.id)).toBe(2);
    expect(await seats(hidden.id)).toBe(1);
    const bot = await h.db.kysely
      .selectFrom('battle_slots')
      .select('user_id')
      .where('battle_id', '=', mine.id)
      .where('slot', '=', 2)
      .executeTakeFirstOrThrow();
    expect(botStates.slice(1)).toEqual([{ battleID: mine.id, slot: 2, userID: bot.user_id, state: 'ready' }]);
    untap();
    // Keep ticking for a few simulated minutes: the lobby stays between the bounds and battles finish.
    for (let t = 0; t < 200; t++) {
      clock.t += 1_000;
      await s.tick();
      expect(await publicActive()).toBeLessThanOrEqual(s.opts.maxActive + 1);
    }
    await waitFor(async () => {
      const fin = await h.db.kysely
        .selectFrom('battles')
        .select('id')
        .where('status', '=', 'finished')
        .execute();
      return fin.length >= 3;
    });
    await s.stop();
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('starts with the app when config.bots is on and stops cleanly on close', async () => {
    const app = await makeApp(kind, { bots: true, battleTimeScale: 0.01 });
    // The scheduler's first tick creates a lobby battle; wait for it rather than for a fixed time (a loaded machine
    // delays the tick past any fixed sleep).
    const created = await waitFor(async () => {
      const rows = await app.db.kysely.selectFrom('battles').select('id').execute();
      return rows.length >= 1 ? rows : null;
    });
    expect(created.length).toBeGreaterThanOrEqual(1);
    await app.close();
  });
});

describe.each(testDatabases)('lobby bot scheduler shared by several processes on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));

  const botBattles = () =>
    countRows(
      h.db.kysely
        .selectFrom('battle_games')
        .innerJoin('users', 'users.id', 'battle_games.user_id')
        .where('users.is_bot', '=', 1),
    );

  it('only the lease holder fills the lobby; another process takes over when the holder stops renewing', async () => {
    const clock = manualClock(2_000_000);
    const random = parkMiller(7);
    const ttlMs = 10_000;
    const one = new BotScheduler(h.app.battles, {
      clock,
      random,
      log: silent,
      lease: { owner: 'proc-1', ttlMs },
    });
    const two = new BotScheduler(h.app.battles, {
      clock,
      random,
      log: silent,
      lease: { owner: 'proc-2', ttlMs },
    });

    await one.tick();
    const afterOne = await botBattles();
    expect(afterOne).toBe(1);
    // The second process ticks too, but the lobby is the holder's: nothing more is created.
    await two.tick();
    expect(await botBattles()).toBe(afterOne);

    // proc-1 dies (no more ticks); once its lease has run out, proc-2 carries on.
    clock.t += ttlMs + 1;
    await two.tick();
    expect(await botBattles()).toBe(afterOne + 1);
    await one.tick();
    expect(await botBattles()).toBe(afterOne + 1);
  });
});
