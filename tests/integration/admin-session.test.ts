/** The back office's door (issue 29): roles, the TOTP second factor, staff sessions and refused players. */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { appForSuite, createSignedInUser, makeApp, testDatabases } from './helpers';
import { adminCall, auditRows, createStaff, totpCode } from './admin-helpers';
import { verifyAuditChain } from '../../server/services/admin/audit';
import { STAFF_SESSION_MS } from '../../src/domain/staff';
import { issueSession, revokeSession } from '../../server/services/users/users';

describe.each(testDatabases)('back-office session ($name)', (kind) => {
  const ctx = appForSuite(() => makeApp(kind));

  it('answers 401 unauthorized without a play session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/v1/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('refuses a player with 403 forbidden and logs the attempt', async () => {
    const player = await createSignedInUser(ctx.db, 'nosy');
    for (const url of ['/api/admin/v1/me', '/api/admin/v1/mfa/enrol/start']) {
      const res = await ctx.app.inject({
        method: url.endsWith('me') ? 'GET' : 'POST',
        url,
        headers: player.auth,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    const denials = await ctx.db.kysely
      .selectFrom('admin_denials')
      .selectAll()
      .where('user_id', '=', player.userId)
      .execute();
    expect(denials.map((d) => d.url).sort()).toEqual(['/api/admin/v1/me', '/api/admin/v1/mfa/enrol/start']);
  });

  it('enrols TOTP, shows a QR code and recovery codes once, and opens a staff session', async () => {
    const staff = await createStaff(ctx.app, ctx.db, 'support', { enrol: false });
    const start = await adminCall(ctx.app, staff, 'POST', '/mfa/enrol/start');
    expect(start.statusCode).toBe(200);
    const offer = start.json().data;
    expect(offer.otpauthUrl).toMatch(/^otpauth:\/\/totp\/CaseArena:.*secret=/);
    expect(offer.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await adminCall(ctx.app, staff, 'POST', '/mfa/enrol/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_code');
    const ok = await adminCall(ctx.app, staff, 'POST', '/mfa/enrol/confirm', {
      code: await totpCode(offer.secret),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.recoveryCodes).toHaveLength(10);
    const again = await adminCall(ctx.app, staff, 'POST', '/mfa/enrol/start');
    expect(again.statusCode).toBe(409);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/v1/me',
      headers: { ...staff.auth, 'x-staff-session': ok.json().data.session.token },
    });
    expect(me.json().data).toMatchObject({ role: 'support', enrolled: true });
    expect(me.json().data.sessionExpiresAt).toBeGreaterThan(Date.now());
  });

  it('answers 401 mfa_required to staff without a live staff session', async () => {
    const staff = await createStaff(ctx.app, ctx.db, 'admin');
    // A route that needs the second factor: the audit log list is the core's own.
    const without = await adminCall(ctx.app, { headers: staff.auth }, 'GET', '/audit/verify');
    expect(without.statusCode).toBe(401);
    expect(without.json().error.code).toBe('mfa_required');
    const forged = await adminCall(
      ctx.app,
      { headers: { ...staff.auth, 'x-staff-session': 'nope' } },
      'GET',
      '/audit/verify',
    );
    expect(forged.json().error.code).toBe('mfa_required');
    const withIt = await adminCall(ctx.app, staff, 'GET', '/audit/verify');
    expect(withIt.statusCode).toBe(200);
  });

  it('binds the staff session to its play session', async () => {
    const staff = await createStaff(ctx.app, ctx.db, 'admin');
    // The same account signed in elsewhere: its play session did not pass the second factor.
    const otherPlay = await issueSession(ctx.db, staff.userId);
    const elsewhere = await adminCall(
      ctx.app,
      { headers: { authorization: `Bearer ${otherPlay}`, 'x-staff-session': staff.staffToken! } },
      'GET',
      '/audit/verify',
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().error.code).toBe('mfa_required');
    // Signing out of play ends the back office too.
    await revokeSession(ctx.db, staff.auth.authorization.slice('Bearer '.length));
    const after = await adminCall(ctx.app, staff, 'GET', '/audit/verify');
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong code, accepts a code once, and rate-limits guessing', async () => {
    const staff = await createStaff(ctx.app, ctx.db, 'finance');
    // The enrolment used the current step: the same code again is a replay.
    const replay = await adminCall(ctx.app, { headers: staff.auth }, 'POST', '/session', {
      code: await staff.code(),
    });
    expect(replay.statusCode).toBe(400);
    const next = await adminCall(ctx.app, { headers: staff.auth }, 'POST', '/session', {
      code: await staff.code(Date.now() + 30_000),
    });
    expect(next.statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await adminCall(ctx.app, { headers: staff.auth }, 'POST', '/session', { code: '123456' });
      codes.push(r.statusCode);
    }
    // Enrolment confirm + two sign-ins already counted: the limit (5) is reached within these.
    expect(codes).toContain(429);
    expect(codes.filter((c) => c === 200)).toHaveLength(0);
  });

  it('signs in with a recovery code only once', async () => {
    const staff = await createStaff(ctx.app, ctx.db, 'support');
    const code = staff.recoveryCodes[0];
    const first = await adminCall(ctx.app, { headers: staff.auth }, 'POST', '/session', {
      recoveryCode: code.toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const second = await adminCall(ctx.app, { headers: staff.auth }, 'POST', '/session', {
      recoveryCode: code,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.code).toBe('invalid_code');
  });

  it('ends the staff session after 8 hours and on sign-out', async () => {
    const staff = await createStaff(ctx.app, ctx.db, 'admin');
    await ctx.db.kysely
      .updateTable('staff_sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', staff.userId)
      .execute();
    const expired = await adminCall(ctx.app, staff, 'GET', '/audit/verify');
    expect(expired.json().error.code).toBe('mfa_required');
    const fresh = await adminCall(ctx.app, { headers: staff.auth }, 'POST', '/session', {
      code: await staff.code(Date.now() + 30_000),
    });
    const session = fresh.json().data;
    expect(session.expiresAt - Date.now()).toBeGreaterThan(STAFF_SESSION_MS - 60_000);
    expect(session.expiresAt - Date.now()).toBeLessThanOrEqual(STAFF_SESSION_MS);
    const headers = { ...staff.auth, 'x-staff-session': session.token };
    expect((await adminCall(ctx.app, { headers }, 'GET', '/audit/verify')).statusCode).toBe(200);
    expect((await adminCall(ctx.app, { headers }, 'POST', '/session/end', {})).statusCode).toBe(200);
    expect((await adminCall(ctx.app, { headers }, 'GET', '/audit/verify')).json().error.code).toBe(
      'mfa_required',
    );
  });

  it('audits enrolment and sign-in in a chain that verifies, and the log refuses edits', async () => {
    await createStaff(ctx.app, ctx.db, 'support');
    const rows = await auditRows(ctx.db);
    expect(rows.some((r) => r.action === 'staff.mfa.enrol')).toBe(true);
    expect((await verifyAuditChain(ctx.db.kysely)).ok).toBe(true);
    await expect(sql`update audit_log set reason = 'x'`.execute(ctx.db.kysely)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(ctx.db.kysely)).rejects.toThrow(/append-only/);
  });
});
