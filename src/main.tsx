/** Entry: session token, i18n, store and router, then the build and chunk watchers. */
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { showToast } from './components/toast/toast-actions';
import { startBuildCheck } from './lib/build-check';
import { installChunkReload, restoreScrollAfterReload } from './lib/chunk-reload';
import { getCookie } from './lib/cookies';
import { i18n, initI18n } from './lib/i18n';
import { LOCALE_COOKIE, detectLocale } from './lib/locale-path';
import { captureTokenFromLocation, readToken } from './lib/session';
import { bindWsToken } from './realtime/token-binding';

async function main(): Promise<void> {
  // The token must leave the address before the router reads it.
  captureTokenFromLocation();
  installChunkReload();
  const store = createAppStore(readToken());
  await initI18n(
    detectLocale({
      pathname: location.pathname,
      cookie: getCookie(LOCALE_COOKIE),
      languages: navigator.languages ?? [],
    }),
  );
  const router = createAppRouter(store);
  // A socket opened later reads the stored token itself; one already open reconnects with the new token.
  bindWsToken(
    store,
    (token) => void import('./realtime/connection').then((m) => m.peekWsClient()?.setToken(token)),
  );

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
  restoreScrollAfterReload();

  if (import.meta.env.PROD) {
    startBuildCheck({
      currentId: __BUILD_ID__,
      onNewBuild: () =>
        showToast(store.dispatch, {
          kind: 'info',
          title: { key: 'toast.newBuildTitle' },
          message: { key: 'toast.newBuild' },
          duration: 0,
          actions: [{ label: { key: 'toast.reload' }, onClick: () => location.reload() }],
        }),
    });
  }
}

void main();
