/**
 * Answer shapes of the free daily cases and the player's own cases (server/routes/v1/daily.ts: GET /daily/list,
 * POST /daily/open, POST /user/pin, GET /user/my-cases), shared by server and client.
 */
import type { CaseSummary } from './catalog';

/** One daily case of GET /daily/list: the level it needs, whether the player reaches it, when it opens again. */
export interface DailyCaseEntry {
  case: CaseSummary;
  requiredLevel: number;
  /** False when signed out or below the level. */
  unlocked: boolean;
  /** Epoch ms when the player may open it again; null when it is free to open now (or signed out). */
  nextOpenAt: number | null;
}

/** GET /daily/list. */
export interface DailyListAnswer {
  list: DailyCaseEntry[];
  /** The signed-in player's streak; null when signed out. */
  streak: DailyStreak | null;
}

/** Days in a row with a free daily case: the first one each UTC day pays 10 points per day of the streak (max 70). */
export interface DailyStreak {
  days: number;
  /** Whether today already counts (then the next reward is tomorrow's). */
  today: boolean;
  /** Point units (1000 = 1 point) the next day of the streak pays. */
  nextReward: number;
}

/** POST /daily/open's body. The answer is POST /case/open's (`{opening}`, price 0). */
export interface DailyOpenRequest {
  caseID: string;
}

/** 409 daily_cooldown's error body carries when the case opens again. */
export interface DailyCooldownError {
  error: { code: 'daily_cooldown'; message: string; nextOpenAt: number };
}

/** POST /user/pin's body: pin (true) or unpin (false) a case. */
export interface PinRequest {
  caseID: string;
  pinned: boolean;
}

/** POST /user/pin's answer: the pinned case ids, newest pin first (as GET /user/me's pinCases). */
export interface PinAnswer {
  pinCases: string[];
}

/** A case the player opened: how many times, and when last (epoch ms). */
export interface OpenedCaseStat {
  case: CaseSummary;
  count: number;
  lastOpenedAt: number;
}

/** GET /user/my-cases: pinned cases (newest pin first), the most opened and the recently opened (at most 12 each). */
export interface MyCasesAnswer {
  pinned: CaseSummary[];
  mostOpened: OpenedCaseStat[];
  recent: OpenedCaseStat[];
}
