/** Wire-shaped battles for the client tests: one waiting 1v1 battle that each test overrides where it matters. */
import type { BattlePlayer, BattleView } from '../../../src/protocol/battle';
import type { Battle, Reroll } from '../../../src/protocol/types';

const BASE: Omit<Battle, 'users'> = {
  id: 'b1',
  isPublic: true,
  userID: 'u1',
  status: 'waiting',
  type: 'single',
  mode: 'default',
  fixedPrice: 0,
  cases: [],
  currentRound: 0,
  totalRound: 1,
  teams: 2,
  createdAt: 0,
  templateID: null,
  reroll: null,
  clientSeed: '',
  ticket: '',
  serverSeed: null,
  nonce: 0,
  startedAt: null,
};

/** A battle as the list and the lobby events send it (protocol `Battle`). */
export const battleSummary = (over: Partial<Battle> = {}): Battle => ({ ...BASE, users: [], ...over });

/** A battle as the detail endpoint and the battle events send it (protocol `BattleView`). */
export const battleView = (over: Partial<BattleView> = {}): BattleView => ({
  ...BASE,
  users: [],
  revision: 0,
  serverSeedHash: '',
  players: 2,
  cancelled: false,
  roundStartedAt: null,
  finishedAt: null,
  now: 0,
  // Version 1 unless a test says otherwise: it has no beacon round to fill in.
  fairness: 1,
  filledAt: null,
  beacon: null,
  ...over,
});

/** A human player in a slot, named P{slot}, with no rolls yet. */
export const battlePlayer = (slot: number, over: Partial<BattlePlayer> = {}): BattlePlayer => ({
  userID: `u${slot}`,
  slot,
  user: { nickname: `P${slot}`, avatar: '', level: { lv: 1 }, isBot: false, isVerified: false },
  isWinner: false,
  winAmount: 0,
  rollAmount: 0,
  rolls: [],
  loots: [],
  clientSeed: `s${slot}`,
  withBot: false,
  ...over,
});

/** A 2v2 tie-break: u1 and u2 (CT) hold 1..50000, u3 and u4 (T) hold 50001..100000. */
export const teamReroll = (roll: number, rollID: string): Reroll => ({
  roll,
  rollID,
  users: [
    { userID: 'u1', rangeMin: 1, rangeMax: 50000 },
    { userID: 'u2', rangeMin: 1, rangeMax: 50000 },
    { userID: 'u3', rangeMin: 50001, rangeMax: 100000 },
    { userID: 'u4', rangeMin: 50001, rangeMax: 100000 },
  ],
});
