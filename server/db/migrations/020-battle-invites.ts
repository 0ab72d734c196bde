/**
 * Private battles are reached by an invite link (issue 26): `invite_token`, 128 random bits in base64url, set when a
 * private battle is created (null on public ones). Knowing a private battle's id is not enough to see, watch or join
 * it; its seated players and holders of the token are. Private battles created before this get a token here.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/** A fresh invite token: 16 random bytes, base64url (22 characters). */
const newInviteToken = (): string => randomBytes(16).toString('base64url');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('battle_games').addColumn('invite_token', 'text').execute();
  const q = db as unknown as Kysely<{
    battle_games: { id: string; is_public: number; invite_token: string | null };
  }>;
  const rows = await q.selectFrom('battle_games').select('id').where('is_public', '=', 0).execute();
  for (const r of rows)
    await q
      .updateTable('battle_games')
      .set({ invite_token: newInviteToken() })
      .where('id', '=', r.id)
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('battle_games').dropColumn('invite_token').execute();
}
