/**
 * Live ops (issue 29): site settings staff change from the back office (read by every process, overriding the
 * environment's defaults; the lobby bots' switch and pace first) and the site banner players see at the top of every
 * page, with its text per locale, its kind and its time window.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('site_banners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('messages_json', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('site_banners_window')
    .on('site_banners')
    .columns(['ends_at', 'starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_banners').ifExists().execute();
  await db.schema.dropTable('site_settings').ifExists().execute();
}
