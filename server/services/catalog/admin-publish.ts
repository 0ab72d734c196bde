/**
 * Publishing a back-office draft into the catalog (odds checked to tile 1..100000, priced by FAIRNESS.md, then
 * frozen for good: the API refuses and triggers of 026-catalog-admin refuse at the database), retiring a published
 * case (no new openings or battles; its history stays), and copying any catalog case into a new draft (a new
 * version). Each in one transaction with its audit entry; each raises the catalog revision so every process drops
 * what it keeps of the catalog.
 */
import type { Db } from '../../db/database';
import type { CasesTable } from '../../db/schema';
import { caseImage, caseThemes } from '../../db/seed/catalog';
import { AppError, conflict, notFound } from '../../errors';
import { unitOfWork } from '../../kernel/unit-of-work';
import { appendAudit, requireReason } from '../admin/audit';
import { bumpCatalogRevision, forgetCatalogList, itemView } from './catalog';
import {
  adminCaseDetail,
  assertDraftFields,
  assertSlugFree,
  insertDraft,
  itemsById,
  loadAdminCase,
  parseRows,
  publishProblem,
  type StaffActor,
} from './admin-cases';
import { casePrice, oddsRowsFromRanges } from '../../../src/domain/odds';
import { ADMIN_CASE_THEMES, ADMIN_CASE_TYPES } from '../../../src/domain/catalog-admin';
import type { AdminCaseDetail } from '../../../src/protocol/admin-catalog';

const PROBLEM_MESSAGES: Record<string, string> = {
  too_few_items: 'A case needs at least 2 items',
  unknown_item: 'An item of this case is no longer in the catalog',
  odds_empty: 'The case has no odds rows',
  odds_not_integer: 'Ticket ranges are whole numbers',
  odds_out_of_range: 'A ticket range lies outside 1..100000',
  odds_gap: 'The ticket ranges leave a gap: they must cover 1..100000 exactly',
  odds_overlap: 'Two ticket ranges overlap: each ticket belongs to one item',
};

/** Publishes a draft: 400 with the tiling problem's code (nothing changes), 409 case_frozen / slug_taken. */
export async function publishDraft(
  db: Db,
  actor: StaffActor,
  id: string,
  now: number,
): Promise<AdminCaseDetail> {
  const done = await unitOfWork(db, async (trx) => {
    const draft = await loadAdminCase(db, trx, id, true);
    if (draft.status !== 'draft') throw new AppError(409, 'case_frozen', 'This case is published already');
    assertDraftFields({ ...draft, rows: parseRows(draft.rows_json) });
    const rows = parseRows(draft.rows_json);
    const items = await itemsById(
      trx,
      rows.map((r) => r.itemID),
    );
    const problem = publishProblem(rows, items);
    if (problem) {
      const at = problem.at === null ? '' : ` (at ticket ${problem.at})`;
      throw new AppError(400, problem.code, `${PROBLEM_MESSAGES[problem.code] ?? problem.code}${at}`, {
        at: problem.at,
      });
    }
    await assertSlugFree(trx, draft.slug, draft.id);
    const odds = oddsRowsFromRanges(
      rows.map((r) => ({ item: itemView(items.get(r.itemID)!), rangeMin: r.rangeMin, rangeMax: r.rangeMax })),
    );
    const last = await trx
      .selectFrom('cases')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('type', '!=', 'player')
      .executeTakeFirst();
    const row: CasesTable = {
      id: draft.id,
      slug: draft.slug,
      title: draft.title,
      type: draft.type,
      image: caseImage(draft.id),
      price: casePrice(odds),
      sort: Number(last?.sort ?? 0) + 1,
      active: 1,
    };
    await trx.insertInto('cases').values(row).execute();
    await trx
      .insertInto('case_items')
      .values(
        odds.map((r) => ({
          case_id: draft.id,
          item_id: r.item.id,
          tickets: r.chance,
          range_min: r.rangeMin,
          range_max: r.rangeMax,
        })),
      )
      .execute();
    // From here on the triggers refuse any change to the odds, the items or the price.
    await trx
      .updateTable('admin_cases')
      .set({ status: 'published', published_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await bumpCatalogRevision(trx);
    await appendAudit(
      trx,
      actor,
      {
        action: 'catalog.publish',
        targetType: 'case',
        targetId: id,
        reason: '',
        before: { status: 'draft' },
        after: {
          status: 'published',
          slug: row.slug,
          price: row.price,
          odds: odds.map((r) => ({
            itemID: r.item.id,
            rangeMin: r.rangeMin,
            rangeMax: r.rangeMax,
            itemPrice: r.item.price,
          })),
        },
      },
      now,
    );
    return adminCaseDetail(trx, { ...draft, status: 'published', published_at: now, updated_at: now });
  });
  forgetCatalogList(db);
  return done;
}

/** Retires a published case: hidden from new openings and battles, its openings and battles kept. */
export async function retireCase(
  db: Db,
  actor: StaffActor,
  id: string,
  reason: string,
  now: number,
): Promise<AdminCaseDetail> {
  const why = requireReason(reason);
  const done = await unitOfWork(db, async (trx) => {
    const row = await loadAdminCase(db, trx, id, true);
    if (row.status !== 'published') {
      throw conflict(
        'not_published',
        row.status === 'draft' ? 'A draft is not in the catalog' : 'Retired already',
      );
    }
    await trx.updateTable('cases').set({ active: 0 }).where('id', '=', id).execute();
    await trx
      .updateTable('admin_cases')
      .set({ status: 'retired', retired_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await bumpCatalogRevision(trx);
    await appendAudit(
      trx,
      actor,
      {
        action: 'catalog.retire',
        targetType: 'case',
        targetId: id,
        reason: why,
        before: { status: 'published' },
        after: { status: 'retired' },
      },
      now,
    );
    return adminCaseDetail(trx, { ...row, status: 'retired', retired_at: now, updated_at: now });
  });
  forgetCatalogList(db);
  return done;
}

/**
 * Copies a catalog case (one staff published, or a seeded one; not a player's or a daily case) into a new draft
 * under a new slug: the way to change a published case's odds.
 */
export async function copyToDraft(
  db: Db,
  actor: StaffActor,
  fromId: string,
  slug: string,
  now: number,
): Promise<AdminCaseDetail> {
  return unitOfWork(db, async (trx) => {
    const source = await trx.selectFrom('cases').selectAll().where('id', '=', fromId).executeTakeFirst();
    if (!source || source.type === 'player' || source.type === 'daily') {
      throw notFound('case_not_found', 'No such catalog case');
    }
    const own = await trx
      .selectFrom('admin_cases')
      .select('theme')
      .where('id', '=', fromId)
      .executeTakeFirst();
    const odds = await trx
      .selectFrom('case_items')
      .select(['item_id', 'range_min', 'range_max'])
      .where('case_id', '=', fromId)
      .orderBy('range_min')
      .execute();
    const type = (ADMIN_CASE_TYPES as readonly string[]).includes(source.type)
      ? source.type
      : ADMIN_CASE_TYPES[0];
    const fields = {
      slug,
      title: source.title,
      type,
      theme: own?.theme ?? caseThemes().get(fromId) ?? ADMIN_CASE_THEMES[4],
      rows: odds.map((r) => ({
        itemID: r.item_id,
        rangeMin: Number(r.range_min),
        rangeMax: Number(r.range_max),
      })),
    };
    assertDraftFields(fields);
    const row = await insertDraft(trx, actor, fields, { action: 'catalog.version', versionOf: fromId, now });
    return adminCaseDetail(trx, row);
  });
}
