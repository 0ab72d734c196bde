/**
 * The arena lab, a benchmark and test fixture (not product code): a route-independent page that plays a battle or a
 * case opening with demo data, acting as the server (rounds arrive on schedule, then the result). Served by
 * tests/bench/arena/lab-server.ts from the build made by tests/bench/arena/build-lab.ts. URL parameters:
 *   mode=1v1|1v1v1|1v1v1v1|2v2|case-1..case-5|upgrade   renderer=auto|webgl|canvas   rounds=3   spin=5500   pause=1500
 *   roll=<1..100000> (upgrade: the roll; default the demo seeds' roll; the gauge sits in a page-sized box)
 *   join=<ms already elapsed in round 1>   delay=<ms before round 1>   tie=1 (force a reroll)   finished=1 (open a finished battle)
 *   art=1 (items use /art/<id>.svg)   swgl=1 (auto mode keeps a software WebGL)   replay=1 (play the battle again after its result)
 *   sound=1   fast=1   reduced=1
 *   adapter=1 (mount through the React adapter <ArenaCanvas>, i.e. @pixi/react's <Application>, instead of the bare engine)
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { DEMO_ITEMS, demoBattle, demoCaseOpening, demoUpgrade, finishDemo, forceTie } from './demo-data';
import {
  gaugeHeight,
  loadArena,
  type ArenaEngine,
  type ArenaEngineOptions,
  type ArenaShow,
  type ArenaSnapshot,
  type BattleShow,
  type FlowState,
} from '../../../../src/arena/index';

interface LabApi {
  engine: ArenaEngine | null;
  firstFrameMs: number | null;
  states: string[];
  items: typeof DEMO_ITEMS;
  /** adapter=1: unmounts <ArenaCanvas> (tests check that nothing keeps running). */
  unmount?: () => void;
}

declare global {
  interface Window {
    arenaLab?: LabApi;
  }
}

const q = new URLSearchParams(location.search);
const num = (k: string, d: number) => (q.has(k) ? Number(q.get(k)) : d);
const mode = q.get('mode') ?? '2v2';
const lab: LabApi = { engine: null, firstFrameMs: null, states: [], items: DEMO_ITEMS };
// art=1: items carry /art/<id>.svg images (the screenshot script writes them with the server's art renderer).
const withArt = <T extends { items: typeof DEMO_ITEMS }>(show: T): T =>
  q.get('art') === '1'
    ? { ...show, items: show.items.map((i) => ({ ...i, image: `/art/${i.id}.svg` })) }
    : show;
window.arenaLab = lab;

function onState(el: HTMLElement, state: FlowState): void {
  if (lab.firstFrameMs === null) lab.firstFrameMs = performance.now();
  lab.states.push(state);
  el.dataset.arenaState = state;
}

// Mounts either the engine directly or the React adapter; returns how to feed it shows.
async function mountArena(el: HTMLElement, options: ArenaEngineOptions): Promise<(show: ArenaShow) => void> {
  const { ArenaEngine, ArenaCanvas } = await loadArena();
  if (q.get('adapter') === '1') {
    const root = createRoot(el);
    let mounted = true;
    lab.unmount = () => {
      mounted = false;
      root.unmount();
    };
    return (show) =>
      mounted &&
      root.render(
        createElement(ArenaCanvas, {
          show,
          options,
          style: { position: 'absolute', inset: 0 },
          onEvent: (e) => e.type === 'stateChanged' && onState(el, e.state),
          onEngine: (engine) => (lab.engine = engine),
        }),
      );
  }
  const engine = new ArenaEngine(options);
  lab.engine = engine;
  window.caseArena = {
    ...window.caseArena,
    arena: {
      snapshot: (): ArenaSnapshot => engine.snapshot(),
      perf: () => engine.perf(),
      resetPerf: () => engine.resetPerf(),
    },
  };
  engine.on('stateChanged', (e) => onState(el, e.state));
  await engine.mount(el);
  return (show) => void engine.load(show);
}

async function main(): Promise<void> {
  const el = document.getElementById('arena');
  if (!el) return;
  // The upgrade page gives the gauge a box of this size (at most 460 px wide), not the whole window.
  if (mode === 'upgrade') {
    const w = Math.min(innerWidth, 460);
    Object.assign(el.style, { width: `${w}px`, height: `${gaugeHeight(w)}px`, margin: 'auto' });
  }
  const renderer = (q.get('renderer') ?? 'auto') as 'auto' | 'webgl' | 'canvas';
  const load = await mountArena(el, {
    renderer,
    sound: q.get('sound') === '1' ? 'howler' : 'silent',
    fastSpin: q.get('fast') === '1',
    reducedMotion: q.get('reduced') === '1',
    allowSoftwareGl: q.get('swgl') === '1',
  });
  const now = performance.timeOrigin + performance.now();
  const spin = num('spin', 5500);
  const pause = num('pause', 1500);
  // join: ms already elapsed when the page opens (mid-round); delay: ms until round 1 starts.
  const join = num('join', 0) - num('delay', 0);
  if (mode === 'upgrade') {
    const up = demoUpgrade(now - join, q.has('roll') ? num('roll', 1) : undefined);
    const target = q.get('art') === '1' ? { ...up.target, image: `/art/${up.target.id}.svg` } : up.target;
    load({ ...up, target, spinMs: spin });
    return;
  }
  if (mode.startsWith('case-')) {
    load(withArt({ ...demoCaseOpening(Number(mode.slice(5)), now - join), spinMs: spin }));
    return;
  }
  const rounds = num('rounds', 3);
  const start = now - join;
  const at = (r: number) => start + (r - 1) * (spin + pause);
  const timing = { spinMs: spin, roundPauseMs: pause, resultDelayMs: 1000 };
  const full = withArt(demoBattle(mode as '1v1' | '1v1v1' | '1v1v1v1' | '2v2', rounds, rounds, at));
  const all = q.get('tie') === '1' ? forceTie(full.rounds) : full.rounds;
  const upTo = (played: number): BattleShow => ({
    ...full,
    status: 'playing',
    rounds: all.slice(0, played),
    timing,
  });
  if (q.get('finished') === '1') {
    load({ ...finishDemo(full, all), timing });
    return;
  }
  load(upTo(1));
  for (let r = 2; r <= rounds; r++) setTimeout(() => load(upTo(r)), Math.max(0, at(r) - now));
  const end = at(rounds) + spin + 200;
  setTimeout(() => load({ ...finishDemo(full, all), timing }), Math.max(0, end - now));
  if (q.get('replay') !== '1') return;
  // Replay: the same battle again from round 1 (as the battle page's replay button does), once the result has shown.
  const again = end + 2500;
  setTimeout(() => load({ ...full, status: 'processing', rounds: [], timing }), Math.max(0, again - now));
  const replayed = all.map((r, i) => ({ ...r, startedAt: again + 500 + i * (spin + pause) }));
  for (let r = 1; r <= rounds; r++)
    setTimeout(
      () => load({ ...full, status: 'playing', rounds: replayed.slice(0, r), timing }),
      Math.max(0, replayed[r - 1].startedAt - now),
    );
  setTimeout(
    () => load({ ...finishDemo(full, replayed), timing }),
    Math.max(0, replayed[rounds - 1].startedAt + spin + 200 - now),
  );
}

void main();
