// Beacon benchmark (npm run bench:beacon): how long the one BLS check of FAIRNESS.md version 2 (src/domain/beacon.ts
// verifyRound: randomness, hash to G1, pairing check) takes per round, in Node (the server accepting a drand round) and
// in headless Chromium (the verifier on /provably-fair), on real quicknet rounds and on rounds of a local chain. The
// first check of a process pays for curve precomputation; it is reported apart. Prints figures, asserts nothing.
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import {
  BEACON_SCHEME,
  beaconPublicKey,
  chainHashOf,
  newBeaconSecretKey,
  QUICKNET,
  signRound,
  verifyRound,
  type BeaconChain,
  type BeaconRound,
} from '../../src/domain/beacon';
import { QUICKNET_ROUNDS } from '../fixtures/quicknet-rounds';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser';
import { median } from './median';

const N = 40;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

const sk = newBeaconSecretKey();
const base = { scheme: BEACON_SCHEME, publicKey: beaconPublicKey(sk), genesis: 1_700_000_000, period: 3 };
const local: BeaconChain = { ...base, chain: chainHashOf(base) };
const localRounds = Array.from({ length: N }, (_, i) => signRound(sk, 1000 + i));
const quick = Array.from({ length: N }, (_, i) => QUICKNET_ROUNDS[i % QUICKNET_ROUNDS.length]);

type Case = { name: string; chain: BeaconChain; rounds: BeaconRound[] };
const cases: Case[] = [
  { name: 'quicknet rounds 2/3', chain: QUICKNET, rounds: quick },
  { name: 'local chain', chain: local, rounds: localRounds },
];

function runNode(c: Case): { first: number; median: number } {
  const times: number[] = [];
  for (const r of c.rounds) {
    const t = performance.now();
    if (verifyRound(c.chain, r, r.round) !== 'ok') throw new Error('a round did not verify');
    times.push(performance.now() - t);
  }
  return { first: times[0], median: median(times.slice(1)) };
}

// The browser runs the same module, bundled as the client bundles it.
const bundle = await build({
  entryPoints: ['src/domain/beacon.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'beacon',
  platform: 'browser',
  write: false,
  minify: true,
});
const browser = await chromium.launch({
  executablePath: findChromium(),
  headless: true,
  args: CHROMIUM_ARGS,
});
const rows: string[] = [];
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>beacon bench</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  for (const c of cases) {
    const node = runNode(c);
    const web = await page.evaluate(
      ({ chain, rounds }) => {
        const w = window as unknown as { beacon: { verifyRound: typeof verifyRound } };
        const times: number[] = [];
        for (const r of rounds) {
          const t = performance.now();
          if (w.beacon.verifyRound(chain, r, r.round) !== 'ok') throw new Error('a round did not verify');
          times.push(performance.now() - t);
        }
        return times;
      },
      { chain: c.chain, rounds: c.rounds },
    );
    rows.push(
      `| ${c.name} | ${fmt(node.first)} | ${fmt(node.median)} | ${fmt(web[0])} | ${fmt(median(web.slice(1)))} |`,
    );
    // A fresh page for the next case, so its first check pays the precomputation again.
    await page.reload();
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
  }
} finally {
  await browser.close();
}
console.log(`\nBLS verification per round (${N} rounds each; median excludes the first):\n`);
console.log('| rounds | Node first | Node median | Chromium first | Chromium median |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);
