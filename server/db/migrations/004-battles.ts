/**
 * Case battles. `battles` (001) keeps id, status and created_at and stays the one source of the status; the rest
 * of a battle lives in `battle_games` (same id). Slots, rolls and awards carry unique keys so joins race safely
 * and a resumed battle never writes a round or an award twice.
 */
import { sql, type Kysely } from 'kysely';
import { createIndex, createTable, dropTables } from '../table-builder';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(
    db,
    'battle_games',
    `
      id text primary key references battles.id, user_id text not null references users.id,
      is_public integer not null, type text not null, mode text not null, players integer not null,
      cost bigint not null, total_rounds integer not null, current_round integer not null default 0,
      server_seed text not null, server_seed_hash text not null, nonce bigint not null unique,
      client_seed text, processing_at bigint, started_at bigint, finished_at bigint,
      cancelled integer not null default 0, reroll_json text, seat_gen integer not null default 0,
      template_id text, created_at bigint not null
    `,
  );
  await createIndex(db, 'battle_games_created', 'battle_games', ['created_at']);
  await createIndex(db, 'battles_status', 'battles', ['status']);

  await createTable(
    db,
    'battle_cases',
    `
      battle_id text not null references battles.id, position integer not null, case_id text not null,
      quantity integer not null, price bigint not null, snapshot_json text not null,
      primary key (battle_id, position)
    `,
  );

  await createTable(
    db,
    'battle_slots',
    `
      battle_id text not null references battles.id, slot integer not null,
      user_id text not null references users.id, client_seed text not null,
      is_bot integer not null default 0, join_tx_id text not null, joined_at bigint not null,
      is_winner integer not null default 0, win_amount bigint not null default 0,
      win_coin bigint not null default 0, primary key (battle_id, slot)
    `,
    (t) => t.addUniqueConstraint('battle_slots_user', ['battle_id', 'user_id']),
  );
  await createIndex(db, 'battle_slots_user_id', 'battle_slots', ['user_id']);

  await createTable(
    db,
    'battle_rolls',
    `
      battle_id text not null references battles.id, round integer not null, slot integer not null,
      user_id text not null, roll integer not null, item_id text not null, price bigint not null,
      primary key (battle_id, round, slot)
    `,
  );

  await createTable(
    db,
    'battle_awards',
    `
      battle_id text not null references battles.id, round integer not null, slot integer not null,
      to_slot integer not null, to_user_id text not null, item_id text not null, price bigint not null,
      loot_id text not null, primary key (battle_id, round, slot)
    `,
  );

  await createTable(
    db,
    'battle_templates',
    `
      id text primary key, user_id text not null references users.id, source_battle_id text not null,
      spec_json text not null, created_at bigint not null
    `,
    (t) => t.addUniqueConstraint('battle_templates_user_source', ['user_id', 'source_battle_id']),
  );

  await createTable(db, 'battle_counters', `name text primary key, value bigint not null`);
  await sql`INSERT INTO battle_counters (name, value) VALUES ('nonce', 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('battles_status').ifExists().execute();
  await dropTables(db, [
    'battle_counters',
    'battle_templates',
    'battle_awards',
    'battle_rolls',
    'battle_slots',
    'battle_cases',
    'battle_games',
  ]);
}
