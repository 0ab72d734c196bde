/**
 * Staff and the feast: the running feast's figures, the marketplace's offers with their stock (restock or take units
 * away), and the hunts (view, end the running one early). A stock change is one guarded update by a delta (never
 * below zero), so it composes with purchases running at the same time (their own guarded decrement) instead of
 * overwriting them. Each change writes its audit entry in the same transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import { unitOfWork } from '../../kernel/unit-of-work';
import { feastAt } from '../../../src/domain/feast';
import type { StaffFeastAnswer } from '../../../src/protocol/admin-liveops';
import { listMarket } from '../events/market-offers';
import type { AuditHook } from './audit-hook';
import { requireReason } from './reason';

/** The running feast with its totals, and every offer on sale with its stock. */
export async function feastOverview(db: Db, now: number): Promise<StaffFeastAnswer> {
  const market = await listMarket(db, null, now);
  const f = feastAt(now);
  const row = await db.kysely.selectFrom('feasts').selectAll().where('id', '=', f.id).executeTakeFirst();
  let feast: StaffFeastAnswer['feast'] = null;
  if (row) {
    const t = await db.kysely
      .selectFrom('feast_progress')
      .select([
        (eb) => eb.fn.countAll<number>().as('players'),
        sql<number>`coalesce(sum(wagered), 0)`.as('wagered'),
        sql<number>`coalesce(sum(earned), 0)`.as('earned'),
      ])
      .where('feast_id', '=', row.id)
      .executeTakeFirst();
    feast = {
      id: row.id,
      season: row.season,
      startsAt: Number(row.starts_at),
      endsAt: Number(row.ends_at),
      players: Number(t?.players ?? 0),
      wagered: Number(t?.wagered ?? 0),
      ticketsEarned: Number(t?.earned ?? 0),
    };
  }
  const offers = market.offers.map((o) => ({
    id: o.id,
    feastId: o.currency === 'ticket' ? (row?.id ?? null) : null,
    kind: o.kind,
    currency: o.currency,
    price: o.price,
    stock: o.stock,
    stockTotal: o.stockTotal,
    perPlayerLimit: o.perPlayerLimit,
    item: o.item,
    caseID: o.case?.id ?? null,
    sold: Math.max(0, o.stockTotal - o.stock),
  }));
  return { feast, offers, now };
}

/**
 * Adds `delta` units to an offer's stock (negative takes units away, never below zero: 409 stock_negative); the
 * total offered moves with it. 404 offer_not_found. Returns the stock after.
 */
export async function adjustStock(
  db: Db,
  offerId: string,
  delta: number,
  reason: string | undefined,
  now: number,
  audit: AuditHook,
): Promise<{ stock: number; stockTotal: number }> {
  const why = requireReason(reason);
  if (!Number.isSafeInteger(delta) || delta === 0)
    throw badRequest('bad_delta', 'Give a whole number of units other than 0');
  return unitOfWork(db, async (trx) => {
    const after = await trx
      .updateTable('market_offers')
      .set((eb) => ({ stock: eb('stock', '+', delta), stock_total: eb('stock_total', '+', delta) }))
      .where('id', '=', offerId)
      .where((eb) => eb(eb('stock', '+', delta), '>=', 0))
      .where((eb) => eb(eb('stock_total', '+', delta), '>=', 0))
      .returning(['stock', 'stock_total'])
      .executeTakeFirst();
    if (!after) {
      const exists = await trx
        .selectFrom('market_offers')
        .select('id')
        .where('id', '=', offerId)
        .executeTakeFirst();
      if (!exists) throw notFound('offer_not_found', 'No such offer');
      throw conflict('stock_negative', 'That would take the stock below zero');
    }
    const stock = Number(after.stock);
    const stockTotal = Number(after.stock_total);
    await audit(trx, {
      action: 'liveops.market.stock',
      targetType: 'market_offer',
      targetId: offerId,
      reason: why,
      before: { stock: stock - delta, stockTotal: stockTotal - delta },
      after: { stock, stockTotal, delta, at: now },
    });
    return { stock, stockTotal };
  });
}

/**
 * Ends the running hunt now: its end moves to now (guarded: still running), so openings from now on find no target
 * (claimHuntTargets reads the end). 404 hunt_not_found; 409 hunt_over when it had already ended or not begun.
 */
export async function endHuntEarly(
  db: Db,
  huntId: string,
  reason: string | undefined,
  now: number,
  audit: AuditHook,
): Promise<void> {
  const why = requireReason(reason);
  const ended = await unitOfWork(db, async (trx) => {
    const before = await trx
      .selectFrom('hunts')
      .select(['ends_at'])
      .where('id', '=', huntId)
      .executeTakeFirst();
    if (!before) throw notFound('hunt_not_found', 'No such hunt');
    const res = await trx
      .updateTable('hunts')
      .set({ ends_at: now })
      .where('id', '=', huntId)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await audit(trx, {
      action: 'liveops.hunt.end',
      targetType: 'hunt',
      targetId: huntId,
      reason: why,
      before: { endsAt: Number(before.ends_at) },
      after: { endsAt: now },
    });
    return true;
  });
  if (!ended) throw conflict('hunt_over', 'This hunt is not running');
}
