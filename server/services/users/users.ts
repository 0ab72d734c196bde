/** Users and sessions: find-or-create by SteamID, issue and revoke session tokens. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { ensureWallets } from '../ledger/ledger';
import type { PlayerFace, PublicUser } from '../../../src/protocol/types';

/** SHA-256 of a session token: only this hash is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions last 30 days. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A random client seed for a new account or a bot (printable ASCII, no ':'). */
export const randomClientSeed = () => randomBytes(12).toString('hex');

/** A user as others see them: id, name, avatar and level (the start of every user shape in answers). */
export function userCard(
  u: Pick<UsersTable, 'id' | 'nickname' | 'avatar' | 'level'>,
): PlayerFace & Pick<PublicUser, 'level'> {
  return { userID: u.id, nickname: u.nickname, avatar: u.avatar, level: { lv: Number(u.level) } };
}

/** Profile fields for a new user. */
export interface NewUser {
  steamId: string;
  nickname: string;
  avatar: string;
  isBot?: boolean;
}

/** Finds the user with this SteamID64 or creates it (with wallets); returns the row. */
export async function findOrCreateUser(db: Db, u: NewUser, now = Date.now()): Promise<UsersTable> {
  return db.kysely.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('users')
      .selectAll()
      .where('steam_id', '=', u.steamId)
      .executeTakeFirst();
    if (found) return found;
    const row: UsersTable = {
      id: randomUUID(),
      steam_id: u.steamId,
      nickname: u.nickname.slice(0, 32),
      avatar: u.avatar,
      level: 1,
      is_bot: u.isBot ? 1 : 0,
      is_verified: 0,
      client_seed: randomClientSeed(),
      email: null,
      trade_url: null,
      pay_bonus_percent: 0,
      created_at: now,
      xp: 0,
      translate_names: 0,
      profile_public: 1,
      steam_avatar: null,
      steam_synced_at: null,
    };
    await trx
      .insertInto('users')
      .values(row)
      .onConflict((oc) => oc.column('steam_id').doNothing())
      .execute();
    const created = await trx
      .selectFrom('users')
      .selectAll()
      .where('steam_id', '=', u.steamId)
      .executeTakeFirstOrThrow();
    await ensureWallets(trx, created.id);
    return created;
  });
}

/** Issues a new session token (256 random bits; only its hash is stored). */
export async function issueSession(db: Db, userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.kysely
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** Ends a session server-side. */
export async function revokeSession(db: Db, token: string, now = Date.now()): Promise<void> {
  await db.kysely
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

/** Ends every open session of a user ("sign out every device"); returns the hashes of those it ended. */
export async function revokeAllSessions(db: Db, userId: string, now = Date.now()): Promise<string[]> {
  const rows = await db.kysely
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .execute();
  return rows.map((r) => r.token_hash);
}
