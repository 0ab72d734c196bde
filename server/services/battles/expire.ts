/**
 * Battles nobody filled do not wait forever: one still waiting `ttlMs` after it was created is cancelled and every
 * stake refunded, as when its creator leaves (cancelAndRefundAll, keyed by each join). The move waiting -> finished
 * under the battle's row lock is the guard, so processes that expire at the same time (each runner's scan does, and
 * so does a restart) cancel and refund it once; a player who takes or leaves a seat meanwhile runs before or after.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Logger } from '../../kernel/ports';
import { cancelAndRefundAll } from './seats';
import { lockBattle, moveStatus } from './store';
import { unitOfWork } from '../../kernel/unit-of-work';

/** At most this many battles are expired per pass (the next pass takes the rest). */
const EXPIRE_BATCH = 100;

/** Cancels a waiting battle and refunds every seat; false when it no longer waits (filled, left or expired). */
export async function cancelWaiting(
  trx: Transaction<Database>,
  battleId: string,
  now: number,
): Promise<boolean> {
  if (!(await lockBattle(trx, battleId, ['waiting']))) return false;
  if (!(await cancelAndRefundAll(trx, battleId, now))) return false;
  return moveStatus(trx, battleId, ['waiting'], 'finished');
}

/** Expires the battles that have waited `ttlMs` or longer; returns the ids this call cancelled. */
export async function expireWaiting(db: Db, now: number, ttlMs: number, log: Logger): Promise<string[]> {
  const due = await db.kysely
    .selectFrom('battles')
    .select('id')
    .where('status', '=', 'waiting')
    .where('created_at', '<=', now - ttlMs)
    .orderBy('created_at')
    .limit(EXPIRE_BATCH)
    .execute();
  const cancelled: string[] = [];
  for (const { id } of due) {
    try {
      if (await unitOfWork(db, (trx) => cancelWaiting(trx, id, now))) cancelled.push(id);
    } catch (err) {
      // One battle that cannot be cancelled now does not hold up the others; the next pass tries it again.
      log.error({ err, battleId: id }, 'waiting battle not expired; retrying');
    }
  }
  if (cancelled.length > 0) log.info({ battles: cancelled, ttlMs }, 'waiting battles expired and refunded');
  return cancelled;
}
