/**
 * Back-office case drafts: read, create, edit and delete. A draft is a row of `admin_cases` only (never of
 * `cases`), so no player list, slug, battle or search can reach it; admin-publish.ts turns it into a catalog case.
 * Every change is audited in its own transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, ItemsTable } from '../../db/schema';
import type { AdminCasesTable } from '../../db/schema-catalog-admin';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { isUniqueViolation, unitOfWork } from '../../kernel/unit-of-work';
import type { Q } from '../ledger/ledger';
import { appendAudit, type AuditActor } from '../admin/audit';
import { itemView } from './catalog';
import {
  ADMIN_CASE_MAX_ITEMS,
  ADMIN_CASE_SLUG_MAX,
  ADMIN_CASE_SLUG_MIN,
  ADMIN_CASE_TITLE_MAX,
  ADMIN_CASE_TITLE_MIN,
  ADMIN_CASE_TYPES,
  draftFieldProblem,
  normaliseTitle,
  type DraftFieldProblem,
  type DraftRow,
} from '../../../src/domain/catalog-admin';
import { casePrice, oddsRowsFromRanges, tilingProblem } from '../../../src/domain/odds';
import type {
  AdminCaseDetail,
  AdminCaseProblem,
  AdminCaseStatus,
  AdminCaseSummary,
  AdminDraftBody,
} from '../../../src/protocol/admin-catalog';

/** Who acts: the staff member of the request. */
export type StaffActor = AuditActor;

/** The fewest items a published case holds. */
export const ADMIN_CASE_MIN_ITEMS = 2;

const FIELD_MESSAGES: Record<DraftFieldProblem, string> = {
  invalid_slug: `The slug is ${ADMIN_CASE_SLUG_MIN} to ${ADMIN_CASE_SLUG_MAX} lower-case letters, digits and single hyphens`,
  invalid_title: `The title has ${ADMIN_CASE_TITLE_MIN} to ${ADMIN_CASE_TITLE_MAX} characters`,
  invalid_type: `The type is one of ${ADMIN_CASE_TYPES.join(', ')}`,
  invalid_theme: 'The theme is a colour written #rrggbb (lower case)',
  too_many_items: `A case holds at most ${ADMIN_CASE_MAX_ITEMS} items`,
  duplicate_item: 'Each item may appear once',
  odds_not_integer: 'Ticket ranges are whole numbers',
  odds_out_of_range: 'Each ticket range lies within 1..100000 and ends at or after its start',
};

/** 400 with the first field rule the body breaks. */
export function assertDraftFields(body: AdminDraftBody): void {
  const problem = draftFieldProblem(body);
  if (problem) throw badRequest(problem, FIELD_MESSAGES[problem]);
}

/** The stored rows of a draft. */
export const parseRows = (json: string): DraftRow[] => JSON.parse(json) as DraftRow[];

/** Items by id, of the ids asked for that exist. */
export async function itemsById(q: Q, ids: readonly string[]): Promise<Map<string, ItemsTable>> {
  if (ids.length === 0) return new Map();
  const rows = await q.selectFrom('items').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * What keeps rows from publishing (the publish route's refusal), or null: too few items, an item not in the
 * catalog, or ranges that do not tile 1..100000.
 */
export function publishProblem(
  rows: readonly DraftRow[],
  items: ReadonlyMap<string, unknown>,
): AdminCaseProblem | null {
  if (rows.length < ADMIN_CASE_MIN_ITEMS) return { code: 'too_few_items', at: null };
  if (rows.some((r) => !items.has(r.itemID))) return { code: 'unknown_item', at: null };
  const tiling = tilingProblem(rows);
  return tiling ? { code: tiling.code, at: tiling.at } : null;
}

/** The price a tiling draft would have today (FAIRNESS.md, odds.ts casePrice), or null. */
function draftPrice(rows: readonly DraftRow[], items: ReadonlyMap<string, ItemsTable>): number | null {
  if (publishProblem(rows, items)) return null;
  const odds = oddsRowsFromRanges(
    rows.map((r) => ({ item: itemView(items.get(r.itemID)!), rangeMin: r.rangeMin, rangeMax: r.rangeMax })),
  );
  return casePrice(odds);
}

/**
 * Shapes a row for the list: a draft's price is what its rows would cost today (null until they tile), a published
 * or retired case's the price it was published at (`published`: catalog prices by case id).
 */
function summaryOf(
  row: AdminCasesTable,
  items: ReadonlyMap<string, ItemsTable>,
  published: ReadonlyMap<string, number>,
): AdminCaseSummary {
  const rows = parseRows(row.rows_json);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    theme: row.theme,
    status: row.status as AdminCaseStatus,
    itemCount: rows.length,
    price: row.status === 'draft' ? draftPrice(rows, items) : (published.get(row.id) ?? null),
    versionOf: row.version_of,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    retiredAt: row.retired_at === null ? null : Number(row.retired_at),
  };
}

/** Catalog prices of the cases of these ids. */
async function casePrices(q: Q, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await q.selectFrom('cases').select(['id', 'price']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, Number(r.price)]));
}

