/**
 * The outbox: a mail is queued as a row in the same transaction as the change that causes it (an order paid, a
 * withdrawal settled, a sign-in), under a unique (kind, reference), so replays, retries and several processes queue
 * it once. The sender (sender.ts) delivers it later; the request that caused it never waits for SMTP.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Q } from '../ledger/ledger';

/** What each kind of mail carries to its template (every text in it is escaped there). */
export interface MailPayloads {
  /** The confirmation link of a new address (cleared once sent: the token must not rest in the database). */
  confirm: { name: string; link: string; expiresAt: number };
  /** An order paid: cents credited, bonus cents, the order number. */
  topup: { name: string; tradeNo: string; amount: number; bonus: number; paidAt: number };
  /** A withdrawal that ended: the item, its value in cents and how it ended. */
  withdrawal: {
    name: string;
    tradeId: string;
    item: string;
    value: number;
    state: 'accepted' | 'declined' | 'expired';
    at: number;
  };
  /** A sign-in from a browser not seen before on this account. */
  new_device: { name: string; at: number; device: string; ip: string };
}

/** A kind of mail. */
export type MailKind = keyof MailPayloads;

/** Which setting a kind of mail obeys (the confirmation obeys none: it is the one mail an unconfirmed address gets). */
export const MAIL_SETTING: Record<Exclude<MailKind, 'confirm'>, 'receipts' | 'security'> = {
  topup: 'receipts',
  withdrawal: 'receipts',
  new_device: 'security',
};

/** Where a player's mails go: the confirmed address, the language and the name to greet. */
export interface Recipient {
  to: string;
  locale: string;
  name: string;
}

/**
 * Where a mail of `kind` to this player goes, or null: no address, an address not confirmed (or changed since), or
 * the player turned this kind off.
 */
export async function recipientFor(
  q: Q,
  userId: string,
  kind: Exclude<MailKind, 'confirm'>,
): Promise<Recipient | null> {
  const row = await q
    .selectFrom('users')
    .leftJoin('mail_settings', 'mail_settings.user_id', 'users.id')
    .select([
      'users.email',
      'users.nickname',
      'mail_settings.confirmed_email',
      'mail_settings.locale',
      'mail_settings.receipts',
      'mail_settings.security',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row?.email || row.confirmed_email !== row.email) return null;
  if (Number(row[MAIL_SETTING[kind]] ?? 1) !== 1) return null;
  return { to: row.email, locale: row.locale ?? 'en', name: row.nickname };
}

/** Queues one mail; false when a mail of this kind and reference was queued before (nothing changes then). */
export async function enqueueMail<K extends MailKind>(
  q: Q,
  m: { kind: K; ref: string; userId: string | null; to: string; locale: string; payload: MailPayloads[K] },
  now: number,
): Promise<boolean> {
  const res = await q
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      kind: m.kind,
      ref: m.ref,
      user_id: m.userId,
      to_address: m.to,
      locale: m.locale,
      payload: JSON.stringify(m.payload),
      status: 'pending',
      attempts: 0,
      next_at: now,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .onConflict((oc) => oc.columns(['kind', 'ref']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Queues a mail of `kind` to the player when they get such mails (confirmed address, setting on); the payload is
 * built from their name. Returns whether a mail was queued.
 */
export async function mailPlayer<K extends Exclude<MailKind, 'confirm'>>(
  q: Q,
  userId: string,
  kind: K,
  ref: string,
  payload: (name: string) => MailPayloads[K],
  now: number,
): Promise<boolean> {
  const r = await recipientFor(q, userId, kind);
  if (!r) return false;
  return enqueueMail(q, { kind, ref, userId, to: r.to, locale: r.locale, payload: payload(r.name) }, now);
}

/** Mails queued for a player of some kinds (tests, and the count a support agent might ask for). */
export async function outboxCount(q: Q, kind: MailKind, ref: string): Promise<number> {
  const r = await q
    .selectFrom('mail_outbox')
    .select(sql<number>`count(*)`.as('n'))
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
