/**
 * The creator's share of an opening of their case (CREATOR_SHARE_BPS = 1%, rounded down), paid from the house's
 * case account through the ledger in the opening's own transaction, once per opening (`case-creator:{openingId}`).
 * A creator opening their own case earns nothing from it, and only other players' openings raise the case's counters
 * (what ranks community cases), so a rank cannot be bought by opening one's own case.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { shardedHouseAccount, transfer, userAccount } from '../ledger/ledger';
import { creatorShare } from '../../../src/domain/player-cases';

/** Who is paid for an opening of a player case. */
export interface CreatorShareTarget {
  caseId: string;
  creatorId: string;
  /** True when the creator opens their own case: neither counted nor paid. */
  own: boolean;
}

/**
 * Reads the case's creator and, on PostgreSQL, locks the opener's and the creator's wallets in id order before
 * the opening's debit takes the house account: two players opening each other's cases (or the creator opening
 * another case meanwhile) then wait for each other instead of deadlocking. Null when the case is no player's.
 */
export async function lockCreatorShare(
  db: Db,
  trx: Transaction<Database>,
  caseId: string,
  openerId: string,
): Promise<CreatorShareTarget | null> {
  const row = await trx
    .selectFrom('player_cases')
    .select('creator_id')
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (!row) return null;
  const own = row.creator_id === openerId;
  if (db.dialect === 'postgres' && !own) {
    const wallets = [userAccount(openerId, 'coin'), userAccount(row.creator_id, 'coin')].sort();
    for (const id of wallets) {
      await trx.selectFrom('accounts').select('id').where('id', '=', id).forUpdate().execute();
    }
  }
  return { caseId, creatorId: row.creator_id, own };
}

/**
 * Counts `count` openings of the case and pays its creator their share of `total` (cents) unless it is their own
 * opening (then nothing happens) or the share rounds to 0. Call in the opening's transaction after its debit.
 * Answers the cents paid.
 */
export async function payCreatorShare(
  trx: Transaction<Database>,
  target: CreatorShareTarget,
  o: { openingId: string; total: number; count: number; now: number },
): Promise<number> {
  if (target.own) return 0;
  let paid = 0;
  const share = creatorShare(o.total);
  if (share > 0) {
    const { applied } = await transfer(trx, {
      key: `case-creator:${o.openingId}`,
      kind: 'case_creator',
      currency: 'coin',
      userId: target.creatorId,
      ref: o.openingId,
      postings: [
        { account: shardedHouseAccount('cases', 'coin'), amount: -share },
        { account: userAccount(target.creatorId, 'coin'), amount: share },
      ],
      now: o.now,
    });
    if (applied) paid = share;
  }
  await trx
    .updateTable('player_cases')
    .set((eb) => ({ openings: eb('openings', '+', o.count), earnings: eb('earnings', '+', paid) }))
    .where('case_id', '=', target.caseId)
    .execute();
  return paid;
}

/** A seat of a settled battle, as the creator share reads it. */
interface BattleSeat {
  user_id: string;
  is_bot: number;
}

/**
 * Locks, on PostgreSQL, the wallets of the creators of the battle's player cases, in id order, before the
 * settlement touches the battle pot: a creator joining another battle meanwhile (wallet, then pot) then waits
 * instead of deadlocking with the settlement (pot, then wallet). Answers the battle's player cases.
 */
export async function lockBattleCreators(
  dialect: Db['dialect'],
  trx: Transaction<Database>,
  battleId: string,
) {
  const cases = await trx
    .selectFrom('battle_cases')
    .innerJoin('player_cases', 'player_cases.case_id', 'battle_cases.case_id')
    .select([
      'battle_cases.position',
      'battle_cases.case_id',
      'battle_cases.quantity',
      'battle_cases.price',
      'player_cases.creator_id',
    ])
    .where('battle_cases.battle_id', '=', battleId)
    .orderBy('battle_cases.position')
    .execute();
  if (dialect === 'postgres') {
    for (const id of [...new Set(cases.map((c) => userAccount(c.creator_id, 'coin')))].sort()) {
      await trx.selectFrom('accounts').select('id').where('id', '=', id).forUpdate().execute();
    }
  }
  return cases;
}

/**
 * Pays the creators of a settled battle's player cases: each seat opened each case `quantity` times; the players'
 * openings (not the bots', which are the house's money, nor the creator's own) pay the creator 1% of their price,
 * from the battle pot, once per battle and listing (`case-creator:battle:{battleId}:{position}`). Those openings
 * also raise the case's counters (a bot's seat is called by a player: it must not buy rank). Call inside the
 * settlement's transaction.
 */
export async function payBattleCreatorShares(
  trx: Transaction<Database>,
  o: {
    battleId: string;
    cases: Awaited<ReturnType<typeof lockBattleCreators>>;
    seats: readonly BattleSeat[];
    pot: string;
    now: number;
  },
): Promise<void> {
  for (const c of o.cases) {
    const payers = o.seats.filter((s) => s.is_bot !== 1 && s.user_id !== c.creator_id).length;
    const share = creatorShare(Number(c.price) * c.quantity * payers);
    let paid = 0;
    if (share > 0) {
      const { applied } = await transfer(trx, {
        key: `case-creator:battle:${o.battleId}:${c.position}`,
        kind: 'case_creator',
        currency: 'coin',
        userId: c.creator_id,
        ref: o.battleId,
        postings: [
          { account: o.pot, amount: -share },
          { account: userAccount(c.creator_id, 'coin'), amount: share },
        ],
        now: o.now,
      });
      if (applied) paid = share;
    }
    await trx
      .updateTable('player_cases')
      .set((eb) => ({
        openings: eb('openings', '+', c.quantity * payers),
        earnings: eb('earnings', '+', paid),
      }))
      .where('case_id', '=', c.case_id)
      .execute();
  }
}
