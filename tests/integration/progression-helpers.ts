/** What a player's progression shows, read straight from the database: XP and level, and the point wallet. */
import type { Db } from '../../server/db/database';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';

/** The player's XP and level. */
export const xpOf = async (db: Db, userId: string) => {
  const u = await db.kysely
    .selectFrom('users')
    .select(['xp', 'level'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { xp: Number(u.xp), level: Number(u.level) };
};

/** The player's point balance (point units). */
export const points = (db: Db, userId: string) => balanceOf(db.kysely, userAccount(userId, 'point'));
