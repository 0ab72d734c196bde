/**
 * Signing in or out reconnects the websocket (SPEC section 4, Websocket). This binding is tiny and imports no
 * websocket code, so the shell's first download stays small; the caller applies the new token to the socket.
 */

/** The part of the store the binding reads. */
export interface TokenStore {
  getState(): { session: { token: string | null } };
  subscribe(listener: () => void): () => void;
}

/** Calls `apply` with the session token each time it changes (not for the token present at start). */
export function bindWsToken(store: TokenStore, apply: (token: string | null) => void): () => void {
  let last = store.getState().session.token;
  return store.subscribe(() => {
    const token = store.getState().session.token;
    if (token === last) return;
    last = token;
    apply(token);
  });
}
