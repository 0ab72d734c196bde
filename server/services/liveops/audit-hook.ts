/**
 * How a live-ops action writes its audit entry: the caller (the back-office route) binds the staff member and the
 * clock to the audit log's append (server/services/admin/audit.ts appendAudit) and the service calls it inside the
 * same transaction as the effect, so an action that rolls back leaves no entry and an entry never lacks its effect.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** One audit entry (the shape of the audit log's AuditEntry). */
export interface LiveopsAuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  before?: unknown;
  after?: unknown;
}

/** Appends `entry` to the audit log inside `trx`. */
export type AuditHook = (trx: Transaction<Database>, entry: LiveopsAuditEntry) => Promise<void>;
