/**
 * Security headers on every answer (site pages, API, static files, errors) through @fastify/helmet, and the
 * start-up warning when a demo provider is on.
 *
 * - CSP: scripts only from our origin (Vite's build emits no inline script; `build.modulePreload.polyfill` is off),
 *   no eval (the arena imports `pixi.js/unsafe-eval`, Pixi's eval-free shader/uniform sync), styles only from our
 *   origin (React, GSAP and Pixi set styles through CSSOM, which CSP does not govern; no style attributes or inline
 *   `<style>` in the built client). Per-request nonces (`reply.cspNonce.script` / `.style`) let a server-rendered
 *   page use an inline `<script nonce>` / `<style nonce>` without loosening the policy.
 * - frame-ancestors 'none' and X-Frame-Options DENY everywhere, the streamer view too: OBS's browser source opens
 *   `/battles/view/{id}/stream` as a top-level page, which framing rules do not touch, and no supported use frames it.
 * - HSTS only when PUBLIC_URL is https (a plain-http site would lock browsers out of itself).
 */
import helmet from '@fastify/helmet';
import helmetHeaders from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { demoProviders, demoWarning } from '../services/meta/demo-mode';
import { STEAM_AVATAR_HOSTS } from '../services/auth/steam-profile';

type Directives = Record<string, string[]>;

/** The same-origin websocket origin for a public URL ('self' covers it in current browsers; older Safari needs it). */
function websocketOrigin(publicUrl: string): string {
  const u = new URL(publicUrl);
  return `${u.protocol === 'https:' ? 'wss:' : 'ws:'}//${u.host}`;
}

/** The site's Content-Security-Policy directives for a configuration (helmet adds the per-request nonces). */
function cspDirectives(config: Pick<Config, 'publicUrl' | 'steamApi'>): Directives {
  const https = config.publicUrl.startsWith('https://');
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // Item art, avatars and Pixi's SVG rasterising (blob: URLs of fetched files), inlined small assets (data:).
    // With the Steam Web API on, players' Steam avatars come from Steam's image hosts.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(config.steamApi.key ? STEAM_AVATAR_HOSTS.map((h) => `https://${h}`) : []),
    ],
    'font-src': ["'self'", 'data:'],
    // Howler: small sounds are inlined as data: URLs by Vite; its HTML5 fallback may play blob:/data: sources.
    'media-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", websocketOrigin(config.publicUrl)],
    // Pixi decodes images in workers it starts from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Route options of an answer that is never a page (JSON): the same headers without per-request CSP nonces, set by a
 * middleware built once (@fastify/helmet builds one per request, and draws two nonces: a third of a small route's
 * cost, issue 14).
 */
export const NO_PAGE = { helmet: false, config: { fixedSecurityHeaders: true } } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by NO_PAGE: the security headers come from the middleware built once. */
    fixedSecurityHeaders?: boolean;
  }
}

/** Helmet's options for a configuration (the site's CSP, HSTS on https). */
function helmetOptions(config: Pick<Config, 'publicUrl' | 'steamApi'>) {
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Cross-origin fetches and form posts still carry our origin (CSRF checks read it); paths stay private.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // A year, this host only: the site cannot know what else runs under its parent domain.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  } as const;
}

/**
 * Sets the fixed security headers on a raw answer, for the answers no route hook sees: Fastify's `frameworkErrors`
 * (a malformed URL such as `/%`) are answered before any onRequest hook runs.
 */
export function securityHeaderSetter(
  config: Pick<Config, 'publicUrl' | 'steamApi'>,
): (req: IncomingMessage, res: ServerResponse) => void {
  const fixed = helmetHeaders(helmetOptions(config));
  return (req, res) => fixed(req, res, () => undefined);
}

/** Registers helmet for every route and the demo-mode warning at start. */
async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const options = helmetOptions(config);
  await app.register(helmet, { enableCSPNonces: true, ...options });
  const fixed = helmetHeaders(options);
  app.addHook('onRequest', (req, reply, next) => {
    if (req.routeOptions.config.fixedSecurityHeaders)
      fixed(req.raw, reply.raw, (err?: unknown) => next(err instanceof Error ? err : undefined));
    else next();
  });

  const warning = demoWarning(
    demoProviders(config),
    config.trades.sandbox,
    config.beacon.kind === 'local',
    config.mail.catcher && !config.mail.smtpUrl,
  );
  if (warning) app.addHook('onReady', async () => app.log.warn(warning));
}

/** The security plugin: helmet's headers on every answer. */
export const securityPlugin = fp(async (app: FastifyInstance) => registerSecurity(app), {
  name: 'security',
  dependencies: [],
});
