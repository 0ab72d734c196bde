/**
 * The support inbox: a message from the support page is checked (lengths after trimming, an email to answer for a
 * visitor who is not signed in) and stored for staff in `support_messages`, newest read first. No HTTP here.
 */
import { randomBytes } from 'node:crypto';
import type { LocaleCode } from '../../../src/domain/locales';
import { looksLikeEmail, SUPPORT_LIMITS, type SupportTopic } from '../../../src/domain/support';
import type { SupportMessageAnswer } from '../../../src/protocol/support';
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';

/** A message as the page sends it. */
export interface SupportMessageInput {
  userId: string | null;
  topic: SupportTopic;
  subject: string;
  message: string;
  email?: string;
  locale: LocaleCode;
}

/** Checks and stores one message; 400 with a code for anything the sender must change. */
export async function sendSupportMessage(
  db: Db,
  input: SupportMessageInput,
  now: number,
): Promise<SupportMessageAnswer> {
  const subject = input.subject.trim();
  const message = input.message.trim();
  const given = input.email?.trim() ?? '';
  const L = SUPPORT_LIMITS;
  if (subject.length < L.subjectMin)
    throw badRequest('subject_too_short', `The subject needs at least ${L.subjectMin} characters`);
  if (message.length < L.messageMin)
    throw badRequest('message_too_short', `The message needs at least ${L.messageMin} characters`);
  if (given && !looksLikeEmail(given))
    throw badRequest('email_invalid', 'That email address does not look right');
  let email: string | null = given || null;
  if (input.userId && !email) {
    const u = await db.kysely
      .selectFrom('users')
      .select('email')
      .where('id', '=', input.userId)
      .executeTakeFirst();
    email = u?.email ?? null;
  }
  if (!input.userId && !email)
    throw badRequest('email_required', 'Sign in, or give an email address staff can answer');
  const id = `sup_${randomBytes(9).toString('base64url')}`;
  await db.kysely
    .insertInto('support_messages')
    .values({
      id,
      user_id: input.userId,
      email,
      topic: input.topic,
      subject,
      message,
      locale: input.locale,
      status: 'new',
      created_at: now,
    })
    .execute();
  return { id, createdAt: now, replyTo: email ?? '' };
}
