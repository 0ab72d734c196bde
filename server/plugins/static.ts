/**
 * Serves the built client (hashed assets immutable and precompressed, history fallback to index.html) and the locale
 * files (compressed on the fly by plugins/compression.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLocaleCode } from '../../src/domain/locales';
import { screenOfPath } from '../../src/domain/routes';
import { hasUnsupportedLocalePrefix, splitLocalePath } from '../../src/lib/locale-path';
import type { SiteDemo } from '../../src/protocol/meta';
import { notFound } from '../errors';
import { pageHtml } from './page-hints';

const LOCALE_MAX_AGE_S = 24 * 60 * 60;
const CALLBACK_PAGE = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/auth\/callback\/?$/;
const ADMIN_PAGE = /^\/admin(\/[^.]*)?$/;

/**
 * Whether the client shows a screen of its own at `url` (the route table the router reads): anything else gets the
 * not-found page, and the server says so with a 404 (the /not-found screen itself included).
 */
export function isPageUrl(url: string): boolean {
  if (CALLBACK_PAGE.test(url)) return true;
  // The back office (src/admin) routes itself under /admin.
  if (ADMIN_PAGE.test(url)) return true;
  if (hasUnsupportedLocalePrefix(url)) return false;
  const screen = screenOfPath(splitLocalePath(url).rest);
  return screen !== null && screen !== 'notFound';
}

/** Registers locale files, static client files and the SPA fallback. */
async function registerStatic(app: FastifyInstance, opts: StaticOptions): Promise<void> {
  app.get<{ Params: { file: string } }>('/_i18n/:file', async (req, reply) => {
    const code = req.params.file.replace(/\.json$/, '');
    if (!isLocaleCode(code)) throw notFound('locale_not_found', `No messages for locale ${code}`);
    const body = await fs.promises.readFile(path.join(opts.localesDir, `${code}.json`), 'utf8');
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', `public, max-age=${LOCALE_MAX_AGE_S}`)
      .send(body);
  });

  const indexPath = path.join(opts.clientDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      cacheControl: false,
      index: false,
      // The build wrote .br and .gz next to each text asset (scripts/precompress.mjs): served as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(opts.clientDir, filePath).split(path.sep).join('/');
        res.setHeader(
          'cache-control',
          rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL answers brotli, gzip or plain bytes: caches in between must key on what was accepted.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    const isFileLike =
      /^\/(api|assets|_i18n|ws)(\/|$)/.test(url) ||
      url.startsWith('/favicon') ||
      /\.[a-z0-9]{1,8}$/i.test(url);
    if (isFileLike || req.method !== 'GET' || !hasClient) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `Not found: ${req.method} ${url}` } });
    }
    const html = await fs.promises.readFile(indexPath, 'utf8');
    // The sign-in hand-over page carries the session token in its URL (/auth/callback?token=, optionally under a
    // language prefix): no Referer from it, and never cached.
    if (CALLBACK_PAGE.test(url))
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    else reply.header('cache-control', 'no-cache');
    // The page is the app either way: it shows the not-found screen where the route table has no screen.
    if (!isPageUrl(url)) reply.status(404);
    // Search engines keep out of the back office.
    if (ADMIN_PAGE.test(url)) reply.header('x-robots-tag', 'noindex, nofollow');
    // The page differs by locale cookie and language: shared caches key on them.
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('vary', 'cookie, accept-language')
      .send(
        pageHtml(
          html,
          url,
          { cookies: req.cookies, acceptLanguage: req.headers['accept-language'] },
          opts.demo,
        ),
      );
  });
}

/** What the static plugin serves: the built client, the locale files and the demo providers shown on pages. */
export interface StaticOptions {
  clientDir: string;
  localesDir: string;
  demo: SiteDemo;
}

/** The static plugin: locale files, the built client and the single-page fallback, after every API route. */
export const staticPlugin = fp(async (app: FastifyInstance, o: StaticOptions) => registerStatic(app, o), {
  name: 'static',
  dependencies: ['security', 'compression'],
});
