/**
 * Opening cases: one request rolls up to 5 cases with the user's seed pair (one nonce, cursor `case:i`),
 * debits the price through the ledger and records loot and case_openings, all in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { roll } from '../../../src/domain/fairness';
import { itemForRoll } from '../../../src/domain/odds';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserSeedPairsTable } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { Opening } from '../../../src/protocol/catalog';
import { getCase, itemView, type CaseWithOdds, withItem } from '../catalog/catalog';
import { shardedHouseAccount, transfer, userAccount, type Q } from '../ledger/ledger';
import { createLoot } from '../loot/loot';
import { grantXp } from '../progression/xp';
import { recordEvent, unitOfWork } from '../../kernel/unit-of-work';
import { claimHuntTargets } from '../events/hunts';
import { recordWager } from '../events/wagers';
import { assertNotSelfBanned } from '../users/restrictions';
import { assertNoHold } from '../admin/holds';
import { lockUser, takeNonce } from '../fairness/seeds';
import { lockCreatorShare, payCreatorShare } from '../player-cases/creator-share';
import { PLAYER_CASE_TYPE } from '../../../src/domain/player-cases';
import { caseCursor, MAX_OPEN_COUNT } from '../../../src/domain/case-opening';

/** What to open. `idempotencyKey` makes a retried request return the first answer instead of opening again. */
export interface OpenRequest {
  caseId: string;
  count: number;
  idempotencyKey?: string;
}

// Thrown inside the transaction when another request already used the key: roll back, then answer the first.
class Replay extends Error {
  constructor(readonly openingId: string) {
    super('replay');
  }
}

/**
 * Case openings joined with their item and seed pair: what an opening's results and their verification show
 * (narrow with where clauses).
 */
export function openingRows(q: Q) {
  return withItem(q.selectFrom('case_openings'), 'case_openings.item_id')
    .innerJoin('user_seed_pairs', 'user_seed_pairs.id', 'case_openings.seed_pair_id')
    .select([
      'case_openings.opening_id',
      'case_openings.case_id',
      'case_openings.case_index',
      'case_openings.nonce',
      'case_openings.roll',
      'case_openings.loot_id',
      'case_openings.price as case_price',
      'case_openings.created_at as opened_at',
      'user_seed_pairs.server_seed_hash',
      'user_seed_pairs.client_seed',
    ]);
}

/** Reads a recorded opening back (for replies to retried requests). */
async function getOpening(db: Db, userId: string, openingId: string): Promise<Opening | null> {
  const rows = await openingRows(db.kysely)
    .where('case_openings.opening_id', '=', openingId)
    .where('case_openings.user_id', '=', userId)
    .orderBy('case_openings.case_index')
    .execute();
  if (rows.length === 0) return null;
  const f = rows[0];
  const results = rows.map((r) => ({
    index: Number(r.case_index),
    roll: Number(r.roll),
    item: itemView(r),
    lootID: r.loot_id ?? '',
  }));
  return {
    id: openingId,
    caseID: f.case_id,
    count: rows.length,
    price: Number(f.case_price),
    nonce: Number(f.nonce),
    serverSeedHash: f.server_seed_hash,
    clientSeed: f.client_seed,
    results,
  };
}

/** Rolls of one opening: the pair and nonce taken, and each case's roll and item. */
export interface RolledOpening {
  pair: UserSeedPairsTable;
  nonce: number;
  results: { index: number; roll: number; item: CaseWithOdds['odds'][number]['item'] }[];
}

/**
 * Takes the next nonce of the user's seed pair and rolls `count` cases of `c` on it, the roll of case i named
 * by `cursor(i)` (`case:i` for a paid opening, `daily` for a free daily case). Call inside the opening's
 * transaction, with the user locked.
 */
export async function rollOpening(
  trx: Transaction<Database>,
  userId: string,
  c: CaseWithOdds,
  count: number,
  cursor: (index: number) => string,
  now: number,
): Promise<RolledOpening> {
  const { pair, nonce } = await takeNonce(trx, userId, now);
  const results = Array.from({ length: count }, (_, index) => {
    const r = roll(pair.server_seed, pair.client_seed, nonce, cursor(index));
    return { index, roll: r, item: itemForRoll(c.odds, r) };
  });
  return { pair, nonce, results };
}

/**
 * Records rolled cases as any drop is recorded: pending loot and one case_openings row each (`price` is what
 * one case cost the player: the case price, or 0 for a free daily case). Answers the opening.
 */
