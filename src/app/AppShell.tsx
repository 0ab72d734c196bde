/** The frame around every screen: header, demo ribbon, kept-alive screens, footer and toasts. */
import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToastHost } from '../components/toast/ToastHost';
import { KeepAliveOutlet } from './keep-alive/KeepAliveOutlet';
import { DemoRibbonNote } from './chrome/DemoRibbonNote';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { NavigationProgress } from './NavigationProgress';
import { useIdleArenaPrefetch } from './route-prefetch';
import { demoFromPage } from '../protocol/demo-page';
import type { ScreenHandle } from './screens';
import { useDocumentMeta } from './use-document-meta';
import styles from './AppShell.module.css';

// The demo providers the served page names (server/plugins/page-hints.ts): the ribbon is in the first render.
const pageDemo =
  typeof document === 'undefined' ? undefined : demoFromPage(document.documentElement.dataset.demo);
// Otherwise a lazy chunk asks the API through RTK Query, which stays out of the shell's first download.
const DemoRibbon = lazy(() => import('./chrome/DemoRibbon').then((m) => ({ default: m.DemoRibbon })));
// The staff's site banner asks the API too (lazy for the same reason); it shows above everything under the header.
const SiteBanner = lazy(() => import('./chrome/SiteBanner').then((m) => ({ default: m.SiteBanner })));
// Lazy too: it listens on the websocket client, which the first screen does not need to download.
const DisconnectNotice = lazy(() =>
  import('./chrome/DisconnectNotice').then((m) => ({ default: m.DisconnectNotice })),
);

/** The root route's component. */
export function AppShell() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as Partial<ScreenHandle> | undefined;
  const layout = handle?.layout ?? 'default';
  useDocumentMeta(handle?.screen);
  useIdleArenaPrefetch(handle?.screen);
  if (handle?.bare) {
    // Browser-source captures (the streamer view): the screen alone.
    return (
      <div data-layout="bare">
        <KeepAliveOutlet />
      </div>
    );
  }
  return (
    <div className={styles.shell} data-layout={layout}>
      <a className={styles.skip} href="#main">
        {t('common.skipToContent')}
      </a>
      <NavigationProgress />
      <Header compact={layout === 'pure'} />
      <Suspense fallback={null}>
        <SiteBanner />
      </Suspense>
      {pageDemo ? (
        <DemoRibbonNote demo={pageDemo} />
      ) : (
        <Suspense fallback={null}>
          <DemoRibbon />
        </Suspense>
      )}
      <main id="main" className={styles.main}>
        <KeepAliveOutlet />
      </main>
      {layout !== 'pure' && <Footer />}
      <ToastHost />
      <Suspense fallback={null}>
        <DisconnectNotice />
      </Suspense>
    </div>
  );
}
