import { describe, expect, it } from 'vitest';
import { applyLobbyEvent, type LobbyEvent } from '../../../src/api/battle-live';
import { MsgType } from '../../../src/protocol/message-types';
import type { BattlePlayer, BattleView } from '../../../src/protocol/battle';
import { battleView } from './battle-fixtures';

const battle = (id: string, over: Partial<BattleView> = {}): BattleView =>
  battleView({ id, userID: 'owner', ...over });
const user = (userID: string, slot: number) => ({ userID, slot }) as BattlePlayer;

describe('lobby live events', () => {
  it('created adds public battles and the viewer’s own private ones, once', () => {
    let list = applyLobbyEvent([], { type: MsgType.battleCreated, payload: { battle: battle('a') } }, null);
    list = applyLobbyEvent(
      list,
      { type: MsgType.battleCreated, payload: { battle: battle('p', { isPublic: false }) } },
      'someone',
    );
    list = applyLobbyEvent(
      list,
      { type: MsgType.battleCreated, payload: { battle: battle('mine', { isPublic: false }) } },
      'owner',
    );
    list = applyLobbyEvent(list, { type: MsgType.battleCreated, payload: { battle: battle('a') } }, null);
    expect(list.map((b) => b.id)).toEqual(['mine', 'a']);
  });

  it('user joined/left replace the player list; processing sets the status; finished keeps it with its winners', () => {
    const start = [battle('a'), battle('b')];
    let list = applyLobbyEvent(
      start,
      { type: MsgType.userJoined, payload: { battleID: 'a', revision: 1, users: [user('u1', 1)] } },
      null,
    );
    expect(list[0].users).toEqual([user('u1', 1)]);
    expect(start[0].users).toEqual([]);
    list = applyLobbyEvent(
      list,
      { type: MsgType.userLeft, payload: { battleID: 'a', revision: 1, users: [] } },
      null,
    );
    expect(list[0].users).toEqual([]);
    list = applyLobbyEvent(
      list,
      { type: MsgType.processing, payload: { battleID: 'b', revision: 1, status: 'processing' } },
      null,
    );
    expect(list[1].status).toBe('processing');
    const winner = { ...user('u1', 1), isWinner: true, winAmount: 900, rolls: [{ round: 1 }], loots: [{}] };
    const fin = {
      battleID: 'a',
      revision: 1,
      users: [winner as unknown as BattlePlayer],
      reroll: null,
      currentRound: 1,
      serverSeed: 's',
    };
    list = applyLobbyEvent(list, { type: MsgType.finished, payload: fin }, null);
    expect(list.map((b) => [b.id, b.status])).toEqual([
      ['a', 'finished'],
      ['b', 'processing'],
    ]);
    expect(list[0].users).toEqual([{ ...winner, rolls: [], loots: [] }]);
    const cancelled = { ...fin, battleID: 'b', users: [], cancelled: true };
    list = applyLobbyEvent(list, { type: MsgType.finished, payload: cancelled }, null);
    expect(list.map((b) => b.id)).toEqual(['a']);
    expect(
      applyLobbyEvent(
        list,
        { type: MsgType.processing, payload: { battleID: 'zz', revision: 2, status: 'processing' } },
        null,
      ),
    ).toBe(list);
  });

  it('playing (lightened, no rolls) shows the battle live with its round, never going back', () => {
    const start = [battle('a', { status: 'processing', totalRound: 3 }), battle('b')];
    const playing = (battleID: string, currentRound: number): LobbyEvent => ({
      type: MsgType.playing,
      payload: { battleID, revision: 1, currentRound, rolls: [] },
    });
    let list = applyLobbyEvent(start, playing('a', 1), null);
    expect(list[0]).toMatchObject({ status: 'playing', currentRound: 1 });
    expect(start[0].status).toBe('processing');
    list = applyLobbyEvent(list, playing('a', 2), null);
    expect(list[0].currentRound).toBe(2);
    expect(applyLobbyEvent(list, playing('a', 1), null)).toBe(list);
    expect(applyLobbyEvent(list, playing('zz', 1), null)).toBe(list);
  });

  it('processing in version 2 records filledAt and the beacon round, startedAt staying null until it is sealed', () => {
    const chain = 'c'.repeat(64);
    const waiting = { chain, round: 77, randomness: null, signature: null };
    let list = applyLobbyEvent(
      [battle('a')],
      {
        type: MsgType.processing,
        payload: {
          battleID: 'a',
          revision: 1,
          status: 'processing',
          startedAt: null,
          filledAt: 1_000,
          beacon: waiting,
        },
      },
      null,
    );
    expect(list[0]).toMatchObject({
      status: 'processing',
      startedAt: null,
      filledAt: 1_000,
      beacon: waiting,
    });
    const sealed = { ...waiting, randomness: 'ab'.repeat(32), signature: 'cd'.repeat(48) };
    list = applyLobbyEvent(
      list,
      {
        type: MsgType.processing,
        payload: {
          battleID: 'a',
          revision: 1,
          status: 'processing',
          startedAt: 4_000,
          clientSeed: 'cs',
          beacon: sealed,
        },
      },
      null,
    );
    expect(list[0]).toMatchObject({ startedAt: 4_000, clientSeed: 'cs', filledAt: 1_000, beacon: sealed });
  });
});
