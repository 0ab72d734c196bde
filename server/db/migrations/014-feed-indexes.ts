/**
 * Indexes for the loot feed's start (GET /v1/loot/feed): the newest case drops and the newest battle winnings are
 * read from the top of these, not by scanning every opening ever made.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('case_openings_created').on('case_openings').column('created_at').execute();
  await db.schema.createIndex('loot_source_created').on('loot').columns(['source', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('loot_source_created').ifExists().execute();
  await db.schema.dropIndex('case_openings_created').ifExists().execute();
}
