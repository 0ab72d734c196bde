/**
 * Migrations on a PostgreSQL server where other schemas are dropped meanwhile (the tests drop theirs as they finish,
 * two files at a time): kysely's migrator listed every table of every schema, and a schema dropped during that
 * listing failed the migration ("schema … does not exist"). Only the migrated schema is looked at now.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createPgSchema } from '../pg-schema';

const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)('migrations beside schemas being dropped (PostgreSQL)', () => {
  it('migrate fresh schemas while other migrated schemas are dropped', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 3; round++) {
      const old = await Promise.all([1, 2, 3].map(() => createPgSchema(base!)));
      for (const s of old) {
        const db = openDatabase({ databaseUrl: s.url, sqlitePath: '' });
        await migrateToLatest(db);
        await db.destroy();
      }
      const fresh = await Promise.all([1, 2].map(() => createPgSchema(base!)));
      const migrating = fresh.map(async (s) => {
        const db = openDatabase({ databaseUrl: s.url, sqlitePath: '' });
        try {
          await migrateToLatest(db);
        } catch (err) {
          failures.push(String(err));
        } finally {
          await db.destroy();
        }
      });
      const dropping = (async () => {
        for (const s of old) {
          await new Promise((r) => setTimeout(r, 30));
          await s.drop();
        }
      })();
      await Promise.all([...migrating, dropping]);
      for (const s of fresh) await s.drop();
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
