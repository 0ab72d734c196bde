/**
 * Case battles. `battles` (001) keeps id, status and created_at and stays the one source of the status; the rest
 * of a battle lives in `battle_games` (same id). Slots, rolls and awards carry unique keys so joins race safely
 * and a resumed battle never writes a round or an award twice.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('battle_games')
    .addColumn('id', 'text', (c) => c.primaryKey().references('battles.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('cost', 'bigint', (c) => c.notNull())
    .addColumn('total_rounds', 'integer', (c) => c.notNull())
    .addColumn('current_round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('nonce', 'bigint', (c) => c.notNull().unique())
    .addColumn('client_seed', 'text')
    .addColumn('processing_at', 'bigint')
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reroll_json', 'text')
    .addColumn('seat_gen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('template_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('battle_games_created').on('battle_games').columns(['created_at']).execute();
  await db.schema.createIndex('battles_status').on('battles').columns(['status']).execute();

  await db.schema
    .createTable('battle_cases')
    .addColumn('battle_id', 'text', (c) => c.notNull().references('battles.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('case_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('snapshot_json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('battle_cases_pk', ['battle_id', 'position'])
    .execute();

  await db.schema
    .createTable('battle_slots')
    .addColumn('battle_id', 'text', (c) => c.notNull().references('battles.id'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('is_bot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('join_tx_id', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('is_winner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('win_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win_coin', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('battle_slots_pk', ['battle_id', 'slot'])
    .addUniqueConstraint('battle_slots_user', ['battle_id', 'user_id'])
    .execute();
  await db.schema.createIndex('battle_slots_user_id').on('battle_slots').columns(['user_id']).execute();

  await db.schema
    .createTable('battle_rolls')
    .addColumn('battle_id', 'text', (c) => c.notNull().references('battles.id'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('roll', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('battle_rolls_pk', ['battle_id', 'round', 'slot'])
    .execute();

  await db.schema
    .createTable('battle_awards')
    .addColumn('battle_id', 'text', (c) => c.notNull().references('battles.id'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('to_slot', 'integer', (c) => c.notNull())
    .addColumn('to_user_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('loot_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('battle_awards_pk', ['battle_id', 'round', 'slot'])
    .execute();

  await db.schema
    .createTable('battle_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('source_battle_id', 'text', (c) => c.notNull())
    .addColumn('spec_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('battle_templates_user_source', ['user_id', 'source_battle_id'])
    .execute();

  await db.schema
    .createTable('battle_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO battle_counters (name, value) VALUES ('nonce', 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('battles_status').ifExists().execute();
  for (const t of [
    'battle_counters',
    'battle_templates',
    'battle_awards',
    'battle_rolls',
    'battle_slots',
    'battle_cases',
    'battle_games',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
