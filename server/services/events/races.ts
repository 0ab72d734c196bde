/** Wager races (issue 13). TODO(contests helper): the real implementation. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** One wager counted by the races: a case opening's debit, or a battle stake once the battle is played. */
export interface RaceWager {
  userId: string;
  isBot: boolean;
  /** Cents, > 0. */
  amount: number;
  now: number;
}

/**
 * Adds a wager to the running daily and weekly races, inside the wager's own transaction (the caller,
 * server/services/events/wagers.ts, has already made it exactly-once by its key).
 */
export async function addRaceWager(_trx: Transaction<Database>, _w: RaceWager): Promise<void> {}
