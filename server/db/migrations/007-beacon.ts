/**
 * FAIRNESS.md version 2. `battle_games` learns which scheme a battle follows (`fairness`, 1 for every battle made
 * before) and the beacon round that seals it: the chain, the round (fixed when the last slot fills) and, once the
 * round is published and verified, its randomness and signature. `beacon_chains` keeps the embedded local chain's
 * BLS key pair, genesis and period, so its rounds verify after a restart and on every process.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('battle_games')
    .addColumn('fairness', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const [name, type] of [
    ['beacon_chain', 'text'],
    ['beacon_round', 'bigint'],
    ['beacon_randomness', 'text'],
    ['beacon_signature', 'text'],
  ] as const) {
    await db.schema.alterTable('battle_games').addColumn(name, type).execute();
  }
  await db.schema
    .createTable('beacon_chains')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('chain', 'text', (c) => c.notNull().unique())
    .addColumn('scheme', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('secret_key', 'text', (c) => c.notNull())
    .addColumn('genesis', 'bigint', (c) => c.notNull())
    .addColumn('period_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('beacon_chains').ifExists().execute();
  for (const c of ['beacon_signature', 'beacon_randomness', 'beacon_round', 'beacon_chain', 'fairness'])
    await db.schema.alterTable('battle_games').dropColumn(c).execute();
}
