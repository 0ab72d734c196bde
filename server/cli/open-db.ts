/** Opens and migrates the site's database for a command-line tool: DATABASE_URL, else SQLITE_PATH (as the server). */
import path from 'node:path';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** The database the server would open with this environment, migrated to the latest schema. */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  const databaseUrl = env.DATABASE_URL;
  const sqlitePath = env.SQLITE_PATH ?? path.join(process.cwd(), 'data', 'casearena.sqlite');
  const db = openDatabase({ databaseUrl, sqlitePath });
  await migrateToLatest(db);
  return db;
}
