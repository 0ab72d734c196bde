/** The mail port: what the outbox's sender hands a mail to (SMTP in production, the catcher's SMTP in demo mode). */

/** One rendered mail. */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part (every player-given text in it escaped). */
  html: string;
  /** A stable Message-ID per (kind, reference), so a mail a crash made us send twice is recognisably one. */
  messageId: string;
  /** The language the mail is written in (Content-Language). */
  lang: string;
}

/** Delivers a mail or throws (the sender then retries later). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
