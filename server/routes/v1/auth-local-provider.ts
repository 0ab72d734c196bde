/**
 * /api/v1/auth/local-provider: the local OpenID endpoint (checkid_setup page, check_authentication) and the
 * picker's approve action. Mounted only when local auth is on and no real Steam endpoint is configured. Each
 * browser sees and may sign in as only the profiles it created (a cookie sealed by the provider).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { doc, type ApiApp } from '../typebox';
import { htmlAnswer, redirectAnswer } from '../../../src/protocol/page';
import { LocalApproveBody, LocalCheckBody, LocalSetupQuery } from '../../../src/protocol/auth';
import { PROFILES_COOKIE, siteOf, textsFor } from './auth-browser';
import { hasControlChars } from '../../../src/domain/text';

/** Path of the local provider endpoint under the site root. */
export const LOCAL_PROVIDER_PATH = '/api/v1/auth/local-provider';

const tag = 'auth';
const refusal = {
  '4xx': htmlAnswer('The request is not one this provider understands (a translated page).'),
};

const setupSchema = {
  ...doc(tag, 'The local demo sign-in page: pick or create a profile (demo mode only)'),
  querystring: LocalSetupQuery,
  response: { 200: htmlAnswer('The profile picker.'), ...refusal },
};

const approveSchema = {
  ...doc(tag, 'Signs in as the picked or new demo profile (a form post; demo mode only)'),
  body: LocalApproveBody,
  response: { 302: redirectAnswer("back to the site's sign-in callback with the assertion"), ...refusal },
};

const checkSchema = {
  ...doc(tag, "The local provider's OpenID check_authentication (demo mode only)"),
  body: LocalCheckBody,
  response: {
    200: {
      description: 'The OpenID key-value answer (`is_valid:true` or `is_valid:false`).',
      content: { 'text/plain': { schema: { type: 'string' } } },
    },
    ...refusal,
  },
};

/** Registers the local provider routes for one provider instance (in a context whose errors are HTML pages). */
export async function localProviderRoutes(
  app: ApiApp,
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

  app.get('/auth/local-provider', { schema: setupSchema, attachValidation: true }, async (req, reply) => {
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
  });

  app.post(
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

  app.post('/auth/local-provider', { schema: checkSchema }, async (req, reply) => {
    const site = siteOf(app, req) ?? app.config.publicUrl;
    const body = new URLSearchParams(req.body).toString();
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .send(provider.checkAuthentication(body, `${site}${LOCAL_PROVIDER_PATH}`));
  });
}
