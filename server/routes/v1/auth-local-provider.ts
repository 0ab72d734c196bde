/**
 * /api/v1/auth/local-provider: the local OpenID endpoint (checkid_setup page, check_authentication) and the
 * picker's approve action. Mounted only when local auth is on and no real Steam endpoint is configured.
 */
import type { FastifyInstance } from 'fastify';
import { registerFormBody } from '../../plugins/form-body';
import type { LocalOpenIdProvider } from '../../services/local-openid-provider';
import { IDENTIFIER_SELECT } from '../../services/openid';
import { CALLBACK_PATH } from '../../services/sign-in';
import { localProviderError, localProviderPage } from '../../views/local-provider-page';
import { PAGE_HEADERS } from '../../views/page';

/** Path of the local provider endpoint under the site root. */
export const LOCAL_PROVIDER_PATH = '/api/v1/auth/local-provider';

const str = { type: 'string', maxLength: 4096 } as const;

const setupSchema = {
  querystring: {
    type: 'object',
    properties: {
      'openid.ns': str,
      'openid.mode': str,
      'openid.return_to': str,
      'openid.realm': str,
      'openid.identity': str,
      'openid.claimed_id': str,
    },
    required: ['openid.mode', 'openid.return_to', 'openid.realm'],
    additionalProperties: false,
  },
} as const;

const approveSchema = {
  body: {
    type: 'object',
    properties: { return_to: str, steamId: { type: 'string', pattern: '^7656119\\d{10}$' }, nickname: { type: 'string', maxLength: 64 } },
    required: ['return_to'],
    additionalProperties: false,
  },
} as const;

const checkSchema = {
  body: { type: 'object', maxProperties: 40, additionalProperties: { type: 'string', maxLength: 4096 } },
} as const;

type SetupQuery = Record<'openid.mode' | 'openid.return_to' | 'openid.realm', string> & Partial<Record<'openid.identity' | 'openid.claimed_id' | 'openid.ns', string>>;

/** Registers the local provider routes for one provider instance. */
export async function localProviderRoutes(app: FastifyInstance, opts: { provider: LocalOpenIdProvider }): Promise<void> {
  const { provider } = opts;
  const { publicUrl } = app.config;
  registerFormBody(app);
  const ourReturnTo = (s: string) => s.startsWith(`${publicUrl}${CALLBACK_PATH}?`);

  app.get<{ Querystring: SetupQuery }>('/auth/local-provider', { schema: setupSchema, attachValidation: true }, async (req, reply) => {
    reply.headers(PAGE_HEADERS);
    const q = req.query;
    const selectOk = (v: string | undefined) => v === undefined || v === IDENTIFIER_SELECT;
    if (req.validationError || q['openid.mode'] !== 'checkid_setup' || !selectOk(q['openid.identity']) || !selectOk(q['openid.claimed_id'])) {
      return reply.status(400).send(localProviderError('This is not a sign-in request this provider understands.'));
    }
    if (!ourReturnTo(q['openid.return_to']) || q['openid.realm'] !== publicUrl) {
      return reply.status(400).send(localProviderError('This provider only signs visitors in to this site.'));
    }
    return reply.send(
      localProviderPage({
        approveUrl: `${publicUrl}${LOCAL_PROVIDER_PATH}/approve`,
        returnTo: q['openid.return_to'],
        realm: publicUrl,
        profiles: provider.profiles(),
      }),
    );
  });

  app.post<{ Body: { return_to: string; steamId?: string; nickname?: string } }>(
    '/auth/local-provider/approve',
    { schema: approveSchema, attachValidation: true },
    async (req, reply) => {
      reply.headers(PAGE_HEADERS);
      const b = req.body;
      if (req.validationError || !ourReturnTo(b.return_to)) {
        return reply.status(400).send(localProviderError('This sign-in request is malformed or not meant for this site.'));
      }
      const nickname = (b.nickname ?? '').trim();
      let steamId = b.steamId;
      if (!steamId) {
        // eslint-disable-next-line no-control-regex
        if (nickname.length < 2 || nickname.length > 32 || /[\u0000-\u001f\u007f]/.test(nickname)) {
          return reply.status(400).send(localProviderError('A nickname needs 2 to 32 characters.'));
        }
        steamId = provider.createProfile(nickname).steamId;
      } else if (!provider.profile(steamId)) {
        return reply.status(400).send(localProviderError('That profile does not exist on this provider.'));
      }
      return reply.redirect(provider.assertionRedirect(steamId, b.return_to, Date.now()), 302);
    },
  );

  app.post<{ Body: Record<string, string> }>('/auth/local-provider', { schema: checkSchema }, async (req, reply) => {
    const body = new URLSearchParams(req.body).toString();
    return reply.header('content-type', 'text/plain; charset=utf-8').send(provider.checkAuthentication(body));
  });
}
