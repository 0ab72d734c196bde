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
  /** PostgreSQL only: the connection pool as it stands (metrics); absent on SQLite, which has no pool. */
  pool?: () => PoolState;
}

/** A connection pool's state: open connections, idle ones, callers queued for one, and the most it opens. */
export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

// int8 (bigint) and numeric counts come back from pg as strings; our values fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Where a lost connection is reported (the app's logger; a warning on stderr by default). */
export type ConnectionErrorLog = (err: Error) => void;

const warnOnStderr: ConnectionErrorLog = (err) =>
  process.stderr.write(`database connection error (the pool reconnects): ${err.message}\n`);

/**
 * Opens a database from a URL (postgres://...) or a SQLite file path (':memory:' allowed).
 *
 * PostgreSQL: a connection the server drops (a restart, `pg_terminate_backend`, a network cut) is reported to
 * `onConnectionError` and left to the pool, which opens a new one for the next query. Without these listeners a
 * dropped idle connection, or one held by a transaction between two queries, emits an `error` nobody listens to
 * and Node ends the process.
 */
export function openDatabase(opts: {
  databaseUrl?: string;
  sqlitePath: string;
  onConnectionError?: ConnectionErrorLog;
}): Db {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    const report = opts.onConnectionError ?? warnOnStderr;
    const max = 10;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max });
    // An idle connection that fails: the pool has already dropped it.
    pool.on('error', report);
    // A checked-out connection that fails with no query running (e.g. a transaction awaiting the app): the query
    // that follows fails on its own and the release drops the connection.
    pool.on('connect', (client) => client.on('error', report));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      destroy: () => kysely.destroy(),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }
  if (opts.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(opts.sqlitePath), { recursive: true });
  const sqlite = new SQLite(opts.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
}
