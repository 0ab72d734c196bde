/** The arena of one battle: LazyArenaCanvas fed with the live show, placed on the server's clock, with replay. */
import { Suspense, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  arenaHeight,
  battleMode,
  buildBattleShow,
  isKeyedBackground,
  LazyArenaCanvas,
  type ArenaBackground,
  type ArenaLabels,
  type BattleShow,
} from '../../arena';
import { BATTLE_TIMING, roundStartAt } from '../../domain/battle-timing';
import { awaitsBeacon } from '../../api/battle-live';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import { serverOffsetOf } from './battle-show';
import type { BattleDetail } from './battle-types';
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

/** Width of an element, followed with a ResizeObserver. */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [w, setW] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setW(el.clientWidth));
    ro.observe(el);
    setW(el.clientWidth);
    return () => ro.disconnect();
  }, []);
  return [ref, w];
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
}: BattleArenaProps) {
  const { t } = useTranslation();
  const labels = useArenaLabels();
  const intl = useIntlLocale();
  const money = useMemo(() => ({ locale: intl }), [intl]);
  const [ref, width] = useWidth();
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
  const h = height ?? (width ? arenaHeight(mode, width) : 480);
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
