// The shared route table: the server's page check (404 or not) agrees with what the client router shows.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../src/app/router';
import { SCREENS, STREAM_SCREEN, type ScreenDef } from '../../../src/app/screens';
import { SCREEN_PATHS, screenOfPath } from '../../../src/domain/routes';
import { isPageUrl } from '../../../server/plugins/static';

const routes = buildRoutes({ dispatch: (action) => action });

/** The screen the router shows at `path` (null: the catch-all, or a failed validate check). */
function routerScreen(path: string): string | null {
  const m = matchRoutes(routes, path);
  const last = m?.[m.length - 1];
  const id = last?.route.id ?? '';
  const screen = [...SCREENS, STREAM_SCREEN].find((s: ScreenDef) => id.endsWith(`:${s.id}`));
  if (!screen) return null;
  return !screen.validate || screen.validate(last?.params ?? {}) ? screen.id : null;
}

const PATHS = [
  '/',
  '/faq',
  '/faq/',
  '/cases/fun',
  '/cases/knives',
  '/cases/open',
  '/cases/open/42',
  '/cases/42/odds-history',
  '/battles',
  '/battles/new',
  '/battles/view/b-42',
  '/battles/view/not$valid',
  '/battles/view/b-42/stream',
  '/profile/7',
  '/profile/7/payments',
  '/profile/bad$id/payments',
  '/event/giveaway-result/9',
  '/not-found',
  '/definitely/not/here',
  '/battles/view',
  '/faq/more',
  '/event',
];

describe('route table', () => {
  it('is where every screen of the router takes its path', () => {
    for (const s of [...SCREENS, STREAM_SCREEN]) expect(s.path).toBe(SCREEN_PATHS[s.id]);
    expect(Object.keys(SCREEN_PATHS).sort()).toEqual([...SCREENS, STREAM_SCREEN].map((s) => s.id).sort());
  });

  it.each(PATHS)('finds the screen the router shows at %s', (path) => {
    expect(screenOfPath(path)).toBe(routerScreen(path));
  });
});

describe('server page check', () => {
  it.each([
    ['/', true],
    ['/battles', true],
    ['/de/battles', true],
    ['/zh-CN/cases/42/odds-history', true],
    ['/auth/callback', true],
    ['/not-found', false],
    ['/de/not-found', false],
    ['/xx/battles', false],
    ['/en/battles', false],
    ['/definitely/not/here', false],
    ['/de/gibt/es/nicht', false],
    ['/battles/view/not$valid', false],
  ])('%s is a page: %s', (url, page) => {
    expect(isPageUrl(url)).toBe(page);
  });
});
