/**
 * The back office (issue 29): staff roles with their TOTP second factor and recovery codes, staff sessions (separate
 * from play sessions), the hash-chained audit log with its single chain-head row (appends lock it), refused player
 * attempts, and what staff put on players: notes, holds (withdraw / play) and mutes. The audit log refuses UPDATE
 * and DELETE through triggers on both databases: nobody edits or deletes it through the product.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The chain's first link points at this hash. */
const GENESIS = '0'.repeat(64);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled_at', 'bigint')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('granted_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('play_token_hash', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('staff_sessions_user').on('staff_sessions').column('user_id').execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_user')
    .on('staff_recovery_codes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('seq', 'bigint', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'seq']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'seq']).execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_type', 'target_id', 'seq'])
    .execute();

  await db.schema
    .createTable('audit_chain_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into audit_chain_head (id, seq, hash) values (1, 0, ${GENESIS})`.execute(db);

  const dialect = await dialectOf(db);
  if (dialect === 'postgres') {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }

  await db.schema
    .createTable('admin_denials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_denials_at').on('admin_denials').column('at').execute();

  await db.schema
    .createTable('player_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_notes_user')
    .on('player_notes')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('player_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('lifted_at', 'bigint')
    .addColumn('lifted_by', 'text')
    .addColumn('lift_reason', 'text')
    .execute();
  await db.schema.createIndex('player_holds_user').on('player_holds').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('player_mutes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('until', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('lifted_at', 'bigint')
    .addColumn('lifted_by', 'text')
    .execute();
  await db.schema.createIndex('player_mutes_user').on('player_mutes').columns(['user_id', 'until']).execute();
}

async function dialectOf(db: Kysely<unknown>): Promise<'postgres' | 'sqlite'> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'player_mutes',
    'player_holds',
    'player_notes',
    'admin_denials',
    'audit_chain_head',
    'audit_log',
    'staff_recovery_codes',
    'staff_sessions',
    'staff',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  if ((await dialectOf(db)) === 'postgres') {
    await sql`drop function if exists audit_log_append_only()`.execute(db);
  }
}
