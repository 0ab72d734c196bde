// The route tree: every SPEC screen under every locale, layouts, keep-alive flags and what matches where.
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes, startingRoutes } from '../../../src/app/router';
import { SCREENS, type ScreenHandle } from '../../../src/app/screens';
import { LOCALE_CODES } from '../../../src/domain/locales';

const STATIC = [
  '/',
  '/faq',
  '/tos',
  '/about',
  '/hunts',
  '/survey',
  '/survey-welcome',
  '/privacy',
  '/cookie-policy',
  '/cardholder-agreement',
  '/support',
  '/upgrade',
  '/exchange',
  '/missions',
  '/my-cases',
  '/cases/fun',
  '/not-found',
  '/pre-battle',
  '/ui-avatars',
  '/battles',
  '/battles/new',
  '/daily-cases',
  '/generate-case',
  '/provably-fair',
  '/developers',
  '/community-cases',
  '/event/feast',
  '/event/giveaway',
  '/event/leaderboard',
  '/event/marketplace',
];
const PARAM = [
  '/cases/:type',
  '/cases/open/:id',
  '/battles/view/:id',
  '/profile/:id',
  '/profile/:id/payments',
  '/cases/:id/odds-history',
  '/event/giveaway-result/:id',
];

const routes = buildRoutes({ dispatch: (action) => action });

function leaf(path: string) {
  const m = matchRoutes(routes, path);
  const last = m?.[m.length - 1];
  return { id: last?.route.id, handle: last?.route.handle as ScreenHandle | undefined, params: last?.params };
}

describe('screens', () => {
  it('are the 27 static screens of SPEC section 2, the API reference, and 7 parameterised screens', () => {
    expect(SCREENS.map((s) => s.path)).toEqual([...STATIC, ...PARAM]);
  });

  it('use the SPEC layouts', () => {
    const byLayout = (layout: string) => SCREENS.filter((s) => s.layout === layout).map((s) => s.path);
    expect(byLayout('pure')).toEqual(['/hunts', '/generate-case', '/cases/open/:id']);
    expect(byLayout('home')).toEqual(['/', '/my-cases', '/community-cases']);
    expect(byLayout('battles')).toEqual(['/battles', '/battles/new', '/battles/view/:id']);
    expect(byLayout('event')).toEqual([
      '/event/feast',
      '/event/giveaway',
      '/event/leaderboard',
      '/event/marketplace',
      '/event/giveaway-result/:id',
    ]);
    expect(byLayout('survey')).toEqual(['/survey-welcome']);
    expect(byLayout('profile')).toEqual(['/profile/:id', '/profile/:id/payments']);
  });

  it('keep everything alive except home, my-cases, battles/new, daily-cases and community-cases', () => {
    expect(SCREENS.filter((s) => !s.keepAlive).map((s) => s.path)).toEqual([
      '/',
      '/my-cases',
      '/battles/new',
      '/daily-cases',
      '/community-cases',
    ]);
  });

  it('validate battle and profile ids', () => {
    const withCheck = SCREENS.filter((s) => s.validate).map((s) => s.path);
    expect(withCheck).toEqual(['/battles/view/:id', '/profile/:id', '/profile/:id/payments']);
  });
});

describe('route tree', () => {
  it('has one branch per locale, English without a prefix', () => {
    const branches = routes[0].children?.filter((r) => r.id?.startsWith('locale:')) ?? [];
    expect(branches.map((b) => b.path)).toEqual(LOCALE_CODES.map((c) => (c === 'en' ? '/' : `/${c}`)));
  });

  it.each(LOCALE_CODES)('matches every static screen under %s', (code) => {
    const prefix = code === 'en' ? '' : `/${code}`;
    for (const s of SCREENS.filter((x) => !x.path.includes(':'))) {
      const path = s.path === '/' ? prefix || '/' : prefix + s.path;
      expect(leaf(path).id, path).toBe(`${code}:${s.id}`);
    }
  });

  it('matches parameterised screens with their params', () => {
    expect(leaf('/de/battles/view/abc')).toMatchObject({ id: 'de:battleView', params: { id: 'abc' } });
    expect(leaf('/cases/knife')).toMatchObject({ id: 'en:caseType', params: { type: 'knife' } });
    expect(leaf('/cases/fun').id).toBe('en:funCases');
    expect(leaf('/zh-CN/cases/42/odds-history')).toMatchObject({
      id: 'zh-CN:oddsHistory',
      params: { id: '42' },
    });
    expect(leaf('/profile/7/payments')).toMatchObject({ id: 'en:payments', handle: { layout: 'profile' } });
  });

  it('sends unsupported prefixes and unknown paths to the catch-all', () => {
    expect(leaf('/xx/battles').id).toBe('unmatched');
    expect(leaf('/definitely/not/here').id).toBe('unmatched');
    expect(leaf('/de/nope').id).toBe('unmatched');
  });

  it('has the sign-in callback', () => {
    expect(leaf('/auth/callback').id).toBe('auth-callback');
  });
});

describe('starting routes', () => {
  const start = (path: string) => startingRoutes({ dispatch: (action) => action }, path);
  const branchIds = (rs: RouteObject[]) =>
    rs[0].children?.filter((r) => r.id?.startsWith('locale:')).map((r) => r.id) ?? [];

  it("hold only the address's locale branch", () => {
    expect(branchIds(start('/battles').routes)).toEqual(['locale:en']);
    expect(branchIds(start('/de/battles').routes)).toEqual(['locale:de']);
    expect(branchIds(start('/xx/battles').routes)).toEqual(['locale:en']);
  });

  it("add another locale's branch under the root the first time a navigation reaches it", () => {
    const { routes: tree, patchRoutesOnNavigation } = start('/battles');
    // Before: the German path has nowhere to go but the catch-all.
    expect(matchRoutes(tree, '/de/battles')?.at(-1)?.route.id).toBe('unmatched');
    const patched: { id: string | null; children: RouteObject[] }[] = [];
    const patch = (id: string | null, children: RouteObject[]) => patched.push({ id, children });
    patchRoutesOnNavigation({ path: '/de/battles', patch });
    patchRoutesOnNavigation({ path: '/de/upgrade', patch });
    patchRoutesOnNavigation({ path: '/upgrade', patch });
    expect(patched.map((p) => [p.id, p.children.map((c) => c.id)])).toEqual([['root', ['locale:de']]]);
    tree[0].children?.push(...patched[0].children);
    expect(matchRoutes(tree, '/de/battles')?.at(-1)?.route.id).toBe('de:battles');
  });
});
