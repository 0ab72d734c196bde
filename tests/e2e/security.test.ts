// The built site under its own Content-Security-Policy: pages load without a violation, the demo ribbon shows
// (not on the streamer view, not wider than a phone), and the arena draws with both renderers (WebGL and Canvas 2D).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser, newContext } from './harness';
import { messages } from './locales';

// The shared Messages type lists only what other tests read; this file reads the ribbon's texts too.
const en = messages('en');

interface CaseRow {
  rangeMin: number;
  rangeMax: number;
  chance: number;
  item: { id: string; name: string; price: number; image: string };
}

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A context whose pages record every CSP violation (the init script runs before any page script) and console error. */
async function watchedPage(
  width = 1280,
  height = 800,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, { width, height });
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** The outcome a page task left in window.__out (see the tests: they start their work in a timer task). */
async function pageOutcome<T>(page: Page, timeout = 45_000): Promise<T> {
  await page.waitForFunction(
    () => (window as unknown as { __out?: unknown }).__out !== undefined,
    undefined,
    { timeout, polling: 100 },
  );
  return page.evaluate(() => (window as unknown as { __out: T }).__out);
}

describe('site under its CSP', () => {
  let w: Awaited<ReturnType<typeof watchedPage>>;
  beforeAll(async () => {
    w = await watchedPage();
  });
  afterAll(async () => w.context.close());

  it('loads the app page with a strict policy, no violation, and the demo ribbon', async () => {
    const res = await w.page.goto('/');
    const policy = res?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    await w.page.locator('[data-testid="page-title"]:visible').first().waitFor();
    const ribbon = w.page.locator('[data-testid="demo-ribbon"]');
    await ribbon.waitFor();
    // The e2e server runs with its defaults: local sign-in and sandbox payments are both on.
    expect((await ribbon.textContent())?.trim()).toBe(en.demo.ribbon.both);
    // Let lazy chunks, styles and images settle, then look for anything the policy refused.
    await w.page.waitForLoadState('networkidle');
    expect(await violations(w.page)).toEqual([]);
    expect(w.errors.filter((e) => /content security policy/i.test(e))).toEqual([]);
  });

  it('enforces the policy in the browser: eval is refused and reported (so "no violation" above means something)', async () => {
    // A timer task is page code; a DevTools evaluation itself is exempt from the eval rule, so the tests below start
    // their work the same way.
    await w.page.evaluate(() => {
      const win = window as unknown as { __out?: string };
      win.__out = undefined;
      setTimeout(() => {
        try {
          win.__out = new Function('return "ran"')() as string;
        } catch {
          win.__out = 'refused';
        }
      }, 0);
    });
    const outcome = await pageOutcome<string>(w.page);
    expect(outcome).toBe('refused');
    await w.page.waitForFunction(() => (window as unknown as { __csp: string[] }).__csp.length > 0);
    expect(await violations(w.page)).toEqual(['script-src eval']);
    await w.page.evaluate(() => ((window as unknown as { __csp: string[] }).__csp = []));
    w.errors.length = 0;
  });

  it('runs a demo spin on a case page: the arena plays to its result with no violation', async () => {
    const list = (await (await fetch(`${baseUrl()}/api/v1/case/list?type=featured`)).json()) as {
      data: { list: { id: string }[] };
    };
    await w.page.goto(`/cases/open/${list.data.list[0].id}`);
    await w.page.locator('[data-testid="demo-button"]').click();
    await w.page.waitForFunction(
      () => window.caseArena?.arena?.snapshot().flowState === 'showing_result',
      undefined,
      {
        timeout: 45_000,
        polling: 200,
      },
    );
    expect(await violations(w.page)).toEqual([]);
    expect(w.errors.filter((e) => /content security policy|unsafe-eval/i.test(e))).toEqual([]);
  });

  for (const renderer of ['webgl', 'canvas'] as const) {
    it(`draws a case opening with the ${renderer} renderer under the policy`, async () => {
      const list = (await (await fetch(`${baseUrl()}/api/v1/case/list?type=featured`)).json()) as {
        data: { list: { id: string }[] };
      };
      const caseId = list.data.list[0].id;
      const detail = (await (await fetch(`${baseUrl()}/api/v1/case/detail?caseID=${caseId}`)).json()) as {
        data: { case: { id: string; title: string; odds: { rows: CaseRow[] } } };
      };
      // The arena chunk is loaded by the previous test's demo spin: find its ArenaEngine among the loaded scripts (a
      // string, so vitest does not rewrite the import), then mount a second engine with a forced renderer.
      await w.page.evaluate(`(async () => {
        const urls = performance.getEntriesByType('resource').map((e) => e.name).filter((u) => /\\/assets\\/.*\\.js$/.test(u));
        for (const u of urls) {
          const m = await import(u);
          if (typeof m.ArenaEngine === 'function') window.__ArenaEngine = m.ArenaEngine;
        }
      })()`);
      await w.page.evaluate(
        ({ renderer, detail }) => {
          const win = window as unknown as { __out?: unknown };
          win.__out = undefined;
          const run = async () => {
            const Engine = (
              window as unknown as {
                __ArenaEngine?: new (o: object) => {
                  mount(el: HTMLElement): Promise<void>;
                  load(show: object): void;
                  snapshot(): { flowState: string; renderer: string | null };
                  destroy(): void;
                };
              }
            ).__ArenaEngine;
            if (!Engine) return { error: 'arena chunk not loaded' };
            const el = document.createElement('div');
            el.style.width = '900px';
            el.style.height = '320px';
            document.body.appendChild(el);
            const engine = new Engine({
              renderer,
              sound: 'silent',
              storage: null,
              fastSpin: true,
              allowSoftwareGl: true,
            });
            await engine.mount(el);
            const rows = detail.odds.rows;
            engine.load({
              kind: 'case',
              openingId: `csp-${renderer}`,
              case: {
                id: detail.id,
                title: detail.title,
                odds: rows.map((r) => ({
                  itemId: r.item.id,
                  rarity: 3,
                  chance: r.chance,
                  rangeMin: r.rangeMin,
                  rangeMax: r.rangeMax,
                })),
              },
              items: rows.map((r) => ({
                id: r.item.id,
                name: r.item.name,
                priceCents: r.item.price,
                rarity: 3,
                image: r.item.image,
              })),
              results: [rows[0].item.id],
              labels: {
                winner: 'W',
                reroll: 'R',
                teamCt: 'CT',
                teamT: 'T',
                waiting: '…',
                processing: '…',
                calculating: '…',
                won: 'Won',
              },
              spinMs: 800,
            });
            const deadline = performance.now() + 40_000;
            while (engine.snapshot().flowState !== 'showing_result' && performance.now() < deadline) {
              await new Promise((r) => setTimeout(r, 100));
            }
            const snap = engine.snapshot();
            const drawn = el.querySelector('canvas')?.getAttribute('data-arena-renderer') ?? null;
            engine.destroy();
            el.remove();
            return { flowState: snap.flowState, renderer: snap.renderer, drawn };
          };
          setTimeout(() => {
            run().then(
              (r) => (win.__out = r),
              (e: unknown) => (win.__out = { error: String(e) }),
            );
          }, 0);
        },
        { renderer, detail: detail.data.case },
      );
      const result = await pageOutcome(w.page);
      expect(result).toEqual({ flowState: 'showing_result', renderer, drawn: renderer });
      expect(await violations(w.page)).toEqual([]);
      expect(w.errors.filter((e) => /content security policy|unsafe-eval/i.test(e))).toEqual([]);
    });
  }
});

describe('demo ribbon on a phone and on the streamer view', () => {
  it('fits 390 px without horizontal overflow', async () => {
    const w = await watchedPage(390, 800);
    try {
      await w.page.goto('/');
      await w.page.locator('[data-testid="demo-ribbon"]').waitFor();
      const box = await w.page.locator('[data-testid="demo-ribbon"]').boundingBox();
      expect(box?.width).toBeLessThanOrEqual(390);
      expect(await w.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await violations(w.page)).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('is absent from the streamer view, which also loads without a violation', async () => {
    const w = await watchedPage();
    try {
      await w.page.goto('/battles/view/no-such-battle/stream?bg=green');
      await w.page.locator('[data-layout="bare"]').waitFor({ state: 'attached' });
      await w.page.waitForLoadState('networkidle');
      expect(await w.page.locator('[data-testid="demo-ribbon"]').count()).toBe(0);
      expect(await w.page.locator('header').count()).toBe(0);
      expect(await violations(w.page)).toEqual([]);
    } finally {
      await w.context.close();
    }
  });
});
