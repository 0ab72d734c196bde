/**
 * Shapes of the free daily cases and the player's own cases (server/routes/v1/daily.ts: GET /daily/list,
 * POST /daily/open, POST /user/pin, GET /user/my-cases), shared by server and client.
 */
import { Type, type Static } from 'typebox';
import { CaseSummary } from './catalog';
import { Slug } from './fields';
import { Closed, Nullable } from './typebox';

/** One daily case of GET /daily/list: the level it needs, whether the player reaches it, when it opens again. */
export const DailyCaseEntry = Type.Object({
  case: CaseSummary,
  requiredLevel: Type.Number(),
  unlocked: Type.Boolean({ description: 'False when signed out or below the level.' }),
  nextOpenAt: Nullable(
    Type.Number({
      description: 'Epoch ms when the player may open it again; null when it is free to open now.',
    }),
  ),
});
/** One daily case of GET /daily/list. */
export type DailyCaseEntry = Static<typeof DailyCaseEntry>;

/** Days in a row with a free daily case: the first one each UTC day pays 10 points per day of the streak (max 70). */
export const DailyStreak = Type.Object({
  days: Type.Number(),
  today: Type.Boolean({ description: "Whether today already counts (then the next reward is tomorrow's)." }),
  nextReward: Type.Number({ description: 'Point units (1000 = 1 point) the next day of the streak pays.' }),
});
/** Days in a row with a free daily case. */
export type DailyStreak = Static<typeof DailyStreak>;

/** GET /daily/list. */
export const DailyListAnswer = Type.Object({
  list: Type.Array(DailyCaseEntry),
  streak: Nullable(DailyStreak),
});
/** GET /daily/list. */
export type DailyListAnswer = Static<typeof DailyListAnswer>;

/** POST /daily/open's body. The answer is POST /case/open's (`{opening}`, price 0). */
export const DailyOpenRequest = Closed({ caseID: Slug });
/** POST /daily/open's body. */
export type DailyOpenRequest = Static<typeof DailyOpenRequest>;

/** 409 daily_cooldown's error body carries when the case opens again. */
export interface DailyCooldownError {
  error: { code: 'daily_cooldown'; message: string; nextOpenAt: number };
}

/** POST /user/pin's body: pin (true) or unpin (false) a case. */
export const PinRequest = Closed({ caseID: Slug, pinned: Type.Boolean() });
/** POST /user/pin's body. */
export type PinRequest = Static<typeof PinRequest>;

/** POST /user/pin's answer: the pinned case ids, newest pin first (as GET /user/me's pinCases). */
export const PinAnswer = Type.Object({ pinCases: Type.Array(Type.String()) });
/** POST /user/pin's answer. */
export type PinAnswer = Static<typeof PinAnswer>;

/** A case the player opened: how many times, and when last (epoch ms). */
export const OpenedCaseStat = Type.Object({
  case: CaseSummary,
  count: Type.Number(),
  lastOpenedAt: Type.Number(),
});
/** A case the player opened. */
export type OpenedCaseStat = Static<typeof OpenedCaseStat>;

/** GET /user/my-cases: pinned cases (newest pin first), the most opened and the recently opened (at most 12 each). */
export const MyCasesAnswer = Type.Object({
  pinned: Type.Array(CaseSummary),
  mostOpened: Type.Array(OpenedCaseStat),
  recent: Type.Array(OpenedCaseStat),
});
/** GET /user/my-cases. */
export type MyCasesAnswer = Static<typeof MyCasesAnswer>;
