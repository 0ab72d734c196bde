/** Shapes of the Staff page's routes (server/routes/admin/v1/staff.ts, admin only): the list, grant and revoke. */
import { Type, type Static } from 'typebox';
import { REASON_MAX, STAFF_ROLES } from '../domain/staff';
import { Closed, OneOf } from './typebox';

/** One staff member. */
export const StaffEntry = Type.Object({
  userId: Type.String(),
  steamId: Type.String(),
  nickname: Type.String(),
  role: OneOf(STAFF_ROLES),
  enrolled: Type.Boolean(),
  since: Type.Number(),
});
/** One staff member. */
export type StaffEntry = Static<typeof StaffEntry>;

/** GET /admin/v1/staff. */
export const StaffListAnswer = Type.Object({ staff: Type.Array(StaffEntry) });
/** GET /admin/v1/staff. */
export type StaffListAnswer = Static<typeof StaffListAnswer>;

/** POST /admin/v1/staff/grant: the account (SteamID64 or id), the role and why. */
export const StaffGrantRequest = Closed({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  role: OneOf(STAFF_ROLES),
  reason: Type.Optional(Type.String({ maxLength: REASON_MAX * 4 })),
});
/** POST /admin/v1/staff/grant. */
export type StaffGrantRequest = Static<typeof StaffGrantRequest>;

/** POST /admin/v1/staff/revoke. */
export const StaffRevokeRequest = Closed({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  reason: Type.Optional(Type.String({ maxLength: REASON_MAX * 4 })),
});
/** POST /admin/v1/staff/revoke. */
export type StaffRevokeRequest = Static<typeof StaffRevokeRequest>;
