/**
 * Missions as data: what each asks, for how long, and what it pays, plus the window arithmetic. Daily missions
 * reset at 00:00 UTC, weekly ones on Monday 00:00 UTC; milestones ('once') never reset. Progress is counted by
 * the server from what the player really did inside the current window; these functions only do the sums.
 */

/** How often a mission resets. */
export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const;
/** How often a mission resets. */
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** What a mission counts. */
export const MISSION_KINDS = [
  'open_cases',
  'open_case_type',
  'play_battles',
  'win_battles',
  'play_crazy',
  'use_upgrader',
  'reach_level',
] as const;
/** What a mission counts. */
export type MissionKind = (typeof MISSION_KINDS)[number];

/** One mission: `target` of `kind` inside one `period`; `reward` in point units (shown divided by 1000). */
export interface MissionDef {
  id: string;
  period: MissionPeriod;
  kind: MissionKind;
  target: number;
  reward: number;
  /** For `open_case_type`: the case type that counts. */
  caseType?: string;
}

/** One point in point units (SPEC: points are shown divided by 1000). */
export const POINT = 1000;

/** Every mission the site offers, in display order. */
export const MISSIONS: readonly MissionDef[] = Object.freeze([
  { id: 'daily-open-3', period: 'daily', kind: 'open_cases', target: 3, reward: 2 * POINT },
  {
    id: 'daily-featured-1',
    period: 'daily',
    kind: 'open_case_type',
    target: 1,
    reward: 1.5 * POINT,
    caseType: 'featured',
  },
  { id: 'daily-battle-1', period: 'daily', kind: 'play_battles', target: 1, reward: 2 * POINT },
  { id: 'weekly-open-25', period: 'weekly', kind: 'open_cases', target: 25, reward: 15 * POINT },
  {
    id: 'weekly-knife-1',
    period: 'weekly',
    kind: 'open_case_type',
    target: 1,
    reward: 10 * POINT,
    caseType: 'knife',
  },
  { id: 'weekly-battles-5', period: 'weekly', kind: 'play_battles', target: 5, reward: 15 * POINT },
  { id: 'weekly-win-1', period: 'weekly', kind: 'win_battles', target: 1, reward: 10 * POINT },
  { id: 'weekly-crazy-1', period: 'weekly', kind: 'play_crazy', target: 1, reward: 8 * POINT },
  { id: 'weekly-upgrade-1', period: 'weekly', kind: 'use_upgrader', target: 1, reward: 5 * POINT },
  { id: 'level-5', period: 'once', kind: 'reach_level', target: 5, reward: 20 * POINT },
  { id: 'level-10', period: 'once', kind: 'reach_level', target: 10, reward: 50 * POINT },
] satisfies MissionDef[]);

/** The mission with this id, or undefined. */
export function missionById(id: string): MissionDef | undefined {
  return MISSIONS.find((m) => m.id === id);
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** A mission window [start, end); `end` is null for milestones. */
export interface MissionWindow {
  start: number;
  end: number | null;
}

/** The window of `period` that contains `now` (epoch ms, UTC). */
export function missionWindow(period: MissionPeriod, now: number): MissionWindow {
  if (period === 'once') return { start: 0, end: null };
  const day = Math.floor(now / DAY_MS);
  if (period === 'daily') return { start: day * DAY_MS, end: (day + 1) * DAY_MS };
  // 1970-01-01 was a Thursday: Monday-based weekday = (day + 3) mod 7.
  const weekday = (((day + 3) % 7) + 7) % 7;
  const start = (day - weekday) * DAY_MS;
  return { start, end: start + WEEK_MS };
}

/** Progress shown for a mission: the count so far, capped at the target (never negative). */
export function missionProgress(def: MissionDef, count: number): number {
  return Math.max(0, Math.min(def.target, Math.floor(count)));
}

/** True when the count reaches the target. */
export function missionComplete(def: MissionDef, count: number): boolean {
  return missionProgress(def, count) >= def.target;
}

/** The ledger key of one claim: once per user, mission and window. */
export function missionClaimKey(userId: string, def: MissionDef, now: number): string {
  return `mission:${userId}:${def.id}:${missionWindow(def.period, now).start}`;
}
