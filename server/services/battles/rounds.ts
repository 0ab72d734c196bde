/** Playing rounds: every slot's roll from the seeds, mapped through that round's frozen case, persisted once. */
import type { Transaction } from 'kysely';
import type { BattleRollsTable, Database } from '../../db/schema';
import { FairnessError, pickByRanges, roll } from '../../../src/domain/fairness';
import { expandRounds, rollCursor } from '../../../src/domain/battle-rules';
import type { BattleItem } from '../../../src/protocol/battle';
import { parseSnapshot, type CaseSnapshot } from './case-snapshot';
import { bumpRevision, moveStatus, type GameRow } from './store';
import type { Q } from '../ledger/ledger';

/** A battle's cases in play order with their quantities. */
export interface PlayedCase {
  snapshot: CaseSnapshot;
  quantity: number;
}

/** One computed roll with the item it won. */
export interface RoundRoll extends BattleRollsTable {
  item: BattleItem;
}

/** Loads a battle's frozen cases in order. */
async function loadPlayedCases(q: Q, battleId: string): Promise<PlayedCase[]> {
  const rows = await q
    .selectFrom('battle_cases')
    .select(['snapshot_json', 'quantity'])
    .where('battle_id', '=', battleId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ snapshot: parseSnapshot(r.snapshot_json), quantity: Number(r.quantity) }));
}

/** Every slot's roll in round `round` (1-based), straight from the seeds. Throws FairnessError when a seed is missing. */
function computeRound(
  g: Pick<GameRow, 'id' | 'server_seed' | 'client_seed' | 'nonce'>,
  cases: readonly PlayedCase[],
  round: number,
  slots: readonly { slot: number; user_id: string }[],
): RoundRoll[] {
  if (!g.client_seed) throw new FairnessError('battle clientSeed is not fixed yet');
  const order = expandRounds(cases);
  if (round < 1 || round > order.length) throw new FairnessError(`no round ${round}`);
  const snap = cases[order[round - 1]].snapshot;
  return [...slots]
    .sort((a, b) => a.slot - b.slot)
    .map((s) => {
      const value = roll(g.server_seed, g.client_seed!, Number(g.nonce), rollCursor(round, s.slot));
      const item = pickByRanges(snap.rows, value).item;
      return {
        battle_id: g.id,
        round,
        slot: s.slot,
        user_id: s.user_id,
        roll: value,
        item_id: item.id,
        price: item.price,
        item,
      };
    });
}

/** A round just played: its rolls and the battle's revision after the transaction that played it. */
export interface PlayedRound {
  round: number;
  rolls: RoundRoll[];
  revision: number;
}

/**
 * Persists every round up to `upTo` that is not yet persisted and moves the battle to playing. Returns the
 * newly played rounds in order (empty when another worker got there first or the battle is not running).
 */
export async function playRoundsUpTo(
  trx: Transaction<Database>,
  g: GameRow,
  upTo: number,
): Promise<PlayedRound[]> {
  if (!(await moveStatus(trx, g.id, ['processing', 'playing'], 'playing'))) return [];
  const cur = await trx
    .selectFrom('battle_games')
    .select('current_round')
    .where('id', '=', g.id)
    .executeTakeFirstOrThrow();
  const from = Number(cur.current_round) + 1;
  if (from > upTo) return [];
  const cases = await loadPlayedCases(trx, g.id);
  const slots = await trx
    .selectFrom('battle_slots')
    .select(['slot', 'user_id'])
    .where('battle_id', '=', g.id)
    .execute();
  const out: Omit<PlayedRound, 'revision'>[] = [];
  for (let r = from; r <= upTo; r++) {
    const rolls = computeRound(g, cases, r, slots);
    await trx
      .insertInto('battle_rolls')
      .values(rolls.map(({ item: _item, ...row }) => row))
      .onConflict((oc) => oc.columns(['battle_id', 'round', 'slot']).doNothing())
      .execute();
    out.push({ round: r, rolls });
  }
  await trx
    .updateTable('battle_games')
    .set({ current_round: upTo })
    .where('id', '=', g.id)
    .where('current_round', '<', upTo)
    .execute();
  // One transaction, one revision: the rounds it played (several when catching up) all state it.
  const revision = await bumpRevision(trx, g.id);
  return out.map((p) => ({ ...p, revision }));
}
