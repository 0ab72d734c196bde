/** The data router: one branch per locale (English unprefixed), seven layouts, lazy screens. */
import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunctionArgs as PatchArgs,
  type RouteObject,
} from 'react-router';
import { LOCALE_CODES, DEFAULT_LOCALE, type LocaleCode } from '../domain/locales';
import { withChunkReload } from '../lib/chunk-reload';
import { splitLocalePath } from '../lib/locale-path';
import { setPrefetcher } from '../lib/prefetch';
import { AppShell } from './AppShell';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { prefetchRoute } from './route-prefetch';
import { ShellSplash } from './ShellSplash';
import {
  authCallbackLoader,
  localeLoader,
  unmatchedLoader,
  validateLoader,
  type SessionSink,
} from './route-loaders';
import {
  LAYOUTS,
  SCREENS,
  STREAM_SCREEN,
  type LayoutName,
  type ScreenDef,
  type ScreenHandle,
} from './screens';

function screenRoute(screen: ScreenDef, locale: LocaleCode, bare = false): RouteObject {
  const handle: ScreenHandle = {
    screen: screen.id,
    layout: screen.layout,
    keepAlive: screen.keepAlive,
    ...(bare ? { bare } : {}),
  };
  const common = {
    id: `${locale}:${screen.id}`,
    handle,
    lazy: withChunkReload(screen.load),
    loader: screen.validate ? validateLoader(screen) : undefined,
  };
  return screen.path === '/' ? { ...common, index: true } : { ...common, path: screen.path.slice(1) };
}

function localeBranch(locale: LocaleCode): RouteObject {
  const layouts = Object.keys(LAYOUTS) as LayoutName[];
  return {
    id: `locale:${locale}`,
    path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
    handle: { locale },
    loader: localeLoader(locale),
    // The branch loader only matters on entering a locale, not on every navigation inside it.
    shouldRevalidate: () => false,
    children: [
      ...layouts.map((layout) => ({
        id: `${locale}:layout:${layout}`,
        lazy: withChunkReload(LAYOUTS[layout]),
        children: SCREENS.filter((s) => s.layout === layout).map((s) => screenRoute(s, locale)),
      })),
      // The streamer view has no layout and no chrome (the shell sees `bare`).
      screenRoute(STREAM_SCREEN, locale, true),
    ],
  };
}

/** The route tree with the branches of `locales` (all by default; exported for tests of its shape). */
export function buildRoutes(
  store: SessionSink,
  locales: readonly LocaleCode[] = LOCALE_CODES,
): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: ShellSplash,
      children: [
        { id: 'auth-callback', path: '/auth/callback', loader: authCallbackLoader(store) },
        // The back office: its own lazy chunk (src/admin), no site chrome, never kept alive.
        {
          id: 'admin',
          path: '/admin/*',
          handle: { bare: true, keepAlive: false },
          lazy: withChunkReload(() => import('../admin/route')),
        },
        ...locales.map(localeBranch),
        { id: 'unmatched', path: '*', loader: unmatchedLoader },
      ],
    },
  ];
}

/** The locale branch a path belongs to (English when it has no supported prefix). */
const branchOf = (pathname: string): LocaleCode => splitLocalePath(pathname).locale ?? DEFAULT_LOCALE;

/**
 * The routes to start with, for the address `pathname`: the branch of its locale only, and the hook that adds
 * another locale's branch when a navigation first reaches it. Matching the ten branches' 400 routes was 60 ms of
 * start-up script on this machine (4x that on Lighthouse's phone), spent before the first screen could render
 * (issue 14).
 */
export function startingRoutes(store: SessionSink, pathname: string) {
  const present = new Set<LocaleCode>([branchOf(pathname)]);
  return {
    routes: buildRoutes(store, [...present]),
    patchRoutesOnNavigation: ({ path, patch }: Pick<PatchArgs, 'path' | 'patch'>) => {
      const locale = branchOf(path);
      if (present.has(locale)) return;
      present.add(locale);
      patch('root', [localeBranch(locale)]);
    },
  };
}

/** Creates the browser router. */
export function createAppRouter(store: SessionSink) {
  setPrefetcher(prefetchRoute);
  const { routes, patchRoutesOnNavigation } = startingRoutes(store, location.pathname);
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
