/**
 * What every back-office route file shares: the app type, the role each route declares in its config, and
 * `req.staff` (set by the guard in ./guard.ts before any handler runs).
 */
import type { ApiApp } from '../../typebox';
import type { StaffNeed, StaffRole } from '../../../../src/domain/staff';

/** The app as back-office route plugins see it (`async function <area>AdminRoutes(app: AdminApp)`). */
export type AdminApp = ApiApp;

/** The staff member behind a back-office request. */
export interface StaffActor {
  userId: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member making a back-office call (set by the admin guard; only read it in /api/admin/v1 handlers). */
    staff: StaffActor;
  }
  interface FastifyContextConfig {
    /** The role a back-office route needs ('staff': any staff role). A route without one is refused (fail closed). */
    staffRole?: StaffNeed;
    /** false only for the routes that sign a staff member in (me, enrolment, sign-in, sign-out). */
    secondFactor?: boolean;
  }
}
