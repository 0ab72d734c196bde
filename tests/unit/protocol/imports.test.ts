/**
 * src/protocol's import graph: no circle between its files, and the browser code reaches the TypeBox schemas
 * only through `import type` (the schemas are for the server; the client bundle must not carry TypeBox).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const protocolDir = path.join(root, 'src/protocol');
const read = (file: string) => readFileSync(file, 'utf8');
// `import ... from '...'` and `export ... from '...'`, with whether the whole statement is type-only.
const importRe = /^(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms;

function importsOf(file: string): { spec: string; typeOnly: boolean }[] {
  const out: { spec: string; typeOnly: boolean }[] = [];
  for (const m of read(file).matchAll(importRe)) {
    const names = m[3].trim();
    // `import { type A, type B } from` is type-only too.
    const typeOnly =
      Boolean(m[2]) ||
      (names.startsWith('{') &&
        names
          .slice(1, -1)
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .every((n) => n.startsWith('type ')));
    out.push({ spec: m[4], typeOnly });
  }
  return out;
}

const protocolFiles = readdirSync(protocolDir).filter((f) => f.endsWith('.ts'));

// The cycles of an import graph, each as the list of files around it.
function protocolCycles(edges: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const g of edges.get(f) ?? []) {
      if (state.get(g) === 'open') cycles.push([...stack.slice(stack.indexOf(g)), g]);
      else if (!state.has(g)) visit(g);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of edges.keys()) if (!state.has(f)) visit(f);
  return cycles;
}

describe('src/protocol imports', () => {
  it('finds a circle when there is one (the check works)', () => {
    const edges = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(protocolCycles(edges)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('has no import circle between its files', () => {
    const edges = new Map(
      protocolFiles.map((f) => [
        f,
        importsOf(path.join(protocolDir, f))
          .filter((i) => i.spec.startsWith('./'))
          .map((i) => `${i.spec.slice(2)}.ts`),
      ]),
    );
    expect(protocolCycles(edges)).toEqual([]);
  });

  it('is reached by the browser code only through type imports where it holds TypeBox schemas', () => {
    const schemaFiles = new Set(
      protocolFiles.filter((f) => importsOf(path.join(protocolDir, f)).some((i) => i.spec === 'typebox')),
    );
    // Everything the browser bundle can reach: src/ except the protocol itself.
    const clientFiles = (readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(`protocol${path.sep}`))
      .map((f) => path.join(root, 'src', f));
    const offenders: string[] = [];
    for (const file of clientFiles) {
      for (const i of importsOf(file)) {
        const target = path.resolve(path.dirname(file), i.spec);
        if (path.dirname(target) !== protocolDir) continue;
        if (schemaFiles.has(`${path.basename(target)}.ts`) && !i.typeOnly)
          offenders.push(`${path.relative(root, file)} -> ${i.spec}`);
      }
    }
    expect(schemaFiles.size).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });
});
