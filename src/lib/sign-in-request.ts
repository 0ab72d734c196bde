/**
 * One shared way to ask a signed-out visitor to sign in: every screen calls `requestSignIn()`, and the header's
 * account area (the one place that owns the Login dialog with its required terms/age checkboxes) opens it.
 * Screens never send the browser to the provider themselves. With no account area mounted (e.g. the chrome-less
 * streamer view) a request is ignored.
 */
import { useEffect } from 'react';

const listeners = new Set<() => void>();

/** Asks the mounted account area to open the Login dialog; returns whether anyone was listening. */
export function requestSignIn(): boolean {
  for (const listener of [...listeners]) listener();
  return listeners.size > 0;
}

/** Calls `listener` on every sign-in request until the returned function unsubscribes it. */
export function onSignInRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Runs `onRequest` on every sign-in request while the calling component is mounted (pass a stable callback). */
export function useSignInRequest(onRequest: () => void): void {
  useEffect(() => onSignInRequest(onRequest), [onRequest]);
}
