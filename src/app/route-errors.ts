/** Router error rules: 404 detection, exempt paths and safe redirects (SPEC sections 2 and 8). */
import { isRouteErrorResponse } from 'react-router';

/** An error a route raises on purpose, carrying an HTTP-like status. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

/** The error of a path that matches no route. */
export function unmatchedRouteError(path: string): RouteError {
  return new RouteError(404, `Page not found: ${path}`);
}

/** The error of a route whose validate check failed. */
export function validationError(fullPath: string, status = 404): RouteError {
  return new RouteError(status, `Page Not Found: ${fullPath}`);
}

/** A router error shows the not-found page when its status is 404 or its message mentions 404. */
export function isNotFoundError(err: unknown): boolean {
  if (isRouteErrorResponse(err)) return err.status === 404;
  if (err && typeof err === 'object' && 'status' in err && err.status === 404) return true;
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  return message.includes('404');
}

/** Paths the client never routes: the server answers them (API, built assets, favicons). */
export function isExemptPath(pathname: string): boolean {
  return /^\/(api|assets)(\/|$)/.test(pathname) || pathname.startsWith('/favicon');
}

/** A same-site path to go to after sign-in; anything else becomes '/'. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
