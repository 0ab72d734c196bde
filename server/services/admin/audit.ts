/** STUB until admin29-core is merged (the contract's signature); replaced by core's file on merge. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { StaffRole } from '../../../src/domain/staff';

/** One staff action. */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  before?: unknown;
  after?: unknown;
}

/** Appends an entry in the action's transaction (stub: does nothing). */
export async function appendAudit(
  _trx: Transaction<Database>,
  _actor: { userId: string; role: StaffRole },
  _entry: AuditEntry,
  _now: number,
): Promise<void> {}
