/** Minimal document.cookie helpers (name/value are URI-encoded). */

/** Reads one cookie from a cookie header string. */
export function parseCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Builds a Set-Cookie style string: path /, SameSite=Lax, max-age in days. */
export function serializeCookie(name: string, value: string, days: number): string {
  return `${name}=${encodeURIComponent(value)}; max-age=${Math.round(days * 86_400)}; path=/; SameSite=Lax`;
}

/** Reads a cookie from the document. */
export function getCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : parseCookie(document.cookie, name);
}

/** Writes a cookie on the document. */
export function setCookie(name: string, value: string, days: number): void {
  if (typeof document !== 'undefined') document.cookie = serializeCookie(name, value, days);
}
