/**
 * CPU profile of one process over a chosen window (the same V8 sampling profiler as `node --cpu-prof`, but started
 * and stopped around the measured fan-out only, so connection setup and the report do not dilute it). Writes the
 * .cpuprofile (open it in Chrome DevTools) and returns the top functions by self time as text.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
}

/** A profiler for this process; `start()` then `stop(file)`. */
export function windowProfiler() {
  const session = new Session();
  session.connect();
  return {
    async start(): Promise<void> {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    },
    /** Stops, writes `file` and returns the top `n` functions by self time. */
    async stop(file: string, n = 15): Promise<string> {
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      await session.post('Profiler.disable');
      session.disconnect();
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(profile));
      return topSelf(profile, n);
    },
  };
}

/** The top `n` functions by self samples, with their share of the busy (non-idle) samples. */
export function topSelf(profile: Profile, n: number): string {
  const self = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idle += hits;
      continue;
    }
    busy += hits;
    // Our files run through tsx, whose line numbers point into the transformed code: name the file only.
    const where = !url
      ? ''
      : url.startsWith('node:')
        ? `${url}:${lineNumber + 1}`
        : url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(server|src|tests)\//, '$1/');
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + hits);
  }
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  const pct = (h: number) => ((100 * h) / Math.max(1, busy)).toFixed(1).padStart(5);
  const head = `  busy samples ${busy}, idle ${idle} (${((100 * busy) / Math.max(1, busy + idle)).toFixed(0)}% busy)`;
  return [head, ...rows.map(([k, h]) => `  ${pct(h)}%  ${k}`)].join('\n');
}
