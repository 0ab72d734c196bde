/**
 * The staff second factor (TOTP, otplib) and staff sessions: enrolment (a secret shown as an otpauth URL and a QR
 * code, confirmed by a first code, which hands out recovery codes once), and sign-in with a code or a recovery code,
 * which opens an 8-hour staff session bound to the play session it came from. A TOTP code is accepted once (the
 * last time step used is kept); a recovery code is used once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../errors';
import { unitOfWork } from '../../kernel/unit-of-work';
import type { Q } from '../ledger/ledger';
import { appendAudit } from './audit';
import { staffMember, type StaffMember } from './staff';
import { RECOVERY_CODE_COUNT, STAFF_SESSION_MS } from '../../../src/domain/staff';

/** The issuer shown in authenticator apps. */
const ISSUER = 'CaseArena';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The stored hash of a staff session token. */
export const hashStaffToken = (token: string) => sha256(`staff:${token}`);
/** The stored hash of a recovery code (case, spaces and dashes do not matter). */
const hashRecoveryCode = (code: string) => sha256(`recovery:${normaliseRecovery(code)}`);
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What enrolment start shows: the secret (for manual entry), its otpauth URL and that URL as an SVG QR code. */
export interface EnrolmentOffer {
  secret: string;
  otpauthUrl: string;
  /** A data: URL of an SVG image. */
  qrCode: string;
}

/** A staff session just opened: the token (shown once) and when it ends. */
export interface StaffSessionIssued {
  token: string;
  expiresAt: number;
}

/** 400 invalid_code: the code or recovery code did not match. */
const invalidCode = () => badRequest('invalid_code', 'That code is not valid');

/** Which staff member, or a 403 if the account holds no role (the guard has checked already; this is belt and braces). */
async function member(q: Q, userId: string): Promise<StaffMember> {
  const m = await staffMember(q, userId);
  if (!m) throw new AppError(403, 'forbidden', 'Staff only');
  return m;
}

