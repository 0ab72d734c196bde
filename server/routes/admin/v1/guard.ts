/**
 * The back office's door: an onRequest hook on every /api/admin/v1 route. No play session: 401 unauthorized. Not
 * staff, or a role too low: 403 forbidden, and the attempt is logged and stored. A route that declares no role:
 * 403 (fail closed). No live staff session (the second factor) where one is needed: 401 mfa_required.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../../errors';
import { bearerToken } from '../../../plugins/auth';
import { liveStaffSession } from '../../../services/admin/mfa';
import { staffMember } from '../../../services/admin/staff';
import { hashToken } from '../../../services/users/users';
import { roleAllows } from '../../../../src/domain/staff';
import { STAFF_SESSION_HEADER } from '../../../../src/protocol/admin-session';
import type { AdminApp } from './admin-app';

const forbidden = () => new AppError(403, 'forbidden', 'Staff only');
/** 401 mfa_required: the staff session (second factor) is missing, ended, or not this play session's. */
export const mfaRequired = () =>
  new AppError(401, 'mfa_required', 'Sign in to the back office with your second factor');

/** The staff session token a request carries, if any. */
export function staffToken(req: FastifyRequest): string | null {
  const v = req.headers[STAFF_SESSION_HEADER];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/** The hash of the play session token a request carries (the guard has checked it is live). */
export function playTokenHash(req: FastifyRequest): string {
  const t = bearerToken(req);
  if (!t) throw unauthorized();
  return hashToken(t);
}

/** Installs the guard on the back-office scope. */
export function installAdminGuard(app: AdminApp): void {
  app.decorateRequest('staff', null as never);
  app.addHook('onRequest', async (req) => {
    const need = req.routeOptions.config?.staffRole;
    if (!req.userId) throw unauthorized();
    const member = await staffMember(app.db.kysely, req.userId);
    if (!need || !member || !roleAllows(member.role, need)) {
      req.log.warn(
        { userId: req.userId, role: member?.role ?? null, need: need ?? null, url: req.url },
        'back office refused',
      );
      await app.db.kysely
        .insertInto('admin_denials')
        .values({
          id: randomUUID(),
          user_id: req.userId,
          method: req.method,
          url: req.url.slice(0, 300),
          at: Date.now(),
        })
        .execute();
      throw forbidden();
    }
    req.staff = { userId: member.userId, role: member.role };
    if (req.routeOptions.config?.secondFactor === false) return;
    const token = staffToken(req);
    const live = token
      ? await liveStaffSession(app.db.kysely, token, req.userId, playTokenHash(req), Date.now())
      : null;
    if (!live) throw mfaRequired();
  });
}
