/**
 * Staff review of player-made cases: a review queue (not yet reviewed, newest, most opened today, taken down),
 * marking a case reviewed, and taking one down (hidden from every player list, link, opening and battle; its
 * creator still sees it in their own list, with the reason). Each action is audited in its own transaction.
 */
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { unitOfWork } from '../../kernel/unit-of-work';
import { caseNameSearchKey } from '../../../src/domain/case-name';
import type { PLAYER_CASE_QUEUES } from '../../../src/domain/catalog-admin';
import type { AdminPlayerCase, AdminPlayerCaseAnswer } from '../../../src/protocol/admin-catalog';
import { appendAudit, requireReason } from '../admin/audit';
import { bumpCatalogRevision, forgetCatalogList, itemView, withItem } from '../catalog/catalog';
import type { StaffActor } from '../catalog/admin-cases';
import type { Q } from '../ledger/ledger';
import { sql } from 'kysely';
import { DAY_MS, playerCaseQuery, type PlayerCaseRow } from './view';

/** Cases per page of the queue. */
export const QUEUE_PAGE_SIZE = 20;
const MAX_OFFSET = 10_000;

/** A queue of the review page. */
export type PlayerCaseQueue = (typeof PLAYER_CASE_QUEUES)[number];

/** What the queue is asked for. */
export interface QueueQuery {
  queue: PlayerCaseQueue;
  q?: string;
  cursor?: string;
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function shape(q: Q, rows: PlayerCaseRow[]): Promise<AdminPlayerCase[]> {
  const ids = rows.map((r) => r.id);
  const odds = ids.length
    ? await withItem(q.selectFrom('case_items'), 'case_items.item_id')
        .select(['case_items.case_id', 'case_items.tickets', 'case_items.range_min'])
        .where('case_items.case_id', 'in', ids)
        .orderBy('case_items.range_min')
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    price: Number(r.price),
    image: r.image,
    visibility: r.visibility,
    creator: { userID: r.creator_id, nickname: r.nickname },
    createdAt: Number(r.created_at),
    openings: Number(r.openings),
    openings24h: Number(r.openings24h),
    reviewedAt: r.reviewed_at == null ? null : Number(r.reviewed_at),
    takenDownAt: r.taken_down_at == null ? null : Number(r.taken_down_at),
    takenDownReason: r.taken_down_reason ?? null,
    items: odds
      .filter((o) => o.case_id === r.id)
      .map((o) => ({ item: itemView(o), chance: Number(o.tickets) })),
  }));
}

/** One page of the review queue. */
export async function reviewQueue(db: Db, query: QueueQuery, now: number): Promise<AdminPlayerCaseAnswer> {
  const offset = Math.min(
    query.cursor && /^\d{1,6}$/.test(query.cursor) ? Number(query.cursor) : 0,
    MAX_OFFSET,
  );
  let q = playerCaseQuery(db.kysely, now - DAY_MS, { withTakenDown: true });
  q =
    query.queue === 'taken_down'
      ? q.where('player_cases.taken_down_at', 'is not', null)
      : q.where('player_cases.taken_down_at', 'is', null);
  if (query.queue === 'unreviewed') q = q.where('player_cases.reviewed_at', 'is', null);
  const search = query.q ? caseNameSearchKey(query.q) : '';
  if (search) {
    q = q.where(
      sql<boolean>`${sql.ref('player_cases.name_key')} like ${`%${likeLiteral(search)}%`} escape '\\'`,
    );
  }
  if (query.queue === 'popular')
    q = q.orderBy(sql`coalesce(recent.n, 0)`, 'desc').orderBy('player_cases.openings', 'desc');
  if (query.queue === 'taken_down') q = q.orderBy('player_cases.taken_down_at', 'desc');
  const rows = await q
    .orderBy('player_cases.created_at', 'desc')
    .orderBy('player_cases.case_id')
    .limit(QUEUE_PAGE_SIZE + 1)
    .offset(offset)
    .execute();
  const more = rows.length > QUEUE_PAGE_SIZE && offset + QUEUE_PAGE_SIZE < MAX_OFFSET;
  return {
    list: await shape(db.kysely, rows.slice(0, QUEUE_PAGE_SIZE)),
    cursor: more ? String(offset + QUEUE_PAGE_SIZE) : null,
  };
}

async function loadOne(db: Db, q: Q, caseId: string, now: number): Promise<PlayerCaseRow> {
  let sel = playerCaseQuery(q, now - DAY_MS, { withTakenDown: true }).where(
    'player_cases.case_id',
    '=',
    caseId,
  );
  if (db.dialect === 'postgres') sel = sel.forUpdate('player_cases');
  const row = await sel.executeTakeFirst();
  if (!row) throw notFound('case_not_found', 'No such player case');
  return row;
}

/** Takes a player case down with a reason: hidden from players at once, its history kept. */
export async function takeDownPlayerCase(
  db: Db,
  actor: StaffActor,
  caseId: string,
  reason: string,
  now: number,
): Promise<AdminPlayerCase> {
  const why = requireReason(reason);
  const done = await unitOfWork(db, async (trx) => {
    const row = await loadOne(db, trx, caseId, now);
    if (row.taken_down_at != null) throw conflict('taken_down_already', 'This case is taken down already');
    await trx.updateTable('cases').set({ active: 0 }).where('id', '=', caseId).execute();
    await trx
      .updateTable('player_cases')
      .set({ taken_down_at: now, taken_down_reason: why })
      .where('case_id', '=', caseId)
      .execute();
    await bumpCatalogRevision(trx);
    await appendAudit(
      trx,
      actor,
      {
        action: 'catalog.player_case.take_down',
        targetType: 'player_case',
        targetId: caseId,
        reason: why,
        before: { active: true },
        after: { active: false, takenDownAt: now },
      },
      now,
    );
    const [shaped] = await shape(trx, [{ ...row, taken_down_at: now, taken_down_reason: why }]);
    return shaped;
  });
  forgetCatalogList(db);
  return done;
}

/** Marks a player case reviewed (it leaves the "not reviewed" queue). */
export async function markPlayerCaseReviewed(
  db: Db,
  actor: StaffActor,
  caseId: string,
  now: number,
): Promise<AdminPlayerCase> {
  return unitOfWork(db, async (trx) => {
    const row = await loadOne(db, trx, caseId, now);
    await trx.updateTable('player_cases').set({ reviewed_at: now }).where('case_id', '=', caseId).execute();
    await appendAudit(
      trx,
      actor,
      {
        action: 'catalog.player_case.review',
        targetType: 'player_case',
        targetId: caseId,
        reason: '',
        before: { reviewedAt: row.reviewed_at ?? null },
        after: { reviewedAt: now },
      },
      now,
    );
    const [shaped] = await shape(trx, [{ ...row, reviewed_at: now }]);
    return shaped;
  });
}
