/**
 * The exchange (issue 12). `exchanges`: one row per exchange, unique per player and idempotency key, with a
 * fingerprint of the request (a replay with another body is refused) and the figures it settled at.
 * `exchange_loot`: the loot entries each exchange took ('given', the key makes an entry givable once) and created
 * ('received', loot of source 'exchange' whose source_ref is the exchange), in the order of the request.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exchanges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('given_total', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('received_total', 'bigint', (c) => c.notNull())
    .addColumn('change', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('exchanges_key', ['user_id', 'idem_key'])
    .execute();
  await db.schema
    .createIndex('exchanges_user_time')
    .on('exchanges')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('exchange_loot')
    .addColumn('loot_id', 'text', (c) => c.notNull().references('loot.id'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('exchange_id', 'text', (c) => c.notNull().references('exchanges.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_loot_pk', ['loot_id', 'side'])
    .execute();
  await db.schema
    .createIndex('exchange_loot_exchange')
    .on('exchange_loot')
    .columns(['exchange_id', 'side', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exchange_loot').ifExists().execute();
  await db.schema.dropTable('exchanges').ifExists().execute();
}
