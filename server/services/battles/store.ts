/** Row access shared by the battle modules: a battle's settings and status, the row lock, ledger accounts. */
import { sql, type Transaction } from 'kysely';
import type { BattleGamesTable, Database } from '../../db/schema';
import { notFound } from '../../errors';
import { shardedHouseAccount, type Q } from '../ledger/ledger';
import type { BattleStatus } from '../../../src/protocol/types';

/** The house account every entry fee goes into and coin winnings come out of. */
export const POT = shardedHouseAccount('battle-pot', 'coin');
/** The house account that pays bots' entry fees. */
export const BOT_BANK = shardedHouseAccount('bot-bank', 'coin');

/** A battle's settings and progress together with its status and revision (see bumpRevision). */
export type GameRow = BattleGamesTable & { status: BattleStatus; revision: number };

/** Loads one battle, or null. */
export async function findGame(q: Q, id: string): Promise<GameRow | null> {
  const row = await q
    .selectFrom('battle_games')
    .innerJoin('battles', 'battles.id', 'battle_games.id')
    .selectAll('battle_games')
    .select(['battles.status', 'battles.revision'])
    .where('battle_games.id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, status: row.status as BattleStatus, revision: Number(row.revision) } : null;
}

/** Loads one battle or answers 404. */
export async function getGame(q: Q, id: string): Promise<GameRow> {
  const g = await findGame(q, id);
  if (!g) throw notFound('battle_not_found', 'No such battle');
  return g;
}

/**
 * Takes the battle's row lock (PostgreSQL: the UPDATE holds it until commit, so concurrent seat changes on one
 * battle run one after another) when its status is one of `statuses`; false when it is not. Only a transaction that
 * changes the battle takes it, so it also counts that change in the revision (a failed change rolls it back).
 */
export async function lockBattle(
  trx: Transaction<Database>,
  id: string,
  statuses: readonly BattleStatus[],
): Promise<boolean> {
  const res = await trx
    .updateTable('battles')
    .set((eb) => ({ status: eb.ref('status'), revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .where('status', 'in', [...statuses])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Moves a battle from one status to another; false when it was not in `from` (someone else moved it). */
export async function moveStatus(
  trx: Transaction<Database>,
  id: string,
  from: readonly BattleStatus[],
  to: BattleStatus,
): Promise<boolean> {
  const res = await trx
    .updateTable('battles')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Counts one change of a battle in a transaction that did not take its lock (rounds played, settled, given up) and
 * returns the new revision. The snapshot and every battle event state the revision, so a client can order them:
 * once per transaction, and every counted change is announced by an event on `battle:{id}`.
 */
export async function bumpRevision(trx: Transaction<Database>, id: string): Promise<number> {
  const row = await trx
    .updateTable('battles')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .returning('revision')
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}

/** The client seed a player brings to a slot: their active seed pair's, else their profile's. */
export async function clientSeedOf(q: Q, userId: string): Promise<string> {
  const pair = await q
    .selectFrom('user_seed_pairs')
    .select('client_seed')
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (pair?.client_seed) return pair.client_seed;
  const u = await q.selectFrom('users').select('client_seed').where('id', '=', userId).executeTakeFirst();
  if (!u) throw notFound('user_not_found', 'No such user');
  return u.client_seed;
}

/** Prefix of a battle's lease key; the lease scan builds the same key in SQL from it. */
const BATTLE_LEASE_PREFIX = 'battle:';
/** The lease (server/kernel/leases.ts) a process holds while it runs a battle. */
export const battleLeaseKey = (battleId: string) => `${BATTLE_LEASE_PREFIX}${battleId}`;

/**
 * Running battles (processing or playing) that nobody holds: a lease that expired (or was handed over) before
 * `now`, or none at all for `graceMs` after the battle filled (the filling process takes it right after its commit).
 */
export async function findUnleased(q: Q, now: number, graceMs: number): Promise<string[]> {
  const rows = await q
    .selectFrom('battles')
    .innerJoin('battle_games', 'battle_games.id', 'battles.id')
    .leftJoin('leases', (join) =>
      join.on('leases.key', '=', sql<string>`${BATTLE_LEASE_PREFIX} || battles.id`),
    )
    .select('battles.id')
    .where('battles.status', 'in', ['processing', 'playing'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('leases.key', 'is', null),
          eb.or([
            eb('battle_games.processing_at', 'is', null),
            eb('battle_games.processing_at', '<=', now - graceMs),
          ]),
        ]),
        eb('leases.lease_until', '<=', now),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}
