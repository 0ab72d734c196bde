/** Test-side helpers: connect to the shared Chromium, open contexts on the server, wait for screens. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Connects to the suite's shared Chromium (started by global-setup.ts). */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/** This worker's entry of a per-worker list (global-setup.ts starts one server per e2e worker). */
function ofThisWorker<T>(list: readonly T[]): T {
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return list[(worker - 1) % list.length]!;
}

/** The base URL of this worker's server. */
export function baseUrl(): string {
  return ofThisWorker(inject('baseUrls'));
}

/** The SQLite file of this worker's server (for command-line tools such as `npm run admin`). */
export function serverSqlitePath(): string {
  return ofThisWorker(inject('sqlitePaths'));
}

/** How a test file's context differs from the default: viewport, browser language, base URL. */
export interface ContextOptions {
  width?: number;
  height?: number;
  locale?: string;
  baseURL?: string;
}

/** A browser context for one test file, with the server as base URL and English as the browser language. */
export async function newContext(browser: Browser, opts: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: opts.baseURL ?? baseUrl(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: opts.locale ?? 'en-US',
  });
}

/** Opens a path and waits until the screen's heading is shown. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('[data-testid="page-title"]:visible').first().waitFor();
}

/** The visible page heading's text. */
export async function heading(page: Page): Promise<string> {
  return (await page.locator('[data-testid="page-title"]:visible').first().textContent())?.trim() ?? '';
}

/** A test file's own connection to the shared Chromium and its context. */
export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
}

/** Connects to the shared Chromium and opens a context (see newContext); closes the connection if that fails. */
export async function openContext(opts: ContextOptions = {}): Promise<BrowserSession> {
  const browser = await connectBrowser();
  try {
    return { browser, context: await newContext(browser, opts) };
  } catch (e) {
    await browser.close();
    throw e;
  }
}

/** openContext, plus one page in that context. */
export async function openPage(opts: ContextOptions = {}): Promise<BrowserSession & { page: Page }> {
  const session = await openContext(opts);
  try {
    return { ...session, page: await session.context.newPage() };
  } catch (e) {
    await closeSession(session);
    throw e;
  }
}

/** Closes what openContext or openPage opened (either may be missing when a beforeAll failed). */
export async function closeSession(session: Partial<BrowserSession>): Promise<void> {
  await session.context?.close();
  await session.browser?.close();
}

/** Where a page is: its path and its visible heading, to compare in one assertion. */
export async function whereIs(page: Page): Promise<{ path: string; title: string }> {
  return { path: new URL(page.url()).pathname, title: await heading(page) };
}

/**
 * Waits until the page's websocket is open and follows `channel` (the read-only debug handle of
 * src/realtime/connection.ts), so a test makes something happen only once the page can hear of it.
 */
export function following(page: Page, channel: string): Promise<unknown> {
  return page.waitForFunction(
    (c) => {
      const ws = window.caseArena?.ws as { state(): string; channels(): string[] } | undefined;
      return ws?.state() === 'open' && ws.channels().includes(c);
    },
    channel,
    { timeout: 15_000 },
  );
}

/**
 * Opens `path` signed in as `token`, as a finished sign-in leaves the browser (the token in localStorage). A `?token=`
 * in the address is no longer taken (only /auth/callback with this tab's sign-in nonce is).
 */
export async function gotoAs(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((t) => localStorage.setItem('ca.token', t), token);
  await page.goto(path);
}
