/**
 * The audit log (issue 29): concurrent staff actions keep one unbroken chain, tampering through SQL is found (by the
 * API and by `npm run audit:verify`), the Staff page's grants are audited, and `npm run admin` works on both databases.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appForSuite, createSignedInUser, makeApp, testDatabases } from './helpers';
import { adminCall, auditRows, createStaff } from './admin-helpers';
import { verifyAuditChain } from '../../server/services/admin/audit';
import { runAdminCommand } from '../../server/cli/admin';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createPgSchema } from '../pg-schema';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** Changes an audit row behind the product's back, as someone with database access could. */
async function tamper(db: Db, seq: number): Promise<void> {
  if (db.dialect === 'postgres') {
    await sql`alter table audit_log disable trigger audit_log_no_change`.execute(db.kysely);
    await sql`update audit_log set reason = 'nothing to see' where seq = ${seq}`.execute(db.kysely);
    await sql`alter table audit_log enable trigger audit_log_no_change`.execute(db.kysely);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db.kysely);
    await sql`update audit_log set reason = 'nothing to see' where seq = ${seq}`.execute(db.kysely);
  }
}

describe.each(testDatabases)('audit log ($name)', (kind) => {
  const ctx = appForSuite(() => makeApp(kind));

  it('keeps one chain through 20 staff actions at once', async () => {
    const staff = await Promise.all(
      [0, 1, 2, 3].map((i) => createStaff(ctx.app, ctx.db, 'support', { nickname: `s${i}` })),
    );
    const p = await createSignedInUser(ctx.db, 'busy');
    const before = (await auditRows(ctx.db)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        adminCall(ctx.app, staff[i % 4], 'POST', `/players/${p.userId}/notes`, { body: `note ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await auditRows(ctx.db);
    expect(rows.length - before).toBe(20);
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
    expect(await verifyAuditChain(ctx.db.kysely)).toEqual({ ok: true, count: rows.length });
  });

  it('lists entries with filters and shows who, what, why, before and after', async () => {
    const admin = await createStaff(ctx.app, ctx.db, 'admin');
    const target = await createSignedInUser(ctx.db, 'promoted');
    const granted = await adminCall(ctx.app, admin, 'POST', '/staff/grant', {
      account: target.userId,
      role: 'finance',
      reason: 'new hire',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.staff.map((s: { userId: string }) => s.userId)).toContain(target.userId);
    const page = await adminCall(ctx.app, admin, 'GET', `/audit?action=staff.&targetId=${target.userId}`);
    const [entry] = page.json().data.entries;
    expect(entry).toMatchObject({
      action: 'staff.grant',
      actorId: admin.userId,
      actorRole: 'admin',
      reason: 'new hire',
    });
    expect(JSON.parse(entry.before)).toEqual({ role: null });
    expect(JSON.parse(entry.after)).toEqual({ role: 'finance' });
    const self = await adminCall(ctx.app, admin, 'POST', '/staff/revoke', {
      userId: admin.userId,
      reason: 'oops',
    });
    expect(self.json().error.code).toBe('cannot_change_self');
    const noReason = await adminCall(ctx.app, admin, 'POST', '/staff/revoke', { userId: target.userId });
    expect(noReason.json().error.code).toBe('reason_required');
    const support = await createStaff(ctx.app, ctx.db, 'support');
    expect((await adminCall(ctx.app, support, 'GET', '/audit')).statusCode).toBe(403);
    expect(
      (
        await adminCall(ctx.app, support, 'POST', '/staff/grant', {
          account: support.userId,
          role: 'admin',
          reason: 'me',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('finds a row changed through SQL and names it', async () => {
    await createStaff(ctx.app, ctx.db, 'admin');
    const admin = await createStaff(ctx.app, ctx.db, 'admin');
    expect((await adminCall(ctx.app, admin, 'GET', '/audit/verify')).json().data.ok).toBe(true);
    await tamper(ctx.db, 2);
    const check = (await adminCall(ctx.app, admin, 'GET', '/audit/verify')).json().data;
    expect(check).toMatchObject({ ok: false, brokenAt: 2, problem: 'hash' });
  });
});

/** A migrated database the command-line tools can open too (a SQLite file, or a PostgreSQL schema). */
async function cliDatabase(kind: 'sqlite' | 'postgres') {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casearena-cli-'));
    const file = path.join(dir, 'db.sqlite');
    const db = openDatabase({ sqlitePath: file });
    await migrateToLatest(db);
    return {
      db,
      env: { SQLITE_PATH: file, DATABASE_URL: '' },
      cleanup: () => db.destroy().then(() => fs.rmSync(dir, { recursive: true })),
    };
  }
  const schema = await createPgSchema(process.env.TEST_DATABASE_URL!);
  const db = openDatabase({ databaseUrl: schema.url, sqlitePath: '' });
  await migrateToLatest(db);
  return { db, env: { DATABASE_URL: schema.url }, cleanup: () => db.destroy().then(() => schema.drop()) };
}

describe.each(testDatabases.map((d) => d.name))('npm run admin and audit:verify (%s)', (kind) => {
  it('grants from the command line, and audit:verify exits 1 naming the first broken link', async () => {
    const h = await cliDatabase(kind);
    try {
      const u = await createSignedInUser(h.db, 'first-admin');
      const steamId = (
        await h.db.kysely
          .selectFrom('users')
          .select('steam_id')
          .where('id', '=', u.userId)
          .executeTakeFirstOrThrow()
      ).steam_id;
      const out: string[] = [];
      expect(await runAdminCommand(h.db, ['grant', steamId, 'boss'], (l) => out.push(l))).toBe(2);
      expect(await runAdminCommand(h.db, ['grant', '76561190000000000', 'admin'], (l) => out.push(l))).toBe(
        1,
      );
      const env = { ...process.env, ...h.env };
      const granted = await run('npm', ['run', '-s', 'admin', '--', 'grant', steamId, 'admin'], {
        cwd: root,
        env,
      });
      expect(granted.stdout).toContain('is now admin');
      const listed = await run('npm', ['run', '-s', 'admin', '--', 'list'], { cwd: root, env });
      expect(listed.stdout).toMatch(new RegExp(`${steamId}\\tadmin\\tnot-enrolled`));
      expect(await runAdminCommand(h.db, ['grant', steamId, 'support'], (l) => out.push(l))).toBe(0);
      const ok = await run('npm', ['run', '-s', 'audit:verify'], { cwd: root, env });
      expect(ok.stdout).toContain('audit chain ok: 2 entries');
      await tamper(h.db, 1);
      const broken = await run('npm', ['run', '-s', 'audit:verify'], { cwd: root, env }).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(broken?.code).toBe(1);
      expect(broken?.stderr).toContain('BROKEN at entry 1');
    } finally {
      await h.cleanup();
    }
  }, 60_000);
});
