/**
 * Wire shapes of signing in and out (server/routes/v1/auth.ts, auth-local-provider.ts). The sign-in routes are
 * pages a browser navigates to: they answer redirects and HTML pages, never JSON, even when they refuse.
 */
import { Type, type Static } from 'typebox';
import { Closed, Nullable } from './typebox';

/** GET /auth/steam/login query: the page of this site to come back to after signing in. */
export const SignInQuery = Closed({ clientRedirectTo: Type.Optional(Type.String({ maxLength: 2048 })) });
/** GET /auth/steam/login query. */
export type SignInQuery = Static<typeof SignInQuery>;

const openIdValue = Type.String({ maxLength: 4096 });

// OpenID 2.0 lets a provider add any `openid.*` field (and signs the list), so these two accept any string field.
const openIdFields = () => Type.Record(Type.String(), openIdValue, { maxProperties: 40 });

/** GET /auth/steam/callback query: the provider's positive assertion (openid.* fields) and `clientRedirectTo`. */
export const SignInCallbackQuery = openIdFields();
/** GET /auth/steam/callback query. */
export type SignInCallbackQuery = Static<typeof SignInCallbackQuery>;

/** GET /auth/local-provider query: an OpenID checkid_setup request of this site (local demo sign-in). */
export const LocalSetupQuery = Closed({
  'openid.ns': Type.Optional(openIdValue),
  'openid.mode': openIdValue,
  'openid.return_to': openIdValue,
  'openid.realm': openIdValue,
  'openid.identity': Type.Optional(openIdValue),
  'openid.claimed_id': Type.Optional(openIdValue),
});
/** GET /auth/local-provider query. */
export type LocalSetupQuery = Static<typeof LocalSetupQuery>;

/** POST /auth/local-provider/approve form: sign in as one of this browser's profiles, or as a new one (nickname). */
export const LocalApproveBody = Closed({
  return_to: openIdValue,
  steamId: Type.Optional(Type.String({ pattern: '^7656119\\d{10}$' })),
  nickname: Type.Optional(Type.String({ maxLength: 64 })),
});
/** POST /auth/local-provider/approve form. */
export type LocalApproveBody = Static<typeof LocalApproveBody>;

/** POST /auth/local-provider form: an OpenID check_authentication request (the assertion's fields). */
export const LocalCheckBody = openIdFields();
/** POST /auth/local-provider form. */
export type LocalCheckBody = Static<typeof LocalCheckBody>;

/** POST /logout body: nothing (an empty object, or none). */
export const LogoutRequest = Nullable(Closed({}));

/** POST /logout: the session is closed (also when it was already). */
export const LogoutAnswer = Type.Object({ ok: Type.Literal(true) });
/** POST /logout answer. */
export type LogoutAnswer = Static<typeof LogoutAnswer>;
