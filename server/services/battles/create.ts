/**
 * Creating a battle: the cases are frozen, a fresh server seed committed, a unique nonce drawn, slot 1 paid. An
 * optional idempotency key (per user, `battle_create_keys`) makes a retried create answer the first battle.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { serverSeedHash } from '../../../src/domain/fairness';
import {
  MAX_ROUNDS,
  battleCost,
  slotCount,
  type BattleMode,
  type BattleType,
} from '../../../src/domain/battle-rules';
import { loadCaseSnapshots } from './case-snapshot';
import type { BattleDeps } from './ports';
import { takeSeat, type Seat } from './seats';
import type { GameRow } from './store';
import { unitOfWork } from '../../kernel/unit-of-work';
import { newInviteToken } from './access';

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
function validateSpec(spec: BattleSpec): void {
  if (spec.cases.length === 0) throw badRequest('no_cases', 'Pick at least one case');
  let rounds = 0;
  for (const c of spec.cases) {
    if (!Number.isSafeInteger(c.quantity) || c.quantity < 1)
      throw badRequest('bad_quantity', 'Quantities are whole numbers from 1');
    rounds += c.quantity;
  }
  if (rounds > MAX_ROUNDS) throw badRequest('too_many_rounds', `A battle has at most ${MAX_ROUNDS} rounds`);
  if (spec.type === 'team' && spec.players !== 4)
    throw badRequest('bad_players', 'Team battles are 2v2 (4 players)');
  if (spec.type === 'single' && ![2, 3, 4].includes(spec.players))
    throw badRequest('bad_players', 'Single battles have 2, 3 or 4 players');
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

// Thrown inside the transaction when the key was used already: roll back, then answer the first battle.
class Replay extends Error {
  constructor(
    readonly battleId: string,
    readonly requestHash: string,
  ) {
    super('replay');
  }
}

/** A stable fingerprint of what was asked for, so a key reused for a different battle is told apart. */
function specHash(spec: BattleSpec, templateId: string | null): string {
  const canonical = [
    spec.cases.map((c) => [c.caseId, c.quantity]),
    spec.type,
    spec.players,
    spec.mode,
    spec.isPublic,
    templateId,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** What createBattle did: made `id` now, or found the battle an earlier request with the same key made. */
export interface Created {
  id: string;
  replayed: boolean;
}

/**
 * Creates a battle with `creator` in slot 1 (paid at once). With `idempotencyKey`, a retry of the same request
 * (also a concurrent one) answers the first battle and pays nothing more; the key used for a different battle is
 * 409 idempotency_key_used, as for case openings.
 */
export async function createBattle(
  deps: BattleDeps,
  creator: Seat,
  spec: BattleSpec,
  templateId: string | null,
  idempotencyKey?: string,
): Promise<Created> {
  validateSpec(spec);
  const now = deps.clock.now();
  if (!creator.isBot) await deps.assertMayPlay(creator.userId, now);
  const snaps = await loadCaseSnapshots(
    deps.db,
    spec.cases.map((c) => c.caseId),
  );
  const missing = spec.cases.find((c) => !snaps.has(c.caseId));
  if (missing) throw notFound('case_not_found', `No such case: ${missing.caseId.slice(0, 64)}`);
  const cost = battleCost(
    spec.cases.map((c) => ({ price: snaps.get(c.caseId)!.price, quantity: c.quantity })),
  );
  const id = randomUUID();
  const serverSeed = randomBytes(32).toString('hex');
  const players = slotCount(spec.type, spec.players);
  const totalRounds = spec.cases.reduce((s, c) => s + c.quantity, 0);
  const requestHash = specHash(spec, templateId);
  try {
    await unitOfWork(deps.db, async (trx) => {
      const nonce = await nextNonce(trx);
      await trx.insertInto('battles').values({ id, status: 'waiting', created_at: now }).execute();
      if (idempotencyKey)
        await claimKey(trx, { userId: creator.userId, key: idempotencyKey, battleId: id, requestHash, now });
      const game: Omit<GameRow, 'status' | 'revision'> = {
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
        // Every new battle is sealed by a beacon round (FAIRNESS.md version 2).
        fairness: 2,
        beacon_chain: null,
        beacon_round: null,
        beacon_randomness: null,
        beacon_signature: null,
        // A private battle is reached by its invite link, never by its id alone.
        invite_token: spec.isPublic ? null : newInviteToken(),
      };
      await trx.insertInto('battle_games').values(game).execute();
      await trx
        .insertInto('battle_cases')
        .values(
          spec.cases.map((c, i) => ({
            battle_id: id,
            position: i,
            case_id: snaps.get(c.caseId)!.id,
            quantity: c.quantity,
            price: snaps.get(c.caseId)!.price,
            snapshot_json: JSON.stringify(snaps.get(c.caseId)),
          })),
        )
        .execute();
      await takeSeat(trx, { ...game, status: 'waiting', revision: 0 }, 1, creator, now, deps);
    });
  } catch (err) {
    if (!(err instanceof Replay)) throw err;
    if (err.requestHash !== requestHash)
      throw conflict('idempotency_key_used', 'This idempotency key was used for a different battle');
    return { id: err.battleId, replayed: true };
  }
  return { id, replayed: false };
}

/**
 * Records the key for this battle, or throws Replay with the battle it already names. The key row is unique per
 * (user, key): a concurrent request with the same key waits for this transaction and then finds the row.
 */
async function claimKey(
  trx: Transaction<Database>,
  k: { userId: string; key: string; battleId: string; requestHash: string; now: number },
): Promise<void> {
  const inserted = await trx
    .insertInto('battle_create_keys')
    .values({
      user_id: k.userId,
      idem_key: k.key,
      battle_id: k.battleId,
      request_hash: k.requestHash,
      created_at: k.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idem_key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return;
  const prior = await trx
    .selectFrom('battle_create_keys')
    .select(['battle_id', 'request_hash'])
    .where('user_id', '=', k.userId)
    .where('idem_key', '=', k.key)
    .executeTakeFirstOrThrow();
  throw new Replay(prior.battle_id, prior.request_hash);
}