export async function recordOpening(
  trx: Transaction<Database>,
  userId: string,
  c: CaseWithOdds,
  openingId: string,
  rolled: RolledOpening,
  price: number,
  now: number,
): Promise<Opening> {
  const { pair, nonce, results } = rolled;
  const lootIds = await createLoot(
    trx,
    results.map((r) => ({
      userId,
      itemId: r.item.id,
      price: r.item.price,
      source: 'case',
      sourceRef: openingId,
    })),
    now,
  );
  await trx
    .insertInto('case_openings')
    .values(
      results.map((r, i) => ({
        id: randomUUID(),
        user_id: userId,
        case_id: c.case.id,
        created_at: now,
        opening_id: openingId,
        case_index: r.index,
        seed_pair_id: pair.id,
        nonce,
        roll: r.roll,
        item_id: r.item.id,
        loot_id: lootIds[i],
        price,
      })),
    )
    .execute();
  // The first drop of a running hunt's target is the player's find (server/services/events/hunts.ts).
  await claimHuntTargets(
    trx,
    userId,
    results.map((r, i) => ({ itemId: r.item.id, lootId: lootIds[i] })),
    now,
  );
  return {
    id: openingId,
    caseID: c.case.id,
    count: results.length,
    price,
    nonce,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    results: results.map((r, i) => ({ ...r, lootID: lootIds[i] })),
  };
}

/** 400 `code` unless `count` cases fit in one opening (1 to MAX_OPEN_COUNT), however they were asked for. */
export function assertOpenCount(count: number, code: 'invalid_count' | 'invalid_quantity'): void {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_OPEN_COUNT) {
    throw badRequest(code, `You can open 1 to ${MAX_OPEN_COUNT} cases at once`);
  }
}

/** Opens `count` cases for the user; 404 case_not_found, 403 self_banned, 409 insufficient_balance (nothing changes then). */
export async function openCases(db: Db, userId: string, req: OpenRequest, now: number): Promise<Opening> {
  assertOpenCount(req.count, 'invalid_count');
  const c = await getCase(db, req.caseId);
  if (!c) throw notFound('case_not_found', 'No such case');
  if (c.case.type === 'daily') {
    throw badRequest('daily_case', 'This case is free once a day: open it on the daily cases page');
  }
  await assertNotSelfBanned(db, userId, now);
  await assertNoHold(db, userId, 'play');
  const openingId = randomUUID();
  const key = req.idempotencyKey ? `case-open:${userId}:${req.idempotencyKey}` : `case-open:${openingId}`;
  const total = c.case.price * req.count;
  try {
    return await unitOfWork(db, async (trx) => {
      await lockUser(db, trx, userId);
      // A player case pays its creator a share of the opening, in this transaction (player-cases/creator-share.ts).
      const creator =
        c.case.type === PLAYER_CASE_TYPE ? await lockCreatorShare(db, trx, c.case.id, userId) : null;
      const rolled = await rollOpening(trx, userId, c, req.count, caseCursor, now);
      // 1 XP per cent wagered, keyed by the debit: a retried request gains nothing.
      await grantXp(trx, { userId, amount: total, key: `xp:${key}`, now });
      // The debit is a wager (races, feast tickets), keyed by it like the XP.
      await recordWager(trx, {
        key: `wager:${key}`,
        userId,
        isBot: false,
        amount: total,
        now,
        game: c.case.type === PLAYER_CASE_TYPE ? 'playerCase' : 'case',
      });
      const opening = await recordOpening(trx, userId, c, openingId, rolled, c.case.price, now);
      // The money moves last: every opening on the site credits the house's case account, and on PostgreSQL the
      // row it lands on (a shard, ledger.ts) stays locked from here to the commit. A debit that fails or was
      // already applied rolls all of the above back.
      const { applied, txId } = await transfer(trx, {
        key,
        kind: 'case_open',
        currency: 'coin',
        userId,
        ref: openingId,
        postings: [
          { account: userAccount(userId, 'coin'), amount: -total },
          { account: shardedHouseAccount('cases', 'coin'), amount: total },
        ],
        now,
      });
      if (!applied) {
        const prior = await trx
          .selectFrom('ledger_transactions')
          .select('ref')
          .where('id', '=', txId)
          .executeTakeFirst();
        throw new Replay(prior?.ref ?? '');
      }
      if (creator) await payCreatorShare(trx, creator, { openingId, total, count: req.count, now });
      recordEvent(trx, { type: 'CaseOpened', userId, opening, now });
      return opening;
    });
  } catch (err) {
    if (!(err instanceof Replay)) throw err;
    const prior = await getOpening(db, userId, err.openingId);
    if (!prior) throw conflict('idempotency_key_used', 'This idempotency key was used for something else');
    if (prior.caseID !== c.case.id || prior.count !== req.count) {
      throw new AppError(
        409,
        'idempotency_key_used',
        'This idempotency key was used for a different opening',
      );
    }
    return prior;
  }
}
