/** The case page's state: real openings (idempotent per click) and demo spins, the won items, sell and keep. */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ParseKeys } from 'i18next';
import { useDispatch } from 'react-redux';
import type { ArenaEvent, ArenaLabels, CaseShow, MoneyFormat } from '../../arena';
import { showToast } from '../../components/toast/toast-actions';
import { buildCaseShow, demoRoll, errorKey } from './case-model';
import { useSellLootMutation } from '../../api/loot';
import { useSkinName } from '../../lib/use-skin-name';
import { useOpenCasesMutation } from '../../api/case';
import type { CaseDetail, CatalogItem, Opening } from '../../protocol/catalog';

/** A won item and what the player did with it. */
export interface WonItem {
  item: CatalogItem;
  lootID: string | null;
  state: 'pending' | 'selling' | 'sold' | 'kept';
}

/** One spin: the show for the arena, the opening (null for a demo) and its items. */
export interface Run {
  key: number;
  demo: boolean;
  opening: Opening | null;
  show: CaseShow;
  won: WonItem[];
  settled: boolean;
}

let demoSeq = 0;

/**
 * Another way to open than POST /case/open (the free daily case): `open` answers the opening, `errorText` the
 * translation key of a failure.
 */
export interface CustomOpener {
  open: (count: number) => Promise<Opening>;
  errorText: (err: unknown) => ParseKeys;
}

/** State and actions of one case page (`custom` swaps the paid opening for another, same show). */
export function useCaseOpening(
  detail: CaseDetail | undefined,
  labels: ArenaLabels,
  money: MoneyFormat,
  custom?: CustomOpener,
) {
  const dispatch = useDispatch();
  const [run, setRun] = useState<Run | null>(null);
  const [open, { isLoading: opening }] = useOpenCasesMutation();
  const [sell] = useSellLootMutation();
  const keyRef = useRef(0);
  const { names } = useSkinName();

  const start = useCallback(
    (items: CatalogItem[], openingId: string, demo: boolean, o: Opening | null) => {
      if (!detail) return;
      keyRef.current += 1;
      const show = buildCaseShow(
        detail,
        items.map((i) => i.id),
        openingId,
        labels,
        money,
      );
      setRun({
        key: keyRef.current,
        demo,
        opening: o,
        show,
        settled: false,
        won: items.map((item, i) => ({ item, lootID: o?.results[i]?.lootID ?? null, state: 'pending' })),
      });
    },
    [detail, labels, money],
  );

  const fail = useCallback(
    (err: unknown) =>
      showToast(dispatch, {
        kind: 'error',
        title: { key: 'cases.errors.title' },
        message: { key: custom ? custom.errorText(err) : `cases.errors.${errorKey(err)}` },
      }),
    [dispatch, custom],
  );

  /** Opens `count` cases for real; a new idempotency key per click. */
  const openReal = useCallback(
    async (count: number) => {
      if (!detail) return;
      const idempotencyKey = crypto.randomUUID();
      try {
        const o = custom
          ? await custom.open(count)
          : await open({ caseID: detail.id, count, idempotencyKey }).unwrap();
        start(
          o.results.map((r) => r.item),
          o.id,
          false,
          o,
        );
      } catch (err) {
        fail(err);
      }
    },
    [detail, open, start, fail, custom],
  );

  /** A demo spin with throwaway seeds: show only, no money. */
  const openDemo = useCallback(
    (count: number) => {
      if (!detail) return;
      demoSeq += 1;
      start(demoRoll(detail, count).items, `demo-${Date.now()}-${demoSeq}`, true, null);
    },
    [detail, start],
  );

  const setState = (lootIDs: readonly string[], state: WonItem['state']) =>
    setRun((r) =>
      r ? { ...r, won: r.won.map((w) => (w.lootID && lootIDs.includes(w.lootID) ? { ...w, state } : w)) } : r,
    );

  /**
   * Sells won items in one POST /loot/sell (the balance refreshes through the invalidated User tag). The ledger
   * keys each sale by its loot id, so a repeated call never pays twice.
   */
  const sellMany = useCallback(
    async (lootIDs: string[]) => {
      if (lootIDs.length === 0) return;
      setState(lootIDs, 'selling');
      try {
        await sell(lootIDs).unwrap();
        setState(lootIDs, 'sold');
        showToast(dispatch, {
          kind: 'success',
          message: { key: lootIDs.length > 1 ? 'cases.result.soldAllToast' : 'cases.won.soldToast' },
        });
      } catch (err) {
        setState(lootIDs, 'pending');
        fail(err);
      }
    },
    [sell, dispatch, fail],
  );

  /** Sells one won item. */
  const sellOne = useCallback((lootID: string) => sellMany([lootID]), [sellMany]);

  /** Keeps one won item in the inventory (nothing to call: won items stay pending there). */
  const keepOne = useCallback((lootID: string) => setState([lootID], 'kept'), []);

  /** Arena events: the result is known the moment the reels land (no banner, no count-up to wait for). */
  const onArenaEvent = useCallback((e: ArenaEvent) => {
    if (
      e.type === 'roundSettled' ||
      e.type === 'resultShown' ||
      (e.type === 'stateChanged' && e.state === 'showing_result')
    )
      setRun((r) => (r && !r.settled ? { ...r, settled: true } : r));
  }, []);

  /** Marks the current run as settled (fallback when the arena cannot run). */
  const settle = useCallback(() => setRun((r) => (r && !r.settled ? { ...r, settled: true } : r)), []);

  // The cards follow the skin-name choice live: a switch mid-show renames them (the arena rebakes them).
  const shown = run?.show;
  const show = useMemo(
    () =>
      shown && detail
        ? buildCaseShow(detail, shown.results, shown.openingId, labels, money, shown.spinMs, names)
        : shown,
    [shown, detail, labels, money, names],
  );
  const named = useMemo(() => (run && show ? { ...run, show } : run), [run, show]);
  return { run: named, opening, openReal, openDemo, sellOne, sellMany, keepOne, onArenaEvent, settle };
}
