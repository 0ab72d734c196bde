/** /api/v1/user/*: the signed-in user's info, preferences, self-care restrictions; public profiles. */
import { unauthorized } from '../../errors';
import {
  PrefsAnswer,
  PrefsRequest,
  PublicProfile,
  PublicProfileQuery,
  RestrictionRequest,
  RestrictionsAnswer,
  UserInfo,
} from '../../../src/protocol/user';
import { requireUser } from '../../plugins/auth';
import { refreshSteamProfile } from '../../services/auth/steam-profile';
import { publicProfile, updatePrefs, userInfo } from '../../services/profile/profile';
import { applyRestriction } from '../../services/users/restrictions';
import { rememberLocale } from '../../services/mail/confirm';
import { requestLocale } from './auth-browser';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'user';

/** Registers GET /user/me, POST /user/prefs, POST /user/restriction, GET /user/profile. */
export async function userRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/user/me',
    {
      schema: {
        ...doc(tag, "The caller's account: wallets, level, preferences and restrictions in force", {
          signedIn: true,
        }),
        response: answerSchema(UserInfo),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const info = await userInfo(app.db, userId, Date.now());
      if (!info) throw unauthorized();
      // Mails are written in the language the player last used the site in.
      const lang = requestLocale(app, req);
      if (lang) await rememberLocale(app.db.kysely, userId, lang);
      // Real Steam sign-ins: the Steam name and avatar are refreshed at most daily, in the background (nothing without a key).
      if (app.config.steamOpenIdEndpoint) refreshSteamProfile(app.db, app.config.steamApi, userId, req.log);
      return { data: info };
    },
  );

  app.post(
    '/user/prefs',
    {
      schema: {
        ...doc(tag, "Changes the caller's preferences (unset fields stay as they are)", { signedIn: true }),
        body: PrefsRequest,
        response: answerSchema(PrefsAnswer),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const b = req.body;
      const now = Date.now();
      const lang = requestLocale(app, req);
      if (lang) await rememberLocale(app.db.kysely, userId, lang);
      const prefs = await updatePrefs(
        app.db,
        userId,
        {
          email: b.prefs?.email ?? b.email,
          tradeURL: b.prefs?.tradeURL ?? b.tradeURL,
          translateNames: b.prefs?.translateNames ?? b.translateNames,
          profilePublic: b.prefs?.profilePublic ?? b.profilePublic,
          mailReceipts: b.prefs?.mailReceipts ?? b.mailReceipts,
          mailSecurity: b.prefs?.mailSecurity ?? b.mailSecurity,
        },
        { site: app.config.publicUrl, ttlMs: app.config.mail.confirmTtlMs, now },
      );
      return { data: { prefs } };
    },
  );

  app.post(
    '/user/restriction',
    {
      schema: {
        ...doc(tag, 'Applies a self-care restriction (never lifted early)', { signedIn: true }),
        body: RestrictionRequest,
        response: answerSchema(RestrictionsAnswer),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const { type, days, limit } = req.body;
      const restrictions = await applyRestriction(app.db, userId, { type, days, limit }, Date.now());
      return { data: { restrictions } };
    },
  );

  app.get(
    '/user/profile',
    {
      schema: {
        ...doc(tag, "A player's public profile (its stats only when public, or the caller's own)"),
        querystring: PublicProfileQuery,
        response: answerSchema(PublicProfile),
      },
    },
    async (req) => ({ data: await publicProfile(app.db, req.query.userID, req.userId) }),
  );
}
