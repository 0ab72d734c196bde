/** Creating a battle: the cases are frozen, a fresh server seed committed, a unique nonce drawn, slot 1 paid. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { serverSeedHash } from '../../../src/domain/fairness';
import { MAX_ROUNDS, battleCost, slotCount, type BattleMode, type BattleType } from '../../../src/domain/battle-rules';
import { loadCaseSnapshots } from './case-snapshot';
import type { BattleDeps } from './ports';
import { takeSeat, type Seat } from './seats';
import type { GameRow } from './store';
import { inTx } from './tx';

/** What a battle is made of (also what a template stores). */
export interface BattleSpec {
  cases: { caseId: string; quantity: number }[];
  type: BattleType;
  /** Slots of a single battle (2..4); team battles always have 4. */
  players: number;
  mode: BattleMode;
  isPublic: boolean;
}

/** Throws a 400 unless the spec is playable: 1..50 rounds in total, 2..4 players (team: 4). */
export function validateSpec(spec: BattleSpec): void {
  if (spec.cases.length === 0) throw badRequest('no_cases', 'Pick at least one case');
  let rounds = 0;
  for (const c of spec.cases) {
    if (!Number.isSafeInteger(c.quantity) || c.quantity < 1) throw badRequest('bad_quantity', 'Quantities are whole numbers from 1');
    rounds += c.quantity;
  }
  if (rounds > MAX_ROUNDS) throw badRequest('too_many_rounds', `A battle has at most ${MAX_ROUNDS} rounds`);
  if (spec.type === 'team' && spec.players !== 4) throw badRequest('bad_players', 'Team battles are 2v2 (4 players)');
  if (spec.type === 'single' && ![2, 3, 4].includes(spec.players)) throw badRequest('bad_players', 'Single battles have 2, 3 or 4 players');
}

/** Draws the next battle nonce from the counter row (the row lock makes concurrent draws distinct). */
async function nextNonce(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .updateTable('battle_counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'nonce')
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** Creates a battle with `creator` in slot 1 (paid at once) and returns its id. */
export async function createBattle(deps: BattleDeps, creator: Seat, spec: BattleSpec, templateId: string | null): Promise<string> {
  validateSpec(spec);
  const now = deps.clock.now();
  if (!creator.isBot) await deps.assertMayPlay(creator.userId, now);
  const snaps = await loadCaseSnapshots(deps.db, spec.cases.map((c) => c.caseId));
  const missing = spec.cases.find((c) => !snaps.has(c.caseId));
  if (missing) throw notFound('case_not_found', `No such case: ${missing.caseId.slice(0, 64)}`);
  const cost = battleCost(spec.cases.map((c) => ({ price: snaps.get(c.caseId)!.price, quantity: c.quantity })));
  const id = randomUUID();
  const serverSeed = randomBytes(32).toString('hex');
  const players = slotCount(spec.type, spec.players);
  const totalRounds = spec.cases.reduce((s, c) => s + c.quantity, 0);
  await inTx(deps.db, async (trx) => {
    const nonce = await nextNonce(trx);
    await trx.insertInto('battles').values({ id, status: 'waiting', created_at: now }).execute();
    const game: Omit<GameRow, 'status'> = {
      id,
      user_id: creator.userId,
      is_public: spec.isPublic ? 1 : 0,
      type: spec.type,
      mode: spec.mode,
      players,
      cost,
      total_rounds: totalRounds,
      current_round: 0,
      server_seed: serverSeed,
      server_seed_hash: serverSeedHash(serverSeed),
      nonce,
      client_seed: null,
      processing_at: null,
      started_at: null,
      finished_at: null,
      cancelled: 0,
      reroll_json: null,
      seat_gen: 0,
      template_id: templateId,
      created_at: now,
    };
    await trx.insertInto('battle_games').values(game).execute();
    await trx
      .insertInto('battle_cases')
      .values(spec.cases.map((c, i) => ({ battle_id: id, position: i, case_id: snaps.get(c.caseId)!.id, quantity: c.quantity, price: snaps.get(c.caseId)!.price, snapshot_json: JSON.stringify(snaps.get(c.caseId)) })))
      .execute();
    await takeSeat(trx, { ...game, status: 'waiting' }, 1, creator, now, deps.timing);
  });
  return id;
}
