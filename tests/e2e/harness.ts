/** Test-side helpers: connect to the shared Chromium, open contexts on the server, wait for screens. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Connects to the suite's shared Chromium (started by global-setup.ts). */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/** The running server's base URL. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** A browser context for one test file, with the server as base URL and English as the browser language. */
export async function newContext(
  browser: Browser,
  opts: { width?: number; height?: number; locale?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
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
