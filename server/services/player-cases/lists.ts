/**
 * Reading player cases: the community list (public cases ranked by openings of all time or of the last 24 hours,
 * searchable by name, in pages) and a creator's own cases with their openings and earnings.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { caseNameSearchKey } from '../../../src/domain/case-name';
import type {
  CommunityCasesAnswer,
  CommunityPeriod,
  MyPlayerCasesAnswer,
} from '../../../src/protocol/player-case';
import { DAY_MS, playerCaseQuery, playerCaseSummary } from './view';

/** Cases per page of the community list. */
export const COMMUNITY_PAGE_SIZE = 24;
/** How far the community list pages (offsets past it read as the end). */
const MAX_OFFSET = 10_000;
/** Most cases the creator's list shows (newest first). */
export const MINE_LIMIT = 200;

/** What the community list is asked for; `cursor` is the opaque text of an earlier answer. */
export interface CommunityQuery {
  period: CommunityPeriod;
  q?: string;
  cursor?: string | null;
}

// The ranking moves while someone pages through it, so a page is found by its offset (a keyset would need the
// counts to stand still); a case that climbs meanwhile may show twice, none is ever lost for good.
const decodeOffset = (cursor: string | null | undefined): number => {
  const n = cursor && /^\d{1,6}$/.test(cursor) ? Number(cursor) : 0;
  return Math.min(n, MAX_OFFSET);
};

/** `text` for a LIKE pattern: its wildcards and the escape character taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of public player cases, most opened first (in the period), ties newest first. */
export async function communityCases(
  db: Db,
  query: CommunityQuery,
  now: number,
): Promise<CommunityCasesAnswer> {
  const offset = decodeOffset(query.cursor);
  let q = playerCaseQuery(db.kysely, now - DAY_MS).where('player_cases.visibility', '=', 'public');
  const search = query.q ? caseNameSearchKey(query.q) : '';
  if (search) {
    const pattern = `%${likeLiteral(search)}%`;
    q = q.where(sql<boolean>`${sql.ref('player_cases.name_key')} like ${pattern} escape '\\'`);
  }
  const recent = sql`coalesce(recent.n, 0)`;
  q =
    query.period === '24h'
      ? q.orderBy(recent, 'desc').orderBy('player_cases.openings', 'desc')
      : q.orderBy('player_cases.openings', 'desc').orderBy(recent, 'desc');
  const rows = await q
    .orderBy('player_cases.created_at', 'desc')
    .orderBy('player_cases.case_id')
    .limit(COMMUNITY_PAGE_SIZE + 1)
    .offset(offset)
    .execute();
  const more = rows.length > COMMUNITY_PAGE_SIZE && offset + COMMUNITY_PAGE_SIZE < MAX_OFFSET;
  return {
    list: rows.slice(0, COMMUNITY_PAGE_SIZE).map(playerCaseSummary),
    cursor: more ? String(offset + COMMUNITY_PAGE_SIZE) : null,
  };
}

/** The creator's cases (public, unlisted and taken down), newest first, with openings, earnings and the total earned. */
export async function myPlayerCases(db: Db, creatorId: string, now: number): Promise<MyPlayerCasesAnswer> {
  const rows = await playerCaseQuery(db.kysely, now - DAY_MS, { withTakenDown: true })
    .where('player_cases.creator_id', '=', creatorId)
    .orderBy('player_cases.created_at', 'desc')
    .orderBy('player_cases.case_id')
    .limit(MINE_LIMIT)
    .execute();
  const total = await db.kysely
    .selectFrom('player_cases')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('earnings'), sql<number>`0`).as('total'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return {
    list: rows.map((r) => ({
      ...playerCaseSummary(r),
      earnings: Number(r.earnings),
      ...(r.taken_down_at != null
        ? { takenDown: { at: Number(r.taken_down_at), reason: r.taken_down_reason ?? '' } }
        : {}),
    })),
    totalEarnings: Number(total?.total ?? 0),
  };
}
