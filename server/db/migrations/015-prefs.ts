/**
 * More preferences and the profile's own picture (issue 10): `translate_names` (1 = item names follow the interface
 * language), `profile_public` (0 = the profile's history tabs are private), `steam_avatar` (the picture Steam
 * gave, kept so a player who picked a generated avatar can go back to it) and `steam_synced_at` (when the Steam
 * nickname and avatar were last fetched through the Steam Web API).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('translate_names', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('profile_public', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('steam_avatar', 'text').execute();
  await db.schema.alterTable('users').addColumn('steam_synced_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ['steam_synced_at', 'steam_avatar', 'profile_public', 'translate_names'])
    await db.schema.alterTable('users').dropColumn(c).execute();
}
