/**
 * The arena lab: a route-independent demo/bench page. It plays a battle or a case opening with demo data, acting as
 * the server (rounds arrive on schedule, then the result). Served by tests/bench/arena/lab-server.ts from the build
 * made by tests/bench/arena/build-lab.ts. URL parameters:
 *   mode=1v1|1v1v1|1v1v1v1|2v2|case-1..case-5   renderer=auto|webgl|canvas   rounds=3   spin=5500   pause=1500
 *   join=<ms already elapsed in round 1>   delay=<ms before round 1>   tie=1 (force a reroll)   finished=1 (open a finished battle)
 *   sound=1   fast=1   reduced=1
 */
import { DEMO_ITEMS, demoBattle, demoCaseOpening, finishDemo, forceTie } from './demo/demo-data';
import { loadArena, type ArenaEngine, type ArenaSnapshot, type BattleShow } from './index';

interface LabApi {
  engine: ArenaEngine | null;
  firstFrameMs: number | null;
  states: string[];
  items: typeof DEMO_ITEMS;
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
window.arenaLab = lab;

async function main(): Promise<void> {
  const el = document.getElementById('arena');
  if (!el) return;
  const { ArenaEngine } = await loadArena();
  const renderer = (q.get('renderer') ?? 'auto') as 'auto' | 'webgl' | 'canvas';
  const engine = new ArenaEngine({ renderer, sound: q.get('sound') === '1' ? 'howler' : 'silent', fastSpin: q.get('fast') === '1', reducedMotion: q.get('reduced') === '1' });
  lab.engine = engine;
  window.caseArena = { ...window.caseArena, arena: { snapshot: (): ArenaSnapshot => engine.snapshot() } };
  engine.on('stateChanged', (e) => {
    if (lab.firstFrameMs === null) lab.firstFrameMs = performance.now();
    lab.states.push(e.state);
    el.dataset.arenaState = e.state;
  });
  await engine.mount(el);
  const now = performance.timeOrigin + performance.now();
  const spin = num('spin', 5500);
  const pause = num('pause', 1500);
  // join: ms already elapsed when the page opens (mid-round); delay: ms until round 1 starts.
  const join = num('join', 0) - num('delay', 0);
  if (mode.startsWith('case-')) {
    const show = demoCaseOpening(Number(mode.slice(5)), now - join);
    await engine.load({ ...show, spinMs: spin });
    return;
  }
  const rounds = num('rounds', 3);
  const start = now - join;
  const at = (r: number) => start + (r - 1) * (spin + pause);
  const timing = { spinMs: spin, roundPauseMs: pause, resultDelayMs: 1000 };
  const m = mode as '1v1' | '1v1v1' | '1v1v1v1' | '2v2';
  const full = demoBattle(m, rounds, rounds, at);
  const all = q.get('tie') === '1' ? forceTie(full.rounds) : full.rounds;
  const upTo = (played: number): BattleShow => ({ ...full, status: 'playing', rounds: all.slice(0, played), timing });
  if (q.get('finished') === '1') {
    await engine.load({ ...finishDemo(full, all), timing });
    return;
  }
  await engine.load(upTo(1));
  for (let r = 2; r <= rounds; r++) setTimeout(() => void engine.load(upTo(r)), Math.max(0, at(r) - now));
  setTimeout(() => void engine.load({ ...finishDemo(full, all), timing }), Math.max(0, at(rounds) + spin + 200 - now));
}

void main();