/** A case with its rows and items, as the editor shows it. */
export async function adminCaseDetail(q: Q, row: AdminCasesTable): Promise<AdminCaseDetail> {
  const rows = parseRows(row.rows_json);
  const items = await itemsById(
    q,
    rows.map((r) => r.itemID),
  );
  const summary = summaryOf(row, items, await casePrices(q, row.status === 'draft' ? [] : [row.id]));
  return {
    ...summary,
    rows: rows.map((r) => {
      const item = items.get(r.itemID);
      return { ...r, item: item ? itemView(item) : null };
    }),
    problem: row.status === 'draft' ? publishProblem(rows, items) : null,
  };
}

/** The back-office cases, drafts first then newest change first, optionally of one status. */
export async function listAdminCases(db: Db, status?: AdminCaseStatus): Promise<AdminCaseSummary[]> {
  let q = db.kysely.selectFrom('admin_cases').selectAll();
  if (status) q = q.where('status', '=', status);
  const rows = await q.orderBy('updated_at', 'desc').orderBy('id').limit(500).execute();
  // The item catalog is small and read whole once; drafts are priced from it in memory.
  const items = new Map((await db.kysely.selectFrom('items').selectAll().execute()).map((i) => [i.id, i]));
  const published = await casePrices(
    db.kysely,
    rows.filter((r) => r.status !== 'draft').map((r) => r.id),
  );
  return rows.map((r) => summaryOf(r, items, published));
}

/** Reads a back-office case (locked for the transaction on PostgreSQL); 404 when there is none. */
export async function loadAdminCase(db: Db, q: Q, id: string, lock = false): Promise<AdminCasesTable> {
  let sel = q.selectFrom('admin_cases').selectAll().where('id', '=', id);
  if (lock && db.dialect === 'postgres') sel = sel.forUpdate();
  const row = await sel.executeTakeFirst();
  if (!row) throw notFound('case_not_found', 'No such case in the back office');
  return row;
}

/** One back-office case with its rows. */
export async function getAdminCase(db: Db, id: string): Promise<AdminCaseDetail> {
  return adminCaseDetail(db.kysely, await loadAdminCase(db, db.kysely, id));
}

/** 409 slug_taken when a catalog case already answers to `slug` (as its id or slug). */
export async function assertSlugFree(q: Q, slug: string, exceptId?: string): Promise<void> {
  const inCases = await q
    .selectFrom('cases')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', slug), eb('slug', '=', slug)]))
    .executeTakeFirst();
  let draft = q.selectFrom('admin_cases').select('id').where('slug', '=', slug);
  if (exceptId) draft = draft.where('id', '!=', exceptId);
  if (inCases || (await draft.executeTakeFirst())) {
    throw conflict('slug_taken', 'Another case already uses this slug');
  }
}

/** 400 unknown_item unless every row names a catalog item (items are picked from the catalog). */
async function assertItemsExist(q: Q, rows: readonly DraftRow[]): Promise<void> {
  const found = await itemsById(
    q,
    rows.map((r) => r.itemID),
  );
  const missing = rows.find((r) => !found.has(r.itemID));
  if (missing) throw badRequest('unknown_item', `No such item in the catalog: ${missing.itemID}`);
}

// The slug is unique in admin_cases: two saves racing for one slug meet the index, answered as the check would.
async function slugGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('slug_taken', 'Another case already uses this slug');
    throw err;
  }
}

