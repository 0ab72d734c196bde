/**
 * The audit log: every staff action is appended in the same transaction as its effect, each entry holding the hash
 * of the one before. Appends serialise on the single chain-head row, locked in the transaction (FOR UPDATE on
 * PostgreSQL; on SQLite the write that moves the head takes the database's write lock), so concurrent actions
 * never fork the chain. Nothing in the product updates or deletes an entry (triggers refuse it, 024-admin).
 */
import { createHash } from 'node:crypto';
import { PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditLogTable } from '../../db/schema-admin';
import type { Q } from '../ledger/ledger';
import { badRequest } from '../../errors';
import { REASON_MAX, type StaffRole } from '../../../src/domain/staff';

/** What a staff action writes to the audit log. `action` is `<area>.<verb>`, e.g. `money.refund`. */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  before?: unknown;
  after?: unknown;
}

/** Who acted. */
export interface AuditActor {
  userId: string;
  role: StaffRole;
}

/** The hash the first entry points back to. */
export const AUDIT_GENESIS = '0'.repeat(64);

const json = (v: unknown): string | null => (v === undefined ? null : JSON.stringify(v));

/** The hash of one entry: SHA-256 over its fields (as stored) and the hash before it. */
export function auditHash(
  row: Pick<
    AuditLogTable,
    | 'seq'
    | 'at'
    | 'actor_id'
    | 'actor_role'
    | 'action'
    | 'target_type'
    | 'target_id'
    | 'reason'
    | 'before_json'
    | 'after_json'
    | 'prev_hash'
  >,
): string {
  const fields = [
    Number(row.seq),
    Number(row.at),
    row.actor_id,
    row.actor_role,
    row.action,
    row.target_type,
    row.target_id,
    row.reason,
    row.before_json,
    row.after_json,
    row.prev_hash,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** A reason that must be given: trimmed, 1-500 characters, else 400 reason_required. */
export function requireReason(reason: string | undefined | null): string {
  const r = (reason ?? '').trim();
  if (r.length === 0 || r.length > REASON_MAX) {
    throw badRequest('reason_required', `Give a reason (1-${REASON_MAX} characters)`);
  }
  return r;
}

/**
 * Appends one entry to the audit log inside `trx`, the transaction of the action's effect: if the action rolls
 * back, so does its entry. Locks the chain head until the transaction ends.
 */
export async function appendAudit(
  trx: Transaction<Database>,
  actor: AuditActor,
  entry: AuditEntry,
  now: number,
): Promise<void> {
  if (!entry.action) throw new Error('appendAudit: an action name is required');
  const reason = entry.reason.trim().slice(0, REASON_MAX);
  const isPg = trx.getExecutor().adapter instanceof PostgresAdapter;
  let head = trx.selectFrom('audit_chain_head').select(['seq', 'hash']).where('id', '=', 1);
  if (isPg) head = head.forUpdate();
  else {
    // SQLite: write first so this transaction holds the write lock before it reads the head.
    await trx.updateTable('audit_chain_head').set({ id: 1 }).where('id', '=', 1).execute();
  }
  const prev = await head.executeTakeFirstOrThrow();
  const row: AuditLogTable = {
    seq: Number(prev.seq) + 1,
    at: now,
    actor_id: actor.userId,
    actor_role: actor.role,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    reason,
    before_json: json(entry.before),
    after_json: json(entry.after),
    prev_hash: prev.hash,
    hash: '',
  };
  row.hash = auditHash(row);
  await trx.insertInto('audit_log').values(row).execute();
  await trx
    .updateTable('audit_chain_head')
    .set({ seq: row.seq, hash: row.hash })
    .where('id', '=', 1)
    .execute();
}

/** The outcome of a chain check: how many entries were read, and the first broken link if any. */
export interface ChainCheck {
  ok: boolean;
  count: number;
  broken?: { seq: number; problem: 'hash' | 'prev_hash' | 'gap' | 'head' };
}

/** Recomputes the whole chain in order and reports the first entry that does not hold. */
export async function verifyAuditChain(q: Q): Promise<ChainCheck> {
  let expectedPrev = AUDIT_GENESIS;
  let expectedSeq = 1;
  let count = 0;
  const PAGE = 1000;
  for (;;) {
    const rows = await q
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', '>=', expectedSeq)
      .orderBy('seq')
      .limit(PAGE)
      .execute();
    for (const r of rows) {
      const seq = Number(r.seq);
      if (seq !== expectedSeq) return { ok: false, count, broken: { seq: expectedSeq, problem: 'gap' } };
      if (r.prev_hash !== expectedPrev) return { ok: false, count, broken: { seq, problem: 'prev_hash' } };
      if (auditHash(r) !== r.hash) return { ok: false, count, broken: { seq, problem: 'hash' } };
      expectedPrev = r.hash;
      expectedSeq += 1;
      count += 1;
    }
    if (rows.length < PAGE) break;
  }
  const head = await q
    .selectFrom('audit_chain_head')
    .select(['seq', 'hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!head || Number(head.seq) !== count || head.hash !== expectedPrev) {
    return { ok: false, count, broken: { seq: count + 1, problem: 'head' } };
  }
  return { ok: true, count };
}
