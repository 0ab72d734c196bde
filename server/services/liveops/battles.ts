/**
 * Staff and battles: look a battle up (by id, player or state) with its health (battle-health.ts), and cancel a stuck
 * one. A cancel goes through the battle code's own cancels: a waiting battle as its expiry does (cancelWaiting: row
 * lock, waiting -> finished), a running one as a give-up does (cancelRunning: processing/playing -> finished). That
 * status move is the guard, so fifty cancels at once, or a settle or a give-up racing one, refund every seat exactly
 * once (and the refund's ledger key, keyed by the join, backs that up). A finished battle, or one still running
 * healthily, is refused with the reason. The audit entry is written in the same transaction.
 */
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors';
import type { Q } from '../ledger/ledger';
import { unitOfWork } from '../../kernel/unit-of-work';
import type { BattleTiming } from '../../../src/domain/battle-timing';
import type { BeaconChain } from '../../../src/domain/beacon';
import type { StaffBattle, StaffBattleQuery } from '../../../src/protocol/admin-liveops';
import type { BattleGamesTable } from '../../db/schema';
import { cancelWaiting } from '../battles/expire';
import { cancelRunning } from '../battles/give-up';
import { battleLeaseKey } from '../battles/store';
import { battleHealth } from './battle-health';
import type { AuditHook } from './audit-hook';
import { requireReason } from './reason';

/** What judging a battle's health needs. */
export interface HealthContext {
  ttlMs: number;
  timing: BattleTiming;
  chain: Pick<BeaconChain, 'chain' | 'genesis' | 'period'>;
}

/** A look-up answers at most this many battles. */
const LOOKUP_LIMIT = 50;

type Row = BattleGamesTable & { status: string };

function games(q: Q) {
  return q
    .selectFrom('battle_games')
    .innerJoin('battles', 'battles.id', 'battle_games.id')
    .selectAll('battle_games')
    .select('battles.status');
}

/** Shapes rows as staff see them: seats, lease and health. */
async function shape(q: Q, rows: readonly Row[], now: number, ctx: HealthContext): Promise<StaffBattle[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const seats = await q
    .selectFrom('battle_slots')
    .innerJoin('users', 'users.id', 'battle_slots.user_id')
    .select([
      'battle_slots.battle_id',
      'battle_slots.slot',
      'battle_slots.user_id',
      'battle_slots.is_bot',
      'users.nickname',
    ])
    .where('battle_slots.battle_id', 'in', ids)
    .orderBy('battle_slots.slot')
    .execute();
  const leases = await q
    .selectFrom('leases')
    .select(['key', 'owner', 'lease_until', 'failing_since'])
    .where(
      'key',
      'in',
      ids.map((id) => battleLeaseKey(id)),
    )
    .execute();
  return rows.map((r) => {
    const l = leases.find((x) => x.key === battleLeaseKey(r.id));
    const lease = l
      ? {
          owner: l.owner,
          until: Number(l.lease_until),
          failingSince: l.failing_since == null ? null : Number(l.failing_since),
        }
      : null;
    const num = (v: number | null) => (v == null ? null : Number(v));
    const { health, stuck } = battleHealth(
      {
        status: r.status,
        cancelled: Number(r.cancelled) === 1,
        processingAt: num(r.processing_at),
        startedAt: num(r.started_at),
        totalRounds: Number(r.total_rounds),
        fairness: Number(r.fairness),
        beaconChain: r.beacon_chain,
        beaconRound: num(r.beacon_round),
        lease,
      },
      now,
      ctx,
    );
    return {
      id: r.id,
      status: r.status,
      health,
      stuck,
      cancelled: Number(r.cancelled) === 1,
      isPublic: Number(r.is_public) === 1,
      createdAt: Number(r.created_at),
      processingAt: num(r.processing_at),
      startedAt: num(r.started_at),
      finishedAt: num(r.finished_at),
      currentRound: Number(r.current_round),
      totalRounds: Number(r.total_rounds),
      cost: Number(r.cost),
      players: Number(r.players),
      seats: seats
        .filter((s) => s.battle_id === r.id)
        .map((s) => ({
          slot: s.slot,
          userID: s.user_id,
          nickname: s.nickname,
          isBot: Number(s.is_bot) === 1,
        })),
      lease,
    };
  });
}

