/**
 * A PostgreSQL schema of its own on `base` for one test app, cluster or bench: a connection URL whose sessions use it
 * (search_path; application_name = the schema, so pg_stat_activity finds them) and `drop()`. Shared by the
 * integration helpers, the cluster harness and the benches.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PgSchema {
  /** The schema's name: `${prefix}_` and 12 random hex digits. */
  schema: string;
  /** `base` with `options=-c search_path=<schema>` and `application_name=<schema>`. */
  url: string;
  /** Drops the schema and everything in it (a no-op when it is already gone). */
  drop(): Promise<void>;
}

async function adminQuery(base: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function createPgSchema(base: string, prefix = 't'): Promise<PgSchema> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  url.searchParams.set('application_name', schema);
  return {
    schema,
    url: url.toString(),
    drop: () => adminQuery(base, `DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}
