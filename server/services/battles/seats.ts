/**
 * Taking and giving back slots. Every change runs in one transaction that first takes the battle's row lock,
 * so concurrent joins on one battle are applied one at a time; unique keys on (battle, slot) and (battle, user)
 * and keyed guarded ledger debits back that up. Entry fees go to the house battle pot; bots are paid for by
 * the house bot bank (funded and spent in the same transaction, so a bot's balance never goes negative).
 * A stake earns nothing while it waits (XP, rakeback, races, feast and missions count it once the battle is
 * played, settle.ts), and a player sits in at most `waiting.cap` waiting battles at a time.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { transfer, userAccount } from '../ledger/ledger';
import { revokeXp } from '../progression/xp';
import { lockUser } from '../fairness/seeds';
import { battleClientSeed } from '../../../src/domain/fairness';
import { startedAtFor } from '../../../src/domain/battle-timing';
import { roundAfter } from '../../../src/domain/beacon';
import { DEFAULT_WAITING, type BattleDeps } from './ports';
import { BOT_BANK, POT, findGame, lockBattle, moveStatus, type GameRow } from './store';
import { isUniqueViolation } from '../../kernel/unit-of-work';

/** Who takes a slot and with which client seed. */
export interface Seat {
  userId: string;
  clientSeed: string;
  isBot: boolean;
}

/** Locks a waiting battle and returns it; 404 when missing, 409 when it is no longer waiting. */
export async function lockWaiting(trx: Transaction<Database>, battleId: string): Promise<GameRow> {
  const locked = await lockBattle(trx, battleId, ['waiting']);
  const g = await findGame(trx, battleId);
  if (!g) throw notFound('battle_not_found', 'No such battle');
  if (!locked) throw conflict('battle_not_waiting', 'This battle has already started or ended');
  return g;
}

/**
 * The XP key of one stake (its join's ledger transaction). Settlement grants the stake's XP under it; a battle joined
 * before XP moved to settlement was granted it at join under the same key, so its settlement adds nothing.
 */
export const stakeXpKey = (joinTxId: string) => `xp:battle-join:${joinTxId}`;

/**
 * Refuses (409 battle_waiting_cap) a player who already sits in `cap` waiting battles. The user's row lock
 * (PostgreSQL; SQLite runs one writer at a time) makes parallel creates and joins of one player count one after
 * another, so they cannot all pass the cap.
 */
async function assertWaitingRoom(
  trx: Transaction<Database>,
  deps: Pick<BattleDeps, 'db' | 'waiting'>,
  userId: string,
): Promise<void> {
  const { cap } = deps.waiting ?? DEFAULT_WAITING;
  await lockUser(deps.db, trx, userId);
  const row = await trx
    .selectFrom('battle_slots')
    .innerJoin('battles', 'battles.id', 'battle_slots.battle_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('battle_slots.user_id', '=', userId)
    .where('battles.status', '=', 'waiting')
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= cap)
    throw conflict('battle_waiting_cap', `You can wait in at most ${cap} battles at a time`);
}

const seatSuffix = (g: GameRow) => (g.seat_gen === 0 ? '' : `:${g.seat_gen}`);

/**
 * Takes `slot` in a locked waiting battle and charges the entry fee. When it was the last empty slot, the battle
 * moves to processing and returns true. Version 1 fixes the client seed and the start at once; version 2 records
 * when it filled and the beacon round it waits for (the first published strictly after that moment), and the
 * runner fixes the client seed and the start once that round is published and verified.
 */
export async function takeSeat(
  trx: Transaction<Database>,
  g: GameRow,
  slot: number,
  seat: Seat,
  now: number,
  deps: Pick<BattleDeps, 'timing' | 'beacon' | 'db' | 'waiting'>,
): Promise<boolean> {
  if (!Number.isSafeInteger(slot) || slot < 1 || slot > g.players)
    throw badRequest('bad_slot', `Slot must be 1..${g.players}`);
  const taken = await trx
    .selectFrom('battle_slots')
    .select(['slot', 'user_id', 'client_seed'])
    .where('battle_id', '=', g.id)
    .execute();
  if (taken.some((t) => t.slot === slot)) throw conflict('slot_taken', 'This slot is taken');
  if (taken.some((t) => t.user_id === seat.userId))
    throw conflict('already_joined', 'You are already in this battle');
  // A seat that fills the battle starts it at once: it parks nothing, so only a seat that keeps it waiting counts.
  const fills = taken.length + 1 >= g.players;
  if (!seat.isBot && !fills) await assertWaitingRoom(trx, deps, seat.userId);
  const base = { currency: 'coin' as const, userId: seat.userId, ref: g.id, now };
  if (seat.isBot && g.cost > 0) {
    await transfer(trx, {
      ...base,
      key: `battle-bot-fund:${g.id}:${slot}${seatSuffix(g)}`,
      kind: 'battle_bot_fund',
      postings: [
        { account: BOT_BANK, amount: -g.cost },
        { account: userAccount(seat.userId, 'coin'), amount: g.cost },
      ],
    });
  }
  const paid = await transfer(trx, {
    ...base,
    key: `battle-join:${g.id}:${slot}${seatSuffix(g)}`,
    kind: 'battle_join',
    postings: [
      { account: userAccount(seat.userId, 'coin'), amount: -g.cost },
      { account: POT, amount: g.cost },
    ],
  });
  if (!paid.applied) throw conflict('slot_taken', 'This slot is taken');
  // No XP here: a stake earns its XP when the battle is played (settle.ts), so a parked and refunded one earns none.
  try {
    await trx
      .insertInto('battle_slots')
      .values({
        battle_id: g.id,
        slot,
        user_id: seat.userId,
        client_seed: seat.clientSeed,
        is_bot: seat.isBot ? 1 : 0,
        join_tx_id: paid.txId,
        joined_at: now,
        is_winner: 0,
        win_amount: 0,
        win_coin: 0,
      })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('slot_taken', 'This slot is taken');
    throw err;
  }
  if (!fills) return false;
  if (g.fairness === 2) {
    const { chain } = deps.beacon;
    await trx
      .updateTable('battle_games')
      .set({ processing_at: now, beacon_chain: chain.chain, beacon_round: roundAfter(chain, now) })
      .where('id', '=', g.id)
      .execute();
  } else {
    const seeds = [...taken, { slot, client_seed: seat.clientSeed }]
      .sort((a, b) => a.slot - b.slot)
      .map((t) => t.client_seed);
    await trx
      .updateTable('battle_games')
      .set({
        client_seed: battleClientSeed(seeds),
        processing_at: now,
        started_at: startedAtFor(now, deps.timing),
      })
      .where('id', '=', g.id)
      .execute();
  }
  if (!(await moveStatus(trx, g.id, ['waiting'], 'processing')))
    throw conflict('battle_not_waiting', 'This battle has already started');
  return true;
}

