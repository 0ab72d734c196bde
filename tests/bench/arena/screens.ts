// Screenshots of the arena lab (1280 and 390 px wide) for visual review: npx tsx tests/bench/arena/screens.ts [outDir]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderItemSvg } from '../../../server/services/art/render';
import { DEMO_ITEMS } from './lab/demo-data';
import { launchBrowser } from '../../e2e/browser';
import { buildLab, LAB_DIR, LAB_PAGE } from './build-lab';
import { serveLab } from './lab-server';

const out = process.argv[2] ?? 'test-results/arena-screens';
const shots: { name: string; query: string; width: number; height: number; wait: number }[] = [];
for (const [w, h] of [
  [1280, 720],
  [390, 760],
]) {
  const shot = (name: string, query: string, wait: number, height = h) =>
    shots.push({ name, query, width: w, height, wait });
  for (const mode of ['1v1', '1v1v1v1', '2v2']) {
    shot(`${mode}-${w}-spin`, `mode=${mode}&renderer=canvas&spin=6000&join=1800`, 600);
    shot(`${mode}-${w}-landed`, `mode=${mode}&renderer=canvas&spin=4000&pause=60000&join=4800`, 900);
  }
  shot(`result-2v2-${w}`, `mode=2v2&renderer=canvas&finished=1`, 1500);
  shot(`reroll-${w}`, `mode=1v1v1&renderer=canvas&rounds=1&spin=1000&pause=300&tie=1`, 4200);
  shot(`case-5-${w}`, `mode=case-5&renderer=canvas&spin=4000&join=4400`, 900);
  shot(`art-2v2-${w}`, 'mode=2v2&renderer=canvas&art=1&spin=4000&pause=60000&join=4800', 900);
  shot(`case-1-${w}`, `mode=case-1&renderer=canvas&spin=6000&join=2500`, 400, Math.round(h / 2));
  shot(`upgrade-spin-${w}`, 'mode=upgrade&renderer=canvas&art=1&spin=6000&join=2000', 300);
  shot(`upgrade-won-${w}`, 'mode=upgrade&renderer=canvas&art=1&spin=3000&join=3000&roll=20000', 1200);
  shot(`upgrade-lost-${w}`, 'mode=upgrade&renderer=canvas&art=1&spin=3000&join=3000&roll=90000', 1200);
}

await buildLab();
// The server's item art for the demo items, so art=1 shots show real card art.
mkdirSync(join(LAB_DIR, 'art'), { recursive: true });
for (const i of DEMO_ITEMS) {
  writeFileSync(
    join(LAB_DIR, 'art', `${i.id}.svg`),
    renderItemSvg({
      id: i.id,
      weapon: i.name.split('|')[0].replace('★', '').trim(),
      rarity: i.rarity,
      finish: i.name.split('|')[1]?.trim() ?? '',
      exterior: 'Field-Tested',
      stattrak: false,
    }),
  );
}
const server = await serveLab();
const browser = await launchBrowser();
mkdirSync(out, { recursive: true });
try {
  for (const s of shots) {
    const page = await browser.newPage({ viewport: { width: s.width, height: s.height } });
    page.on('pageerror', (e) => console.error(s.name, 'pageerror', e.message));
    page.on('console', (m) => m.type() === 'error' && console.error(s.name, m.text()));
    await page.goto(`${server.url}${LAB_PAGE}?${s.query}`);
    await page.waitForFunction(() => window.arenaLab?.firstFrameMs != null, null, { timeout: 20_000 });
    await page.waitForTimeout(s.wait);
    await page.screenshot({ path: `${out}/${s.name}.png` });
    console.log(
      `${out}/${s.name}.png`,
      JSON.stringify((await page.evaluate(() => window.caseArena?.arena?.snapshot()))?.flowState),
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
