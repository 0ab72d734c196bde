/** Websocket Origin policy: same host as the request, or an allowed origin; requests without Origin (non-browser) pass. */

/** True when a websocket upgrade with this Origin and Host may proceed. */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (host !== undefined && url.host.toLowerCase() === host.toLowerCase()) return true;
  return allowed.some((a) => {
    try {
      return new URL(a).origin === url.origin;
    } catch {
      return false;
    }
  });
}
