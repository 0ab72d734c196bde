/**
 * Battles carry a revision (issue 27): a counter every transaction that changes a battle moves by one (a seat taken
 * or left, filled, sealed, rounds played, settled, cancelled). The battle snapshot (GET /v1/battle/detail) and every
 * battle event state it, so a client applies events newer than its snapshot, drops older ones, and refetches once
 * when it sees a gap. Existing battles start at 0.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('battles')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('battles').dropColumn('revision').execute();
}
