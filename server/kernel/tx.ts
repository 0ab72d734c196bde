/** Transactions that retry on PostgreSQL deadlocks and serialization failures, and unique-violation detection. */
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { inTxAnnouncing } from '../services/progression/xp';

const RETRYABLE = new Set(['40P01', '40001']);

function codeOf(err: unknown): string {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
}

/** True for a unique/primary-key violation on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const c = codeOf(err);
  return c === '23505' || c === 'SQLITE_CONSTRAINT_UNIQUE' || c === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Runs `fn` in one transaction; a deadlock or serialization failure is retried a few times. */
export async function inTx<T>(
  db: Db,
  fn: (trx: Transaction<Database>) => Promise<T>,
  attempts = 6,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      // Level-ups noted by the stakes (grantXp) are announced once the transaction has committed.
      return await inTxAnnouncing(db, fn);
    } catch (err) {
      if (i >= attempts || !RETRYABLE.has(codeOf(err))) throw err;
      await new Promise((r) => setTimeout(r, 5 * i + Math.floor(Math.random() * 10)));
    }
  }
}
