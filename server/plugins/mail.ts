/**
 * Wires mail into the app: the SMTP transport (SMTP_URL; in demo mode the local catcher's address, when main.ts
 * started one) and the outbox's sender (server/services/mail/sender.ts), which starts on ready (when
 * config.mail.sender) and stops in preClose, before the database closes. Without either, mails wait in the outbox.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock } from '../kernel/ports';
import type { MailCatcher } from '../services/mail/catcher';
import { MailSender } from '../services/mail/sender';
import { smtpTransport } from '../services/mail/smtp';
import type { MailTransport } from '../services/mail/port';
import { mailRenderer } from '../views/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail: the sender (null: no relay configured) and the demo catcher (demo mode only). */
    mail: { sender: MailSender | null; catcher: MailCatcher | null };
  }
}

/** What the mail plugin is given: the demo catcher main.ts started (or a test's), if any. */
export interface MailPluginOptions {
  catcher?: MailCatcher | null;
  /** A transport to use instead of SMTP (unit tests). */
  transport?: MailTransport;
}

function registerMail(app: FastifyInstance, opts: MailPluginOptions): void {
  const c = app.config.mail;
  // The catcher is a demo provider: config.ts refuses it beside SMTP_URL and outside demo mode.
  const catcher = c.catcher && !c.smtpUrl ? (opts.catcher ?? null) : null;
  const url = c.smtpUrl ?? (catcher && catcher.port > 0 ? `smtp://127.0.0.1:${catcher.port}` : null);
  const transport = opts.transport ?? (url ? smtpTransport(url, c.from) : null);
  const owner = app.hasDecorator('battles')
    ? app.battles.runner.owner
    : `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const sender = transport
    ? new MailSender({
        db: app.db,
        transport,
        render: mailRenderer(app.config.localesDir, app.config.publicUrl),
        clock: systemClock,
        log: app.log,
        tickMs: c.tickMs,
        domain: new URL(app.config.publicUrl).hostname || 'casearena.local',
        lease: { owner, ttlMs: app.config.battleLease.ttlMs },
      })
    : null;
  app.decorate('mail', { sender, catcher });
  app.addHook('onReady', async () => {
    if (c.sender) sender?.start();
  });
  app.addHook('preClose', async () => {
    await sender?.stop();
    transport?.close();
  });
}

/** The mail plugin: `app.mail`. */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: MailPluginOptions) => registerMail(app, opts),
  { name: 'mail', dependencies: ['db', 'battles'] },
);
