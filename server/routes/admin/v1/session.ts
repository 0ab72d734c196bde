/**
 * /api/admin/v1 session routes: who I am as staff, TOTP enrolment, and staff sign-in / sign-out. These are the only
 * back-office routes that do not need a live staff session (secondFactor: false); they still need the staff role.
 */
import { Type } from 'typebox';
import { unitOfWork } from '../../../kernel/unit-of-work';
import { appendAudit } from '../../../services/admin/audit';
import {
  confirmEnrolment,
  endStaffSession,
  liveStaffSession,
  signInStaff,
  startEnrolment,
} from '../../../services/admin/mfa';
import { staffMember } from '../../../services/admin/staff';
import { MFA_ATTEMPTS, MFA_WINDOW_MS } from '../../../../src/domain/staff';
import {
  EnrolConfirmAnswer,
  EnrolConfirmRequest,
  EnrolStartAnswer,
  StaffMeAnswer,
  StaffSessionAnswer,
  StaffSignInRequest,
  StaffSignOutAnswer,
} from '../../../../src/protocol/admin-session';
import { answerSchema, doc } from '../../typebox';
import type { AdminApp } from './admin-app';
import { playTokenHash, staffToken } from './guard';

const NO_MFA = { staffRole: 'staff', secondFactor: false } as const;
const TAG = 'admin';

/** Registers /me, /mfa/enrol/start, /mfa/enrol/confirm, /session and /session/end. */
export async function sessionAdminRoutes(app: AdminApp): Promise<void> {
  // Guessing six digits: a handful of tries per staff member per five minutes, shared by enrolment and sign-in.
  const mfaLimit = app.rateLimit({ name: 'admin-mfa', key: 'user', max: MFA_ATTEMPTS, perMs: MFA_WINDOW_MS });

  app.get(
    '/me',
    {
      config: NO_MFA,
      schema: {
        ...doc(TAG, 'The staff member, their second factor and staff session', { signedIn: true }),
        response: answerSchema(StaffMeAnswer),
      },
    },
    async (req) => {
      const now = Date.now();
      const me = await staffMember(app.db.kysely, req.staff.userId);
      const user = await app.db.kysely
        .selectFrom('users')
        .select('nickname')
        .where('id', '=', req.staff.userId)
        .executeTakeFirstOrThrow();
      const token = staffToken(req);
      const live = token
        ? await liveStaffSession(app.db.kysely, token, req.staff.userId, playTokenHash(req), now)
        : null;
      return {
        data: {
          userId: req.staff.userId,
          nickname: user.nickname,
          role: req.staff.role,
          enrolled: me?.enrolled ?? false,
          sessionExpiresAt: live?.expiresAt ?? null,
        },
      };
    },
  );

  app.post(
    '/mfa/enrol/start',
    {
      config: NO_MFA,
      schema: {
        ...doc(TAG, 'Starts TOTP enrolment: a secret, its otpauth URL and a QR code', { signedIn: true }),
        response: answerSchema(EnrolStartAnswer),
      },
    },
    async (req) => {
      const user = await app.db.kysely
        .selectFrom('users')
        .select(['nickname', 'steam_id'])
        .where('id', '=', req.staff.userId)
        .executeTakeFirstOrThrow();
      const offer = await startEnrolment(
        app.db,
        req.staff.userId,
        `${user.nickname} (${user.steam_id})`,
        Date.now(),
      );
      return { data: offer };
    },
  );

  app.post(
    '/mfa/enrol/confirm',
    {
      config: NO_MFA,
      preHandler: mfaLimit,
      schema: {
        ...doc(TAG, 'Confirms TOTP enrolment with a first code: recovery codes (once) and a staff session', {
          signedIn: true,
        }),
        body: EnrolConfirmRequest,
        response: answerSchema(EnrolConfirmAnswer),
      },
    },
    async (req) => {
      const { recoveryCodes, ...session } = await confirmEnrolment(
        app.db,
        req.staff.userId,
        req.body.code,
        playTokenHash(req),
        Date.now(),
      );
      return { data: { recoveryCodes, session } };
    },
  );

  app.post(
    '/session',
    {
      config: NO_MFA,
      preHandler: mfaLimit,
      schema: {
        ...doc(TAG, 'Opens an 8-hour staff session with a TOTP code or a recovery code', { signedIn: true }),
        body: StaffSignInRequest,
        response: answerSchema(StaffSessionAnswer),
      },
    },
    async (req) => {
      const session = await signInStaff(app.db, req.staff.userId, req.body, playTokenHash(req), Date.now());
      return { data: session };
    },
  );

  app.post(
    '/session/end',
    {
      config: NO_MFA,
      schema: {
        ...doc(TAG, 'Ends the staff session sent along (the play session stays)', { signedIn: true }),
        body: Type.Optional(Type.Object({}, { additionalProperties: false })),
        response: answerSchema(StaffSignOutAnswer),
      },
    },
    async (req) => {
      const token = staffToken(req);
      const now = Date.now();
      if (token) {
        const live = await liveStaffSession(app.db.kysely, token, req.staff.userId, playTokenHash(req), now);
        await endStaffSession(app.db, token, req.staff.userId, now);
        if (live) {
          await unitOfWork(app.db, (trx) =>
            appendAudit(
              trx,
              req.staff,
              {
                action: 'staff.session.end',
                targetType: 'staff',
                targetId: req.staff.userId,
                reason: 'signed out',
              },
              now,
            ),
          );
        }
      }
      return { data: { ok: true } };
    },
  );
}
