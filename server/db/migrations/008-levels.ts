/**
 * Levels and XP (issue 9). `users.xp` is the player's total XP (1 per cent wagered) and `users.level` (already
 * there) the level it reaches on the published curve (src/domain/levels.ts); both change in the wager's own
 * transaction. `xp_events` keeps each XP change under a unique key (`xp:case-open:...`, `xp:battle-join:...`, and
 * the negative `xp-back:battle-refund:...` of a refunded stake), so a retry never counts twice.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('xp', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('xp_events')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('xp_events_user').on('xp_events').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('xp_events_user').ifExists().execute();
  await db.schema.dropTable('xp_events').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('xp').execute();
}
