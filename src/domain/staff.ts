/** Staff roles of the back office (issue 29) and what each may do; shared by the server guard and the admin UI. */

/** A staff role on an account: support (players, notes, holds, mutes), finance (money), admin (everything). */
export type StaffRole = 'support' | 'finance' | 'admin';

/** What a route or a page needs: a role, or 'staff' for what any staff member may read. */
export type StaffNeed = StaffRole | 'staff';

/** Every staff role, lowest first. */
export const STAFF_ROLES: readonly StaffRole[] = ['support', 'finance', 'admin'];

/** Whether `value` names a staff role. */
export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/**
 * Whether a member with `role` may do what needs `need`: admin may do everything; 'staff' (reading players, notes,
 * holds, mutes) is open to every role, so finance reads what support reads; otherwise the role must match.
 */
export function roleAllows(role: StaffRole, need: StaffNeed): boolean {
  if (role === 'admin') return true;
  if (need === 'staff') return true;
  return role === need;
}

/** A staff session (the back-office credential, separate from the play session) lasts 8 hours. */
export const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;

/** Recovery codes handed out once at enrolment; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;

/** The longest reason a staff action may carry. */
export const REASON_MAX = 500;

/** Second-factor attempts (TOTP or recovery code) a staff member may make per window before 429. */
export const MFA_ATTEMPTS = 5;
/** The window of MFA_ATTEMPTS (5 minutes). */
export const MFA_WINDOW_MS = 5 * 60 * 1000;

/** Kinds of hold a staff member can put on a player: no withdrawals, or no play at all. */
export type HoldKind = 'withdraw' | 'play';
/** Every hold kind. */
export const HOLD_KINDS: readonly HoldKind[] = ['withdraw', 'play'];
