/** How player cases are read back and shaped for the API: one query shape shared by the lists and the detail. */
import { sql } from 'kysely';
import type { Q } from '../ledger/ledger';
import type { Db } from '../../db/database';
import type { CasesTable } from '../../db/schema';
import { caseDetail, caseSummary, getCase } from '../catalog/catalog';
import type { CaseVisibility, PlayerCaseDetail, PlayerCaseSummary } from '../../../src/protocol/player-case';

/** A day, in ms: the window of `openings24h`. */
export const DAY_MS = 86_400_000;

/** The columns every player-case read selects (what playerCaseQuery answers). */
export interface PlayerCaseRow extends CasesTable {
  creator_id: string;
  visibility: string;
  theme: string;
  created_at: number;
  openings: number;
  earnings: number;
  nickname: string;
  avatar: string;
  openings24h: number | string;
  taken_down_at?: number | null;
  taken_down_reason?: string | null;
  reviewed_at?: number | null;
}

/**
 * Active player cases (and, when asked, those staff took down) with their creator and their openings since
 * `since`. Filter and order it further; it
 * joins `player_cases`, `cases`, `users` and the subquery `recent` (case_id, n).
 */
export function playerCaseQuery(q: Q, since: number, o: { withTakenDown?: boolean } = {}) {
  const recent = q
    .selectFrom('case_openings')
    .innerJoin('player_cases', 'player_cases.case_id', 'case_openings.case_id')
    .select(['case_openings.case_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('case_openings.created_at', '>=', since)
    // Like the all-time counter, only other players' openings rank a case.
    .whereRef('case_openings.user_id', '!=', 'player_cases.creator_id')
    .groupBy('case_openings.case_id')
    .as('recent');
  const base = q
    .selectFrom('player_cases')
    .innerJoin('cases', 'cases.id', 'player_cases.case_id')
    .innerJoin('users', 'users.id', 'player_cases.creator_id')
    .leftJoin(recent, 'recent.case_id', 'player_cases.case_id')
    .selectAll('cases')
    .select([
      'player_cases.creator_id',
      'player_cases.visibility',
      'player_cases.theme',
      'player_cases.created_at',
      'player_cases.openings',
      'player_cases.earnings',
      'users.nickname',
      'users.avatar',
      sql<number>`coalesce(recent.n, 0)`.as('openings24h'),
      'player_cases.taken_down_at',
      'player_cases.taken_down_reason',
      'player_cases.reviewed_at',
    ]);
  // A case staff took down is inactive: only its creator's own list (and the back office) still reads it.
  return o.withTakenDown ? base : base.where('cases.active', '=', 1);
}

/** Shapes a row for the lists. */
export function playerCaseSummary(r: PlayerCaseRow): PlayerCaseSummary {
  return {
    ...caseSummary(r),
    creator: { userID: r.creator_id, nickname: r.nickname, avatar: r.avatar },
    visibility: r.visibility as CaseVisibility,
    createdAt: Number(r.created_at),
    openings: Number(r.openings),
    openings24h: Number(r.openings24h),
    theme: r.theme,
  };
}

/** A player case with its odds rows, creator and openings (null when there is none by that id). */
export async function playerCaseDetail(
  db: Db,
  caseId: string,
  now: number,
): Promise<PlayerCaseDetail | null> {
  const row = await playerCaseQuery(db.kysely, now - DAY_MS)
    .where('player_cases.case_id', '=', caseId)
    .executeTakeFirst();
  const c = row ? await getCase(db, caseId) : null;
  return row && c ? { ...caseDetail(c), ...playerCaseSummary(row) } : null;
}
