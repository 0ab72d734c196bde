/**
 * The wager log every event counts from: a paid case opening's debit and each battle stake once the battle is
 * played. `recordWager` runs inside the wager's own transaction and is exactly-once by the wager's key: only the
 * call that inserts the row moves the races and (for players, not bots) the running feast's tickets.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { earnFeastTickets } from './feast';
import { addRaceWager } from './races';

/** One wager: `key` names it uniquely (a retry or a second settle records nothing); `amount` in cents. */
export interface Wager {
  key: string;
  userId: string;
  isBot: boolean;
  amount: number;
  now: number;
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
  if (!w.isBot) await earnFeastTickets(trx, w);
  return true;
}