/** One battle as staff see it; 404 battle_not_found. */
export async function staffBattle(q: Q, id: string, now: number, ctx: HealthContext): Promise<StaffBattle> {
  const row = await games(q).where('battle_games.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('battle_not_found', 'No such battle');
  return (await shape(q, [row], now, ctx))[0];
}

/** Battles by id, by player (user id or SteamID64) and/or by state, newest first (at most 50). */
export async function findBattles(
  q: Q,
  query: StaffBattleQuery,
  now: number,
  ctx: HealthContext,
): Promise<StaffBattle[]> {
  let sel = games(q);
  if (query.id) sel = sel.where('battle_games.id', '=', query.id);
  if (query.player) {
    const p = query.player;
    sel = sel.where('battle_games.id', 'in', (eb) =>
      eb
        .selectFrom('battle_slots')
        .innerJoin('users', 'users.id', 'battle_slots.user_id')
        .select('battle_slots.battle_id')
        .where((w) => w.or([w('users.id', '=', p), w('users.steam_id', '=', p)])),
    );
  }
  const state = query.state;
  if (state === 'stuck') sel = sel.where('battles.status', 'in', ['processing', 'playing']);
  else if (state) sel = sel.where('battles.status', '=', state);
  const rows = await sel
    .orderBy('battle_games.created_at', 'desc')
    .orderBy('battle_games.id', 'desc')
    .limit(state === 'stuck' ? 500 : LOOKUP_LIMIT)
    .execute();
  const shaped = await shape(q, rows, now, ctx);
  return state === 'stuck' ? shaped.filter((b) => b.health === 'stuck').slice(0, LOOKUP_LIMIT) : shaped;
}

/** What a staff cancel did: the battle before, and each seat's refund. */
export interface StaffCancel {
  before: StaffBattle;
  refunds: { slot: number; userID: string; cents: number }[];
}

/**
 * Cancels a stuck (or waiting) battle and refunds every seat once. 404 battle_not_found; 409 battle_finished when it
 * already ended (settled or cancelled: by anyone, another staff member's cancel included); 409 battle_running when it
 * is being played normally (an owner renews its lease, nothing fails, nothing is overdue).
 */
export async function cancelStuckBattle(
  db: Db,
  battleId: string,
  reason: string | undefined,
  now: number,
  ctx: HealthContext,
  audit: AuditHook,
): Promise<StaffCancel> {
  const why = requireReason(reason);
  return unitOfWork(db, async (trx) => {
    const before = await staffBattle(trx, battleId, now, ctx);
    if (before.health === 'finished' || before.health === 'cancelled')
      throw conflict('battle_finished', 'This battle has already finished; there is nothing to cancel');
    if (before.health === 'running')
      throw conflict(
        'battle_running',
        'This battle is being played normally (its owner renews its lease and nothing is overdue); it is not stuck',
      );
    const done =
      before.status === 'waiting'
        ? await cancelWaiting(trx, battleId, now)
        : await cancelRunning(trx, battleId, now);
    // Someone moved it first (a settle, a give-up, another cancel): its status move decided, nothing was refunded here.
    if (!done)
      throw conflict('battle_finished', 'This battle has already finished; there is nothing to cancel');
    // Nobody steps it any more: the next process to look finds no lease and the battle finished.
    await trx.deleteFrom('leases').where('key', '=', battleLeaseKey(battleId)).execute();
    const refunds =
      before.cost > 0
        ? before.seats.map((s) => ({ slot: s.slot, userID: s.userID, cents: before.cost }))
        : [];
    await audit(trx, {
      action: 'liveops.battle.cancel',
      targetType: 'battle',
      targetId: battleId,
      reason: why,
      before: {
        status: before.status,
        health: before.health,
        stuck: before.stuck,
        round: before.currentRound,
      },
      after: { status: 'finished', cancelled: true, refunds },
    });
    return { before, refunds };
  });
}
