/** The setting rules config.ts shares with its callers: its error, and TRUST_PROXY's parse and Fastify form. */
import type { Config } from './config-types';

/** A setting that is missing, malformed or forbidden; the message is one line that names it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const IPV4_CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6_CIDR = /^[0-9a-f:.]+(\/\d{1,3})?$/i;
const NAMED = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY as Fastify and proxy-addr take it: a hop count n becomes "trust the nearest n hops" (Fastify's types
 * omit the number form); a list stays a list. Both the HTTP app and the websocket upgrade use this one rule.
 */
export function proxyTrust(
  t: Config['trustProxy'],
): false | string[] | ((addr: string, hop: number) => boolean) {
  return typeof t === 'number' ? (_addr, hop) => hop < t : t;
}

/** TRUST_PROXY: `0` (none), a hop count, or a comma list of addresses, CIDRs and proxy-addr names. */
export function parseTrustProxy(v: string): false | number | string[] {
  const s = v.trim();
  if (s === '' || s === '0') return false;
  if (/^\d+$/.test(s)) {
    const n = Number(s);
    if (n > 32) throw new ConfigError(`TRUST_PROXY must be a hop count of at most 32 (got ${s})`);
    return n;
  }
  const list = s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const x of list) {
    const ok =
      NAMED.includes(x) || (x.includes('.') ? IPV4_CIDR.test(x) : x.includes(':') && IPV6_CIDR.test(x));
    if (!ok)
      throw new ConfigError(
        `TRUST_PROXY must be 0, a hop count or a comma list of proxy addresses/CIDRs, never every hop (got "${x}")`,
      );
  }
  return list;
}
