/**
 * Giving up a running battle that cannot be played (its step keeps failing): the move processing/playing ->
 * finished is the guard (a settle and a give-up exclude each other, and a second give-up does nothing), then every
 * stake goes back the way it came, keyed by the join as when a creator cancels a waiting battle.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { cancelAndRefundAll } from './seats';
import { bumpRevision, moveStatus } from './store';

/** Cancels a running battle and refunds every slot; false when it was no longer running (settled or given up). */
export async function cancelRunning(
  trx: Transaction<Database>,
  battleId: string,
  now: number,
): Promise<boolean> {
  if (!(await moveStatus(trx, battleId, ['processing', 'playing'], 'finished'))) return false;
  await bumpRevision(trx, battleId);
  return cancelAndRefundAll(trx, battleId, now);
}
