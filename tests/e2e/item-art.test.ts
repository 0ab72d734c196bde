// Item and case art as a player sees it (issue 28): with no image upstream (tests, `npm start`) every picture is
// generated art from this site's own /api/v1/art URLs, rasterised here by Chromium and compared pixel by pixel:
// two finishes of one weapon differ, an AWP is not an AK-47, cases differ from each other, and the arena's canvas
// loads the very URLs the page's <img> tags show.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, openPage, type BrowserSession } from './harness';
import { decodePng } from './png-pixel';

let session: BrowserSession & { page: Page };
let page: Page;
let version = '';

/** The picture at `url`, rasterised by Chromium at its own size (256 x 192 for an item). */
async function raster(url: string): Promise<Buffer> {
  await page.setContent(`<body style="margin:0;background:#000"><img id="art" src="${url}"></body>`);
  const img = page.locator('#art');
  await page.waitForFunction(() => (document.getElementById('art') as HTMLImageElement | null)?.complete);
  return img.screenshot();
}

/** The share of pixels (0..1) whose colour differs clearly between two rasters of the same size. */
function differing(a: Buffer, b: Buffer): number {
  const pa = decodePng(a);
  const pb = decodePng(b);
  expect([pa.width, pa.height]).toEqual([pb.width, pb.height]);
  let n = 0;
  for (let y = 0; y < pa.height; y++)
    for (let x = 0; x < pa.width; x++) {
      const p = pa.at(x, y);
      const q = pb.at(x, y);
      if (Math.max(Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]), Math.abs(p[2] - q[2])) > 40) n++;
    }
  return n / (pa.width * pa.height);
}

const item = (id: string) => `/api/v1/art/${version}/item/${id}`;

beforeAll(async () => {
  session = await openPage();
  page = session.page;
  // The art version comes from the catalog's own image URLs, as the page gets them.
  await page.goto('/');
  const detail = (await (await page.request.get('/api/v1/case/detail?caseID=redline-rush')).json()) as {
    data: { case: { image: string } };
  };
  version = /\/api\/v1\/art\/(v\d+)\//.exec(detail.data.case.image)?.[1] ?? '';
  expect(version).not.toBe('');
});

afterAll(async () => closeSession(session));

describe('generated item art', () => {
  it('draws the same item identically, and two finishes of one weapon differently', async () => {
    const redline = await raster(item('ak-47-redline-ft'));
    expect(differing(redline, await raster(item('ak-47-redline-ft')))).toBe(0);
    // Same weapon, same grade (Classified), same wear: only the finish differs.
    const caseHardened = await raster(item('ak-47-case-hardened-ft'));
    expect(differing(redline, caseHardened)).toBeGreaterThan(0.04);
    const pointDisarray = await raster(item('ak-47-point-disarray-ft'));
    expect(differing(redline, pointDisarray)).toBeGreaterThan(0.04);
    expect(differing(caseHardened, pointDisarray)).toBeGreaterThan(0.04);
  });

  it('draws an AWP with another outline than an AK-47 (same finish, grade and wear)', async () => {
    const ak = await raster(item('ak-47-redline-ft'));
    const awp = await raster(item('awp-redline-ft'));
    expect(differing(ak, awp)).toBeGreaterThan(0.04);
  });

  it('gives every case on the home page its own picture from this site', async () => {
    await page.goto('/');
    const tiles = page.locator('[data-testid="case-card"] img');
    await tiles.first().waitFor();
    const srcs = await tiles.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src));
    expect(srcs.length).toBeGreaterThan(3);
    for (const src of srcs) expect(new URL(src).pathname).toMatch(/^\/api\/v1\/art\/v\d+\/case\//);
    // A case may show in two sections (Featured and its type): compare different cases.
    const cases = [...new Set(srcs.map((s) => new URL(s).pathname))].slice(0, 5);
    expect(cases.length).toBe(5);
    const pictures: Buffer[] = [];
    for (const c of cases) pictures.push(await raster(c));
    for (let i = 0; i < pictures.length; i++)
      for (let j = i + 1; j < pictures.length; j++)
        expect(differing(pictures[i], pictures[j])).toBeGreaterThan(0.04);
  });

  it("loads the arena's card art from the same URLs as the page's item pictures", async () => {
    await page.goto('/cases/open/redline-rush');
    await page.locator('[data-testid="odds-row"]').first().waitFor();
    await page.click('[data-testid="demo-button"]');
    await page.locator('[data-testid="won-items"]').waitFor({ timeout: 30_000 });
    const loads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => new URL(e.name).pathname.startsWith('/api/v1/art/'))
        .map((e) => ({ path: new URL(e.name).pathname, by: e.initiatorType })),
    );
    // The canvas fetches (initiator "fetch"); the page's odds list shows <img> (initiator "img") of the same paths.
    const canvas = new Set(loads.filter((l) => l.by === 'fetch').map((l) => l.path));
    const imgs = new Set(loads.filter((l) => l.by === 'img').map((l) => l.path));
    expect(canvas.size).toBeGreaterThan(0);
    for (const p of canvas) expect(p).toMatch(/^\/api\/v1\/art\/v\d+\/item\/[a-z0-9-]+$/);
    expect([...canvas].some((p) => imgs.has(p))).toBe(true);
  });
});
