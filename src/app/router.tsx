/** The data router: one branch per locale (English unprefixed), seven layouts, lazy screens. */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LOCALE_CODES, DEFAULT_LOCALE, type LocaleCode } from '../domain/locales';
import { withChunkReload } from '../lib/chunk-reload';
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

/** The whole route tree (exported for tests of its shape). */
export function buildRoutes(store: SessionSink): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: ShellSplash,
      children: [
        { id: 'auth-callback', path: '/auth/callback', loader: authCallbackLoader(store) },
        ...LOCALE_CODES.map(localeBranch),
        { id: 'unmatched', path: '*', loader: unmatchedLoader },
      ],
    },
  ];
}

/** Creates the browser router. */
export function createAppRouter(store: SessionSink) {
  setPrefetcher(prefetchRoute);
  return createBrowserRouter(buildRoutes(store));
}
