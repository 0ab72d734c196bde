// The bench's heap-allocation check: V8's sampling heap profiler over a window of a steady spin, keeping the objects
// already collected (so short-lived per-frame garbage counts), and the bytes attributed to the arena's frame (every
// allocation with PixiHost.tick on its stack: the engine, the views, GSAP and Pixi's render) versus the rest of the page.
import type { CDPSession } from 'playwright-core';
import type { SourceNamer } from './source-map';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface HeapNode {
  callFrame: CallFrame;
  selfSize: number;
  children: HeapNode[];
}
/** A sampling heap profile as CDP returns it. */
/** The heap checks skip each spin's first and last moments (start, landing) and sample its steady middle. */
export const HEAP_SKIP_MS = 700;

export interface HeapProfile {
  head: HeapNode;
}

/** Bytes allocated in the window: the arena's per frame, and the top allocation sites of the arena and of the rest. */
export interface AllocationReport {
  frames: number;
  arenaBytes: number;
  otherBytes: number;
  arenaPerFrame: number;
  arenaTop: { where: string; bytes: number }[];
  otherTop: { where: string; bytes: number }[];
}

/** Starts sampling every ~64 bytes allocated, including objects that die before the profile is taken. */
export async function startHeapSampling(cdp: CDPSession): Promise<void> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 64,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  } as { samplingInterval: number });
}

/** Stops sampling and returns the profile. */
export async function stopHeapSampling(cdp: CDPSession): Promise<HeapProfile> {
  const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as { profile: HeapProfile };
  return profile;
}

/** Splits profiles' bytes between the arena's frame and the rest; `frames` frames were drawn in the window. */
export function attributeAllocations(
  profiles: HeapProfile[],
  frames: number,
  namer: SourceNamer,
  topN = 8,
): AllocationReport {
  const arena = new Map<string, number>();
  const other = new Map<string, number>();
  const label = (f: CallFrame) => {
    const src = namer.name(f.url, f.lineNumber, f.columnNumber);
    const file = src ?? `${f.url.split('/').pop() || '(native)'}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    return `${f.functionName || '(anonymous)'} ${file}`;
  };
  const isTick = (f: CallFrame) => {
    const src = namer.name(f.url, f.lineNumber, f.columnNumber);
    return src
      ? src.startsWith('src/arena/engine/pixi-host.ts') && f.functionName === 'tick'
      : f.functionName === 'tick';
  };
  const isOwn = (f: CallFrame) =>
    namer.name(f.url, f.lineNumber, f.columnNumber)?.startsWith('src/') ?? false;
  // Depth-first with the stack: the site is the allocating frame plus our nearest own frame (src/) above it.
  const walk = (n: HeapNode, inTick: boolean, own: string | null) => {
    const tick = inTick || isTick(n.callFrame);
    const here = isOwn(n.callFrame) ? label(n.callFrame) : own;
    if (n.selfSize > 0) {
      const leaf = label(n.callFrame);
      const where = here && here !== leaf ? `${leaf} <- ${here}` : leaf;
      const m = tick ? arena : other;
      m.set(where, (m.get(where) ?? 0) + n.selfSize);
    }
    for (const c of n.children) walk(c, tick, here);
  };
  for (const p of profiles) walk(p.head, false, null);
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topN)
      .map(([where, bytes]) => ({ where, bytes }));
  const arenaBytes = sum(arena);
  return {
    frames,
    arenaBytes,
    otherBytes: sum(other),
    arenaPerFrame: frames ? Math.round(arenaBytes / frames) : 0,
    arenaTop: top(arena),
    otherTop: top(other),
  };
}

/** Prints a report. */
export function printAllocations(title: string, r: AllocationReport): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `\nHeap allocations, ${title}: ${r.frames} frames; arena ${kb(r.arenaBytes)} (${r.arenaPerFrame} B/frame), rest of the page ${kb(r.otherBytes)}`,
  );
  for (const t of r.arenaTop) console.log(`  arena  ${String(t.bytes).padStart(9)} B  ${t.where}`);
  for (const t of r.otherTop) console.log(`  page   ${String(t.bytes).padStart(9)} B  ${t.where}`);
}