/** The audited snapshot of a draft's fields. */
const fieldsOf = (r: Pick<AdminCasesTable, 'slug' | 'title' | 'type' | 'theme' | 'rows_json'>) => ({
  slug: r.slug,
  title: r.title,
  type: r.type,
  theme: r.theme,
  rows: parseRows(r.rows_json),
});

/** Inserts a draft row and audits it as `action` (inside the caller's transaction). */
export async function insertDraft(
  trx: Transaction<Database>,
  actor: StaffActor,
  fields: AdminDraftBody,
  o: { action: string; versionOf: string | null; now: number; reason?: string },
): Promise<AdminCasesTable> {
  await assertSlugFree(trx, fields.slug);
  await assertItemsExist(trx, fields.rows);
  const row: AdminCasesTable = {
    id: `ac-${randomBytes(8).toString('hex')}`,
    slug: fields.slug,
    title: normaliseTitle(fields.title),
    type: fields.type,
    theme: fields.theme,
    rows_json: JSON.stringify(
      fields.rows.map((r) => ({ itemID: r.itemID, rangeMin: r.rangeMin, rangeMax: r.rangeMax })),
    ),
    status: 'draft',
    version_of: o.versionOf,
    created_by: actor.userId,
    created_at: o.now,
    updated_at: o.now,
    published_at: null,
    retired_at: null,
  };
  await trx.insertInto('admin_cases').values(row).execute();
  await appendAudit(
    trx,
    actor,
    { action: o.action, targetType: 'case', targetId: row.id, reason: o.reason ?? '', after: fieldsOf(row) },
    o.now,
  );
  return row;
}

/** Saves a new draft; 400 with the broken field rule, 409 slug_taken. */
export async function createDraft(
  db: Db,
  actor: StaffActor,
  body: AdminDraftBody,
  now: number,
): Promise<AdminCaseDetail> {
  assertDraftFields(body);
  return slugGuard(() =>
    unitOfWork(db, async (trx) => {
      const row = await insertDraft(trx, actor, body, {
        action: 'catalog.draft.create',
        versionOf: null,
        now,
      });
      return adminCaseDetail(trx, row);
    }),
  );
}

/** 409 case_frozen unless the case is still a draft. */
function assertDraft(row: AdminCasesTable): void {
  if (row.status !== 'draft') {
    throw new AppError(
      409,
      'case_frozen',
      'A published case never changes: copy it into a new draft instead',
    );
  }
}

/** Replaces a draft's fields; 409 case_frozen once published, 400/409 as createDraft. */
export async function updateDraft(
  db: Db,
  actor: StaffActor,
  id: string,
  body: AdminDraftBody,
  now: number,
): Promise<AdminCaseDetail> {
  assertDraftFields(body);
  return slugGuard(() =>
    unitOfWork(db, async (trx) => {
      const before = await loadAdminCase(db, trx, id, true);
      assertDraft(before);
      if (body.slug !== before.slug) await assertSlugFree(trx, body.slug, id);
      await assertItemsExist(trx, body.rows);
      const set = {
        slug: body.slug,
        title: normaliseTitle(body.title),
        type: body.type,
        theme: body.theme,
        rows_json: JSON.stringify(
          body.rows.map((r) => ({ itemID: r.itemID, rangeMin: r.rangeMin, rangeMax: r.rangeMax })),
        ),
        updated_at: now,
      };
      await trx.updateTable('admin_cases').set(set).where('id', '=', id).execute();
      await appendAudit(
        trx,
        actor,
        {
          action: 'catalog.draft.update',
          targetType: 'case',
          targetId: id,
          reason: '',
          before: fieldsOf(before),
          after: fieldsOf(set),
        },
        now,
      );
      return adminCaseDetail(trx, { ...before, ...set });
    }),
  );
}

/** Deletes a draft (never a published case: 409 case_frozen). */
export async function deleteDraft(db: Db, actor: StaffActor, id: string, now: number): Promise<void> {
  await unitOfWork(db, async (trx) => {
    const before = await loadAdminCase(db, trx, id, true);
    assertDraft(before);
    await trx.deleteFrom('admin_cases').where('id', '=', id).execute();
    await appendAudit(
      trx,
      actor,
      {
        action: 'catalog.draft.delete',
        targetType: 'case',
        targetId: id,
        reason: '',
        before: fieldsOf(before),
      },
      now,
    );
  });
}
