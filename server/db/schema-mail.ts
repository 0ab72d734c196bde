/** Mail (028-mail): settings, confirmation links, known browsers and the outbox. schema.ts joins it into Database. */

/** A player's mail settings; a row appears the first time any of them is set. */
export interface MailSettingsTable {
  user_id: string;
  /** The address the player proved to own; mails go out only while it equals users.email. */
  confirmed_email: string | null;
  confirmed_at: number | null;
  /** The interface language mails are written in (the last one the player used). */
  locale: string;
  /** 1 = top-up and withdrawal receipts. */
  receipts: number;
  /** 1 = a sign-in from a new browser. */
  security: number;
}

/** A confirmation link: only the SHA-256 of its token is kept; single use, expires. */
export interface EmailConfirmationsTable {
  token_hash: string;
  user_id: string;
  /** The address the link confirms (a later change of address makes the link useless). */
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A browser (a hash of its user agent) a player has signed in from. */
export interface UserDevicesTable {
  user_id: string;
  device_hash: string;
  first_seen_at: number;
  last_seen_at: number;
}

/** One mail to send; (kind, ref) is unique, so a cause queues its mail once. */
export interface MailOutboxTable {
  id: string;
  kind: string;
  ref: string;
  user_id: string | null;
  to_address: string;
  locale: string;
  /** JSON of what the template needs. */
  payload: string;
  /** pending -> sent, or failed after the last retry. */
  status: string;
  attempts: number;
  next_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** The tables this part adds to Database. */
export interface MailDatabase {
  mail_settings: MailSettingsTable;
  email_confirmations: EmailConfirmationsTable;
  user_devices: UserDevicesTable;
  mail_outbox: MailOutboxTable;
}
