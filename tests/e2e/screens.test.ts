// One screen of each of the seven layouts at desktop (1280 px) and phone (390 px) widths, checked for what a user
// would notice: a page wider than the window (sideways scrolling), text cut off by its box, and errors in the
// console. A screenshot of each is still written to tests/e2e/__screens__/ (git-ignored) for design review.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './battle-helpers';
import { baseUrl, connectBrowser, newContext, openScreen } from './harness';

const OUT = path.resolve(import.meta.dirname, '__screens__');
// :user and :case stand for a real profile and a seeded case (made-up ids show the not-found state instead).
const LAYOUTS: [string, string][] = [
  ['home', '/'],
  ['default', '/upgrade'],
  ['battles', '/battles'],
  ['event', '/event/leaderboard'],
  ['profile', '/profile/:user'],
  ['pure', '/cases/open/:case'],
  ['survey', '/survey-welcome'],
];

/** What the page measures of itself: its overflow, the elements sticking out, and the text cut off by its box. */
interface Layout {
  scrollWidth: number;
  clientWidth: number;
  /** Elements whose right edge passes the window's (outermost ones only), as "tag.class (right edge)". */
  wide: string[];
  /** Visible text cut off horizontally or vertically by a box that hides its overflow without an ellipsis. */
  clipped: string[];
}

// Runs in the page. Each visible text is checked against the nearest box around it that hides its overflow
// (overflow hidden/clip; a scrolling box stops the search, its text can be scrolled to): text partly outside that
// box is cut off, unless an ellipsis marks the cut, or, vertically, a line clamp does; a few pixels of vertical
// slack allow for line boxes and descenders. Text wholly outside its box (an off-screen slide) is hidden, not cut;
// screen-reader-only text (clip / clip-path) is not visible at all; text in an SVG is not checked.
function measure(): Layout {
  const doc = document.documentElement;
  const width = doc.clientWidth;
  const describeEl = (el: Element) => {
    const cls =
      typeof el.className === 'string' && el.className
        ? `.${el.className.trim().split(/\s+/).join('.')}`
        : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`;
  };
  const hides = (v: string) => v === 'hidden' || v === 'clip';
  const scrolls = (v: string) => v === 'auto' || v === 'scroll';
  const wide: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (
      !(el instanceof HTMLElement) ||
      !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    )
      continue;
    const rect = el.getBoundingClientRect();
    const parentRight = el.parentElement?.getBoundingClientRect().right ?? 0;
    if (rect.width > 1 && rect.right > width + 1 && parentRight <= width + 1) {
      wide.push(`${describeEl(el)} (right edge ${Math.round(rect.right)})`);
    }
  }
  const clipped: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Text in an SVG is drawn art scaled by its viewBox, not laid out in a box.
    if (!(node.textContent ?? '').trim() || !(parent instanceof HTMLElement)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const t = range.getBoundingClientRect();
    if (t.width < 1 || t.height < 1) continue;
    let ellipsis = false;
    for (let box: HTMLElement | null = parent; box && box !== document.body; box = box.parentElement) {
      const st = getComputedStyle(box);
      if (st.clip !== 'auto' || st.clipPath !== 'none') break;
      ellipsis ||= st.textOverflow === 'ellipsis';
      const hx = hides(st.overflowX);
      const hy = hides(st.overflowY);
      if (!hx && !hy) {
        if (scrolls(st.overflowX) || scrolls(st.overflowY)) break;
        continue;
      }
      const r = box.getBoundingClientRect();
      const left = r.left + box.clientLeft;
      const top = r.top + box.clientTop;
      const right = left + box.clientWidth;
      const bottom = top + box.clientHeight;
      const outside = t.right <= left || t.left >= right || t.bottom <= top || t.top >= bottom;
      const clamp = st.getPropertyValue('-webkit-line-clamp');
      const cutX = hx && !ellipsis && (t.left < left - 1 || t.right > right + 1);
      const cutY = hy && (clamp === '' || clamp === 'none') && (t.top < top - 3 || t.bottom > bottom + 3);
      if (!outside && (cutX || cutY)) {
        const size = `text ${Math.round(t.width)}x${Math.round(t.height)} in ${box.clientWidth}x${box.clientHeight}`;
        clipped.push(`"${(node.textContent ?? '').trim().slice(0, 40)}" cut by ${describeEl(box)} (${size})`);
      }
      break;
    }
  }
  return { scrollWidth: doc.scrollWidth, clientWidth: width, wide: wide.slice(0, 10), clipped };
}

let browser: Browser;
const ids = { user: '', case: '' };

beforeAll(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  browser = await connectBrowser();
  const user = await signIn(baseUrl(), 'Screens');
  ids.user = (await api<{ user: { userID: string } }>(baseUrl(), '/user/me', user)).user.userID;
  ids.case = (await api<{ list: { id: string }[] }>(baseUrl(), '/case/list', null)).list[0].id;
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a screen on a fresh page, collecting every console error and uncaught page error from the first request. */
async function visit(page: Page, route: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  await openScreen(page, route);
  // Let data arrive, fonts load and entrance animations settle, so the checks see the resting screen.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(400);
  return errors;
}

describe.each([
  [1280, 800],
  [390, 844],
])('at %i px', (width, height) => {
  it.each(LAYOUTS)(
    'the %s layout (%s) fits the window, cuts no text and logs no error',
    async (layout, route) => {
      const context = await newContext(browser, { width, height });
      try {
        const page = await context.newPage();
        const errors = await visit(page, route.replace(':user', ids.user).replace(':case', ids.case));
        const m = await page.evaluate(measure);
        await page.screenshot({
          path: path.join(OUT, `${layout}-${width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        expect(errors, 'console and page errors').toEqual([]);
        expect(m.scrollWidth, `scrolls sideways; sticking out: ${m.wide.join('; ')}`).toBeLessThanOrEqual(
          m.clientWidth,
        );
        expect(m.clipped, 'text cut off by its box').toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the checks', () => {
  it('see a page wider than the window, text cut off by its box, and a console error', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    try {
      const page = await context.newPage();
      const errors = await visit(page, '/');
      await page.evaluate(() => {
        const wide = document.createElement('div');
        wide.style.width = '600px';
        wide.textContent = 'wide';
        const cut = document.createElement('p');
        cut.style.cssText = 'width: 60px; overflow: hidden; white-space: nowrap';
        cut.textContent = 'a sentence far too long for its box';
        const ellipsis = document.createElement('p');
        ellipsis.style.cssText =
          'width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis';
        ellipsis.textContent = 'shortened on purpose with an ellipsis';
        const nested = document.createElement('div');
        nested.style.cssText = 'width: 60px; overflow: hidden';
        const inner = document.createElement('span');
        // Styled through the CSSOM: the site's CSP drops style attributes parsed from HTML.
        inner.style.whiteSpace = 'nowrap';
        inner.textContent = 'nested text too long for the box';
        nested.append(inner);
        document.body.append(wide, cut, ellipsis, nested);
        console.error('planted error');
      });
      const m = await page.evaluate(measure);
      expect(m.scrollWidth).toBeGreaterThan(m.clientWidth);
      expect(m.wide.some((w) => w.includes('"wide"'))).toBe(true);
      expect(m.clipped).toEqual([
        expect.stringContaining('a sentence far too long'),
        expect.stringContaining('nested text too long'),
      ]);
      expect(errors).toEqual([expect.stringContaining('planted error')]);
    } finally {
      await context.close();
    }
  });
});
