/**
 * Mail (issue 29): each player's mail settings (the address they confirmed, the language mails are written in, the
 * kinds they want), the single-use confirmation links (only their hashes are kept), the browsers a player signed in
 * from (a new one is worth a security mail) and the outbox: one row per mail, unique per (kind, reference), so a mail
 * is queued exactly once however often the change that caused it is retried or replayed.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('confirmed_email', 'text')
    .addColumn('confirmed_at', 'bigint')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('receipts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('security', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('email_confirmations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('email_confirmations_user_time')
    .on('email_confirmations')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('user_devices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_devices_pk', ['user_id', 'device_hash'])
    .execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addUniqueConstraint('mail_outbox_kind_ref', ['kind', 'ref'])
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['mail_outbox', 'user_devices', 'email_confirmations', 'mail_settings'])
    await db.schema.dropTable(t).ifExists().execute();
}
