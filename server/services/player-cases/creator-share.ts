/**
 * The creator's share of an opening of their case (CREATOR_SHARE_BPS = 1%, rounded down), paid from the house's
 * case account through the ledger in the opening's own transaction, once per opening (`case-creator:{openingId}`).
 * A creator opening their own case earns nothing from it. Every opening raises the case's counters.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { houseAccount, transfer, userAccount } from '../ledger';
import { creatorShare } from '../../../src/domain/player-cases';

/** Who is paid for an opening of a player case. */
export interface CreatorShareTarget {
  caseId: string;
  creatorId: string;
  /** True when the creator opens their own case: counted, never paid. */
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
 * opening or the share rounds to 0. Call in the opening's transaction after its debit. Answers the cents paid.
 */
export async function payCreatorShare(
  trx: Transaction<Database>,
  target: CreatorShareTarget,
  o: { openingId: string; total: number; count: number; now: number },
): Promise<number> {
  let paid = 0;
  const share = target.own ? 0 : creatorShare(o.total);
  if (share > 0) {
    const { applied } = await transfer(trx, {
      key: `case-creator:${o.openingId}`,
      kind: 'case_creator',
      currency: 'coin',
      userId: target.creatorId,
      ref: o.openingId,
      postings: [
        { account: houseAccount('cases', 'coin'), amount: -share },
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
