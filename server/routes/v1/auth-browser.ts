/**
 * What the browser-facing sign-in routes share: the site address of a request, the sign-in cookies (the state's
 * browser binding, the local provider's profile list) and the translated HTML error page that replaces JSON
 * on every path a browser navigates to during sign-in.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { signInSite, STATE_TTL_MS } from '../../services/auth/sign-in';
import { pageTexts, type LocaleInput } from '../../views/messages';
import { PAGE_HEADERS } from '../../views/page';
import { LOCALE_COOKIE } from '../../../src/lib/locale-path';
import { signInErrorPage } from '../../views/sign-in-error-page';

/** The site URL sign-in runs on for this request (see signInSite), or null when Origin and Host disagree. */
export function siteOf(app: FastifyInstance, req: FastifyRequest): string | null {
  const origin = req.headers.origin;
  return signInSite(app.config, {
    protocol: req.protocol,
    host: req.host,
    origin: typeof origin === 'string' ? origin : undefined,
  });
}

/** True when the sign-in cookies must be `__Host-` + Secure: the site or this request is https. */
function secureSite(req: FastifyRequest, site: string | null): boolean {
  return (site ?? '').startsWith('https:') || req.protocol === 'https';
}

/** A sign-in cookie: `__Host-<name>` (Secure) on https, else `<name>`; always HttpOnly, SameSite=Lax, path /. */
export interface SignInCookie {
  read(req: FastifyRequest, site: string | null): string | undefined;
  write(reply: FastifyReply, req: FastifyRequest, site: string | null, value: string): void;
}

function signInCookie(name: string, maxAgeS: number): SignInCookie {
  const nameFor = (req: FastifyRequest, site: string | null) =>
    secureSite(req, site) ? `__Host-${name}` : name;
  return {
    read: (req, site) => req.cookies[nameFor(req, site)],
    write: (reply, req, site, value) =>
      void reply.setCookie(nameFor(req, site), value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureSite(req, site),
        maxAge: maxAgeS,
      }),
  };
}

/**
 * Binds a started sign-in to this browser; the provider's redirect back is a top-level GET, which carries a
 * SameSite=Lax cookie, while a link planted by someone else arrives without it (or with another value).
 */
export const STATE_COOKIE = signInCookie('ca-signin', Math.ceil(STATE_TTL_MS / 1000));
/** The local demo provider's list of profiles created in this browser (sealed by the provider). */
export const PROFILES_COOKIE = signInCookie('ca-local-profiles', 365 * 24 * 60 * 60);

/** The page the visitor came from or goes back to, for its locale prefix ('/de/...'). */
function pathHint(req: FastifyRequest): string | undefined {
  const q = (req.query ?? {}) as Record<string, unknown>;
  let raw = q.clientRedirectTo;
  if (typeof raw !== 'string') {
    const returnTo = q['openid.return_to'] ?? (req.body as Record<string, unknown> | undefined)?.return_to;
    if (typeof returnTo !== 'string') return undefined;
    try {
      raw = new URL(returnTo).searchParams.get('clientRedirectTo') ?? undefined;
    } catch {
      return undefined;
    }
    if (typeof raw !== 'string') return undefined;
  }
  try {
    const url = new URL(raw, 'http://site.invalid');
    const back = url.searchParams.get('redirect');
    return back && /\/auth\/callback$/.test(url.pathname)
      ? new URL(back, 'http://site.invalid').pathname
      : url.pathname;
  } catch {
    return undefined;
  }
}

/** The language and translator of a sign-in page for this request. */
export function textsFor(app: FastifyInstance, req: FastifyRequest): ReturnType<typeof pageTexts> {
  const input: LocaleInput = {
    pathname: pathHint(req),
    cookies: req.cookies,
    acceptLanguage: req.headers['accept-language'],
  };
  return pageTexts(app.config.localesDir, input);
}

/**
 * The language a request says it wants (the locale cookie or Accept-Language), or null when it says nothing: a
 * client with no preference never overwrites the one a player chose (mails are written in it).
 */
export function requestLocale(app: FastifyInstance, req: FastifyRequest): string | null {
  if (!req.cookies?.[LOCALE_COOKIE] && !req.headers['accept-language'] && !pathHint(req)) return null;
  return textsFor(app, req).lang;
}

/** Answers with the translated sign-in error page (HTML, never JSON) for this code. */
export function sendSignInError(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
): FastifyReply {
  const { t, lang } = textsFor(app, req);
  const site = siteOf(app, req);
  return reply
    .status(status)
    .headers(PAGE_HEADERS)
    .send(signInErrorPage({ t, lang, code, home: site ? `${site}/` : '/' }));
}

/** Makes every error of the routes in this context (rate limits, bad sessions, schema failures) an HTML page. */
export function htmlErrors(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) return sendSignInError(app, req, reply, err.statusCode, err.code);
    const status = err.statusCode ?? 500;
    if (err.validation || (status >= 400 && status < 500))
      return sendSignInError(app, req, reply, status, 'invalid_request');
    req.log.error({ err }, 'sign-in page failed');
    return sendSignInError(app, req, reply, 500, 'server_error');
  });
}
