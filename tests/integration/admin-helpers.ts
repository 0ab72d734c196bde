/**
 * Back-office test helpers: make a staff member with a role (enrolled in TOTP and signed in to the back office by
 * default) on an app built by ./helpers.ts, and call /api/admin/v1 as them. Codes are computed with otplib.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import type { Db } from '../../server/db/database';
import { unitOfWork } from '../../server/kernel/unit-of-work';
import { grantRole } from '../../server/services/admin/staff';
import type { StaffRole } from '../../src/domain/staff';
import { createSignedInUser } from './helpers';

/** A staff member made for a test. */
export interface TestStaff {
  userId: string;
  role: StaffRole;
  /** The play session's bearer header alone (no staff session). */
  auth: { authorization: string };
  /** The play bearer plus the staff session: what every back-office call needs. Empty staff part if not signed in. */
  headers: Record<string, string>;
  /** The TOTP secret ('' when not enrolled). */
  secret: string;
  recoveryCodes: string[];
  staffToken: string | null;
  /** The TOTP code of the secret at a time (ms, now by default). */
  code(atMs?: number): Promise<string>;
}

/** The TOTP code of `secret` at `atMs`. */
export const totpCode = (secret: string, atMs = Date.now()) =>
  generate({ secret, epoch: Math.floor(atMs / 1000) });

/**
 * Makes a signed-in user staff with `role`; by default enrols the second factor through the API (start + confirm)
 * and keeps the staff session that opens. `enrol: false` stops after the grant (no factor, no staff session).
 */
export async function createStaff(
  app: FastifyInstance,
  db: Db,
  role: StaffRole,
  opts: { enrol?: boolean; nickname?: string } = {},
): Promise<TestStaff> {
  const user = await createSignedInUser(db, opts.nickname ?? `staff-${role}`);
  await unitOfWork(db, (trx) => grantRole(trx, user.userId, role, 'test', Date.now()).then(() => undefined));
  let secret = '';
  let recoveryCodes: string[] = [];
  let staffToken: string | null = null;
  if (opts.enrol ?? true) {
    const start = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/mfa/enrol/start',
      headers: user.auth,
    });
    if (start.statusCode !== 200) throw new Error(`enrol start: ${start.statusCode} ${start.body}`);
    secret = (start.json() as { data: { secret: string } }).data.secret;
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/mfa/enrol/confirm',
      headers: user.auth,
      payload: { code: await totpCode(secret) },
    });
    if (confirm.statusCode !== 200) throw new Error(`enrol confirm: ${confirm.statusCode} ${confirm.body}`);
    const data = (confirm.json() as { data: { recoveryCodes: string[]; session: { token: string } } }).data;
    recoveryCodes = data.recoveryCodes;
    staffToken = data.session.token;
  }
  return {
    userId: user.userId,
    role,
    auth: user.auth,
    headers: staffToken ? { ...user.auth, 'x-staff-session': staffToken } : { ...user.auth },
    secret,
    recoveryCodes,
    staffToken,
    code: (atMs) => totpCode(secret, atMs),
  };
}

/** Calls a back-office route as `staff` (GET without a body, anything else with `payload`). */
export function adminCall(
  app: FastifyInstance,
  staff: Pick<TestStaff, 'headers'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: path.startsWith('/api/') ? path : `/api/admin/v1${path}`,
    headers: staff.headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** The audit log's rows, oldest first (for assertions). */
export async function auditRows(db: Db) {
  return db.kysely.selectFrom('audit_log').selectAll().orderBy('seq').execute();
}
