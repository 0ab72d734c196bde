/** The client address of a websocket upgrade, as Fastify computes `request.ip` with the same TRUST_PROXY setting. */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { proxyTrust, type Config } from '../config';

/**
 * Returns a function giving a request's client address (undefined when its socket is already gone). Trust as in
 * app.ts (config.ts proxyTrust): false = the TCP peer; a hop count n = the nearest n proxies; a list = those addresses/CIDRs.
 */
export function clientAddressOf(
  trustProxy: Config['trustProxy'],
): (req: IncomingMessage) => string | undefined {
  const rule = proxyTrust(trustProxy);
  if (rule === false) return (req) => req.socket.remoteAddress;
  const trust = Array.isArray(rule) ? proxyAddr.compile(rule) : rule;
  return (req) => (req.socket.remoteAddress === undefined ? undefined : proxyAddr(req, trust));
}
