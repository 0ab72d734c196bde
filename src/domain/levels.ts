/**
 * The level curve (published: the same arithmetic runs on the server and in the browser).
 *
 * XP: 1 XP per cent wagered (case openings, battle stakes of human players, upgrades); sells, top-ups and refunds
 * give none and a refunded stake takes its XP back.
 *
 * Curve: `xpFor(level) = 500 * (level - 1)^2` XP to reach `level`, levels 1..100. Level 1 is where every account
 * starts (0 XP); level 2 takes 500 XP ($5.00 wagered), level 10 takes 40,500 ($405), level 50 takes 1,200,500
 * ($12,005) and level 100, the top, 4,900,500 ($49,005). The step from one level to the next grows linearly
 * (500 * (2L - 1)), so early levels come within a session and the top ones take months of play. XP keeps
 * counting past level 100; the level stays 100.
 *
 * Reward: reaching level L credits `levelReward(L)` = 10 * L points (stored in point units, 1 point = 1000
 * units, the way the site shows the point wallet), once per level.
 */
import type { UserLevel } from '../protocol/user';

/** The first level (a new account). */
export const MIN_LEVEL = 1;
/** The top level. */
export const MAX_LEVEL = 100;
/** XP factor of the curve. */
export const XP_STEP = 500;
/** Point units per point as the site shows it (balance / 1000). */
export const POINT_UNITS = 1000;
/** Points (displayed) per level reached: level L gives 10 * L (a point is worth a cent: about 1% of the wager). */
export const REWARD_POINTS_PER_LEVEL = 10;

/** Progress of one player: the level, total XP, XP where the level starts and where the next one does (null at the top). */
export type LevelProgress = UserLevel;

function clampLevel(level: number): number {
  if (!Number.isFinite(level)) return MIN_LEVEL;
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.floor(level)));
}

/** Total XP needed to reach `level` (clamped to 1..100): 500 * (level - 1)^2. */
export function xpFor(level: number): number {
  const l = clampLevel(level);
  return XP_STEP * (l - 1) * (l - 1);
}

/** The level a total of `xp` reaches (1..100); negative or non-finite XP is level 1. */
export function levelFor(xp: number): number {
  if (!Number.isFinite(xp) || xp <= 0) return MIN_LEVEL;
  // The square root gives the answer; the two loops correct a floating-point step across a boundary.
  let l = clampLevel(Math.floor(Math.sqrt(xp / XP_STEP)) + 1);
  while (l < MAX_LEVEL && xpFor(l + 1) <= xp) l++;
  while (l > MIN_LEVEL && xpFor(l) > xp) l--;
  return l;
}

/** The level, the XP and the two boundaries around it (GET /user/me's `user.level`). */
export function levelProgress(xp: number): LevelProgress {
  const total = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  const lv = levelFor(total);
  return { lv, xp: total, levelXp: xpFor(lv), nextLevelXp: lv >= MAX_LEVEL ? null : xpFor(lv + 1) };
}

/** Share of the way from the level's start to the next level, 0..1 (1 at the top level). */
export function levelFraction(p: LevelProgress): number {
  if (p.nextLevelXp === null || p.nextLevelXp <= p.levelXp) return 1;
  const f = (p.xp - p.levelXp) / (p.nextLevelXp - p.levelXp);
  return Math.min(1, Math.max(0, f));
}

/** Points credited for reaching `level`, in point units (10 * level points; nothing for level 1 or past 100). */
export function levelReward(level: number): number {
  if (!Number.isInteger(level) || level <= MIN_LEVEL || level > MAX_LEVEL) return 0;
  return REWARD_POINTS_PER_LEVEL * level * POINT_UNITS;
}
