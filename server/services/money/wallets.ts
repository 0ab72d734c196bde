/** Reading a wallet's balance under a row lock, for staff actions that check it before they move money. */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** Dollars as the messages show them. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The balance of one account, locked for the rest of `trx` on PostgreSQL (SQLite's write transaction already
 * serialises writers), so a check and the transfer after it see the same balance.
 */
export async function lockedBalance(db: Db, trx: Transaction<Database>, account: string): Promise<number> {
  let q = trx.selectFrom('accounts').select('balance').where('id', '=', account);
  if (db.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? Number(row.balance) : 0;
}
