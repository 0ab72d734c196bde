// Pure parts of the battle screens: live events on an open battle, the arena show, lobby filters, quantities, the verifier.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roll, serverSeedHash, battleClientSeed } from '../../../src/domain/fairness';
import { MsgType } from '../../../src/protocol/message-types';
import { applyViewerEvent, applyBattleEvent } from '../../../src/api/battle-live';
import { buildBattleShow, showReroll } from '../../../src/arena/core/battle-show';
import { serverOffsetOf } from '../../../src/features/battles/battle-show';
import type { BattleDetail } from '../../../src/features/battles/battle-types';
import type { BattleItem, BattlePlayer } from '../../../src/protocol/battle';
import { setQuantity } from '../../../src/features/battles/BattleNewPage';
import { streamArenaBackground, streamBackground } from '../../../src/features/battles/BattleStreamPage';
import { verifyBattle } from '../../../src/features/fairness/verify-battle';
import { BATTLE_TIMING, roundStartAt } from '../../../src/domain/battle-timing';
import { battlePlayer, battleView, teamReroll } from '../lib/battle-fixtures';
import { DEMO_LABELS } from '../../bench/arena/lab/demo-data';

const SEED = 'b7f1c2a9d0e34f5a8c6b2e1d9f0a7c3e5b8d2f4a6c1e3b5d7f9a0c2e4b6d8f1a';
const item = (id: string, price: number, rank: number): BattleItem => ({
  id,
  name: id,
  weapon: id,
  finish: '',
  rarity: 'x',
  rarityRank: rank,
  price,
  image: `/i/${id}.svg`,
  base: id,
  pattern: '',
  exterior: '',
  stattrak: false,
});
const rows = [
  {
    item: item('low', 10, 6),
    chance: 50000,
    fixedPrice: 10,
    rangeMin: 1,
    rangeMax: 50000,
    chancePercent: 50,
  },
  {
    item: item('mid', 100, 4),
    chance: 40000,
    fixedPrice: 100,
    rangeMin: 50001,
    rangeMax: 90000,
    chancePercent: 40,
  },
  {
    item: item('high', 1000, 2),
    chance: 10000,
    fixedPrice: 1000,
    rangeMin: 90001,
    rangeMax: 100000,
    chancePercent: 10,
  },
];
const pick = (r: number) => rows.find((x) => r >= x.rangeMin && r <= x.rangeMax)!.item;

function user(slot: number, seed: string): BattlePlayer {
  const p = battlePlayer(slot, { clientSeed: seed, withBot: slot > 1 });
  return { ...p, user: { ...p.user, isBot: slot > 1 } };
}

function battle(): BattleDetail {
  return {
    ...battleView({
      fixedPrice: 200,
      cases: [
        { case: { id: 'c1', title: 'Case', image: '/c.svg', price: 200, odds: { rows } }, quantity: 2 },
      ],
      users: [user(1, 'alice'), user(2, 'bob')],
      totalRound: 2,
      nonce: 9,
      serverSeedHash: serverSeedHash(SEED),
      now: 1_000,
    }),
    clientAt: 900,
  };
}

// Plays the battle like the server: rolls per FAIRNESS.md, events in order.
function play(d: BattleDetail): void {
  const cs = battleClientSeed(['alice', 'bob']);
  applyBattleEvent(
    d,
    {
      type: MsgType.processing,
      payload: {
        battleID: 'b1',
        revision: 1,
        status: 'processing',
        clientSeed: cs,
        startedAt: 10_000,
        now: 8_500,
      },
    },
    8_400,
  );
  for (const r of [1, 2]) {
    const rolls = [1, 2].map((slot) => {
      const v = roll(SEED, cs, 9, `${r}:${slot}`);
      const it = pick(v);
      return { userID: `u${slot}`, slot, roll: v, itemID: it.id, price: it.price, round: r, item: it };
    });
    applyBattleEvent(
      d,
      {
        type: MsgType.playing,
        payload: {
          battleID: 'b1',
          revision: 1,
          currentRound: r,
          rolls,
          roundStartedAt: roundStartAt(10_000, r),
          now: roundStartAt(10_000, r) + 5,
        },
      },
      0,
    );
  }
}

