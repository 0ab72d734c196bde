/** Where the Steam button sends the browser, and the sign-in error codes the callback may bring back. */

/**
 * The server's sign-in address returning to /auth/callback, which then goes back to `current` (path + search).
 * `nonce` (src/lib/session.ts startSignInNonce) comes back beside the token: only then is the token taken.
 */
export function steamLoginUrl(origin: string, current: string, nonce: string): string {
  const callback = `${origin}/auth/callback?redirect=${encodeURIComponent(current || '/')}&nonce=${encodeURIComponent(nonce)}`;
  return `/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent(callback)}`;
}

/** Sign-in failure codes the server sends as ?error= (anything else reads as the generic failure). */
const AUTH_ERROR_CODES = [
  'auth_unavailable',
  'provider_unreachable',
  'expired_nonce',
  'replayed',
  'invalid_state',
  'server_error',
] as const;

/** A known sign-in error code. */
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number] | 'generic';

/** Maps a raw ?error= value to a code with its own message (others become 'generic'). */
export function authErrorCode(raw: string | null): AuthErrorCode {
  return (AUTH_ERROR_CODES as readonly string[]).includes(raw ?? '') ? (raw as AuthErrorCode) : 'generic';
}
