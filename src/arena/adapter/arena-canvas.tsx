/**
 * The React adapter: a memoised div holding @pixi/react's <Application>. The ArenaEngine drives the app it
 * provides (frame loop, scene, renderer fallback), is fed the show and reports its events.
 */
import { Application as PixiReactApplication } from '@pixi/react';
import type { Application, ApplicationOptions } from 'pixi.js';
import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
} from 'react';
import type { ArenaBackground } from '../core/backdrop';
import type { ArenaShow } from '../core/show';
import {
  ArenaEngine,
  type ArenaEngineOptions,
  type ArenaEvents,
  type ArenaPerf,
  type ArenaSnapshot,
  type ArenaSummary,
} from '../engine/arena-engine';
import type { AppOptions, AppSource } from '../engine/pixi-host';
import type { SoundStyle } from '../fx/synth';
import { preloadArt } from '../view/card-cache';

/** An engine event as the adapter reports it. */
export type ArenaEvent = { [K in keyof ArenaEvents]: { type: K } & ArenaEvents[K] }[keyof ArenaEvents];

/** Props of <ArenaCanvas>. Only `show` is required; the canvas fills the div (size it with className/style). */
interface ArenaCanvasProps {
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
  /** Receives the engine once created and null when it is destroyed (benchmarks and tools read its perf()). */
  onEngine?: (engine: ArenaEngine | null) => void;
  /** Called with the summary whenever it changes (flow events only): what has landed, whether the result shows. */
  onSummary?: (summary: ArenaSummary) => void;
}

declare global {
  interface Window {
    caseArena?: {
      arena?: { snapshot(): ArenaSnapshot; perf(): ArenaPerf; resetPerf(): void };
    } & Record<string, unknown>;
  }
}

// @pixi/react 8.0.5's published types spell out the ApplicationOptions of the Pixi it was built against, which had
// no Canvas 2D renderer; at run time it hands every prop but these to app.init, so `preference: ['canvas']` works.
type AppProps = Partial<ApplicationOptions> & { className?: string; onInit?: (app: Application) => void };
const PixiApplication = PixiReactApplication as unknown as ComponentType<AppProps>;

/** One <Application> the engine asked for: a new key mounts a new canvas and app (renderer fallback). */
interface AppRequest {
  key: number;
  options: AppOptions;
  onInit: (app: Application) => void;
}

const idle: ArenaSummary = { flowState: 'idle', round: 0, landed: 0, resultShown: false };

/** The item images a show draws. */
function artOf(show: ArenaShow): string[] {
  const items = show.kind === 'upgrade' ? [show.target] : show.items;
  return items.flatMap((i) => (i.image ? [i.image] : []));
}
const noSubscribe = () => () => {};
const EVENTS: (keyof ArenaEvents)[] = ['stateChanged', 'roundSettled', 'resultShown', 'rendererChanged'];

function ArenaCanvasImpl(props: ArenaCanvasProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<ArenaEngine | null>(null);
  const [request, setRequest] = useState<AppRequest | null>(null);
  const requests = useRef(0);
  const onEvent = useRef(props.onEvent);
  const initial = useRef({
    options: props.background ? { ...props.options, background: props.background } : props.options,
    expose: props.exposeForAutomation !== false,
    onEngine: props.onEngine,
    show: props.show,
  });

  useEffect(() => {
    onEvent.current = props.onEvent;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const { options, expose, onEngine, show } = initial.current;
    // The art loads while the renderer starts (unless the page brings its own loader).
    if (!options?.loadArt) preloadArt(artOf(show));
    const e = new ArenaEngine(options);
    // The engine asks for an Application (at mount, and again with Canvas 2D on a fallback); <Application> is
    // rendered for it, and its onInit hands the app back. React, not the engine, unmounts and destroys old apps.
    const source: AppSource = {
      acquire: (appOptions) =>
        new Promise((resolve) =>
          setRequest({ key: ++requests.current, options: appOptions, onInit: resolve }),
        ),
      release: () => {},
    };
    const offs = EVENTS.map((name) =>
      e.on(name, (p) => onEvent.current?.({ type: name, ...p } as ArenaEvent)),
    );
    if (expose)
      window.caseArena = {
        ...window.caseArena,
        arena: { snapshot: () => e.snapshot(), perf: () => e.perf(), resetPerf: () => e.resetPerf() },
      };
    void e.mount(el, source);
    setEngine(e);
    onEngine?.(e);
    return () => {
      offs.forEach((off) => off());
      if (window.caseArena?.arena) delete window.caseArena.arena;
      e.destroy();
      onEngine?.(null);
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
  const onSummary = props.onSummary;
  useEffect(() => onSummary?.(summary), [summary, onSummary]);
  // The same element while the request stands: a state change of the div does not re-render <Application>
  // (which would re-apply its options to the app).
  const app = useMemo(
    () => request && <PixiApplication key={request.key} {...request.options} onInit={request.onInit} />,
    [request],
  );
  return (
    <div
      ref={ref}
      className={props.className}
      style={{ position: 'relative', overflow: 'hidden', ...props.style }}
      data-arena-state={summary.flowState}
      data-arena-round={summary.round}
      data-arena-landed={summary.landed}
    >
      {app}
    </div>
  );
}

/** The arena canvas component (memoised: it re-renders only when its props change). */
export const ArenaCanvas = memo(ArenaCanvasImpl);
