/**
 * The wager log every event counts from: a paid case opening's debit and each battle stake once the battle is
 * played. `recordWager` runs inside the wager's own transaction and is exactly-once by the wager's key: only the
 * call that inserts the row moves the races and (for players, not bots) the running feast's tickets and the player's
 * reward budget and wagering requirement (server/services/economy).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { gameOfKey, type WagerGame } from '../../../src/domain/economy';
import { accrueWager } from '../economy/budget';
import { earnFeastTickets } from './feast';
import { addRaceWager } from './races';

/** One wager: `key` names it uniquely (a retry or a second settle records nothing); `amount` in cents. */
export interface Wager {
  key: string;
  userId: string;
  isBot: boolean;
  amount: number;
  now: number;
  /** The game, for its edge (the reward budget); by default read from the key (`wager:battle:`, `wager:upgrade:`). */
  game?: WagerGame;
}

/** Records the wager once; true when this call recorded it (and the races and feast counted it). */
export async function recordWager(trx: Transaction<Database>, w: Wager): Promise<boolean> {
  if (!Number.isSafeInteger(w.amount) || w.amount <= 0) return false;
  const inserted = await trx
    .insertInto('wagers')
    .values({ key: w.key, user_id: w.userId, is_bot: w.isBot ? 1 : 0, amount: w.amount, created_at: w.now })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await addRaceWager(trx, { userId: w.userId, isBot: w.isBot, amount: w.amount, now: w.now });
  if (w.isBot) return true;
  const tickets = await earnFeastTickets(trx, w);
  // The player's reward budget grows with the edge of this played wager (server/services/economy).
  await accrueWager(trx, {
    userId: w.userId,
    game: w.game ?? gameOfKey(w.key),
    amount: w.amount,
    tickets,
    now: w.now,
  });
  return true;
}
