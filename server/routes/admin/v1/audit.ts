/** /api/admin/v1/audit: the audit log (read only: nothing in the product edits or deletes it) and its chain check. */
import { listAudit } from '../../../services/admin/audit-list';
import { verifyAuditChain } from '../../../services/admin/audit';
import { AuditListAnswer, AuditListQuery, AuditVerifyAnswer } from '../../../../src/protocol/admin-audit';
import { answerSchema, doc } from '../../typebox';
import type { AdminApp } from './admin-app';

/** Registers GET /audit and GET /audit/verify (admin only). */
export async function auditAdminRoutes(app: AdminApp): Promise<void> {
  app.get(
    '/audit',
    {
      config: { staffRole: 'admin' },
      schema: {
        ...doc('admin', 'The audit log, newest first, filtered by action, actor or target', {
          signedIn: true,
        }),
        querystring: AuditListQuery,
        response: answerSchema(AuditListAnswer),
      },
    },
    async (req) => ({ data: await listAudit(app.db.kysely, req.query) }),
  );

  app.get(
    '/audit/verify',
    {
      config: { staffRole: 'admin' },
      schema: {
        ...doc('admin', 'Recomputes the audit hash chain; names the first broken link', { signedIn: true }),
        response: answerSchema(AuditVerifyAnswer),
      },
    },
    async () => {
      const check = await verifyAuditChain(app.db.kysely);
      return {
        data: {
          ok: check.ok,
          count: check.count,
          brokenAt: check.broken?.seq ?? null,
          problem: check.broken?.problem ?? null,
        },
      };
    },
  );
}
