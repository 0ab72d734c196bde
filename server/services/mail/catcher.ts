/**
 * The demo mail catcher: a real SMTP server (smtp-server) that keeps the last mails it was given in memory, parsed
 * (mailparser), so a developer reads them at /dev/mail and tests read them from it. A demo provider: it runs only in
 * demo mode, never beside SMTP_URL (server/config.ts), and it delivers nothing anywhere.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A mail as the catcher caught it. */
export interface CaughtMail {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  lang: string | null;
  messageId: string | null;
  receivedAt: number;
}

/** Mails kept (the oldest are dropped past it). */
const KEEP = 500;
/** The largest mail accepted. */
const MAX_BYTES = 1024 * 1024;

/** An SMTP server that keeps what it is sent. */
export class MailCatcher {
  private readonly mails: CaughtMail[] = [];
  private nextId = 1;
  private server: SMTPServer | null = null;
  private boundPort = 0;

  /** Listens on 127.0.0.1:`port` (0: any free port); resolves with the port. */
  async start(port: number): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      size: MAX_BYTES,
      banner: 'CaseArena demo mail catcher (nothing is delivered)',
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then((m) => {
            const to = (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) =>
              a.value.map((v) => v.address ?? ''),
            );
            const lang = m.headers.get('content-language');
            this.mails.push({
              id: this.nextId++,
              to,
              from: m.from?.text ?? '',
              subject: m.subject ?? '',
              text: m.text ?? '',
              html: typeof m.html === 'string' ? m.html : '',
              lang: typeof lang === 'string' ? lang : null,
              messageId: m.messageId ?? null,
              receivedAt: Date.now(),
            });
            if (this.mails.length > KEEP) this.mails.splice(0, this.mails.length - KEEP);
            done();
          })
          .catch((err: Error) => done(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    // A client that drops mid-conversation is its own business, not the server's.
    server.on('error', () => undefined);
    this.server = server;
    this.boundPort = (server.server.address() as AddressInfo).port;
    return this.boundPort;
  }

  /** The port it listens on (0 before start). */
  get port(): number {
    return this.boundPort;
  }

  /** Stops listening (kept mails stay readable). */
  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  /** The caught mails, newest first; only those to `to` when given. */
  list(to?: string): CaughtMail[] {
    const want = to?.toLowerCase();
    return this.mails
      .filter((m) => !want || m.to.some((a) => a.toLowerCase() === want))
      .slice()
      .reverse();
  }

  /** One caught mail by id. */
  get(id: number): CaughtMail | undefined {
    return this.mails.find((m) => m.id === id);
  }
}