/** Starts (or restarts) enrolment: a fresh secret is kept as pending until a code confirms it. */
export async function startEnrolment(
  db: Db,
  userId: string,
  label: string,
  now: number,
): Promise<EnrolmentOffer> {
  const m = await member(db.kysely, userId);
  if (m.enrolled) throw conflict('already_enrolled', 'The second factor is already set up');
  const secret = generateSecret();
  await db.kysely
    .updateTable('staff')
    .set({ totp_pending_secret: secret, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: label.slice(0, 64) || userId, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The time step a code matches (within one step of drift), or null. */
async function matchingStep(secret: string, code: string, now: number): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epoch: Math.floor(now / 1000), epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

async function openSession(
  trx: Transaction<Database>,
  userId: string,
  playTokenHash: string,
  method: 'totp' | 'recovery',
  now: number,
): Promise<StaffSessionIssued> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + STAFF_SESSION_MS;
  await trx
    .insertInto('staff_sessions')
    .values({
      token_hash: hashStaffToken(token),
      user_id: userId,
      play_token_hash: playTokenHash,
      method,
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** Uses a TOTP code: accepted only for a time step after the last one accepted. */
async function consumeTotp(
  trx: Transaction<Database>,
  userId: string,
  secret: string,
  code: string,
  now: number,
): Promise<number> {
  const step = await matchingStep(secret, code, now);
  if (step === null) throw invalidCode();
  const res = await trx
    .updateTable('staff')
    .set({ totp_last_step: step, updated_at: now })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  // The same code twice (a replay, or a second tab racing the first): refused.
  if (Number(res.numUpdatedRows) !== 1) throw invalidCode();
  return step;
}

/**
 * Confirms enrolment with a first code from the pending secret: the factor is on, recovery codes are made (returned
 * here once, only their hashes kept) and a staff session opens. Audited as `staff.mfa.enrol`.
 */
export async function confirmEnrolment(
  db: Db,
  userId: string,
  code: string,
  playTokenHash: string,
  now: number,
): Promise<StaffSessionIssued & { recoveryCodes: string[] }> {
  return unitOfWork(db, async (trx) => {
    const m = await member(trx, userId);
    if (m.enrolled) throw conflict('already_enrolled', 'The second factor is already set up');
    const row = await trx
      .selectFrom('staff')
      .select('totp_pending_secret')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const secret = row.totp_pending_secret;
    if (!secret) throw conflict('enrolment_not_started', 'Start the set-up first');
    await consumeTotp(trx, userId, secret, code, now);
    await trx
      .updateTable('staff')
      .set({ totp_secret: secret, totp_pending_secret: null, totp_enabled_at: now })
      .where('user_id', '=', userId)
      .execute();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const raw = randomBytes(8).toString('hex');
      return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}-${raw.slice(12)}`;
    });
    await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('staff_recovery_codes')
      .values(
        recoveryCodes.map((c) => ({
          code_hash: hashRecoveryCode(c),
          user_id: userId,
          created_at: now,
          used_at: null,
        })),
      )
      .execute();
    const session = await openSession(trx, userId, playTokenHash, 'totp', now);
    await appendAudit(
      trx,
      { userId, role: m.role },
      {
        action: 'staff.mfa.enrol',
        targetType: 'staff',
        targetId: userId,
        reason: 'second factor enrolled',
        after: { recoveryCodes: RECOVERY_CODE_COUNT },
      },
      now,
    );
    return { ...session, recoveryCodes };
  });
}

/** How a staff member proves the second factor at sign-in. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * Opens a staff session with a TOTP code or a recovery code (each accepted once). Audited as `staff.session.start`.
 * A wrong code answers 400 invalid_code and leaves nothing behind.
 */
export async function signInStaff(
  db: Db,
  userId: string,
  factor: SecondFactor,
  playTokenHash: string,
  now: number,
): Promise<StaffSessionIssued> {
  return unitOfWork(db, async (trx) => {
    const m = await member(trx, userId);
    if (!m.enrolled) throw conflict('mfa_not_enrolled', 'Set up the second factor first');
    let method: 'totp' | 'recovery';
    if ('code' in factor) {
      const row = await trx
        .selectFrom('staff')
        .select('totp_secret')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      await consumeTotp(trx, userId, row.totp_secret ?? '', factor.code, now);
      method = 'totp';
    } else {
      const res = await trx
        .updateTable('staff_recovery_codes')
        .set({ used_at: now })
        .where('code_hash', '=', hashRecoveryCode(factor.recoveryCode))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw invalidCode();
      method = 'recovery';
    }
    const session = await openSession(trx, userId, playTokenHash, method, now);
    const left =
      method === 'recovery'
        ? await trx
            .selectFrom('staff_recovery_codes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .where('used_at', 'is', null)
            .executeTakeFirstOrThrow()
        : null;
    await appendAudit(
      trx,
      { userId, role: m.role },
      {
        action: 'staff.session.start',
        targetType: 'staff',
        targetId: userId,
        reason: method === 'totp' ? 'signed in with a code' : 'signed in with a recovery code',
        after: left ? { method, recoveryCodesLeft: Number(left.n) } : { method },
      },
      now,
    );
    return session;
  });
}

/** The live staff session of a token, when it belongs to `userId` and to the play session it was opened from. */
export async function liveStaffSession(
  q: Q,
  token: string,
  userId: string,
  playTokenHash: string,
  now: number,
): Promise<{ expiresAt: number } | null> {
  if (token.length > 256) return null;
  const row = await q
    .selectFrom('staff_sessions')
    .select(['user_id', 'play_token_hash', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashStaffToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || Number(row.expires_at) <= now) return null;
  if (row.user_id !== userId || row.play_token_hash !== playTokenHash) return null;
  return { expiresAt: Number(row.expires_at) };
}

/** Ends a staff session (sign-out of the back office); unknown tokens are ignored. */
export async function endStaffSession(db: Db, token: string, userId: string, now: number): Promise<void> {
  await db.kysely
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashStaffToken(token))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
