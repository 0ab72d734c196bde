/**
 * /api/v1/auth/steam/*: Steam OpenID sign-in, its state bound to the browser by a cookie; /api/v1/logout (which
 * also closes the session's open websockets on every process).
 * Mounts the local provider when no real one is set.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { bearerToken } from '../../plugins/auth';
import { hashToken } from '../../services/users/users';
import { LocalOpenIdProvider } from '../../services/auth/local-openid-provider';
import { OpenIdError, type ProviderPoster } from '../../services/auth/openid';
import {
  clientCallbackUrl,
  finishSignIn,
  loginUrl,
  newBinding,
  safeRedirectPath,
} from '../../services/auth/sign-in';
import { revokeSession } from '../../services/users/users';
import { htmlErrors, sendSignInError, siteOf, STATE_COOKIE, requestLocale } from './auth-browser';
import { rememberLocale } from '../../services/mail/confirm';
import { noteSignIn } from '../../services/mail/devices';
import { localProviderRoutes, LOCAL_PROVIDER_PATH } from './auth-local-provider';
import { answerSchema, doc, type ApiApp } from '../typebox';
import { htmlAnswer, redirectAnswer } from '../../../src/protocol/page';
import { LogoutAnswer, LogoutRequest, SignInCallbackQuery, SignInQuery } from '../../../src/protocol/auth';

/** The OpenID endpoint for a site address: real Steam when configured, else the local provider when allowed, else none. */
function openIdEndpoint(config: Config, site: string): string | undefined {
  if (config.steamOpenIdEndpoint) return config.steamOpenIdEndpoint;
  return config.localAuth ? `${site}${LOCAL_PROVIDER_PATH}` : undefined;
}

const httpPoster: ProviderPoster = async (endpoint, body) => {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`provider answered ${res.status}`);
  return (await res.text()).slice(0, 64 * 1024);
};

const tag = 'auth';
// A refusal of a sign-in page is a translated HTML page (auth-browser.ts), not JSON.
const pageRefusal = { '4xx': htmlAnswer('Why signing in could not start or finish.') };

const loginSchema = {
  ...doc(tag, 'Starts a Steam sign-in (a browser navigates here)'),
  querystring: SignInQuery,
  response: {
    302: redirectAnswer(
      "to Steam's sign-in page (or back to the site with `error` when sign-in is unavailable)",
    ),
    ...pageRefusal,
  },
};

const callbackSchema = {
  ...doc(
    tag,
    "Where Steam sends the browser back: checks the assertion, then redirects with the session's token",
  ),
  querystring: SignInCallbackQuery,
  response: {
    302: redirectAnswer('to the client callback with `token`, or with `error` when the assertion is refused'),
    ...pageRefusal,
  },
};

const BINDING_RE = /^[A-Za-z0-9_-]{32}$/;

/** Registers sign-in, callback, logout and (in local mode) the local provider. */
export async function authRoutes(app: ApiApp): Promise<void> {
  const { config } = app;
  const secret = config.authSecret ? Buffer.from(config.authSecret) : randomBytes(32);
  const stateKey = createHmac('sha256', secret).update('sign-in-state').digest();
  const local =
    !config.steamOpenIdEndpoint && config.localAuth
      ? new LocalOpenIdProvider(createHmac('sha256', secret).update('local-openid-provider').digest())
      : null;
  // Local mode asks the in-process provider; the verification code around the call is the same.
  const post: ProviderPoster = local
    ? async (endpoint, body) => local.checkAuthentication(body, endpoint)
    : httpPoster;
  const limited = app.rateLimit({ name: 'auth', key: 'ip', ...config.rateLimits.auth });

  // Pages a browser navigates to: errors are translated HTML pages, never JSON.
  await app.register(async (pages: ApiApp) => {
    htmlErrors(pages);
    if (local) await pages.register(localProviderRoutes, { provider: local });

    pages.get('/auth/steam/login', { schema: loginSchema, preHandler: limited }, async (req, reply) => {
      const site = siteOf(app, req);
      if (site === null) return sendSignInError(app, req, reply, 400, 'invalid_origin');
      const target = safeRedirectPath(site, req.query.clientRedirectTo);
      if (target === null) return sendSignInError(app, req, reply, 400, 'invalid_redirect');
      const endpoint = openIdEndpoint(config, site);
      if (!endpoint)
        return reply.redirect(clientCallbackUrl(site, target, { error: 'auth_unavailable' }), 302);
      // One binding per browser for the state's lifetime, so sign-ins started in two tabs both finish.
      const held = STATE_COOKIE.read(req, site);
      const binding = held && BINDING_RE.test(held) ? held : newBinding();
      STATE_COOKIE.write(reply, req, site, binding);
      return reply.redirect(
        loginUrl({ endpoint, site, secret: stateKey, binding, target, now: Date.now() }),
        302,
      );
    });

    pages.get(
      '/auth/steam/callback',
      { schema: callbackSchema, attachValidation: true, preHandler: limited },
      async (req, reply) => {
        // The callback URL carries the assertion; the page it redirects to carries the token: no Referer for either.
        reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
        const site = siteOf(app, req);
        if (site === null) return sendSignInError(app, req, reply, 400, 'invalid_origin');
        const raw = typeof req.query?.clientRedirectTo === 'string' ? req.query.clientRedirectTo : undefined;
        const target = raw === undefined ? null : safeRedirectPath(site, raw);
        const fail = (code: string) => reply.redirect(clientCallbackUrl(site, target, { error: code }), 302);
        if (req.validationError) return fail('invalid_response');
        const endpoint = openIdEndpoint(config, site);
        if (!endpoint) return fail('auth_unavailable');
        try {
          const done = await finishSignIn(req.query, {
            db: app.db,
            site,
            endpoint,
            secret: stateKey,
            binding: STATE_COOKIE.read(req, site) ?? null,
            post,
            profile: local ? (steamId) => local.profile(steamId) : undefined,
            steam: local ? undefined : { api: config.steamApi, log: req.log },
            now: Date.now(),
          });
          req.log.info({ userId: done.userId }, 'signed in');
          // The language mails are written in, and the browser (a new one queues a security mail): never a reason to fail.
          const lang = requestLocale(app, req);
          await app.db.kysely
            .transaction()
            .execute(async (trx) => {
              if (lang) await rememberLocale(trx, done.userId, lang);
              await noteSignIn(trx, {
                userId: done.userId,
                userAgent: req.headers['user-agent'],
                ip: req.ip,
                now: Date.now(),
              });
            })
            .catch((err: unknown) => req.log.warn({ err }, 'sign-in not noted for mail'));
          return reply.redirect(clientCallbackUrl(site, done.target, { token: done.token }), 302);
        } catch (err) {
          if (err instanceof OpenIdError) {
            req.log.warn({ code: err.code }, `sign-in refused: ${err.message}`);
            return fail(err.code);
          }
          req.log.error({ err }, 'sign-in failed');
          return fail('server_error');
        }
      },
    );
  });

  app.post(
    '/logout',
    {
      config: { allowStaleToken: true },
      schema: {
        ...doc(tag, "Signs out: closes the caller's session and its open websockets on every process"),
        body: LogoutRequest,
        response: answerSchema(LogoutAnswer),
      },
    },
    async (req) => {
      const token = bearerToken(req);
      if (token && token.length <= 256) {
        await revokeSession(app.db, token);
        // Its open websockets, on every process, stop receiving the user's private events.
        app.realtime.endSessions([hashToken(token)]);
      }
      return { data: { ok: true as const } };
    },
  );
}
