/**
 * The unit of work: one transaction (retried on PostgreSQL deadlocks and serialization failures) plus the domain
 * events its code records; they reach the event bus only once the transaction has committed. A rolled-back attempt,
 * and each retried one, publishes nothing. Also the unique-violation check every guarded insert uses.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { eventBusOf, type DomainEvent, type EventBus } from './events';

const RETRYABLE = new Set(['40P01', '40001']);

function codeOf(err: unknown): string {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
}

/** True for a unique/primary-key violation on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const c = codeOf(err);
  return c === '23505' || c === 'SQLITE_CONSTRAINT_UNIQUE' || c === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The events recorded by each transaction a unit of work is running. */
const recorded = new WeakMap<Transaction<Database>, DomainEvent[]>();

/**
 * Records events to publish once `trx` commits (in the order recorded). `trx` must be a unit of work's: an event
 * recorded on any other transaction would be lost, so that is a bug and throws.
 */
export function recordEvent(trx: Transaction<Database>, ...events: DomainEvent[]): void {
  const list = recorded.get(trx);
  if (!list) throw new Error('recordEvent: this transaction is not a unit of work (use unitOfWork)');
  list.push(...events);
}

/**
 * Records events when `trx` is a unit of work's and returns true; on any other transaction records nothing and
 * returns false. For shared helpers (the ledger) that run in both kinds and whose event is a by-product, not a
 * promise to a subscriber: code whose event someone relies on uses recordEvent, which refuses a plain transaction.
 */
export function recordEventIfUnit(trx: Transaction<Database>, ...events: DomainEvent[]): boolean {
  const list = recorded.get(trx);
  if (!list) return false;
  list.push(...events);
  return true;
}

/** Options of one unit of work. */
export interface UnitOfWorkOptions {
  /** Attempts before a deadlock or serialization failure is thrown (6). */
  attempts?: number;
  /** Where the events go (the database handle's bus, eventBusOf(db), by default). */
  bus?: EventBus;
}

/**
 * Runs `fn` in one transaction and publishes the events it recorded after the commit. A deadlock or serialization
 * failure rolls the attempt back (its events with it) and runs `fn` again a few times.
 */
export async function unitOfWork<T>(
  db: Db,
  fn: (trx: Transaction<Database>) => Promise<T>,
  opts: UnitOfWorkOptions = {},
): Promise<T> {
  const attempts = opts.attempts ?? 6;
  for (let i = 1; ; i++) {
    const events: DomainEvent[] = [];
    let result: T;
    try {
      result = await db.kysely.transaction().execute((trx) => {
        recorded.set(trx, events);
        return fn(trx);
      });
    } catch (err) {
      if (i >= attempts || !RETRYABLE.has(codeOf(err))) throw err;
      await new Promise((r) => setTimeout(r, 5 * i + Math.floor(Math.random() * 10)));
      continue;
    }
    // Outside the try: a subscriber never makes a committed unit run again (the bus catches their errors anyway).
    (opts.bus ?? eventBusOf(db)).publish(...events);
    return result;
  }
}

/**
 * One transaction, run once (no retry, as `db.kysely.transaction().execute` runs it) whose recorded events are
 * published after the commit. For code that takes its own row locks and must not run twice on a deadlock.
 */
export function unitOfWorkOnce<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return unitOfWork(db, fn, { attempts: 1 });
}
