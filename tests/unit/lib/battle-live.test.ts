// Version-2 battle events: filled and waiting for the beacon round, then sealed by it, then finished.
import { describe, expect, it } from 'vitest';
import { applyBattleEvent, type BattleDetail } from '../../../src/api/battle-live';
import { MsgType } from '../../../src/protocol/message-types';
import type { BattleBeacon } from '../../../src/protocol/types';
import { battlePlayer, battleView } from './battle-fixtures';

const CHAIN = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
const WAITING: BattleBeacon = { chain: CHAIN, round: 1234, randomness: null, signature: null };
const SEALED: BattleBeacon = {
  chain: CHAIN,
  round: 1234,
  randomness: 'ab'.repeat(32),
  signature: 'cd'.repeat(48),
};

const detail = (): BattleDetail => ({
  ...battleView({ users: [battlePlayer(1), battlePlayer(2)], now: 1_000 }),
  clientAt: 1_000,
});

describe('applyBattleEvent, version 2', () => {
  it('keeps startedAt null while waiting for the round, then takes the sealed round, seed and start', () => {
    const d = detail();
    applyBattleEvent(
      d,
      {
        type: MsgType.processing,
        payload: {
          battleID: 'b1',
          revision: 1,
          status: 'processing',
          startedAt: null,
          filledAt: 5_000,
          beacon: WAITING,
        },
      },
      5_001,
    );
    expect(d).toMatchObject({
      status: 'processing',
      startedAt: null,
      filledAt: 5_000,
      beacon: WAITING,
      fairness: 2,
    });
    expect(d.clientSeed).toBe('');

    applyBattleEvent(
      d,
      {
        type: MsgType.processing,
        payload: {
          battleID: 'b1',
          revision: 1,
          status: 'processing',
          clientSeed: 'cs2',
          startedAt: 9_000,
          beacon: SEALED,
        },
      },
      8_000,
    );
    expect(d).toMatchObject({ startedAt: 9_000, clientSeed: 'cs2', filledAt: 5_000, beacon: SEALED });
  });

  it('a late "waiting" copy of the same round never erases a known randomness', () => {
    const d = {
      ...detail(),
      status: 'processing' as const,
      filledAt: 5_000,
      beacon: SEALED,
      startedAt: 9_000,
    };
    applyBattleEvent(
      d,
      {
        type: MsgType.processing,
        payload: { battleID: 'b1', revision: 1, status: 'processing', beacon: WAITING },
      },
      0,
    );
    expect(d.beacon).toEqual(SEALED);
    expect(d.startedAt).toBe(9_000);
  });

  it('finished carries the version, filledAt and the beacon (a cancelled battle whose round never came too)', () => {
    const d = detail();
    applyBattleEvent(
      d,
      {
        type: MsgType.finished,
        payload: {
          battleID: 'b1',
          revision: 1,
          users: d.users,
          reroll: null,
          currentRound: 0,
          serverSeed: 's',
          cancelled: true,
          fairness: 2,
          filledAt: 5_000,
          beacon: WAITING,
        },
      },
      0,
    );
    expect(d).toMatchObject({
      status: 'finished',
      cancelled: true,
      fairness: 2,
      filledAt: 5_000,
      beacon: WAITING,
    });
  });

  it('a version-1 finish without the new fields leaves them as they were', () => {
    const d = { ...detail(), fairness: 1 as const };
    applyBattleEvent(
      d,
      {
        type: MsgType.finished,
        payload: {
          battleID: 'b1',
          revision: 1,
          users: d.users,
          reroll: null,
          currentRound: 1,
          serverSeed: 's',
        },
      },
      0,
    );
    expect(d).toMatchObject({ fairness: 1, filledAt: null, beacon: null });
  });
});
