/** The Redux store: session and toasts at start; the RTK Query cache joins when API code first loads. */
import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { toastSlice } from '../components/toast/toast-slice';
import { setApiAttacher } from '../api/registry';
import type { baseApi } from '../api/base';
import { sessionSlice } from '../lib/session';

// Declared here as a type only: importing base-api for real would pull RTK Query into the first download.
interface LazySlices {
  api: ReturnType<typeof baseApi.reducer>;
  /** The back office's RTK Query cache (src/admin/api.ts), attached only when /admin loads. */
  adminApi?: unknown;
}

/** Creates the store; `token` is the session token found at start. */
export function createAppStore(token: string | null = null) {
  const rootReducer = combineSlices(sessionSlice, toastSlice).withLazyLoadedSlices<LazySlices>();
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamic.middleware),
    preloadedState: { session: { token } },
  });
  setApiAttacher((api) => {
    rootReducer.inject(api);
    dynamic.addMiddleware(api.middleware);
    // An action so the injected slice gets its initial state before any hook reads it.
    store.dispatch({ type: 'app/apiAttached' });
  });
  return store;
}

/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The root state type. */
export type RootState = ReturnType<AppStore['getState']>;
/** The dispatch type. */
export type AppDispatch = AppStore['dispatch'];
