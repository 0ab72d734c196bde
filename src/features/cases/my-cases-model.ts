/** Pure rules of the daily cases and my cases screens. */
import type { ParseKeys } from 'i18next';
import { dailyTileState, type DailyTileState } from '../../domain/daily';
import type { DailyCaseEntry } from '../../protocol/daily';

/** Whether a case is among the pinned ids (GET /user/me pinCases). */
export const isPinned = (pinCases: readonly string[] | undefined, caseId: string) =>
  (pinCases ?? []).includes(caseId);

/** A daily case with the state its tile shows. */
export interface DailyTile extends DailyCaseEntry {
  state: DailyTileState;
}

/** The tiles of the daily cases page, lowest level first. */
export function dailyTiles(list: readonly DailyCaseEntry[], signedIn: boolean, now: number): DailyTile[] {
  return [...list]
    .sort((a, b) => a.requiredLevel - b.requiredLevel)
    .map((e) => ({ ...e, state: dailyTileState(e, signedIn, now) }));
}

/** The case to show first: the chosen one if still listed, else the first ready, else the highest unlocked, else the first. */
export function pickDaily(tiles: readonly DailyTile[], chosen: string | null): DailyTile | null {
  if (tiles.length === 0) return null;
  const byChoice = chosen ? tiles.find((t) => t.case.id === chosen) : undefined;
  if (byChoice) return byChoice;
  const ready = tiles.find((t) => t.state === 'ready');
  if (ready) return ready;
  const unlocked = tiles.filter((t) => t.state === 'cooldown');
  return unlocked[unlocked.length - 1] ?? tiles[0];
}

/** The translation key of a failed daily opening. */
export function dailyErrorKey(code: string | null): ParseKeys {
  if (code === 'daily_cooldown' || code === 'level_too_low' || code === 'case_not_found')
    return `daily.errors.${code}`;
  if (code === 'self_banned' || code === 'play_on_hold' || code === 'rate_limited' || code === 'unauthorized')
    return `cases.errors.${code}`;
  return 'cases.errors.generic';
}
