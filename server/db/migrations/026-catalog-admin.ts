/**
 * The back office's catalog (issue 29): case drafts staff edit (`admin_cases`; a draft is never a row of `cases`,
 * so no player read can reach it), published into `cases` under the same id with its odds frozen for good by
 * triggers (on SQLite and PostgreSQL alike), player-case moderation (review and take down), and a catalog revision
 * every process compares to drop what it keeps in memory after staff change the catalog.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const FROZEN = 'case_frozen: a published case keeps its odds, items and price for good';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('rows_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version_of', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('retired_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('admin_cases_status_updated')
    .on('admin_cases')
    .columns(['status', 'updated_at'])
    .execute();

  for (const [name, type] of [
    ['reviewed_at', 'bigint'],
    ['taken_down_at', 'bigint'],
    ['taken_down_reason', 'text'],
  ] as const) {
    await db.schema.alterTable('player_cases').addColumn(name, type).execute();
  }
  await db.schema.createIndex('player_cases_created').on('player_cases').column('created_at').execute();

  await db.schema
    .createTable('catalog_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO catalog_revision (id, revision) VALUES (1, 0)`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) await pgGuards(db);
  else await sqliteGuards(db);
}

// A published (or retired) case: its admin_cases row has left 'draft'.
const frozen = (id: string) =>
  `EXISTS (SELECT 1 FROM admin_cases WHERE admin_cases.id = ${id} AND admin_cases.status <> 'draft')`;

async function sqliteGuards(db: Kysely<unknown>): Promise<void> {
  const raise = `BEGIN SELECT RAISE(ABORT, '${FROZEN}'); END`;
  for (const stmt of [
    `CREATE TRIGGER case_items_frozen_insert BEFORE INSERT ON case_items WHEN ${frozen('NEW.case_id')} ${raise}`,
    `CREATE TRIGGER case_items_frozen_update BEFORE UPDATE ON case_items
       WHEN ${frozen('OLD.case_id')} OR ${frozen('NEW.case_id')} ${raise}`,
    `CREATE TRIGGER case_items_frozen_delete BEFORE DELETE ON case_items WHEN ${frozen('OLD.case_id')} ${raise}`,
    `CREATE TRIGGER cases_frozen_update BEFORE UPDATE OF price, slug, type ON cases
       WHEN ${frozen('OLD.id')} AND (NEW.price <> OLD.price OR NEW.slug <> OLD.slug OR NEW.type <> OLD.type) ${raise}`,
    `CREATE TRIGGER cases_frozen_delete BEFORE DELETE ON cases WHEN ${frozen('OLD.id')} ${raise}`,
    `CREATE TRIGGER admin_cases_frozen_update BEFORE UPDATE ON admin_cases
       WHEN OLD.status <> 'draft' AND (NEW.status = 'draft' OR NEW.rows_json <> OLD.rows_json
         OR NEW.slug <> OLD.slug OR NEW.type <> OLD.type) ${raise}`,
    `CREATE TRIGGER admin_cases_frozen_delete BEFORE DELETE ON admin_cases WHEN OLD.status <> 'draft' ${raise}`,
  ]) {
    await sql.raw(stmt).execute(db);
  }
}

async function pgGuards(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL trigger conditions cannot hold subqueries, so the functions look the case up themselves.
  await sql
    .raw(
      `CREATE FUNCTION case_items_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND ${frozen('OLD.case_id')}) OR (TG_OP <> 'DELETE' AND ${frozen('NEW.case_id')}) THEN
    RAISE EXCEPTION '${FROZEN}';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION cases_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ${frozen('OLD.id')} AND (TG_OP = 'DELETE' OR NEW.price <> OLD.price OR NEW.slug <> OLD.slug
      OR NEW.type <> OLD.type) THEN
    RAISE EXCEPTION '${FROZEN}';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION admin_cases_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '${FROZEN}';
END $$`,
    )
    .execute(db);
  for (const stmt of [
    `CREATE TRIGGER case_items_frozen BEFORE INSERT OR UPDATE OR DELETE ON case_items
       FOR EACH ROW EXECUTE FUNCTION case_items_frozen()`,
    `CREATE TRIGGER cases_frozen BEFORE UPDATE OR DELETE ON cases FOR EACH ROW EXECUTE FUNCTION cases_frozen()`,
    `CREATE TRIGGER admin_cases_frozen_update BEFORE UPDATE ON admin_cases FOR EACH ROW
       WHEN (OLD.status <> 'draft' AND (NEW.status = 'draft' OR NEW.rows_json <> OLD.rows_json
         OR NEW.slug <> OLD.slug OR NEW.type <> OLD.type))
       EXECUTE FUNCTION admin_cases_frozen()`,
    `CREATE TRIGGER admin_cases_frozen_delete BEFORE DELETE ON admin_cases FOR EACH ROW
       WHEN (OLD.status <> 'draft') EXECUTE FUNCTION admin_cases_frozen()`,
  ]) {
    await sql.raw(stmt).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP TRIGGER IF EXISTS case_items_frozen ON case_items`.execute(db);
    await sql`DROP TRIGGER IF EXISTS cases_frozen ON cases`.execute(db);
    await sql`DROP TRIGGER IF EXISTS admin_cases_frozen_update ON admin_cases`.execute(db);
    await sql`DROP TRIGGER IF EXISTS admin_cases_frozen_delete ON admin_cases`.execute(db);
    for (const f of ['case_items_frozen', 'cases_frozen', 'admin_cases_frozen']) {
      await sql.raw(`DROP FUNCTION IF EXISTS ${f}()`).execute(db);
    }
  } else {
    for (const t of [
      'case_items_frozen_insert',
      'case_items_frozen_update',
      'case_items_frozen_delete',
      'cases_frozen_update',
      'cases_frozen_delete',
      'admin_cases_frozen_update',
      'admin_cases_frozen_delete',
    ]) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${t}`).execute(db);
    }
  }
  await db.schema.dropTable('catalog_revision').ifExists().execute();
  await db.schema.dropIndex('player_cases_created').ifExists().execute();
  for (const c of ['reviewed_at', 'taken_down_at', 'taken_down_reason']) {
    await db.schema.alterTable('player_cases').dropColumn(c).execute();
  }
  await db.schema.dropTable('admin_cases').ifExists().execute();
}
