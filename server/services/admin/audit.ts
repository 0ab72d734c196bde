// THROWAWAY STUB until admin29-core is merged (deleted then): the contract's signatures only.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { REASON_MAX, type StaffRole } from '../../../src/domain/staff';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  before?: unknown;
  after?: unknown;
}
export interface AuditActor {
  userId: string;
  role: StaffRole;
}
export function requireReason(reason: string | undefined | null): string {
  const r = (reason ?? '').trim();
  if (r.length === 0 || r.length > REASON_MAX) {
    throw badRequest('reason_required', `Give a reason (1-${REASON_MAX} characters)`);
  }
  return r;
}
export async function appendAudit(
  _trx: Transaction<Database>,
  _actor: AuditActor,
  _entry: AuditEntry,
  _now: number,
): Promise<void> {}
