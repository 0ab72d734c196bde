/**
 * The staff session token (the back office's credential, separate from the play session): kept for this tab only
 * (sessionStorage), so closing the tab ends the back office in it; listeners hear when it changes.
 */
const KEY = 'ca.staffSession';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** The staff session token of this tab, or null. */
export function readStaffToken(): string | null {
  return tabStorage()?.getItem(KEY) || null;
}

/** Keeps (or, with null, forgets) the staff session token and tells the listeners. */
export function writeStaffToken(token: string | null): void {
  if (token) tabStorage()?.setItem(KEY, token);
  else tabStorage()?.removeItem(KEY);
  listeners.forEach((l) => l());
}

/** Subscribes to token changes (useSyncExternalStore's shape). */
export function subscribeStaffToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
