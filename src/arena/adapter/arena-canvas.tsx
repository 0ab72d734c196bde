/** The React adapter: a memoised div that mounts an ArenaEngine, feeds it the show and reports its events. */
import { memo, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { ArenaBackground } from '../core/backdrop';
import type { ArenaShow } from '../core/show';
import {
  ArenaEngine,
  type ArenaEngineOptions,
  type ArenaEvents,
  type ArenaSnapshot,
  type ArenaSummary,
} from '../engine/arena-engine';
import type { SoundStyle } from '../fx/synth';

/** An engine event as the adapter reports it. */
export type ArenaEvent = { [K in keyof ArenaEvents]: { type: K } & ArenaEvents[K] }[keyof ArenaEvents];

/** Props of <ArenaCanvas>. Only `show` is required; the canvas fills the div (size it with className/style). */
export interface ArenaCanvasProps {
  show: ArenaShow;
  onEvent?: (e: ArenaEvent) => void;
  /** Read once, at mount. */
  options?: ArenaEngineOptions;
  /** 'theme' (default), 'transparent' or a CSS colour (chroma key); read at mount, overrides options.background. */
  background?: ArenaBackground;
  /** Server clock minus client clock (ms). */
  serverTimeOffset?: number;
  volume?: number;
  muted?: boolean;
  soundStyle?: SoundStyle;
  fastSpin?: boolean;
  reducedMotion?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Exposes window.caseArena.arena.snapshot() for automation (default true). */
  exposeForAutomation?: boolean;
}

declare global {
  interface Window {
    caseArena?: { arena?: { snapshot(): ArenaSnapshot } } & Record<string, unknown>;
  }
}

const idle: ArenaSummary = { flowState: 'idle', round: 0 };
const noSubscribe = () => () => {};
const EVENTS: (keyof ArenaEvents)[] = ['stateChanged', 'roundSettled', 'resultShown', 'rendererChanged'];

function ArenaCanvasImpl(props: ArenaCanvasProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<ArenaEngine | null>(null);
  const onEvent = useRef(props.onEvent);
  const initial = useRef({
    options: props.background ? { ...props.options, background: props.background } : props.options,
    expose: props.exposeForAutomation !== false,
  });

  useEffect(() => {
    onEvent.current = props.onEvent;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const e = new ArenaEngine(initial.current.options);
    const offs = EVENTS.map((name) =>
      e.on(name, (p) => onEvent.current?.({ type: name, ...p } as ArenaEvent)),
    );
    if (initial.current.expose)
      window.caseArena = { ...window.caseArena, arena: { snapshot: () => e.snapshot() } };
    void e.mount(el);
    setEngine(e);
    return () => {
      offs.forEach((off) => off());
      if (window.caseArena?.arena) delete window.caseArena.arena;
      e.destroy();
    };
  }, []);

  useEffect(() => {
    if (engine && props.serverTimeOffset !== undefined) engine.setServerTimeOffset(props.serverTimeOffset);
    if (engine) void engine.load(props.show);
  }, [engine, props.show, props.serverTimeOffset]);

  useEffect(() => {
    if (!engine) return;
    if (props.volume !== undefined) engine.setVolume(props.volume);
    if (props.muted !== undefined) engine.setMuted(props.muted);
    if (props.soundStyle !== undefined) engine.setSoundStyle(props.soundStyle);
    if (props.fastSpin !== undefined) engine.setFastSpin(props.fastSpin);
    if (props.reducedMotion !== undefined) engine.setReducedMotion(props.reducedMotion);
  }, [engine, props.volume, props.muted, props.soundStyle, props.fastSpin, props.reducedMotion]);

  const summary = useSyncExternalStore(
    engine ? engine.subscribe : noSubscribe,
    engine ? engine.getSummary : () => idle,
  );
  return (
    <div
      ref={ref}
      className={props.className}
      style={{ position: 'relative', overflow: 'hidden', ...props.style }}
      data-arena-state={summary.flowState}
      data-arena-round={summary.round}
    />
  );
}

/** The arena canvas component (memoised: it re-renders only when its props change). */
export const ArenaCanvas = memo(ArenaCanvasImpl);
