/**
 * Players' seed pairs (FAIRNESS.md "Case opening, upgrade"): a hidden server seed with its hash shown, the
 * player's client seed and a nonce from 1. Rotating reveals the old server seed and starts a new pair.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { isValidClientSeed, serverSeedHash } from '../../../src/domain/fairness';
import type { Db } from '../../db/database';
import type { Database, UserSeedPairsTable } from '../../db/schema';
import { badRequest } from '../../errors';
import type { Q } from '../ledger/ledger';
import type { SeedInfo } from '../../../src/protocol/roll';

/** A fresh server seed: 32 CSPRNG bytes as 64 lowercase hex characters. */
const newServerSeed = () => randomBytes(32).toString('hex');

/** Takes a row lock on the user (PostgreSQL) so one user's money and seed operations run one at a time; SQLite serialises writers anyway. */
export async function lockUser(db: Db, trx: Transaction<Database>, userId: string): Promise<void> {
  if (db.dialect === 'postgres')
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

async function activePair(q: Q, userId: string): Promise<UserSeedPairsTable | undefined> {
  return q
    .selectFrom('user_seed_pairs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

async function insertPair(q: Q, userId: string, clientSeed: string, now: number): Promise<void> {
  const serverSeed = newServerSeed();
  await q
    .insertInto('user_seed_pairs')
    .values({
      id: randomUUID(),
      user_id: userId,
      server_seed: serverSeed,
      server_seed_hash: serverSeedHash(serverSeed),
      client_seed: clientSeed,
      nonce: 1,
      active: 1,
      created_at: now,
      revealed_at: null,
    })
    .onConflict((oc) => oc.doNothing()) // a concurrent first use created it already
    .execute();
}

/** The user's active pair, created on first use with the account's client seed. */
async function ensureActivePair(q: Q, userId: string, now: number): Promise<UserSeedPairsTable> {
  const found = await activePair(q, userId);
  if (found) return found;
  const user = await q
    .selectFrom('users')
    .select('client_seed')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await insertPair(
    q,
    userId,
    isValidClientSeed(user.client_seed) ? user.client_seed : randomBytes(12).toString('hex'),
    now,
  );
  const created = await activePair(q, userId);
  if (!created) throw new Error('seed pair was not created');
  return created;
}

/**
 * Reserves the next nonce of the user's active pair inside `trx` and returns the pair with that nonce.
 * Call after lockUser: the increment is atomic either way, and the rollback of `trx` gives the nonce back.
 */
export async function takeNonce(
  trx: Transaction<Database>,
  userId: string,
  now: number,
): Promise<{ pair: UserSeedPairsTable; nonce: number }> {
  const pair = await ensureActivePair(trx, userId, now);
  const res = await trx
    .updateTable('user_seed_pairs')
    .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
    .where('id', '=', pair.id)
    .where('active', '=', 1)
    .returning(['nonce', 'server_seed', 'client_seed'])
    .executeTakeFirst();
  if (!res) throw new Error('seed pair changed during the request');
  return {
    pair: { ...pair, server_seed: res.server_seed, client_seed: res.client_seed },
    nonce: Number(res.nonce) - 1,
  };
}

/** The seed info shown to the user (revealed pairs newest first, at most 50). */
export async function seedInfo(db: Db, userId: string, now: number): Promise<SeedInfo> {
  const pair = await ensureActivePair(db.kysely, userId, now);
  const revealed = await db.kysely
    .selectFrom('user_seed_pairs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('active', '=', 0)
    .orderBy('revealed_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return {
    clientSeed: { seed: pair.client_seed },
    serverSeedHash: pair.server_seed_hash,
    nonce: Number(pair.nonce),
    revealed: revealed.map((r) => ({
      serverSeed: r.server_seed,
      serverSeedHash: r.server_seed_hash,
      clientSeed: r.client_seed,
      lastNonce: Number(r.nonce) - 1,
      revealedAt: Number(r.revealed_at),
    })),
  };
}

/**
 * Reveals the active server seed and starts a new pair (nonce 1) with `clientSeed`, or the current client
 * seed when null. The account's client seed follows the change.
 */
export async function rotateSeed(
  db: Db,
  userId: string,
  clientSeed: string | null,
  now: number,
): Promise<SeedInfo> {
  if (clientSeed !== null && !isValidClientSeed(clientSeed)) {
    throw badRequest(
      'invalid_client_seed',
      'A client seed is 1 to 64 printable ASCII characters without ":"',
    );
  }
  await db.kysely.transaction().execute(async (trx) => {
    await lockUser(db, trx, userId);
    const old = await ensureActivePair(trx, userId, now);
    await trx
      .updateTable('user_seed_pairs')
      .set({ active: 0, revealed_at: now })
      .where('id', '=', old.id)
      .where('active', '=', 1)
      .execute();
    const next = clientSeed ?? old.client_seed;
    await insertPair(trx, userId, next, now);
    if (clientSeed !== null)
      await trx.updateTable('users').set({ client_seed: clientSeed }).where('id', '=', userId).execute();
  });
  return seedInfo(db, userId, now);
}
