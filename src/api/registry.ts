/**
 * Lets the RTK Query API join the store when its code first loads, so the shell's first download
 * does not carry RTK Query: base-api.ts announces itself here and the store (src/app/store.ts) attaches it.
 */
import type { Middleware, Reducer } from '@reduxjs/toolkit';

/** The parts of an RTK Query API the store needs. */
export interface InjectableApi {
  /** 'api' (the player's) or 'adminApi' (the back office's, src/admin/api.ts, in its own chunk). */
  reducerPath: 'api' | 'adminApi';
  reducer: Reducer;
  middleware: Middleware;
}

type Attach = (api: InjectableApi) => void;

let attach: Attach | null = null;
const waiting: InjectableApi[] = [];

/** Called once by the store: attaches APIs announced before and after. */
export function setApiAttacher(fn: Attach): void {
  attach = fn;
  waiting.splice(0).forEach(fn);
}

/** Called by base-api.ts (and the back office's src/admin/api.ts) when it loads. */
export function announceApi(api: InjectableApi): void {
  if (attach) attach(api);
  else waiting.push(api);
}
