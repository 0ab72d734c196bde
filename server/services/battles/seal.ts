/**
 * Sealing a version-2 battle (FAIRNESS.md): once the beacon round fixed at fill time is published and verified,
 * the battle client seed becomes SHA256(slot seeds + ":" + randomness), the round's randomness and signature are
 * stored for verifiers, and the battle gets its start time. Guarded: only a processing battle that is not sealed yet,
 * waiting for exactly this round, is changed, so two processes racing seal it once with the same values.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { battleClientSeed } from '../../../src/domain/fairness';
import type { BeaconRound } from '../../../src/domain/beacon';
import { lockBattle } from './store';

/** Seals the battle with `beacon` and starts it at `startedAt`; false when it was already sealed or is not processing. */
export async function sealBattle(
  trx: Transaction<Database>,
  battleId: string,
  beacon: BeaconRound,
  startedAt: number,
): Promise<boolean> {
  if (!(await lockBattle(trx, battleId, ['processing']))) return false;
  const seeds = await trx
    .selectFrom('battle_slots')
    .select(['slot', 'client_seed'])
    .where('battle_id', '=', battleId)
    .orderBy('slot')
    .execute();
  const res = await trx
    .updateTable('battle_games')
    .set({
      client_seed: battleClientSeed(
        seeds.map((s) => s.client_seed),
        beacon.randomness,
      ),
      beacon_randomness: beacon.randomness,
      beacon_signature: beacon.signature,
      started_at: startedAt,
    })
    .where('id', '=', battleId)
    .where('fairness', '=', 2)
    .where('client_seed', 'is', null)
    .where('beacon_round', '=', beacon.round)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
