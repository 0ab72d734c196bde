/**
 * Missions, rakeback and the onboarding survey. Mission claims need no table of their own: each is a ledger
 * transaction keyed `mission:{user}:{mission}:{windowStart}`. `rakeback_claims` records every rakeback payout with
 * the wager total it was computed from (its key `rakeback:{user}:{seq}` makes a claim apply once), and
 * `survey_answers` keeps each account's one answer. An index on case_openings (user, time) serves the mission counts.
 */
import type { Kysely } from 'kysely';

/** Creates the rakeback and survey tables and the openings index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rakeback_claims')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('wagered', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tx_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rakeback_claims_pk', ['user_id', 'seq'])
    .execute();

  await db.schema
    .createTable('survey_answers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('experience', 'text', (c) => c.notNull())
    .addColumn('play_style', 'text', (c) => c.notNull())
    .addColumn('weapons_json', 'text', (c) => c.notNull())
    .addColumn('tx_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('case_openings_user_time')
    .on('case_openings')
    .columns(['user_id', 'created_at'])
    .execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('case_openings_user_time').ifExists().execute();
  for (const t of ['survey_answers', 'rakeback_claims']) await db.schema.dropTable(t).ifExists().execute();
}
