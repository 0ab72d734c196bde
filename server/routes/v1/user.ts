/** /api/v1/user/*: the signed-in user's info, preferences, self-care restrictions; public profiles. */
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../errors';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type {
  PrefsAnswer,
  PrefsRequest,
  PublicProfile,
  RestrictionRequest,
  RestrictionsAnswer,
  UserInfo,
} from '../../../src/protocol/user';
import { requireUser } from '../../plugins/auth';
import { refreshSteamProfile } from '../../services/auth/steam-profile';
import { publicProfile, updatePrefs, userInfo } from '../../services/profile/profile';
import {
  applyRestriction,
  MAX_RECHARGE_LIMIT,
  RESTRICTION_DAYS,
  RESTRICTION_TYPES,
} from '../../services/users/restrictions';

const prefsFields = {
  email: { type: 'string', maxLength: 1024 },
  tradeURL: { type: 'string', maxLength: 512 },
  translateNames: { type: 'boolean' },
  profilePublic: { type: 'boolean' },
} as const;

const prefsSchema = {
  body: {
    type: 'object',
    properties: {
      prefs: { type: 'object', properties: prefsFields, additionalProperties: false },
      ...prefsFields,
    },
    additionalProperties: false,
  },
} as const;

const restrictionSchema = {
  body: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: RESTRICTION_TYPES },
      op: { type: 'string', enum: ['apply'] },
      days: { type: 'integer', enum: RESTRICTION_DAYS },
      limit: { type: 'integer', minimum: 0, maximum: MAX_RECHARGE_LIMIT },
    },
    required: ['type', 'op', 'days'],
    additionalProperties: false,
  },
} as const;

const profileSchema = {
  querystring: {
    type: 'object',
    properties: { userID: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
    required: ['userID'],
    additionalProperties: false,
  },
} as const;

/** Registers GET /user/me, POST /user/prefs, POST /user/restriction, GET /user/profile. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get('/user/me', async (req): Promise<ApiAnswer<UserInfo>> => {
    const userId = requireUser(req);
    const info = await userInfo(app.db, userId, Date.now());
    if (!info) throw unauthorized();
    // Real Steam sign-ins: the Steam name and avatar are refreshed at most daily, in the background (nothing without a key).
    if (app.config.steamOpenIdEndpoint) refreshSteamProfile(app.db, app.config.steamApi, userId, req.log);
    return { data: info };
  });

  app.post<{ Body: PrefsRequest }>(
    '/user/prefs',
    { schema: prefsSchema },
    async (req): Promise<ApiAnswer<PrefsAnswer>> => {
      const userId = requireUser(req);
      const b = req.body;
      const prefs = await updatePrefs(app.db, userId, {
        email: b.prefs?.email ?? b.email,
        tradeURL: b.prefs?.tradeURL ?? b.tradeURL,
        translateNames: b.prefs?.translateNames ?? b.translateNames,
        profilePublic: b.prefs?.profilePublic ?? b.profilePublic,
      });
      return { data: { prefs } };
    },
  );

  app.post<{ Body: RestrictionRequest }>(
    '/user/restriction',
    { schema: restrictionSchema },
    async (req): Promise<ApiAnswer<RestrictionsAnswer>> => {
      const userId = requireUser(req);
      const { type, days, limit } = req.body;
      const restrictions = await applyRestriction(app.db, userId, { type, days, limit }, Date.now());
      return { data: { restrictions } };
    },
  );

  app.get<{ Querystring: { userID: string } }>(
    '/user/profile',
    { schema: profileSchema },
    async (req): Promise<ApiAnswer<PublicProfile>> => ({
      data: await publicProfile(app.db, req.query.userID, req.userId),
    }),
  );
}
