/** Wire shapes of mail (server/routes/v1/mail.ts): resending a confirmation link, the link's page, the demo catcher. */
import { Type, type Static } from 'typebox';
import { Closed, Nullable } from './typebox';

/** POST /user/email/resend: nothing to send. */
export const ResendRequest = Closed({});
/** POST /user/email/resend body. */
export type ResendRequest = Static<typeof ResendRequest>;

/** POST /user/email/resend: a new link is on its way. */
export const ResendAnswer = Type.Object({ sent: Type.Literal(true) });
/** POST /user/email/resend answer. */
export type ResendAnswer = Static<typeof ResendAnswer>;

/** A confirmation token as mailed (32 random bytes, base64url). */
const Token = Type.String({ minLength: 1, maxLength: 128 });

/** GET /email/confirm: the link a confirmation mail carries. */
export const ConfirmQuery = Closed({ token: Token });
/** GET /email/confirm query. */
export type ConfirmQuery = Static<typeof ConfirmQuery>;

/** POST /email/confirm: the form of the link's page. */
export const ConfirmForm = Closed({ token: Token });
/** POST /email/confirm form. */
export type ConfirmForm = Static<typeof ConfirmForm>;

/** One mail the demo catcher caught. */
export const CaughtMail = Type.Object({
  id: Type.Number(),
  to: Type.Array(Type.String()),
  from: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  lang: Nullable(Type.String()),
  messageId: Nullable(Type.String()),
  receivedAt: Type.Number(),
});
/** One caught mail. */
export type CaughtMail = Static<typeof CaughtMail>;

/** GET /dev/mail: the catcher's mails, newest first (demo mode only). */
export const CaughtMailList = Type.Object({ mails: Type.Array(CaughtMail) });
/** GET /dev/mail answer. */
export type CaughtMailList = Static<typeof CaughtMailList>;

/** GET /dev/mail query: only the mails to this address. */
export const CaughtMailQuery = Closed({ to: Type.Optional(Type.String({ maxLength: 320 })) });
/** GET /dev/mail query. */
export type CaughtMailQuery = Static<typeof CaughtMailQuery>;

/** POST /user/sessions/revoke: nothing to send. */
export const RevokeSessionsRequest = Closed({});
/** POST /user/sessions/revoke body. */
export type RevokeSessionsRequest = Static<typeof RevokeSessionsRequest>;

/** POST /user/sessions/revoke: how many sessions were ended (this one among them). */
export const RevokeSessionsAnswer = Type.Object({ revoked: Type.Number() });
/** POST /user/sessions/revoke answer. */
export type RevokeSessionsAnswer = Static<typeof RevokeSessionsAnswer>;
