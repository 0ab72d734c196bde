/** The public face of a player on a race board or a giveaway result (EventPlayer), read with the rows that name it. */
import type { JoinReferenceExpression, SelectQueryBuilder } from 'kysely';
import type { EventPlayer } from '../../../src/protocol/contests';
import type { Database } from '../../db/schema';

/** The user columns an EventPlayer is made of (select them as `users.*` beside the row). */
export const PLAYER_COLUMNS = ['users.nickname', 'users.avatar', 'users.level', 'users.is_bot'] as const;

/** Joins the user that the column `userId` of the query names and selects PLAYER_COLUMNS (select `user_id` too). */
export function withPlayer<TB extends keyof Database, O>(
  qb: SelectQueryBuilder<Database, TB, O>,
  userId: JoinReferenceExpression<Database, TB, 'users'>,
) {
  // Kysely cannot check 'users.id' against a table set still generic here; it names the joined table's key.
  const key = 'users.id' as JoinReferenceExpression<Database, TB, 'users'>;
  return qb.innerJoin('users', key, userId).select(PLAYER_COLUMNS);
}

/** Shapes a row holding `user_id` and PLAYER_COLUMNS. */
export function eventPlayer(r: {
  user_id: string;
  nickname: string;
  avatar: string;
  level: number;
  is_bot: number;
}): EventPlayer {
  return {
    userID: r.user_id,
    nickname: r.nickname,
    avatar: r.avatar,
    level: Number(r.level),
    isBot: Number(r.is_bot) === 1,
  };
}
