/**
 * Self-care restrictions (SPEC sections 3 and 5): a top-up limit over a rolling window of 1-3 days, and a
 * break (self-ban) of 1-3 days that blocks top-ups, case openings and battle joins. Each apply adds a row
 * in force from now for `days` days; every row in force is enforced, so a restriction can only be tightened.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { RestrictionsTable } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../errors';
import type { Q } from '../ledger/ledger';
import type { RestrictionType, RestrictionView } from '../../../src/protocol/user';
import { MAX_RECHARGE_LIMIT, RESTRICTION_DAYS, RESTRICTION_TYPES } from '../../../src/domain/self-care';

/** The two kinds of self-care restriction. */
export type { RestrictionType };
/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A request to apply a restriction. */
export interface RestrictionInput {
  type: RestrictionType;
  days: number;
  limit?: number;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const handle = (q: Db | Q): Q => ('kysely' in q ? q.kysely : q);

/** Rows in force for a user (optionally of one type), newest first. */
async function activeRestrictions(
  q: Db | Q,
  userId: string,
  now: number,
  type?: RestrictionType,
): Promise<RestrictionsTable[]> {
  let query = handle(q)
    .selectFrom('restrictions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('until', '>', now);
  if (type) query = query.where('type', '=', type);
  const rows = await query.orderBy('created_at', 'desc').orderBy('until', 'desc').execute();
  return rows.map((r) => ({
    ...r,
    until: Number(r.until),
    created_at: Number(r.created_at),
    limit_cents: r.limit_cents === null ? null : Number(r.limit_cents),
  }));
}

/** The newest restriction in force of each type (the tightest, since loosening is refused). */
export async function restrictionsView(q: Db | Q, userId: string, now: number): Promise<RestrictionView[]> {
  const out: RestrictionView[] = [];
  for (const type of RESTRICTION_TYPES) {
    const rows = await activeRestrictions(q, userId, now, type);
    if (rows.length === 0) continue;
    const until = Math.max(...rows.map((r) => r.until));
    const r = rows[0];
    out.push(
      type === 'TypeSelfBan'
        ? { type, days: r.days, until }
        : { type, days: r.days, limit: r.limit_cents ?? 0, until },
    );
  }
  return out;
}

/** Answers 403 self_banned (with the end time) while the user is taking a break. Call before top-ups, openings, joins. */
export async function assertNotSelfBanned(q: Db | Q, userId: string, now: number): Promise<void> {
  const rows = await activeRestrictions(q, userId, now, 'TypeSelfBan');
  if (rows.length === 0) return;
  const until = Math.max(...rows.map((r) => r.until));
  throw forbidden('self_banned', `You are taking a break until ${new Date(until).toISOString()}`);
}

/**
 * Answers 403 recharge_limit when `amount` more would break a top-up limit in force. `spentSince(t)` gives the
 * cents of paid and pending top-ups created after t.
 */
export async function assertWithinRechargeLimit(
  q: Db | Q,
  userId: string,
  amount: number,
  now: number,
  spentSince: (since: number) => Promise<number>,
): Promise<void> {
  for (const r of await activeRestrictions(q, userId, now, 'TypeSelfRechargeLimit')) {
    const limit = r.limit_cents ?? 0;
    const spent = await spentSince(now - r.days * DAY_MS);
    if (spent + amount > limit) {
      const left = Math.max(0, limit - spent);
      throw forbidden(
        'recharge_limit',
        `Your top-up limit is ${dollars(limit)} per ${r.days} day${r.days > 1 ? 's' : ''}; you can top up at most ${dollars(left)} more right now`,
      );
    }
  }
}

function checkTightening(input: RestrictionInput, current: RestrictionsTable[], until: number): void {
  for (const c of current) {
    if (input.type === 'TypeSelfBan' && until < c.until) {
      throw conflict(
        'restriction_locked',
        `Your break runs until ${new Date(c.until).toISOString()}; it can be extended but not shortened`,
      );
    }
    if (
      input.type === 'TypeSelfRechargeLimit' &&
      ((input.limit ?? 0) > (c.limit_cents ?? 0) || input.days < c.days)
    ) {
      throw conflict(
        'restriction_locked',
        `Your top-up limit of ${dollars(c.limit_cents ?? 0)} per ${c.days} day(s) holds until ${new Date(c.until).toISOString()}; it can only be tightened`,
      );
    }
  }
}

/** Applies a restriction for `days` days from now; refuses (409 restriction_locked) anything looser than one in force. */
export async function applyRestriction(
  db: Db,
  userId: string,
  input: RestrictionInput,
  now: number,
): Promise<RestrictionView[]> {
  if (!RESTRICTION_TYPES.includes(input.type)) throw badRequest('invalid_type', 'Unknown restriction type');
  if (!(RESTRICTION_DAYS as readonly number[]).includes(input.days))
    throw badRequest('invalid_days', 'Days must be 1, 2 or 3');
  const isLimit = input.type === 'TypeSelfRechargeLimit';
  if (
    isLimit &&
    (input.limit === undefined ||
      !Number.isSafeInteger(input.limit) ||
      input.limit < 0 ||
      input.limit > MAX_RECHARGE_LIMIT)
  ) {
    throw badRequest(
      'invalid_limit',
      `A top-up limit is a whole number of cents from 0 to ${MAX_RECHARGE_LIMIT}`,
    );
  }
  const until = now + input.days * DAY_MS;
  await db.kysely.transaction().execute(async (trx) => {
    // Serialise applies per user (PostgreSQL; SQLite transactions are serial already).
    if (db.dialect === 'postgres')
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    checkTightening(input, await activeRestrictions(trx, userId, now, input.type), until);
    await trx
      .insertInto('restrictions')
      .values({
        id: randomUUID(),
        user_id: userId,
        type: input.type,
        days: input.days,
        limit_cents: isLimit ? (input.limit ?? 0) : null,
        created_at: now,
        until,
      })
      .execute();
  });
  return restrictionsView(db, userId, now);
}
