/** The arena of one battle: LazyArenaCanvas fed with the live show, placed on the server's clock, with replay. */
import { Suspense, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  arenaHeight,
  battleMode,
  buildBattleShow,
  fittedArenaHeight,
  isKeyedBackground,
  LazyArenaCanvas,
  type ArenaBackground,
  type ArenaLabels,
  type ArenaSummary,
  type BattleShow,
} from '../../arena';
import { BATTLE_TIMING, roundStartAt } from '../../domain/battle-timing';
import { awaitsBeacon } from '../../api/battle-live';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import { serverOffsetOf } from './battle-show';
import type { BattleDetail } from './battle-types';
import type { ArenaProgress } from './landed';
import styles from './BattleArena.module.css';

/** Translated canvas labels. */
function useArenaLabels(): ArenaLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      winner: t('battle.arena.winner'),
      reroll: t('battle.arena.reroll'),
      teamCt: t('battle.arena.teamCt'),
      teamT: t('battle.arena.teamT'),
      waiting: t('battle.waiting'),
      processing: t('battle.arena.processing'),
      calculating: t('battle.arena.calculating'),
      won: t('battle.arena.won'),
    }),
    [t],
  );
}

/** Width of an element and the screen room from its top to the window's bottom, followed on resizes. */
function useBox(): [React.RefObject<HTMLDivElement | null>, { width: number; room: number }] {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, room: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const next = { width: el.clientWidth, room: Math.round(window.innerHeight - top) };
      setBox((b) => (b.width === next.width && b.room === next.room ? b : next));
    };
    // The body too: what sits above the arena may grow or shrink and move it.
    const ro = new ResizeObserver(read);
    ro.observe(el);
    ro.observe(document.body);
    window.addEventListener('resize', read);
    read();
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', read);
    };
  }, []);
  return [ref, box];
}

// A replay plays the finished battle's rounds again from `at` (server clock), one after another.
function replayShow(full: BattleShow, at: number, now: number): BattleShow {
  const t = BATTLE_TIMING;
  const starts = full.rounds.map((r) => roundStartAt(at, r.round, t));
  const played = starts.filter((s) => s <= now).length;
  const end = roundStartAt(at, full.totalRounds, t) + t.spinMs + t.resultDelayMs;
  if (now >= end) return full;
  return {
    ...full,
    status: played ? 'playing' : 'processing',
    rounds: full.rounds.slice(0, played).map((r, i) => ({ ...r, startedAt: starts[i] })),
    reroll: null,
    result: null,
  };
}

/** Passes the arena's summary on as the battle's progress, only when what has landed changes. */
function progressReporter(
  battleId: string,
  onProgress: ((p: ArenaProgress) => void) | undefined,
): ((s: ArenaSummary) => void) | undefined {
  if (!onProgress) return undefined;
  let last = '';
  return (s) => {
    const key = `${s.landed}:${s.resultShown}`;
    if (key === last) return;
    last = key;
    onProgress({ battleId, landed: s.landed, resultShown: s.resultShown });
  };
}

/** Props: the battle, an optional fixed height and canvas background (streamer view), whether to show replay. */
export interface BattleArenaProps {
  battle: BattleDetail;
  height?: number;
  replayable?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The canvas backdrop: 'theme' (default), 'transparent' or a CSS colour for chroma keying. */
  background?: ArenaBackground;
  /** Drawn over the canvas (the floating reactions). */
  overlay?: ReactNode;
  /** A finished battle played from this moment (this browser's clock) as its replay is: the practice battle. */
  playFrom?: number;
  /**
   * Fit the first screen: on wide screens the arena shrinks (to a readable minimum) so that it ends `fitReserve` px
   * above the window's bottom, leaving room for what the page puts under it.
   */
  fitReserve?: number;
  /** Told what the arena has landed (rounds, result): the page shows nothing of the battle beyond it. */
  onProgress?: (p: ArenaProgress) => void;
}

/** The arena of one battle. */
export function BattleArena({
  battle,
  height,
  replayable = true,
  className,
  style,
  background = 'theme',
  overlay,
  playFrom,
  fitReserve,
  onProgress,
}: BattleArenaProps) {
  const { t } = useTranslation();
  const labels = useArenaLabels();
  const intl = useIntlLocale();
  const money = useMemo(() => ({ locale: intl }), [intl]);
  const [ref, { width, room }] = useBox();
  // A version-2 battle that filled waits for its public beacon round: the pill says so instead of "Starting".
  const sealing = awaitsBeacon(battle);
  const shownLabels = useMemo(
    () => (sealing ? { ...labels, processing: t('battle.beacon.waiting') } : labels),
    [labels, sealing, t],
  );
  const { names } = useSkinName();
  const live = useMemo(
    () => buildBattleShow(battle, shownLabels, t('battles.view.emptySeat'), money, names),
    [battle, shownLabels, t, money, names],
  );
  const offset = serverOffsetOf(battle);
  const [replay, setReplay] = useState<{ n: number; at: number } | null>(
    playFrom === undefined ? null : { n: 0, at: playFrom + offset },
  );
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!replay) return;
    const id = setInterval(() => setTick((x) => x + 1), 250);
    return () => clearInterval(id);
  }, [replay]);
  const show = useMemo(
    () => (replay ? replayShow(live, replay.at, Date.now() + offset + tick * 0) : live),
    [live, replay, offset, tick],
  );
  const finishedOpen = battle.status === 'finished' && !battle.cancelled;
  const mode = battleMode(battle.players, battle.type);
  const h =
    height ??
    (!width
      ? 480
      : fitReserve === undefined
        ? arenaHeight(mode, width)
        : fittedArenaHeight(mode, width, room - fitReserve));
  const onSummary = useMemo(() => progressReporter(battle.id, onProgress), [battle.id, onProgress]);
  // A stable style keeps the memoised canvas from re-rendering with every render of the page around it.
  const canvasStyle = useMemo(() => ({ height: h }), [h]);
  return (
    <div ref={ref} className={[styles.wrap, className].filter(Boolean).join(' ')} style={style}>
      <Suspense
        fallback={
          <div
            className={styles.placeholder}
            style={
              isKeyedBackground(background)
                ? { height: h, background: 'none', animation: 'none' }
                : { height: h }
            }
          />
        }
      >
        <LazyArenaCanvas
          key={`${replay?.n ?? 0}:${background}`}
          show={show}
          serverTimeOffset={offset}
          background={background}
          className={styles.canvas}
          style={canvasStyle}
          onSummary={onSummary}
        />
      </Suspense>
      {overlay}
      {replayable && finishedOpen && (
        <button
          type="button"
          className={styles.replay}
          data-testid="battle-replay"
          onClick={() => setReplay({ n: (replay?.n ?? 0) + 1, at: Date.now() + offset + 600 })}
        >
          ⟲ {t('battles.view.replay')}
        </button>
      )}
    </div>
  );
}
