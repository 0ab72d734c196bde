// Screenshots of the seven layouts at desktop (1280 px) and phone (390 px) widths, for design review.
// Written to tests/e2e/__screens__/ (git-ignored); nothing is asserted beyond the screens rendering.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, newContext, openScreen } from './harness';

const OUT = path.resolve(import.meta.dirname, '__screens__');
const LAYOUTS: [string, string][] = [
  ['home', '/'],
  ['default', '/upgrade'],
  ['battles', '/battles'],
  ['event', '/event/leaderboard'],
  ['profile', '/profile/76561198000000000'],
  ['pure', '/cases/open/42'],
  ['survey', '/survey-welcome'],
];

let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  [1280, 800],
  [390, 844],
])('layouts at %i px', (width, height) => {
  it('are captured', async () => {
    const context = await newContext(browser, { width, height });
    const page = await context.newPage();
    for (const [layout, route] of LAYOUTS) {
      await openScreen(page, route);
      // Let entrance animations settle so the capture shows the resting design.
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(OUT, `${layout}-${width}.png`), fullPage: true, animations: 'disabled' });
    }
    await context.close();
  });
});
