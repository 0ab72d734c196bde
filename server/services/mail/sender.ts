/**
 * The outbox's sender: one loop per process, and only the holder of the lease `job:mail` sends at a tick (another
 * process takes over within the lease's ttl when it dies). A tick takes the due pending mails, renders each in its
 * language and hands it to the transport; a delivered mail is marked sent by a guarded update (pending -> sent), a
 * failed one waits longer after each attempt (backoff) and is given up after MAX_ATTEMPTS. Each mail is claimed by a
 * guarded update before it is handed over, so two ticks at once (a takeover, a test's hand-driven tick) never both send
 * it. SMTP promises at least once: a crash between the relay's "250 OK" and the update sends that one mail again after
 * CLAIM_MS, under the same Message-ID.
 */
import type { Db } from '../../db/database';
import type { MailOutboxTable } from '../../db/schema';
import type { Clock, Logger } from '../../kernel/ports';
import { acquire, release } from '../../kernel/leases';
import { TickLoop } from '../../kernel/tick-loop';
import type { MailKind, MailPayloads } from './outbox';
import type { MailTransport, OutgoingMail } from './port';

/** The lease that makes one process the sender. */
export const MAIL_LEASE = 'job:mail';
/** Mails sent per tick at most. */
const BATCH = 20;
/** A claimed mail is due again this long later if its sender died before saying how the attempt went. */
const CLAIM_MS = 120_000;
/** Attempts before a mail is given up (about a day of backoff). */
export const MAX_ATTEMPTS = 12;

/** Wait before attempt n+1 after n failed ones: 2 s, 4 s, 8 s ... at most an hour. */
export function retryDelayMs(failed: number): number {
  return Math.min(2000 * 2 ** Math.max(0, failed - 1), 3_600_000);
}

/** Turns a queued mail into its subject and parts, in its language. */
export type MailRenderer = <K extends MailKind>(
  kind: K,
  locale: string,
  payload: MailPayloads[K],
) => Pick<OutgoingMail, 'subject' | 'text' | 'html' | 'lang'>;

/** What the sender is built from. */
export interface MailSenderDeps {
  db: Db;
  transport: MailTransport;
  render: MailRenderer;
  clock: Clock;
  log: Logger;
  tickMs: number;
  /** The host part of Message-IDs. */
  domain: string;
  /** With several processes on one database only the holder sends; without it every tick runs (tests). */
  lease?: { owner: string; ttlMs: number };
}

/** The sender; `tick()` can be driven by hand. */
export class MailSender {
  private readonly loop: TickLoop;

  constructor(private readonly deps: MailSenderDeps) {
    this.loop = new TickLoop({
      clock: deps.clock,
      everyMs: deps.tickMs,
      tick: () => this.tick(),
      onError: (err) => deps.log.warn({ err }, 'mail tick failed'),
    });
  }

  /** Starts ticking. */
  start(): void {
    this.loop.start();
  }

  /** Stops ticking, waits for a tick in flight and hands the lease over. */
  async stop(): Promise<void> {
    await this.loop.stop();
    const lease = this.deps.lease;
    if (lease) await release(this.deps.db.kysely, MAIL_LEASE, lease.owner).catch(() => undefined);
  }

  /** One pass at `now`: sends what is due. */
  async tick(now = this.deps.clock.now()): Promise<void> {
    const { db, lease } = this.deps;
    if (lease && !(await acquire(db.kysely, MAIL_LEASE, lease.owner, lease.ttlMs, now))) return;
    const due = await db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_at', '<=', now)
      .orderBy('next_at')
      .limit(BATCH)
      .execute();
    for (const m of due) await this.sendOne(m, now);
  }

  private async sendOne(m: MailOutboxTable, now: number): Promise<void> {
    const { db, transport, render, log } = this.deps;
    const kind = m.kind as MailKind;
    // Claim it first (one guarded update): two ticks at once, in one process or two, never both send it.
    const claimed = await db.kysely
      .updateTable('mail_outbox')
      .set({ next_at: now + CLAIM_MS })
      .where('id', '=', m.id)
      .where('status', '=', 'pending')
      .where('next_at', '=', m.next_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    try {
      const parts = render(kind, m.locale, JSON.parse(m.payload) as MailPayloads[typeof kind]);
      await transport.send({
        ...parts,
        to: m.to_address,
        messageId: `<${m.kind}.${m.ref.replace(/[^A-Za-z0-9._-]/g, '_')}@${this.deps.domain}>`,
      });
    } catch (err) {
      const attempts = Number(m.attempts) + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      log.warn({ err, mailId: m.id, kind: m.kind, attempts }, failed ? 'mail given up' : 'mail not sent yet');
      await db.kysely
        .updateTable('mail_outbox')
        .set({
          attempts,
          status: failed ? 'failed' : 'pending',
          next_at: now + retryDelayMs(attempts),
          last_error: String(err instanceof Error ? err.message : err).slice(0, 500),
        })
        .where('id', '=', m.id)
        .where('status', '=', 'pending')
        .execute();
      return;
    }
    await db.kysely
      .updateTable('mail_outbox')
      // A sent confirmation forgets its link: the token lives on only in the player's mailbox.
      .set({ status: 'sent', sent_at: now, ...(m.kind === 'confirm' ? { payload: '{}' } : {}) })
      .where('id', '=', m.id)
      .where('status', '=', 'pending')
      .execute();
  }
}
