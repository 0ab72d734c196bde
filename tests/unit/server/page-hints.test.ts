// The index.html a visitor is served: the preload hints of the screen at the path and of the visitor's locale file,
// and the document language.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageHtml, readRouteHints, screenAt } from '../../../server/plugins/page-hints';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-hints-'));
const screen = (id: string, p: string, js: string[] = [], css: string[] = []) => ({ id, path: p, js, css });
fs.writeFileSync(
  path.join(dir, 'route-hints.json'),
  JSON.stringify({
    screens: [
      screen('home', '/', ['assets/HomePage.js'], ['assets/HomePage.css']),
      screen('battles', '/battles', ['assets/BattlesPage.js']),
      screen('caseType', '/cases/:type', ['assets/CaseTypePage.js']),
      screen('funCases', '/cases/fun', ['assets/FunCasesPage.js']),
      screen('caseOpen', '/cases/open/:id', ['assets/CaseOpenPage.js']),
      screen('battleView', '/battles/view/:id'),
      screen('battleStream', '/battles/view/:id/stream'),
    ],
  }),
);
const hints = readRouteHints(dir);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const HTML = '<!doctype html><html lang="en"><head><title>CaseArena</title></head><body></body></html>';

describe('screenAt', () => {
  it.each([
    ['/', 'home'],
    ['/battles', 'battles'],
    ['/battles/', 'battles'],
    ['/de', 'home'],
    ['/pt-BR/battles', 'battles'],
    ['/cases/fun', 'funCases'],
    ['/cases/covert', 'caseType'],
    ['/fr/cases/open/redline-rush', 'caseOpen'],
    ['/battles/view/b1', 'battleView'],
    ['/battles/view/b1/stream', 'battleStream'],
  ])('%s is the %s screen', (p, id) => {
    expect(screenAt(hints, p)?.id).toBe(id);
  });

  it('knows no screen for a path outside the table', () => {
    expect(screenAt(hints, '/nowhere/at/all')).toBeUndefined();
  });
});

describe('pageHtml', () => {
  it("preloads the screen's chunks and stylesheets and the English messages for an English visitor", () => {
    const html = pageHtml(HTML, hints, '/', { acceptLanguage: 'en-US,en;q=0.9' });
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('<link rel="preload" href="/_i18n/en.json" as="fetch" crossorigin>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomePage.css">');
    expect(html.indexOf('HomePage.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('picks the locale as the client does: path prefix, then cookie, then Accept-Language', () => {
    const fromPath = pageHtml(HTML, hints, '/de/battles', {
      acceptLanguage: 'fr',
      cookies: { i18n_redirected: 'ru' },
    });
    expect(fromPath).toContain('href="/_i18n/de.json"');
    expect(fromPath).toContain('<html lang="de-DE"');
    expect(fromPath).toContain('href="/assets/BattlesPage.js"');
    const fromCookie = pageHtml(HTML, hints, '/battles', {
      acceptLanguage: 'fr',
      cookies: { i18n_redirected: 'ru' },
    });
    expect(fromCookie).toContain('href="/_i18n/ru.json"');
    const fromHeader = pageHtml(HTML, hints, '/battles', { acceptLanguage: 'pt-PT,pt;q=0.8' });
    expect(fromHeader).toContain('href="/_i18n/pt-BR.json"');
  });

  it('still preloads the messages on a path with no screen, and nothing else', () => {
    const html = pageHtml(HTML, hints, '/nowhere/at/all', {});
    expect(html.match(/<link /g)).toHaveLength(1);
    expect(html).toContain('href="/_i18n/en.json"');
  });

  it('serves the page as it is when the build wrote no hints', () => {
    const none = readRouteHints(path.join(dir, 'missing'));
    expect(none).toEqual([]);
    expect(pageHtml(HTML, none, '/battles', {})).toContain('href="/_i18n/en.json"');
  });
});
