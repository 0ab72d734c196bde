/**
 * Rakeback: RAKEBACK_PERCENT of every coin the player really wagered comes back as points (src/domain/rakeback.ts).
 * Wagered = coins debited by case openings (ledger kind `case_open`, so free openings count nothing) plus the stake
 * of every battle the player sat in that finished and was not cancelled (a refunded stake counts nothing). A
 * claim pays what accrued since the previous one; claim number n carries the ledger key `rakeback:{user}:{n}`, so
 * two claims racing from the same state apply once (the other gets 409 rakeback_claimed).
 */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { conflict } from '../../errors';
import { userAccount, type Q } from '../ledger/ledger';
import { payPointsReward } from '../economy/budget';
import { RAKEBACK_PERCENT, rakebackAvailable } from '../../../src/domain/rakeback';
import type { RakebackView } from '../../../src/protocol/missions';

/** Every coin the player wagered, in cents. */
export async function totalWagered(q: Q, userId: string): Promise<number> {
  const cases = await q
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.tx_id')
    .select(sql<number>`coalesce(sum(ledger_entries.amount), 0)`.as('s'))
    .where('ledger_entries.account_id', '=', userAccount(userId, 'coin'))
    .where('ledger_transactions.kind', '=', 'case_open')
    .executeTakeFirst();
  const battles = await q
    .selectFrom('battle_slots')
    .innerJoin('battle_games', 'battle_games.id', 'battle_slots.battle_id')
    .innerJoin('battles', 'battles.id', 'battle_slots.battle_id')
    .select(sql<number>`coalesce(sum(battle_games.cost), 0)`.as('s'))
    .where('battle_slots.user_id', '=', userId)
    .where('battle_slots.is_bot', '=', 0)
    .where('battles.status', '=', 'finished')
    .where('battle_games.cancelled', '=', 0)
    .executeTakeFirst();
  return -Number(cases?.s ?? 0) + Number(battles?.s ?? 0);
}

interface ClaimState {
  seq: number;
  claimed: number;
  lastWagered: number;
  lastAt: number | null;
}

async function claimState(q: Q, userId: string): Promise<ClaimState> {
  const rows = await q
    .selectFrom('rakeback_claims')
    .select(['seq', 'amount', 'wagered', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('seq')
    .execute();
  const last = rows.at(-1);
  return {
    seq: rows.length,
    claimed: rows.reduce((s, r) => s + Number(r.amount), 0),
    lastWagered: last ? Number(last.wagered) : 0,
    lastAt: last ? Number(last.created_at) : null,
  };
}

function viewOf(wagered: number, st: ClaimState): RakebackView {
  return {
    percent: RAKEBACK_PERCENT,
    wageredSinceClaim: Math.max(0, wagered - st.lastWagered),
    available: rakebackAvailable(wagered, st.claimed),
    claimedTotal: st.claimed,
    lastClaimedAt: st.lastAt,
  };
}

/** The player's rakeback: wagered since the last claim, what is available now and what was claimed. */
export async function rakebackOf(db: Db, userId: string): Promise<RakebackView> {
  const [wagered, st] = await Promise.all([totalWagered(db.kysely, userId), claimState(db.kysely, userId)]);
  return viewOf(wagered, st);
}

/** Credits the rakeback accrued since the last claim; 409 rakeback_empty when nothing is due, rakeback_claimed on a race. */
export async function claimRakeback(
  db: Db,
  userId: string,
  now: number,
): Promise<{ credited: number; rakeback: RakebackView }> {
  return unitOfWorkOnce(db, async (trx) => {
    const wagered = await totalWagered(trx, userId);
    const st = await claimState(trx, userId);
    const amount = rakebackAvailable(wagered, st.claimed);
    if (amount <= 0) throw conflict('rakeback_empty', 'There is no rakeback to claim yet');
    // 409 reward_budget when the player's reward budget has no room for it yet (economy/budget.ts).
    const { applied, txId } = await payPointsReward(
      trx,
      { key: `rakeback:${userId}:${st.seq}`, kind: 'rakeback', userId, amount, now },
      'refuse',
    );
    if (!applied) throw conflict('rakeback_claimed', 'This rakeback was claimed already');
    await trx
      .insertInto('rakeback_claims')
      .values({ user_id: userId, seq: st.seq, wagered, amount, tx_id: txId!, created_at: now })
      .execute();
    const after: ClaimState = {
      seq: st.seq + 1,
      claimed: st.claimed + amount,
      lastWagered: wagered,
      lastAt: now,
    };
    return { credited: amount, rakeback: viewOf(wagered, after) };
  });
}