/** What a refund needs of a slot. */
type SeatRow = { slot: number; user_id: string; is_bot: number; join_tx_id: string };

/** Gives a slot's entry fee back (a bot's goes back to the bot bank). Keyed by the join, so it is paid once. */
async function refundSeat(trx: Transaction<Database>, g: GameRow, s: SeatRow, now: number): Promise<void> {
  if (g.cost <= 0) return;
  // Only a stake joined before XP moved to settlement has XP to give back (once, `xp-back:` key); others have none.
  if (s.is_bot !== 1) await revokeXp(trx, { sourceKey: stakeXpKey(s.join_tx_id), now });
  const base = { currency: 'coin' as const, userId: s.user_id, ref: g.id, now };
  await transfer(trx, {
    ...base,
    key: `battle-refund:${g.id}:${s.slot}:${s.join_tx_id}`,
    kind: 'battle_refund',
    postings: [
      { account: POT, amount: -g.cost },
      { account: userAccount(s.user_id, 'coin'), amount: g.cost },
    ],
  });
  if (s.is_bot === 1) {
    await transfer(trx, {
      ...base,
      key: `battle-bot-return:${g.id}:${s.slot}:${s.join_tx_id}`,
      kind: 'battle_bot_return',
      postings: [
        { account: userAccount(s.user_id, 'coin'), amount: -g.cost },
        { account: BOT_BANK, amount: g.cost },
      ],
    });
  }
}

/** Gives every slot its fee back and marks the battle cancelled; the caller's status move guards it (creator leave, give-up). */
export async function refundAllAndCancel(
  trx: Transaction<Database>,
  g: GameRow,
  slots: readonly SeatRow[],
  now: number,
): Promise<void> {
  for (const s of slots) await refundSeat(trx, g, s, now);
  await trx
    .updateTable('battle_games')
    .set({ cancelled: 1, finished_at: now })
    .where('id', '=', g.id)
    .execute();
}

/**
 * Refunds every seat of `battleId` and marks it cancelled (a give-up, an expiry); false when there is no such game.
 * The caller's status move (under the battle's row lock) guards it, so it runs once.
 */
export async function cancelAndRefundAll(
  trx: Transaction<Database>,
  battleId: string,
  now: number,
): Promise<boolean> {
  const g = await findGame(trx, battleId);
  if (!g) return false;
  const slots = await trx
    .selectFrom('battle_slots')
    .selectAll()
    .where('battle_id', '=', battleId)
    .orderBy('slot')
    .execute();
  await refundAllAndCancel(trx, g, slots, now);
  return true;
}

/**
 * A player leaves their slot while the battle waits and gets the fee back. When the creator leaves, the battle
 * is cancelled: everybody is refunded and it ends as finished + cancelled. Returns whether it was cancelled.
 */
export async function vacateSeat(
  trx: Transaction<Database>,
  battleId: string,
  slot: number,
  userId: string,
  now: number,
): Promise<boolean> {
  const g = await lockWaiting(trx, battleId);
  const slots = await trx.selectFrom('battle_slots').selectAll().where('battle_id', '=', g.id).execute();
  const mine = slots.find((s) => s.slot === slot);
  if (!mine) throw notFound('slot_empty', 'Nobody is in this slot');
  if (mine.user_id !== userId) throw forbidden('not_your_slot', 'You are not in this slot');
  if (userId !== g.user_id) {
    await refundSeat(trx, g, mine, now);
    await trx.deleteFrom('battle_slots').where('battle_id', '=', g.id).where('slot', '=', slot).execute();
    await trx
      .updateTable('battle_games')
      .set({ seat_gen: g.seat_gen + 1 })
      .where('id', '=', g.id)
      .execute();
    return false;
  }
  await refundAllAndCancel(trx, g, slots, now);
  await moveStatus(trx, g.id, ['waiting'], 'finished');
  return true;
}
