/**
 * The withdrawal queue staff work (role finance): withdrawals waiting to be sent can be approved (sent at the next
 * tick, a held one released), held (the settlement leaves it alone) or cancelled (the item goes back to the player,
 * exactly once); each with a reason, audited in the action's transaction. Accepted withdrawals show how long they
 * stay reversible (Steam's 7-day trade protection) and when the house counted them final.
 */
import type { Db } from '../../db/database';
import type {
  QueuedWithdrawal,
  WithdrawalAction,
  WithdrawalQueueQuery,
} from '../../../src/protocol/admin-money';
import type { TradeStatus, Withdrawal } from '../../../src/protocol/trade';
import { conflict, notFound } from '../../errors';
import { recordEvent, unitOfWork } from '../../kernel/unit-of-work';
import { appendAudit, requireReason, type AuditActor } from '../admin/audit';
import { endTradeIn } from '../trades/settlement';
import { tradeRows, withdrawalById, withdrawalView } from '../trades/view';

/** The queue lists at most this many. */
export const QUEUE_LISTED = 200;

const VIEW_STATUSES: Record<NonNullable<WithdrawalQueueQuery['view']>, readonly TradeStatus[] | null> = {
  pending: ['withdrawing', 'held'],
  sent: ['sent'],
  reversible: ['accepted'],
  all: null,
};

/** The queue, oldest first (its order of work); `reversible` lists accepted trades not yet final. */
export async function withdrawalQueue(
  db: Db,
  view: NonNullable<WithdrawalQueueQuery['view']>,
): Promise<QueuedWithdrawal[]> {
  let q = tradeRows(db.kysely)
    .innerJoin('users', 'users.id', 'trades.user_id')
    .select(['users.nickname', 'trades.reversible_until', 'trades.final_at']);
  const statuses = VIEW_STATUSES[view];
  if (statuses) q = q.where('trades.status', 'in', [...statuses]);
  if (view === 'reversible') q = q.where('trades.final_at', 'is', null);
  const rows = await (
    view === 'all' ? q.orderBy('trades.created_at', 'desc') : q.orderBy('trades.created_at')
  )
    .orderBy('trades.id')
    .limit(QUEUE_LISTED)
    .execute();
  return rows.map((r) => {
    const w = withdrawalView(r);
    return {
      id: w.id,
      userID: r.trade_user_id,
      nickname: r.nickname,
      lootID: w.lootID,
      item: w.item,
      status: w.status,
      offerID: w.offerID,
      createdAt: w.createdAt,
      updatedAt: w.updatedAt,
      reversibleUntil: r.reversible_until === null ? null : Number(r.reversible_until),
      finalAt: r.final_at === null ? null : Number(r.final_at),
    };
  });
}

/** What each action does to which states, and what the refusal says otherwise. */
const ACTIONS: Record<WithdrawalAction, { from: readonly TradeStatus[]; refusal: string }> = {
  approve: { from: ['withdrawing', 'held'], refusal: 'Only a withdrawal not sent yet can be approved' },
  hold: { from: ['withdrawing'], refusal: 'Only a withdrawal waiting to be sent can be held' },
  cancel: { from: ['withdrawing', 'held'], refusal: 'Only a withdrawal not sent yet can be cancelled' },
};

/**
 * Approves, holds or cancels one withdrawal. 400 reason_required, 404 withdrawal_not_found, 409
 * withdrawal_not_pending (already sent, ended, or in a state the action cannot follow: a second cancel changes
 * nothing). Publishes WithdrawalChanged to the player after the commit.
 */
export async function actOnWithdrawal(
  db: Db,
  a: { id: string; action: WithdrawalAction; reason: string | undefined; actor: AuditActor; now: number },
): Promise<Withdrawal> {
  const reason = requireReason(a.reason);
  const rule = ACTIONS[a.action];
  return unitOfWork(db, async (trx) => {
    const before = await withdrawalById(trx, a.id);
    if (!before) throw notFound('withdrawal_not_found', 'No such withdrawal');
    const userRow = await trx
      .selectFrom('trades')
      .select('user_id')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    let done: boolean;
    if (a.action === 'cancel') {
      done = await endTradeIn(trx, a.id, 'cancelled', a.now, rule.from);
    } else {
      const r = await trx
        .updateTable('trades')
        .set(
          a.action === 'hold'
            ? { status: 'held', next_at: null, updated_at: a.now }
            : { status: 'withdrawing', next_at: a.now, updated_at: a.now },
        )
        .where('id', '=', a.id)
        .where('status', 'in', [...rule.from])
        .executeTakeFirst();
      done = Number(r.numUpdatedRows) === 1;
    }
    if (!done) throw conflict('withdrawal_not_pending', `${rule.refusal}; this one is ${before.status}`);
    const after = (await withdrawalById(trx, a.id))!;
    await appendAudit(
      trx,
      a.actor,
      {
        action: `money.withdrawal.${a.action}`,
        targetType: 'withdrawal',
        targetId: a.id,
        reason,
        before: { status: before.status, lootID: before.lootID, price: before.item.price },
        after: { status: after.status },
      },
      a.now,
    );
    recordEvent(trx, { type: 'WithdrawalChanged', userId: userRow.user_id, withdrawal: after });
    return after;
  });
}
