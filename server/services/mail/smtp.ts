/** The SMTP transport of the mail port, through nodemailer (SMTP_URL, or the demo catcher's address). */
import { createTransport } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './port';

/** Sends over SMTP to `url` (smtp://user:pass@host:port, smtps:// for TLS from the start) as `from`. */
export function smtpTransport(url: string, from: string): MailTransport {
  // A relay that does not answer fails the attempt quickly; the outbox retries it later.
  const u = new URL(url);
  for (const [k, v] of Object.entries({
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '20000',
  }))
    if (!u.searchParams.has(k)) u.searchParams.set(k, v);
  const t = createTransport(u.toString());
  return {
    async send(m: OutgoingMail) {
      await t.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.messageId,
        headers: { 'Content-Language': m.lang, 'Auto-Submitted': 'auto-generated' },
      });
    },
    close: () => t.close(),
  };
}