describe('applyBattleEvent', () => {
  it('replaces players, sets processing, appends each round once and finishes', () => {
    const d = battle();
    applyBattleEvent(
      d,
      { type: MsgType.userLeft, payload: { battleID: 'b1', revision: 1, users: [d.users[0]] } },
      0,
    );
    expect(d.users.map((u) => u.slot)).toEqual([1]);
    applyBattleEvent(
      d,
      {
        type: MsgType.userJoined,
        payload: { battleID: 'b1', revision: 1, users: [user(1, 'alice'), user(2, 'bob')] },
      },
      0,
    );
    play(d);
    expect(d.status).toBe('playing');
    expect(d.currentRound).toBe(2);
    expect(d.users.map((u) => u.rolls.length)).toEqual([2, 2]);
    expect(d.roundStarts).toEqual({ 1: 10_000, 2: 10_000 + 6_200 });
    // The same round again changes nothing; another battle's event is ignored.
    applyBattleEvent(
      d,
      {
        type: MsgType.playing,
        payload: {
          battleID: 'b1',
          revision: 1,
          currentRound: 2,
          rolls: [{ userID: 'u1', slot: 1, roll: 1, price: 1, itemID: 'low', round: 2, item: rows[0].item }],
        },
      },
      0,
    );
    applyBattleEvent(
      d,
      { type: MsgType.processing, payload: { battleID: 'other', revision: 1, status: 'processing' } },
      0,
    );
    expect(d.users[0].rolls.length).toBe(2);
    const users = d.users.map((u) => ({
      ...u,
      isWinner: u.slot === 1,
      winAmount: u.slot === 1 ? 500 : 0,
      rolls: [],
    }));
    applyBattleEvent(
      d,
      {
        type: MsgType.finished,
        payload: { battleID: 'b1', revision: 1, users, reroll: null, currentRound: 2, serverSeed: SEED },
      },
      0,
    );
    expect(d.status).toBe('finished');
    expect(d.serverSeed).toBe(SEED);
    expect(d.users[0].rolls.length).toBe(2); // kept from the playing events
  });

  it('tracks viewers', () => {
    const v = { list: [], anonymous: 0, count: 0 };
    applyViewerEvent(v, {
      type: MsgType.viewerJoined,
      payload: { battleID: 'b1', viewer: { userID: 'v', nickname: 'V', avatar: '' }, viewerCount: 3 },
    });
    expect(v).toMatchObject({ count: 3, list: [{ userID: 'v' }] });
    applyViewerEvent(v, {
      type: MsgType.viewerLeft,
      payload: { battleID: 'b1', userID: 'v', viewerCount: 2 },
    });
    expect(v).toMatchObject({ count: 2, list: [] });
  });
});

describe('buildBattleShow', () => {
  it('keeps empty seats while waiting and places rounds on the server clock', () => {
    const d = battle();
    d.users = [d.users[0]];
    const waiting = buildBattleShow(d, DEMO_LABELS, 'Empty');
    expect(waiting.players.map((p) => p.name)).toEqual(['P1', 'Empty']);
    const live = battle();
    play(live);
    const show = buildBattleShow(live, DEMO_LABELS);
    expect(show.rounds.map((r) => r.startedAt)).toEqual([
      10_000,
      10_000 + BATTLE_TIMING.spinMs + BATTLE_TIMING.roundPauseMs,
    ]);
    expect(show.rounds[0].rolls.map((r) => r.slot)).toEqual([1, 2]);
    expect(show.items.map((i) => i.id)).toEqual(['low', 'mid', 'high']);
    expect(show.result).toBeNull();
    expect(serverOffsetOf(live)).toBe(live.now - live.clientAt);
  });

  it('gives a team its one reroll range', () => {
    const d = battle();
    d.users = [1, 2, 3, 4].map((s) => user(s, `s${s}`));
    d.reroll = teamReroll(70000, 'reroll');
    expect(showReroll(d)?.candidates).toEqual([
      { slots: [1, 2], rangeMin: 1, rangeMax: 50000 },
      { slots: [3, 4], rangeMin: 50001, rangeMax: 100000 },
    ]);
  });
});

describe('screen helpers', () => {
  it('caps quantities at 50 rounds in total and drops zeros', () => {
    expect(setQuantity({ a: 49 }, 'b', 5)).toEqual({ a: 49, b: 1 });
    expect(setQuantity({ a: 2 }, 'a', 0)).toEqual({});
  });

  it('reads the streamer background', () => {
    expect([
      streamBackground('transparent'),
      streamBackground('green'),
      streamBackground('ff00ff'),
      streamBackground('#abc'),
      streamBackground('red;x'),
    ]).toEqual(['transparent', '#00b140', '#ff00ff', '#abc', '#07090f']);
  });

  it('passes the key to the arena canvas, the theme backdrop without ?bg', () => {
    expect([
      streamArenaBackground(null),
      streamArenaBackground('transparent'),
      streamArenaBackground('green'),
      streamArenaBackground('123456'),
    ]).toEqual(['theme', 'transparent', '#00b140', '#123456']);
  });
});

describe('verifyBattle', () => {
  const hmac = async (key: string, msg: string) =>
    new Uint8Array(createHmac('sha256', key).update(msg).digest());

  function finished(): BattleDetail {
    const d = battle();
    play(d);
    const totals = d.users.map((u) => u.rolls.reduce((s, r) => s + r.price, 0));
    const win = totals[0] === totals[1] ? null : totals[0] > totals[1] ? 1 : 2;
    d.status = 'finished';
    d.serverSeed = SEED;
    d.users.forEach((u, i) => {
      u.rollAmount = totals[i];
      u.isWinner = u.slot === win;
      u.winAmount = u.slot === win ? totals[0] + totals[1] : 0;
    });
    return d;
  }

  it('confirms a fair battle and flags a changed roll', async () => {
    const d = finished();
    const proof = await verifyBattle(d, hmac);
    if (d.users.some((u) => u.isWinner)) expect(proof.allOk).toBe(true);
    expect(proof.hashOk && proof.clientSeedOk).toBe(true);
    expect(proof.rolls.every((r) => r.ok)).toBe(true);
    d.users[0].rolls[0].roll += 1;
    const bad = await verifyBattle(d, hmac);
    expect(bad.allOk).toBe(false);
    expect(bad.rolls[0].ok).toBe(false);
  });
});
