/**
 * Shapes of the back office's session routes (server/routes/admin/v1/session.ts): who the staff member is, TOTP
 * enrolment and the staff sign-in that opens an 8-hour staff session (sent back in the X-Staff-Session header).
 */
import { Type, type Static } from 'typebox';
import { STAFF_ROLES } from '../domain/staff';
import { Closed, Nullable, OneOf } from './typebox';

/** The header that carries the staff session token on every back-office call. */
export const STAFF_SESSION_HEADER = 'x-staff-session';

/** A staff role on the wire. */
export const StaffRoleSchema = OneOf(STAFF_ROLES);

/** GET /admin/v1/me: the staff member, whether the second factor is set up, and the staff session if one is live. */
export const StaffMeAnswer = Type.Object({
  userId: Type.String(),
  nickname: Type.String(),
  role: StaffRoleSchema,
  enrolled: Type.Boolean(),
  /** When the staff session sent along ends; null when none is live (sign in with the second factor). */
  sessionExpiresAt: Nullable(Type.Number()),
});
/** GET /admin/v1/me. */
export type StaffMeAnswer = Static<typeof StaffMeAnswer>;

/** POST /admin/v1/mfa/enrol/start: the secret to add to an authenticator app, as text, URL and QR code. */
export const EnrolStartAnswer = Type.Object({
  secret: Type.String(),
  otpauthUrl: Type.String(),
  /** A data: URL of an SVG QR code of otpauthUrl. */
  qrCode: Type.String(),
});
/** POST /admin/v1/mfa/enrol/start. */
export type EnrolStartAnswer = Static<typeof EnrolStartAnswer>;

/** A six-digit TOTP code (spaces allowed). */
const TotpCode = Type.String({ minLength: 6, maxLength: 12 });

/** POST /admin/v1/mfa/enrol/confirm: the first code from the app. */
export const EnrolConfirmRequest = Closed({ code: TotpCode });
/** POST /admin/v1/mfa/enrol/confirm. */
export type EnrolConfirmRequest = Static<typeof EnrolConfirmRequest>;

/** A staff session just opened: its token (send it as X-Staff-Session) and when it ends. */
export const StaffSessionAnswer = Type.Object({
  token: Type.String(),
  expiresAt: Type.Number(),
});
/** A staff session just opened. */
export type StaffSessionAnswer = Static<typeof StaffSessionAnswer>;

/** POST /admin/v1/mfa/enrol/confirm: the recovery codes, shown this once, and the first staff session. */
export const EnrolConfirmAnswer = Type.Object({
  recoveryCodes: Type.Array(Type.String()),
  session: StaffSessionAnswer,
});
/** POST /admin/v1/mfa/enrol/confirm. */
export type EnrolConfirmAnswer = Static<typeof EnrolConfirmAnswer>;

/** POST /admin/v1/session: a TOTP code, or one of the recovery codes. */
export const StaffSignInRequest = Type.Union([
  Closed({ code: TotpCode }),
  Closed({ recoveryCode: Type.String({ minLength: 8, maxLength: 40 }) }),
]);
/** POST /admin/v1/session. */
export type StaffSignInRequest = Static<typeof StaffSignInRequest>;

/** POST /admin/v1/session/end: nothing to say. */
export const StaffSignOutAnswer = Type.Object({ ok: Type.Boolean() });
/** POST /admin/v1/session/end. */
export type StaffSignOutAnswer = Static<typeof StaffSignOutAnswer>;
