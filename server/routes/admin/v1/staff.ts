/**
 * /api/admin/v1/staff (admin only): who is staff, and granting or revoking roles from the UI, audited as
 * `staff.grant` / `staff.revoke`. An admin cannot change their own role here (no locking oneself out); the command
 * line can.
 */
import { unitOfWork } from '../../../kernel/unit-of-work';
import { conflict, notFound } from '../../../errors';
import { appendAudit, requireReason } from '../../../services/admin/audit';
import { grantRole, listStaff, revokeRole } from '../../../services/admin/staff';
import { StaffGrantRequest, StaffListAnswer, StaffRevokeRequest } from '../../../../src/protocol/admin-staff';
import { answerSchema, doc } from '../../typebox';
import type { AdminApp } from './admin-app';

const admin = { staffRole: 'admin' } as const;
const d = (summary: string) => doc('admin', summary, { signedIn: true });
const notSelf = () => conflict('cannot_change_self', 'You cannot change your own role');

/** Registers GET /staff, POST /staff/grant and POST /staff/revoke. */
export async function staffAdminRoutes(app: AdminApp): Promise<void> {
  const list = async () => ({ data: { staff: await listStaff(app.db.kysely) } });

  app.get(
    '/staff',
    { config: admin, schema: { ...d('Every staff member'), response: answerSchema(StaffListAnswer) } },
    list,
  );

  app.post(
    '/staff/grant',
    {
      config: admin,
      schema: {
        ...d('Gives an account a staff role'),
        body: StaffGrantRequest,
        response: answerSchema(StaffListAnswer),
      },
    },
    async (req) => {
      const reason = requireReason(req.body.reason);
      const key = req.body.account.trim();
      const now = Date.now();
      await unitOfWork(app.db, async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'is_bot'])
          .where(/^\d{17}$/.test(key) ? 'steam_id' : 'id', '=', key)
          .executeTakeFirst();
        if (!user || Number(user.is_bot) === 1) throw notFound('player_not_found', 'No such account');
        if (user.id === req.staff.userId) throw notSelf();
        const before = await grantRole(trx, user.id, req.body.role, req.staff.userId, now);
        await appendAudit(
          trx,
          req.staff,
          {
            action: 'staff.grant',
            targetType: 'user',
            targetId: user.id,
            reason,
            before: { role: before },
            after: { role: req.body.role },
          },
          now,
        );
      });
      return list();
    },
  );

  app.post(
    '/staff/revoke',
    {
      config: admin,
      schema: {
        ...d('Takes a staff role away'),
        body: StaffRevokeRequest,
        response: answerSchema(StaffListAnswer),
      },
    },
    async (req) => {
      const reason = requireReason(req.body.reason);
      if (req.body.userId === req.staff.userId) throw notSelf();
      const now = Date.now();
      await unitOfWork(app.db, async (trx) => {
        const before = await revokeRole(trx, req.body.userId, now);
        if (before === null) throw notFound('staff_not_found', 'This account is not staff');
        await appendAudit(
          trx,
          req.staff,
          {
            action: 'staff.revoke',
            targetType: 'user',
            targetId: req.body.userId,
            reason,
            before: { role: before },
            after: { role: null },
          },
          now,
        );
      });
      return list();
    },
  );
}
