/** Reading the audit log for the back office: newest first, filtered, keyset-paged by seq. */
import type { Q } from '../ledger/ledger';
import type { AuditEntryView, AuditListQuery } from '../../../src/protocol/admin-audit';

/** A page of entries (newest first) and the cursor of the next page. */
export async function listAudit(
  q: Q,
  f: AuditListQuery,
): Promise<{ entries: AuditEntryView[]; next: number | null }> {
  const limit = f.limit ?? 50;
  let query = q
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .selectAll('audit_log')
    .select('users.nickname')
    .orderBy('audit_log.seq', 'desc')
    .limit(limit + 1);
  if (f.action) {
    query = f.action.endsWith('.')
      ? query.where('audit_log.action', 'like', `${f.action.replace(/[%_\\]/g, '')}%`)
      : query.where('audit_log.action', '=', f.action);
  }
  if (f.actorId) query = query.where('audit_log.actor_id', '=', f.actorId);
  if (f.targetType) query = query.where('audit_log.target_type', '=', f.targetType);
  if (f.targetId) query = query.where('audit_log.target_id', '=', f.targetId);
  if (f.before) query = query.where('audit_log.seq', '<', f.before);
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return {
    entries: page.map((r) => ({
      seq: Number(r.seq),
      at: Number(r.at),
      actorId: r.actor_id,
      actorName: r.nickname ?? '',
      actorRole: r.actor_role,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      reason: r.reason,
      before: r.before_json,
      after: r.after_json,
      hash: r.hash,
      prevHash: r.prev_hash,
    })),
    next: rows.length > limit ? Number(page[page.length - 1].seq) : null,
  };
}
