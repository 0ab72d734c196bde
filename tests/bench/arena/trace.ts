// What the long frames do: reads a Chrome performance trace (Playwright's browser.startTracing) and, for the frames
// over 20 ms, sums the renderer main thread's work by kind (self time of timeline events: script, GC, style, layout,
// paint...) and by JavaScript function (samples of V8's CPU profiler, named through the build's source maps).
import type { SourceNamer } from './source-map';

/** A trace event (the fields read here). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      type?: string;
      url?: string;
      functionName?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: {
          id: number;
          callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
          parent?: number;
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

/** The events of a trace file's JSON. */
export function parseTrace(json: string): TraceEvent[] {
  const parsed = JSON.parse(json) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** Categories to record. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
];

/** Main-thread work inside the long frames. */
export interface LongFrameReport {
  longFrames: { at: number; dt: number; top: string }[];
  byKind: { what: string; ms: number }[];
  byFunction: { what: string; ms: number }[];
  /** CPU samples by the nearest of our own functions on their stack. */
  byOwn: { what: string; ms: number }[];
}

/** Labels a timeline event by its kind. */
function kind(e: TraceEvent): string {
  const d = e.args?.data;
  if (e.name === 'EventDispatch') return `EventDispatch ${d?.type ?? ''}`;
  if (e.name === 'FunctionCall') return `FunctionCall ${(d?.url ?? '').split('/').pop()}`;
  if (/GC|Scavenge|MarkCompact/i.test(e.name)) return `GC: ${e.name}`;
  return e.name;
}

/**
 * `frames`: [start, end] (page performance.now() ms) of each long frame; `sync`: a performance.mark named `syncName`
 * whose startTime (page ms) ties the page clock to the trace clock.
 */
export function analyseTrace(
  events: TraceEvent[],
  frames: [number, number][],
  syncName: string,
  syncAt: number,
  namer: SourceNamer,
): LongFrameReport {
  const sync = events.find((e) => e.name === syncName && e.cat.includes('user_timing'));
  if (!sync) throw new Error('trace: no sync mark');
  const offUs = sync.ts - syncAt * 1000;
  // The renderer main thread of the page: the one the sync mark was recorded on.
  const main = events.filter((e) => e.pid === sync.pid && e.tid === sync.tid);
  const windows = frames.map(([a, b]) => [a * 1000 + offUs, b * 1000 + offUs] as const);
  const overlap = (s: number, e: number, w: readonly [number, number]) =>
    Math.max(0, Math.min(e, w[1]) - Math.max(s, w[0]));

  // Self time of complete events, nested by time on the main thread.
  const complete = main
    .filter((e) => e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byKind = new Map<string, number>();
  const perFrame = windows.map(() => new Map<string, number>());
  const stack: { e: TraceEvent; end: number; childSpans: [number, number][] }[] = [];
  const flush = (item: { e: TraceEvent; end: number; childSpans: [number, number][] }) => {
    // Self spans = the event's span minus its children's.
    let cur = item.e.ts;
    const spans: [number, number][] = [];
    for (const [s, e] of item.childSpans.sort((a, b) => a[0] - b[0])) {
      if (s > cur) spans.push([cur, s]);
      cur = Math.max(cur, e);
    }
    if (item.end > cur) spans.push([cur, item.end]);
    const k = kind(item.e);
    windows.forEach((w, i) => {
      let us = 0;
      for (const [s, e] of spans) us += overlap(s, e, w);
      if (us <= 0) return;
      byKind.set(k, (byKind.get(k) ?? 0) + us / 1000);
      perFrame[i].set(k, (perFrame[i].get(k) ?? 0) + us / 1000);
    });
  };
  for (const e of complete) {
    const end = e.ts + (e.dur ?? 0);
    while (stack.length && stack[stack.length - 1].end <= e.ts) flush(stack.pop()!);
    stack[stack.length - 1]?.childSpans.push([e.ts, end]);
    stack.push({ e, end, childSpans: [] });
  }
  while (stack.length) flush(stack.pop()!);

  // CPU profile samples (self) inside the windows, by function and source.
  const byFunction = new Map<string, number>();
  const byOwn = new Map<string, number>();
  type Node = { fn: string; own: boolean; parent?: number; nearest?: string };
  const profiles = new Map<string, { start: number; nodes: Map<number, Node>; t: number }>();
  // The nearest of our own functions (src/) on a sample's stack: which part of the app the time is spent for.
  const nearest = (nodes: Map<number, Node>, id: number): string => {
    const n = nodes.get(id);
    if (!n) return '(outside our code)';
    n.nearest ??= n.own ? n.fn : n.parent === undefined ? '(outside our code)' : nearest(nodes, n.parent);
    return n.nearest;
  };
  for (const e of events) {
    if (e.pid !== sync.pid) continue;
    if (e.name === 'Profile' && e.id) {
      profiles.set(e.id, {
        start: e.args?.data?.startTime ?? e.ts,
        nodes: new Map(),
        t: e.args?.data?.startTime ?? e.ts,
      });
      continue;
    }
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const p = profiles.get(e.id);
    const cpu = e.args?.data?.cpuProfile;
    if (!p || !cpu) continue;
    for (const n of cpu.nodes ?? []) {
      const f = n.callFrame;
      const src = namer.name(f.url, f.lineNumber, f.columnNumber);
      const where = src ?? (f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : '');
      p.nodes.set(n.id, {
        fn: `${f.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`,
        own: src?.startsWith('src/') ?? false,
        parent: n.parent,
      });
    }
    const deltas = e.args?.data?.timeDeltas ?? [];
    (cpu.samples ?? []).forEach((id, i) => {
      p.t += deltas[i] ?? 0;
      const node = p.nodes.get(id);
      if (!node || node.fn.startsWith('(idle)') || node.fn.startsWith('(program)')) return;
      if (windows.some((w) => p.t >= w[0] && p.t < w[1])) {
        const ms = (deltas[i] ?? 0) / 1000;
        byFunction.set(node.fn, (byFunction.get(node.fn) ?? 0) + ms);
        const own = nearest(p.nodes, id);
        byOwn.set(own, (byOwn.get(own) ?? 0) + ms);
      }
    });
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([what, ms]) => ({ what, ms: Math.round(ms * 100) / 100 }));
  return {
    longFrames: frames.map(([a, b], i) => ({
      at: Math.round(a),
      dt: Math.round((b - a) * 10) / 10,
      top: top(perFrame[i], 4)
        .map((t) => `${t.what} ${t.ms}`)
        .join(', '),
    })),
    byKind: top(byKind, 15),
    byFunction: top(byFunction, 20),
    byOwn: top(byOwn, 20),
  };
}

/** Prints a report. */
export function printTraceReport(title: string, r: LongFrameReport, listFrames = 40): void {
  console.log(`\n${title}: ${r.longFrames.length} frames`);
  for (const f of r.longFrames.slice(0, listFrames)) console.log(`  at ${f.at} ms, ${f.dt} ms: ${f.top}`);
  console.log('  main-thread self time in them, by kind (ms):');
  for (const k of r.byKind) console.log(`    ${k.ms.toFixed(2).padStart(8)}  ${k.what}`);
  console.log('  CPU profile samples in them, by function (self ms):');
  for (const k of r.byFunction) console.log(`    ${k.ms.toFixed(2).padStart(8)}  ${k.what}`);
  console.log('  CPU profile samples in them, by the nearest own function on the stack (ms):');
  for (const k of r.byOwn) console.log(`    ${k.ms.toFixed(2).padStart(8)}  ${k.what}`);
}
