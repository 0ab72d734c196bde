/** Opens the database: SQLite (better-sqlite3) by default, PostgreSQL when DATABASE_URL names one. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

/** An open database handle plus what kind it is. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

// int8 (bigint) and numeric counts come back from pg as strings; our values fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Opens a database from a URL (postgres://...) or a SQLite file path (':memory:' allowed). */
export function openDatabase(opts: { databaseUrl?: string; sqlitePath: string }): Db {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', destroy: () => kysely.destroy() };
  }
  if (opts.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(opts.sqlitePath), { recursive: true });
  const sqlite = new SQLite(opts.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
}
