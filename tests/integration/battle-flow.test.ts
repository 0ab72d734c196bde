import { beforeAll, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import type { Payloads } from '../../src/protocol/ws-events';
import type { BeaconInfoAnswer } from '../../src/protocol/beacon';
import { roundTimeMs, verifyRound } from '../../src/domain/beacon';
import { coins, ledgerProblems } from './catalog-helpers';
import {
  cheapCases,
  fixedCase,
  makeBattleApp,
  player,
  post,
  verifyBattle,
  waitFinished,
  waitFor,
  type BattleJson,
} from './battle-helpers';
import { appForSuite, testDatabases } from './helpers';

type Flow = [
  string,
  { type: 'single' | 'team'; players: number; mode: 'default' | 'crazy' | 'sharing' },
  'humans' | 'bots',
];

const FLOWS: Flow[] = [
  ['1v1 default', { type: 'single', players: 2, mode: 'default' }, 'humans'],
  ['1v1v1 crazy', { type: 'single', players: 3, mode: 'crazy' }, 'humans'],
  ['1v1v1v1 sharing', { type: 'single', players: 4, mode: 'sharing' }, 'humans'],
  ['1v1v1v1 default with bots', { type: 'single', players: 4, mode: 'default' }, 'bots'],
  ['2v2 default', { type: 'team', players: 4, mode: 'default' }, 'humans'],
  ['2v2 crazy with bots', { type: 'team', players: 4, mode: 'crazy' }, 'bots'],
  ['2v2 sharing', { type: 'team', players: 4, mode: 'sharing' }, 'humans'],
  ['1v1 sharing with a bot', { type: 'single', players: 2, mode: 'sharing' }, 'bots'],
];

describe.each(testDatabases)('battle flows on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));
  let cases: { id: string; price: number }[];
  const events: { channel: string; type: number; payload: unknown }[] = [];
  beforeAll(async () => {
    h.app.tapBattleEvents((channel, type, payload) => events.push({ channel, type, payload }));
    cases = await cheapCases(h.db, 2);
  });

  it.each(FLOWS)(
    '%s: plays, settles exactly once and verifies from the revealed seeds',
    async (_name, shape, fill) => {
      const cost = cases[0].price * 2 + cases[1].price;
      const creator = await player(h.db, cost + 7);
      const created = await post(
        h.app,
        '/battle/create',
        {
          cases: [
            { caseID: cases[0].id, quantity: 2 },
            { caseID: cases[1].id, quantity: 1 },
          ],
          ...shape,
          isPublic: true,
        },
        creator.auth,
      );
      expect(created.status).toBe(200);
      const b = created.body.data as BattleJson;
      expect(b).toMatchObject({
        status: 'waiting',
        fixedPrice: cost,
        totalRound: 3,
        currentRound: 0,
        serverSeed: null,
        clientSeed: '',
      });
      expect(b.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(b.nonce).toBeGreaterThan(0);
      expect(await coins(h.db, creator.userId)).toBe(7);

      const others: Awaited<ReturnType<typeof player>>[] = [];
      for (let slot = 2; slot <= b.players; slot++) {
        if (fill === 'bots') {
          const r = await post(h.app, '/battle/bot', { battleID: b.id, slot }, creator.auth);
          expect(r.status).toBe(200);
        } else {
          const p = await player(h.db, cost);
          others.push(p);
          const r = await post(h.app, '/battle/join', { battleID: b.id, slot }, p.auth);
          expect(r.status).toBe(200);
          expect(await coins(h.db, p.userId)).toBe(0);
        }
      }
      const done = await waitFinished(h.app, b.id);
      verifyBattle(done);
      expect(done.currentRound).toBe(3);
      if (fill === 'bots')
        expect(done.users.filter((u) => u.user.isBot && u.withBot)).toHaveLength(b.players - 1);

      // Exactly the loot the answer shows, once; coin only in sharing mode.
      const loot = await h.db.kysely.selectFrom('loot').selectAll().where('source_ref', '=', b.id).execute();
      // Bots play with the house's money: their winnings go back to the house (no loot entry, no coin kept).
      const shown = done.users
        .filter((u) => !u.user.isBot)
        .flatMap((u) => u.loots.map((l) => ({ id: l.id, userID: u.userID })));
      for (const u of done.users.filter((x) => x.user.isBot))
        expect(u.loots.every((l) => l.id === '')).toBe(true);
      expect(loot.map((l) => l.id).sort()).toEqual(shown.map((s) => s.id).sort());
      for (const l of loot)
        expect(l).toMatchObject({
          status: 'pending',
          source: 'battle',
          user_id: shown.find((s) => s.id === l.id)!.userID,
        });
      const creatorUser = done.users.find((u) => u.userID === creator.userId)!;
      const creatorLoot = creatorUser.loots.reduce((a, l) => a + l.item.price, 0);
      expect(await coins(h.db, creator.userId)).toBe(7 + (creatorUser.winAmount - creatorLoot));
      if (shape.mode !== 'sharing') expect(creatorUser.winAmount).toBe(creatorLoot);
      for (const bot of done.users.filter((u) => u.user.isBot)) expect(await coins(h.db, bot.userID)).toBe(0);
      expect(await ledgerProblems(h.db)).toEqual([]);

      // The finished event follows the commit that the detail already shows.
      await waitFor(async () =>
        events.some((e) => e.channel === `battle:${b.id}` && e.type === MsgType.finished),
      );
      const mine = events.filter((e) => e.channel === `battle:${b.id}`);
      const types = mine.map((e) => e.type);
      // Version 2: 90016 at the fill (the beacon round, no randomness yet, no start), then once the round is verified.
      const processing = mine
        .filter((e) => e.type === MsgType.processing)
        .map((e) => e.payload as Payloads[typeof MsgType.processing]);
      expect(processing).toHaveLength(2);
      expect(processing[0]).toMatchObject({ startedAt: null, filledAt: done.filledAt });
      expect(processing[0].beacon).toMatchObject({
        round: done.beacon!.round,
        randomness: null,
        signature: null,
      });
      expect(processing[1]).toMatchObject({
        startedAt: done.startedAt,
        clientSeed: done.clientSeed,
        beacon: done.beacon,
      });
      expect(
        mine
          .filter((e) => e.type === MsgType.playing)
          .map((e) => (e.payload as { currentRound: number }).currentRound),
      ).toEqual([1, 2, 3]);
      expect(types.filter((t) => t === MsgType.finished)).toHaveLength(1);
      expect(types.indexOf(MsgType.processing)).toBeLessThan(types.indexOf(MsgType.playing));
      const playing = mine.find((e) => e.type === MsgType.playing)!.payload as {
        rolls: { userID: string; itemID: string; price: number }[];
        roundStartedAt: number;
      };
      expect(playing.roundStartedAt).toBe(done.startedAt);
      expect(playing.rolls).toHaveLength(b.players);
      const fin = mine.find((e) => e.type === MsgType.finished)!.payload as {
        serverSeed: string;
        users: unknown[];
      };
      // The round was published strictly after the fill, and it verifies under the site's chain.
      const info = (await h.app.inject({ url: '/api/v1/beacon/info' })).json<{ data: BeaconInfoAnswer }>()
        .data;
      expect(done.beacon!.chain).toBe(info.chain);
      expect(roundTimeMs(info, done.beacon!.round)).toBeGreaterThan(done.filledAt!);
      expect(roundTimeMs(info, done.beacon!.round - 1)).toBeLessThanOrEqual(done.filledAt!);
      const { randomness, signature } = done.beacon!;
      expect(
        verifyRound(info, { round: done.beacon!.round, randomness, signature }, done.beacon!.round),
      ).toBe('ok');
      expect(fin.serverSeed).toBe(done.serverSeed);
      expect(fin).toMatchObject({ fairness: 2, filledAt: done.filledAt, beacon: done.beacon });
      expect(fin.users).toHaveLength(b.players);
    },
  );

  it.each([
    ['default', 'single', 3],
    ['crazy', 'single', 2],
    ['default', 'team', 4],
  ] as const)('a forced tie in %s %s is broken by the seeded reroll', async (mode, type, players) => {
    const caseId = await fixedCase(h.db, 100, 120);
    const creator = await player(h.db, 240);
    const created = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: caseId, quantity: 2 }], type, players, mode },
      creator.auth,
    );
    expect(created.status).toBe(200);
    const id = (created.body.data as BattleJson).id;
    for (let slot = 2; slot <= players; slot++)
      expect((await post(h.app, '/battle/bot', { battleID: id, slot }, creator.auth)).status).toBe(200);
    const done = await waitFinished(h.app, id);
    expect(done.reroll).not.toBeNull();
    expect(done.reroll!.rollID).toBe('reroll');
    expect(done.reroll!.users).toHaveLength(players);
    verifyBattle(done);
    const winners = done.users.filter((u) => u.isWinner);
    expect(winners).toHaveLength(type === 'team' ? 2 : 1);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
