/**
 * The active items' Withdraw action: sends the selected items to Steam with one idempotency key per intent (a retry
 * after a lost answer withdraws once), and names a refusal by the server's code (src/api/trade.ts).
 */
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { showToast } from '../../components/toast/toast-actions';
import { knownErrorCode } from '../../api/error';
import { useWithdrawLootMutation } from '../../api/trade';
import { useIntentKey } from '../../lib/use-intent-key';

/** Refusals the dialog explains (withdraw.problems.*); anything else is 'failed'. */
const KNOWN = [
  'trade_url_missing',
  'trade_url_invalid',
  'trade_url_foreign',
  'withdrawals_unavailable',
  'loot_not_pending',
  'self_banned',
  'withdraw_on_hold',
  'wagering_required',
] as const;

/** Why a withdrawal was not started. */
export type WithdrawProblem = (typeof KNOWN)[number] | 'failed';

/** `withdraw(ids)` resolves true when the items left; `problem` says why the last try did not. */
export function useWithdraw() {
  const dispatch = useDispatch();
  const [send, { isLoading }] = useWithdrawLootMutation();
  const keys = useIntentKey();
  const [problem, setProblem] = useState<WithdrawProblem | null>(null);
  const withdraw = async (lootIDs: string[]): Promise<boolean> => {
    setProblem(null);
    const idempotencyKey = keys.keyFor([...lootIDs].sort().join(','));
    try {
      const list = await send({ lootIDs, idempotencyKey }).unwrap();
      keys.settle();
      showToast(dispatch, {
        kind: 'success',
        // The sandbox sends nothing to Steam: its toast says the withdrawal is simulated.
        message: list.some((w) => w.provider === 'sandbox')
          ? { key: 'withdraw.startedSandbox' }
          : { key: 'withdraw.started', params: { count: list.length } },
      });
      return true;
    } catch (err) {
      keys.settle(err);
      setProblem(knownErrorCode(err, KNOWN) ?? 'failed');
      return false;
    }
  };
  const clearProblem = useCallback(() => setProblem(null), []);
  return { withdraw, withdrawing: isLoading, problem, clearProblem };
}
