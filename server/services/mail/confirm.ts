/**
 * Email confirmation: saving a new address queues one mail to it with a single-use link (only the token's SHA-256 is
 * kept, it expires, and resending is rate-limited); until the link is followed nothing else is sent there. Changing
 * the address forgets the confirmation and every older link.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { AppError, conflict } from '../../errors';
import type { Q } from '../ledger/ledger';
import { enqueueMail } from './outbox';

/** Links one player may be sent per day. */
export const LINKS_PER_DAY = 5;
/** The least time between two links. */
export const RESEND_GAP_MS = 60_000;
const DAY_MS = 86_400_000;

/** What a confirmation needs from the site: its address, the link's lifetime and the time. */
export interface ConfirmContext {
  site: string;
  ttlMs: number;
  now: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address a player's mail settings row needs to exist (defaults otherwise). */
async function ensureSettings(q: Q, userId: string): Promise<void> {
  await q
    .insertInto('mail_settings')
    .values({
      user_id: userId,
      confirmed_email: null,
      confirmed_at: null,
      locale: 'en',
      receipts: 1,
      security: 1,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Remembers the language the player last used, for the mails that come later. */
export async function rememberLocale(q: Q, userId: string, locale: string): Promise<void> {
  await q
    .insertInto('mail_settings')
    .values({ user_id: userId, confirmed_email: null, confirmed_at: null, locale, receipts: 1, security: 1 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ locale }).where('mail_settings.locale', '<>', locale),
    )
    .execute();
}

/** Turns kinds of mail on or off. */
export async function setMailChoices(
  q: Q,
  userId: string,
  c: { receipts?: boolean; security?: boolean },
): Promise<void> {
  const set: { receipts?: number; security?: number } = {};
  if (c.receipts !== undefined) set.receipts = c.receipts ? 1 : 0;
  if (c.security !== undefined) set.security = c.security ? 1 : 0;
  if (Object.keys(set).length === 0) return;
  await ensureSettings(q, userId);
  await q.updateTable('mail_settings').set(set).where('user_id', '=', userId).execute();
}

/** The mail part of a player's preferences. */
export interface MailState {
  confirmed: boolean;
  receipts: boolean;
  security: boolean;
}

/** Whether the saved address is confirmed, and which mails the player wants. */
export async function mailStateOf(q: Q, userId: string, email: string | null): Promise<MailState> {
  const s = await q.selectFrom('mail_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return {
    confirmed: email !== null && s?.confirmed_email === email,
    receipts: Number(s?.receipts ?? 1) === 1,
    security: Number(s?.security ?? 1) === 1,
  };
}

/** 429 when the player was sent too many links today, or (`gap`: a resend) one too recently. */
async function checkLinkRate(q: Q, userId: string, now: number, gap: boolean): Promise<void> {
  const r = await q
    .selectFrom('email_confirmations')
    .select([sql<number>`count(*)`.as('n'), sql<number | null>`max(created_at)`.as('last')])
    .where('user_id', '=', userId)
    .where('created_at', '>', now - DAY_MS)
    .executeTakeFirstOrThrow();
  const last = r.last === null ? null : Number(r.last);
  if (Number(r.n) >= LINKS_PER_DAY)
    throw new AppError(
      429,
      'confirm_rate_limited',
      'Too many confirmation emails today; try again tomorrow',
      {
        retryAfterMs: DAY_MS,
      },
    );
  if (gap && last !== null && now - last < RESEND_GAP_MS)
    throw new AppError(429, 'confirm_rate_limited', 'A confirmation email was just sent; wait a minute', {
      retryAfterMs: RESEND_GAP_MS - (now - last),
    });
}

/** Makes a new link for `email`, voids the older ones and queues its mail. */
async function sendLink(q: Q, userId: string, email: string, c: ConfirmContext, gap: boolean): Promise<void> {
  // A typo fixed at once is a new address, not a resend: only the daily cap bounds it.
  await checkLinkRate(q, userId, c.now, gap);
  await q
    .updateTable('email_confirmations')
    .set({ used_at: c.now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  await q
    .insertInto('email_confirmations')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      email,
      created_at: c.now,
      expires_at: c.now + c.ttlMs,
      used_at: null,
    })
    .execute();
  const u = await q
    .selectFrom('users')
    .leftJoin('mail_settings', 'mail_settings.user_id', 'users.id')
    .select(['users.nickname', 'mail_settings.locale'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  await enqueueMail(
    q,
    {
      kind: 'confirm',
      // The reference is the token's hash: each link is mailed once, and the token itself is not the key.
      ref: tokenHash,
      userId,
      to: email,
      locale: u.locale ?? 'en',
      payload: {
        name: u.nickname,
        link: `${c.site}/api/v1/email/confirm?token=${token}`,
        expiresAt: c.now + c.ttlMs,
      },
    },
    c.now,
  );
}

/**
 * Saves a new address (null clears it): the confirmation is forgotten, older links stop working, and a new address
 * is sent a link (429 past the rate limit, and then nothing is saved). Call inside a transaction.
 */
export async function changeEmail(
  q: Q,
  userId: string,
  email: string | null,
  c: ConfirmContext,
): Promise<void> {
  await ensureSettings(q, userId);
  await q.updateTable('users').set({ email }).where('id', '=', userId).execute();
  await q
    .updateTable('mail_settings')
    .set({ confirmed_email: null, confirmed_at: null })
    .where('user_id', '=', userId)
    .execute();
  if (email === null) {
    await q
      .updateTable('email_confirmations')
      .set({ used_at: c.now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    return;
  }
  await sendLink(q, userId, email, c, false);
}

/** Sends a new link to the saved address: 409 without one or when it is confirmed, 429 too soon. */
export async function resendConfirmation(q: Q, userId: string, c: ConfirmContext): Promise<void> {
  const u = await q.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!u.email) throw conflict('no_email', 'Save an email address first');
  if ((await mailStateOf(q, userId, u.email)).confirmed)
    throw conflict('email_confirmed', 'This email address is confirmed already');
  await sendLink(q, userId, u.email, c, true);
}

/** What a link is: good to use, used (or replaced by a newer one), expired, or unknown (also for a changed address). */
export type LinkState = 'valid' | 'used' | 'expired' | 'invalid';

/** A link's state and its player's language (null for an unknown link). */
export async function linkState(
  q: Q,
  token: string,
  now: number,
): Promise<{ state: LinkState; locale: string | null }> {
  const row = await q
    .selectFrom('email_confirmations')
    .innerJoin('users', 'users.id', 'email_confirmations.user_id')
    .leftJoin('mail_settings', 'mail_settings.user_id', 'users.id')
    .select([
      'email_confirmations.email',
      'email_confirmations.expires_at',
      'email_confirmations.used_at',
      'users.email as current',
      'mail_settings.locale',
    ])
    .where('email_confirmations.token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!row) return { state: 'invalid', locale: null };
  const locale = row.locale ?? 'en';
  if (row.used_at !== null) return { state: 'used', locale };
  if (row.current !== row.email) return { state: 'invalid', locale };
  if (Number(row.expires_at) <= now) return { state: 'expired', locale };
  return { state: 'valid', locale };
}

/**
 * Uses a link: the address it was sent to becomes confirmed, once. Returns 'confirmed', or why not (used, expired,
 * invalid). One guarded update spends the token, so two clicks at once confirm once.
 */
export async function confirmEmail(
  q: Q,
  token: string,
  now: number,
): Promise<'confirmed' | Exclude<LinkState, 'valid'>> {
  const { state } = await linkState(q, token, now);
  if (state !== 'valid') return state;
  const spent = await q
    .updateTable('email_confirmations')
    .set({ used_at: now })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  if (!spent) return 'used';
  await ensureSettings(q, spent.user_id);
  await q
    .updateTable('mail_settings')
    .set({ confirmed_email: spent.email, confirmed_at: now })
    .where('user_id', '=', spent.user_id)
    .execute();
  return 'confirmed';
}
