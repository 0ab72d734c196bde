/** The public face of a player on a race board or a giveaway result (EventPlayer), read with the rows that name it. */
import type { EventPlayer } from '../../../src/protocol/contests';

/** The user columns an EventPlayer is made of (select them as `users.*` beside the row). */
export const PLAYER_COLUMNS = ['users.nickname', 'users.avatar', 'users.level', 'users.is_bot'] as const;

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
