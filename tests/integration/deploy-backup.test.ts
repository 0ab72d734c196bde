/**
 * deploy/backup.sh and deploy/restore.sh against the real PostgreSQL: a site's database with players, top-ups,
 * battles' stakes and payouts is dumped, restored into a fresh database, and the restored ledger balances to the
 * cent; restore refuses a database that already has tables, and a failed dump leaves no file that looks complete.
 * Each run makes its own two databases and drops them (PostgreSQL only: skipped without TEST_DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createSignedInUser, fund } from './helpers';

const run = promisify(execFile);
const base = process.env.TEST_DATABASE_URL;
const deployDir = path.resolve(import.meta.dirname, '../../deploy');

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

function dbUrl(name: string): string {
  const u = new URL(base!);
  u.pathname = `/${name}`;
  return u.toString();
}

/** What must survive a restore: every account's balance, the ledger's sums by kind, and the row counts. */
async function ledgerFacts(db: Db) {
  const balances = await db.kysely.selectFrom('accounts').select(['id', 'balance']).orderBy('id').execute();
  const byKind = await db.kysely
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.tx_id')
    .select(['ledger_transactions.kind', sql<string>`sum(ledger_entries.amount)`.as('sum')])
    .select(sql<string>`count(*)`.as('n'))
    .groupBy('ledger_transactions.kind')
    .orderBy('ledger_transactions.kind')
    .execute();
  const total = await db.kysely
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
    .executeTakeFirstOrThrow();
  const users = await db.kysely
    .selectFrom('users')
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return {
    balances: balances.map((b) => [b.id, Number(b.balance)]),
    byKind: byKind.map((k) => [k.kind, Number(k.sum), Number(k.n)]),
    total: Number(total.sum),
    users: Number(users.n),
  };
}

describe.skipIf(!base)('deploy/backup.sh and deploy/restore.sh', () => {
  const suffix = randomBytes(5).toString('hex');
  const source = `ca_backup_src_${suffix}`;
  const target = `ca_backup_dst_${suffix}`;
  let db: Db;
  let dir = '';
  let dumped: string | null = null;

  /** One run of backup.sh on the source database (the tests below share its dump). */
  async function backupFile(): Promise<string> {
    if (dumped) return dumped;
    const { stdout } = await run(path.join(deployDir, 'backup.sh'), [], {
      env: { ...process.env, DATABASE_URL: dbUrl(source), BACKUP_DIR: dir },
    });
    dumped = stdout.trim();
    return dumped;
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casearena-backups-'));
    await admin(`CREATE DATABASE ${source}`);
    await admin(`CREATE DATABASE ${target}`);
    db = openDatabase({ databaseUrl: dbUrl(source), sqlitePath: '' });
    await migrateToLatest(db);
    // A small site: players topped up, and money moved between them and the house.
    for (let i = 0; i < 5; i++) {
      const u = await createSignedInUser(db, `saver${i}`);
      await fund(db, u.userId, 10_000 + i * 1_234);
      await fund(db, u.userId, -(i * 111));
    }
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    await admin(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up, restores into a fresh database, and the restored ledger matches to the cent', async () => {
    const before = await ledgerFacts(db);
    expect(before.users).toBe(5);
    // A balanced ledger: every transfer sums to zero.
    expect(before.total).toBe(0);
    expect(before.balances.length).toBeGreaterThan(5);

    const file = await backupFile();
    expect(path.dirname(file)).toBe(dir);
    expect(path.basename(file)).toMatch(/^casearena-\d{8}T\d{6}Z\.dump$/);
    expect(fs.readdirSync(dir)).toEqual([path.basename(file)]);

    const restore = await run(path.join(deployDir, 'restore.sh'), [file, dbUrl(target)]);
    expect(restore.stdout).toMatch(/ledger_sum/);

    const restored = openDatabase({ databaseUrl: dbUrl(target), sqlitePath: '' });
    try {
      expect(await ledgerFacts(restored)).toEqual(before);
      // The restored database is one the server starts on: nothing is left to migrate.
      await migrateToLatest(restored);
      expect(await ledgerFacts(restored)).toEqual(before);
    } finally {
      await restored.destroy();
    }
  });

  it('refuses to restore over a database that has tables, and changes nothing there', async () => {
    const file = await backupFile();
    const before = await ledgerFacts(db);
    await expect(run(path.join(deployDir, 'restore.sh'), [file, dbUrl(source)])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/already has \d+ tables/),
    });
    expect(await ledgerFacts(db)).toEqual(before);
  });

  it('a dump that fails leaves no casearena-*.dump behind and exits non-zero', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'casearena-backups-'));
    try {
      await expect(
        run(path.join(deployDir, 'backup.sh'), [], {
          env: { ...process.env, DATABASE_URL: dbUrl(`ca_missing_${suffix}`), BACKUP_DIR: empty },
        }),
      ).rejects.toMatchObject({ code: expect.any(Number) });
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('keeps BACKUP_KEEP_DAYS of dumps: older ones go, the new one and other files stay', async () => {
    const keepDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casearena-backups-'));
    try {
      const old = path.join(keepDir, 'casearena-20200101T000000Z.dump');
      const recent = path.join(keepDir, 'casearena-20200102T000000Z.dump');
      const notOurs = path.join(keepDir, 'notes.txt');
      for (const f of [old, recent, notOurs]) fs.writeFileSync(f, 'x');
      const day = 86_400;
      const now = Date.now() / 1000;
      fs.utimesSync(old, now - 20 * day, now - 20 * day);
      fs.utimesSync(recent, now - 3 * day, now - 3 * day);
      fs.utimesSync(notOurs, now - 20 * day, now - 20 * day);
      const { stdout } = await run(path.join(deployDir, 'backup.sh'), [], {
        env: { ...process.env, DATABASE_URL: dbUrl(source), BACKUP_DIR: keepDir, BACKUP_KEEP_DAYS: '7' },
      });
      expect(fs.readdirSync(keepDir).sort()).toEqual(
        [path.basename(stdout.trim()), path.basename(recent), 'notes.txt'].sort(),
      );
    } finally {
      fs.rmSync(keepDir, { recursive: true, force: true });
    }
  });

  it('a damaged dump restores nothing: the target database stays empty', async () => {
    const file = await backupFile();
    const damaged = path.join(dir, 'damaged.dump');
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const fresh = `ca_backup_bad_${suffix}`;
    await admin(`CREATE DATABASE ${fresh}`);
    try {
      await expect(run(path.join(deployDir, 'restore.sh'), [damaged, dbUrl(fresh)])).rejects.toMatchObject({
        code: expect.any(Number),
      });
      const c = new pg.Client({ connectionString: dbUrl(fresh) });
      await c.connect();
      try {
        const r = await c.query(
          "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
        );
        expect(r.rows[0].n).toBe(0);
      } finally {
        await c.end();
      }
    } finally {
      fs.rmSync(damaged, { force: true });
      await admin(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
    }
  });
});
