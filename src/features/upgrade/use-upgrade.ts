/** The upgrade screen's roll: one request per click (its own idempotency key), the run the gauge shows, its settling. */
import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ArenaEvent } from '../../arena';
import { showToast } from '../../components/toast/toast-actions';
import { knownErrorCode } from '../../api/error';
import { upgradeShown, useRollUpgradeMutation } from '../../api/upgrade';
import type { UpgradeResult, UpgradeRollRequest } from '../../protocol/upgrade';

/** Refusals with their own text under pages.upgrade.errors. */
const KNOWN_ERRORS = [
  'loot_not_pending',
  'insufficient_balance',
  'upgrade_chance_out_of_range',
  'item_not_found',
  'empty_stake',
  'self_banned',
  'play_on_hold',
  'rate_limited',
  'unauthorized',
] as const;

/** One roll on screen: `settled` once the gauge has shown its result (or could not). */
export interface UpgradeRun {
  key: number;
  result: UpgradeResult;
  settled: boolean;
}

let runSeq = 0;

/** State and actions of the roll. */
export function useUpgrade() {
  const dispatch = useDispatch();
  const [send, { isLoading: rolling }] = useRollUpgradeMutation();
  const [run, setRun] = useState<UpgradeRun | null>(null);
  // Upgrades shown on this screen, newest first: the history lists them before its next fetch would.
  const [shown, setShown] = useState<UpgradeResult[]>([]);

  /** Rolls; true when the server answered with an upgrade (the show starts). */
  const roll = useCallback(
    async (req: Omit<UpgradeRollRequest, 'idempotencyKey'>): Promise<boolean> => {
      try {
        const result = await send({ ...req, idempotencyKey: crypto.randomUUID() }).unwrap();
        runSeq += 1;
        setRun({ key: runSeq, result, settled: false });
        return true;
      } catch (err) {
        const code = knownErrorCode(err, KNOWN_ERRORS) ?? 'generic';
        showToast(dispatch, {
          kind: 'error',
          title: { key: 'pages.upgrade.errors.title' },
          message: { key: `pages.upgrade.errors.${code}` },
        });
        // A refused stake may hold items that are gone: the lists refetch.
        if (code === 'loot_not_pending' || code === 'insufficient_balance') upgradeShown(dispatch);
        return false;
      }
    },
    [send, dispatch],
  );

  /** Marks the run as shown (the arena's result, or the fallback when it cannot run). */
  const settle = useCallback(() => setRun((r) => (r && !r.settled ? { ...r, settled: true } : r)), []);

  const onArenaEvent = useCallback(
    (e: ArenaEvent) => {
      if (e.type === 'resultShown') settle();
    },
    [settle],
  );

  // The items and the history learn the outcome only once the gauge has shown it.
  const settled = run?.settled ? run.result : null;
  useEffect(() => {
    if (!settled) return;
    upgradeShown(dispatch);
    setShown((list) => (list.some((u) => u.id === settled.id) ? list : [settled, ...list]));
  }, [settled, dispatch]);

  return { run, rolling, roll, settle, onArenaEvent, shown };
}
