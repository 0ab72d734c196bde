/**
 * Ledger adjustments by staff (role finance): a credit or debit of a player's coin or point wallet against the
 * house's `adjustments` account, with a required reason, in one transaction under the ledger key
 * `adjust:{idempotencyKey}`, audited with the balance before and after. The same key again answers the first
 * adjustment (nothing moves twice); the same key for another player or amount is refused.
 */
import type { Db } from '../../db/database';
import type { AdjustmentAnswer } from '../../../src/protocol/admin-money';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { unitOfWork } from '../../kernel/unit-of-work';
import { appendAudit, requireReason, type AuditActor } from '../admin/audit';
import { ensureWallets, houseAccount, transfer, userAccount } from '../ledger/ledger';
import { dollars, lockedBalance } from './wallets';

/** The house account adjustments are booked against. */
export const ADJUSTMENTS_HOUSE = 'adjustments';
/** The largest single adjustment: $100,000 or as many point units. */
export const ADJUSTMENT_MAX = 10_000_000;

/** One adjustment as staff ask for it. */
export interface AdjustmentInput {
  userId: string;
  currency: 'coin' | 'point';
  amount: number;
  reason: string | undefined;
  idempotencyKey: string;
  actor: AuditActor;
  now: number;
}

/**
 * Applies one adjustment. 400 reason_required, 400 invalid_amount (0, not whole, or past ADJUSTMENT_MAX), 404
 * user_not_found, 409 insufficient_balance (a debit larger than the wallet; the answer says what is missing), 409
 * idempotency_key_used (the key was used for another adjustment). Nothing changes on any of them.
 */
export async function adjustWallet(db: Db, a: AdjustmentInput): Promise<AdjustmentAnswer> {
  const reason = requireReason(a.reason);
  if (!Number.isSafeInteger(a.amount) || a.amount === 0 || Math.abs(a.amount) > ADJUSTMENT_MAX)
    throw badRequest(
      'invalid_amount',
      `The amount must be a whole number from 1 to ${ADJUSTMENT_MAX}, + or -`,
    );
  const key = `adjust:${a.idempotencyKey}`;
  const wallet = userAccount(a.userId, a.currency);
  return unitOfWork(db, async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', a.userId).executeTakeFirst();
    if (!user) throw notFound('user_not_found', 'No such player');
    await ensureWallets(trx, a.userId);
    const before = await lockedBalance(db, trx, wallet);
    const prior = await trx
      .selectFrom('ledger_transactions')
      .innerJoin('ledger_entries', 'ledger_entries.tx_id', 'ledger_transactions.id')
      .select(['ledger_transactions.id', 'ledger_entries.account_id', 'ledger_entries.amount'])
      .where('ledger_transactions.idem_key', '=', key)
      .execute();
    if (prior.length > 0) {
      const mine = prior.find((p) => p.account_id === wallet);
      if (!mine || Number(mine.amount) !== a.amount)
        throw conflict('idempotency_key_used', 'This idempotency key was used for another adjustment');
      return { txID: mine.id, applied: false, before: before - a.amount, after: before };
    }
    if (before + a.amount < 0) {
      const unit = a.currency === 'coin' ? dollars : (n: number) => `${n} points`;
      throw new AppError(
        409,
        'insufficient_balance',
        `The wallet holds ${unit(before)}: a debit of ${unit(-a.amount)} is ${unit(-(before + a.amount))} too much`,
        { balance: before, missing: -(before + a.amount) },
      );
    }
    const moved = await transfer(trx, {
      key,
      kind: 'adjustment',
      currency: a.currency,
      userId: a.userId,
      ref: a.idempotencyKey,
      postings: [
        { account: houseAccount(ADJUSTMENTS_HOUSE, a.currency), amount: -a.amount },
        { account: wallet, amount: a.amount },
      ],
      now: a.now,
    });
    const after = before + a.amount;
    await appendAudit(
      trx,
      a.actor,
      {
        action: a.amount > 0 ? 'money.adjust.credit' : 'money.adjust.debit',
        targetType: 'user',
        targetId: a.userId,
        reason,
        before: { currency: a.currency, balance: before },
        after: { currency: a.currency, balance: after, amount: a.amount, txId: moved.txId },
      },
      a.now,
    );
    return { txID: moved.txId, applied: true, before, after };
  });
}
