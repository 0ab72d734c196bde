/**
 * /api/v1/auth/local-provider: the local OpenID endpoint (checkid_setup page, check_authentication) and the
 * picker's approve action. Mounted only when local auth is on and no real Steam endpoint is configured. Each
 * browser sees and may sign in as only the profiles it created (a cookie sealed by the provider).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerFormBody } from '../../plugins/form-body';
import type { LocalOpenIdProvider } from '../../services/auth/local-openid-provider';
import { IDENTIFIER_SELECT } from '../../services/auth/openid';
import { CALLBACK_PATH } from '../../services/auth/sign-in';
import {
  localProviderError,
  localProviderPage,
  type LocalProviderRefusal,
} from '../../views/local-provider-page';
import { PAGE_HEADERS } from '../../views/page';
import { closedObject } from '../schema';
import { PROFILES_COOKIE, siteOf, textsFor } from './auth-browser';
import { hasControlChars } from '../../../src/domain/text';

/** Path of the local provider endpoint under the site root. */
export const LOCAL_PROVIDER_PATH = '/api/v1/auth/local-provider';

const str = { type: 'string', maxLength: 4096 } as const;

const setupSchema = {
  querystring: closedObject(
    {
      'openid.ns': str,
      'openid.mode': str,
      'openid.return_to': str,
      'openid.realm': str,
      'openid.identity': str,
      'openid.claimed_id': str,
    },
    ['openid.mode', 'openid.return_to', 'openid.realm'],
  ),
};

const approveSchema = {
  body: closedObject(
    {
      return_to: str,
      steamId: { type: 'string', pattern: '^7656119\\d{10}$' },
      nickname: { type: 'string', maxLength: 64 },
    },
    ['return_to'],
  ),
};

const checkSchema = {
  body: { type: 'object', maxProperties: 40, additionalProperties: { type: 'string', maxLength: 4096 } },
} as const;

type SetupQuery = Record<'openid.mode' | 'openid.return_to' | 'openid.realm', string> &
  Partial<Record<'openid.identity' | 'openid.claimed_id' | 'openid.ns', string>>;

/** Registers the local provider routes for one provider instance (in a context whose errors are HTML pages). */
export async function localProviderRoutes(
  app: FastifyInstance,
  opts: { provider: LocalOpenIdProvider },
): Promise<void> {
  const { provider } = opts;
  registerFormBody(app);
  const ourReturnTo = (site: string, s: string) => s.startsWith(`${site}${CALLBACK_PATH}?`);
  const refuse = (req: FastifyRequest, reply: FastifyReply, reason: LocalProviderRefusal) => {
    const { t, lang } = textsFor(app, req);
    return reply
      .status(400)
      .headers(PAGE_HEADERS)
      .send(localProviderError(t, lang, reason));
  };

  app.get<{ Querystring: SetupQuery }>(
    '/auth/local-provider',
    { schema: setupSchema, attachValidation: true },
    async (req, reply) => {
      reply.headers(PAGE_HEADERS);
      const q = req.query;
      const selectOk = (v: string | undefined) => v === undefined || v === IDENTIFIER_SELECT;
      if (
        req.validationError ||
        q['openid.mode'] !== 'checkid_setup' ||
        !selectOk(q['openid.identity']) ||
        !selectOk(q['openid.claimed_id'])
      ) {
        return refuse(req, reply, 'not_understood');
      }
      const site = siteOf(app, req);
      if (site === null || !ourReturnTo(site, q['openid.return_to']) || q['openid.realm'] !== site)
        return refuse(req, reply, 'other_site');
      const { t, lang } = textsFor(app, req);
      return reply.send(
        localProviderPage({
          t,
          lang,
          approveUrl: `${site}${LOCAL_PROVIDER_PATH}/approve`,
          returnTo: q['openid.return_to'],
          realm: site,
          // Only the profiles this browser created: the picker never shows anyone else's.
          profiles: provider.openProfiles(PROFILES_COOKIE.read(req, site)),
        }),
      );
    },
  );

  app.post<{ Body: { return_to: string; steamId?: string; nickname?: string } }>(
    '/auth/local-provider/approve',
    { schema: approveSchema, attachValidation: true },
    async (req, reply) => {
      reply.headers(PAGE_HEADERS);
      const b = req.body;
      const site = siteOf(app, req);
      if (req.validationError || site === null || !ourReturnTo(site, b.return_to))
        return refuse(req, reply, 'malformed');
      const mine = provider.openProfiles(PROFILES_COOKIE.read(req, site));
      const nickname = (b.nickname ?? '').trim();
      let steamId = b.steamId;
      if (!steamId) {
        if (nickname.length < 2 || nickname.length > 32 || hasControlChars(nickname))
          return refuse(req, reply, 'nickname');
        const created = provider.createProfile(nickname);
        steamId = created.steamId;
        PROFILES_COOKIE.write(
          reply,
          req,
          site,
          provider.sealProfiles([created, ...mine.filter((p) => p.steamId !== created.steamId)]),
        );
      } else {
        // A profile is usable only from the browser that created it.
        const own = mine.find((p) => p.steamId === steamId);
        if (!own) return refuse(req, reply, 'unknown_profile');
        provider.remember(own);
      }
      return reply.redirect(
        provider.assertionRedirect(steamId, b.return_to, `${site}${LOCAL_PROVIDER_PATH}`, Date.now()),
        302,
      );
    },
  );

  app.post<{ Body: Record<string, string> }>(
    '/auth/local-provider',
    { schema: checkSchema },
    async (req, reply) => {
      const site = siteOf(app, req) ?? app.config.publicUrl;
      const body = new URLSearchParams(req.body).toString();
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .send(provider.checkAuthentication(body, `${site}${LOCAL_PROVIDER_PATH}`));
    },
  );
}
