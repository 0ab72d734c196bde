/** /api/v1/auth/steam/*: Steam OpenID sign-in; /api/v1/logout. Mounts the local provider when no real one is set. */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { badRequest } from '../../errors';
import { bearerToken } from '../../plugins/auth';
import { LocalOpenIdProvider } from '../../services/local-openid-provider';
import { OpenIdError, type ProviderPoster } from '../../services/openid';
import { clientCallbackUrl, finishSignIn, loginUrl, safeRedirectPath } from '../../services/sign-in';
import { revokeSession } from '../../services/users';
import { localProviderRoutes, LOCAL_PROVIDER_PATH } from './auth-local-provider';

/** The OpenID endpoint in use: real Steam when configured, else the local provider when allowed, else none. */
export function openIdEndpoint(config: Config): string | undefined {
  if (config.steamOpenIdEndpoint) return config.steamOpenIdEndpoint;
  return config.localAuth ? `${config.publicUrl}${LOCAL_PROVIDER_PATH}` : undefined;
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

const loginSchema = {
  querystring: {
    type: 'object',
    properties: { clientRedirectTo: { type: 'string', maxLength: 2048 } },
    additionalProperties: false,
  },
} as const;

const callbackSchema = {
  querystring: { type: 'object', maxProperties: 40, additionalProperties: { type: 'string', maxLength: 4096 } },
} as const;

/** Registers sign-in, callback, logout and (in local mode) the local provider. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const secret = config.authSecret ? Buffer.from(config.authSecret) : randomBytes(32);
  const stateKey = createHmac('sha256', secret).update('sign-in-state').digest();
  const endpoint = openIdEndpoint(config);
  const local =
    endpoint && !config.steamOpenIdEndpoint
      ? new LocalOpenIdProvider(endpoint, createHmac('sha256', secret).update('local-openid-provider').digest())
      : null;
  // Local mode asks the in-process provider; the verification code around the call is the same.
  const post: ProviderPoster = local ? async (_endpoint, body) => local.checkAuthentication(body) : httpPoster;
  const limited = app.rateLimit({ key: 'ip', ...config.rateLimits.auth });
  if (local) await app.register(localProviderRoutes, { provider: local });

  app.get<{ Querystring: { clientRedirectTo?: string } }>(
    '/auth/steam/login',
    { schema: loginSchema, preHandler: limited },
    async (req, reply) => {
      const target = safeRedirectPath(config.publicUrl, req.query.clientRedirectTo);
      if (target === null) throw badRequest('invalid_redirect', 'clientRedirectTo must be a page of this site');
      if (!endpoint) return reply.redirect(clientCallbackUrl(config.publicUrl, target, { error: 'auth_unavailable' }), 302);
      return reply.redirect(loginUrl({ endpoint, publicUrl: config.publicUrl, secret: stateKey, target, now: Date.now() }), 302);
    },
  );

  app.get<{ Querystring: Record<string, string> }>(
    '/auth/steam/callback',
    { schema: callbackSchema, attachValidation: true, preHandler: limited },
    async (req, reply) => {
      const raw = typeof req.query?.clientRedirectTo === 'string' ? req.query.clientRedirectTo : undefined;
      const target = raw === undefined ? null : safeRedirectPath(config.publicUrl, raw);
      const fail = (code: string) => reply.redirect(clientCallbackUrl(config.publicUrl, target, { error: code }), 302);
      if (req.validationError) return fail('invalid_response');
      if (!endpoint) return fail('auth_unavailable');
      try {
        const done = await finishSignIn(req.query, {
          db: app.db,
          publicUrl: config.publicUrl,
          endpoint,
          secret: stateKey,
          post,
          profile: local ? (steamId) => local.profile(steamId) : undefined,
          now: Date.now(),
        });
        req.log.info({ userId: done.userId }, 'signed in');
        return reply.redirect(clientCallbackUrl(config.publicUrl, done.target, { token: done.token }), 302);
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

  app.post(
    '/logout',
    { config: { allowStaleToken: true }, schema: { body: { type: ['object', 'null'] } } },
    async (req) => {
      const token = bearerToken(req);
      if (token && token.length <= 256) await revokeSession(app.db, token);
      return { data: { ok: true } };
    },
  );
}
