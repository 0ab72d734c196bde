/** Runs the schema migrations (kept in code so they ship inside the server bundle). */
import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import type { Database } from './schema';
import type { Db } from './database';
import * as m001 from './migrations/001-foundation';
import * as m002 from './migrations/002-accounts';
import * as m003 from './migrations/003-catalog';
import * as m004 from './migrations/004-battles';
import * as m005 from './migrations/005-leases';
import * as m006 from './migrations/006-webhook-events-and-create-keys';
import * as m007 from './migrations/007-beacon';
import * as m008 from './migrations/008-levels';
import * as m009 from './migrations/009-daily';
import * as m010 from './migrations/010-missions';
import * as m011 from './migrations/011-hunts';
import * as m012 from './migrations/012-feast';
import * as m013 from './migrations/013-contests';
import * as m014 from './migrations/014-feed-indexes';
import * as m015 from './migrations/015-prefs';
import * as m016 from './migrations/016-upgrades';
import * as m017 from './migrations/017-exchanges';
import * as m018 from './migrations/018-player-cases';
import * as m019 from './migrations/019-trades';
import * as m020 from './migrations/020-battle-invites';
import * as m021 from './migrations/021-economy';
import * as m022 from './migrations/022-battle-revisions';
import * as m023 from './migrations/023-support-messages';
import * as m024 from './migrations/024-admin';
import * as m025 from './migrations/025-money-admin';
import * as m026 from './migrations/026-catalog-admin';
import * as m027 from './migrations/027-liveops';
import * as m028 from './migrations/028-mail';

/** Ordered migrations; add new ones at the end with the next number. */
const migrations: Record<string, Migration> = {
  '001-foundation': m001,
  '002-accounts': m002,
  '003-catalog': m003,
  '004-battles': m004,
  '005-leases': m005,
  '006-webhook-events-and-create-keys': m006,
  '007-beacon': m007,
  '008-levels': m008,
  '009-daily': m009,
  '010-missions': m010,
  '011-hunts': m011,
  '012-feast': m012,
  '013-contests': m013,
  '014-feed-indexes': m014,
  '015-prefs': m015,
  '016-upgrades': m016,
  '017-exchanges': m017,
  '018-player-cases': m018,
  '019-trades': m019,
  '020-battle-invites': m020,
  '021-economy': m021,
  '022-battle-revisions': m022,
  '023-support-messages': m023,
  '024-admin': m024,
  '025-money-admin': m025,
  '026-catalog-admin': m026,
  '027-liveops': m027,
  '028-mail': m028,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the database to the latest schema; throws with the failing migration's error. On PostgreSQL kysely's
 * migrator runs them in one transaction holding an advisory lock, so processes starting together on one database
 * take turns: the first migrates, the rest find nothing to do (tests/cluster/deploy-topology.test.ts starts three
 * at once on an empty schema). Old and new releases run side by side during an upgrade, so a migration must keep the
 * previous release working (README "Upgrading without downtime").
 */
export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL keep the migration bookkeeping in the connection's own schema, so databases that share a
  // server in different schemas (tests, several apps) never see each other's lock table.
  let migrationTableSchema: string | undefined;
  if (db.dialect === 'postgres') {
    const r = await sql<{ s: string }>`select current_schema() as s`.execute(db.kysely);
    migrationTableSchema = r.rows[0]?.s;
  }
  const migrator = new Migrator({
    db: migrationTableSchema ? withSchemaIntrospection(db.kysely, migrationTableSchema) : db.kysely,
    provider,
    migrationTableSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * `kysely` whose introspection sees only `schema`. The migrator asks whether its own tables exist by listing every
 * table of every schema with a `pg_get_serial_sequence` call per column; a schema dropped meanwhile by someone else
 * on the same server (the tests drop theirs as they finish, two files at a time) made that call fail with
 * "relation <other schema>.<table> does not exist" and the migration with it. Only this schema's tables matter.
 */
function withSchemaIntrospection(kysely: Kysely<Database>, schema: string): Kysely<Database> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => [{ name: schema }],
    getTables: async () => {
      const r = await sql<{ name: string; type: string }>`select table_name as name, table_type as type
        from information_schema.tables where table_schema = ${schema}`.execute(kysely);
      return r.rows.map((t) => ({ name: t.name, schema, isView: t.type === 'VIEW', columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(kysely, {
    get(target, prop) {
      if (prop === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, prop, target);
      // Kysely keeps its state in private fields: its methods must run on the instance itself.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
