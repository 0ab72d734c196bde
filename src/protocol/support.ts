/** Shapes of the support route (server/routes/v1/support.ts: POST /support/message), shared by server and client. */
import { Type, type Static } from 'typebox';
import { LOCALE_CODES } from '../domain/locales';
import { SUPPORT_LIMITS, SUPPORT_TOPICS } from '../domain/support';
import { Closed, OneOf } from './typebox';

/** POST /support/message: a message to staff; a visitor who is not signed in gives an email to answer. */
export const SupportMessageRequest = Closed({
  topic: OneOf(SUPPORT_TOPICS),
  subject: Type.String({ minLength: SUPPORT_LIMITS.subjectMin, maxLength: SUPPORT_LIMITS.subjectMax }),
  message: Type.String({ minLength: SUPPORT_LIMITS.messageMin, maxLength: SUPPORT_LIMITS.messageMax }),
  email: Type.Optional(Type.String({ maxLength: SUPPORT_LIMITS.emailMax })),
  locale: OneOf(LOCALE_CODES),
});
/** POST /support/message. */
export type SupportMessageRequest = Static<typeof SupportMessageRequest>;

/** What POST /support/message stored: its reference (staff quote it) and when. */
export const SupportMessageAnswer = Type.Object({
  id: Type.String(),
  createdAt: Type.Number(),
  /** Where staff will answer ('' when the signed-in sender has no email: they answer on the site). */
  replyTo: Type.String(),
});
/** POST /support/message. */
export type SupportMessageAnswer = Static<typeof SupportMessageAnswer>;
