/**
 * Mail (issue 29) on SQLite and PostgreSQL against a real SMTP server started here (the demo catcher): the
 * confirmation link (used, expired, replaced, another player's), nothing but the link before confirmation, receipts
 * of a top-up and a withdrawal arriving once each in the player's language (even when the webhook is delivered
 * twice), a plain-text part beside an HTML part that escapes the player's name, a sign-in from a new browser, and
 * SMTP down then up: the mail arrives once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { limits } from './accounts-helpers';
import { battleLoot } from './catalog-helpers';
import { createSignedInUser, makeApp, testConfig, testDatabases } from './helpers';
import {
  recordingSettlement,
  saveTradeUrl,
  ownTradeUrl,
  SEND_MS,
  SETTLE_MS,
  withdraw,
} from './trades-helpers';
import { MailCatcher, type CaughtMail } from '../../server/services/mail/catcher';
import { signWebhook } from '../../server/services/payments/webhook-signature';
import { noteSignIn } from '../../server/services/mail/devices';
import { enqueueMail } from '../../server/services/mail/outbox';
import { MailSender } from '../../server/services/mail/sender';
import { smtpTransport } from '../../server/services/mail/smtp';
import { systemClock } from '../../server/kernel/ports';
import { mailRenderer } from '../../server/views/mail';
import { LOCALE_COOKIE } from '../../src/lib/locale-path';
import type { Db } from '../../server/db/database';

const SECRET = 'mail-webhook-secret-0123456789';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
type Auth = { authorization: string };
let seq = 0;

describe.each(testDatabases)('mail on $name', (kind) => {
  const catcher = new MailCatcher();
  let h: { app: FastifyInstance; db: Db; close(): Promise<void> };
  let port = 0;
  beforeAll(async () => {
    port = await catcher.start(0);
    const base = testConfig();
    h = await makeApp(kind, {
      rateLimits: limits(1000),
      paymentSandboxSecret: SECRET,
      trades: { ...base.trades, scheduler: false, sandboxSendMs: SEND_MS, sandboxSettleMs: SETTLE_MS },
      mail: { ...base.mail, smtpUrl: `smtp://127.0.0.1:${port}`, catcher: false, tickMs: 30 },
    });
  });
  afterAll(async () => {
    await h?.close();
    await catcher.stop();
  });

  const address = (tag: string) => `${tag}.${++seq}.${Date.now()}@mail.example`;
  /** The mails the catcher holds for `to`, once `n` arrived (waits up to 8 s), newest first. */
  const mailsTo = async (to: string, n = 1): Promise<CaughtMail[]> => {
    const until = Date.now() + 8000;
    while (catcher.list(to).length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    return catcher.list(to);
  };
  /** Lets the sender run a few more ticks, so a second mail that should not come would have come. */
  const settle = () => new Promise((r) => setTimeout(r, 300));
  const post = (url: string, payload: object, auth: Auth, locale = 'en') =>
    h.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...auth, cookie: `${LOCALE_COOKIE}=${locale}` },
    });
  const me = async (auth: Auth) =>
    (await h.app.inject({ url: '/api/v1/user/me', headers: auth })).json().data.prefs.email as {
      email: string;
      confirmed: boolean;
      receipts: boolean;
      security: boolean;
    };
  const linkIn = (m: CaughtMail) => {
    const link = /https?:\/\/\S+\/api\/v1\/email\/confirm\?token=[A-Za-z0-9_-]+/.exec(m.text)?.[0];
    expect(link).toBeDefined();
    return new URL(link!);
  };
  const openLink = (url: URL) => h.app.inject({ url: `${url.pathname}${url.search}` });
  const pressConfirm = (url: URL) =>
    h.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${url.searchParams.get('token')}`,
    });
  const stateOf = (html: string) => /data-state="(\w+)"/.exec(html)?.[1];

  /** A player who saved `email` in `locale` and followed the link. */
  const confirmedPlayer = async (locale: string, nickname = 'player') => {
    const u = await createSignedInUser(h.db, nickname);
    const email = address(locale);
    expect((await post('/api/v1/user/prefs', { email }, u.auth, locale)).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect((await pressConfirm(linkIn(mail))).statusCode).toBe(200);
    expect((await me(u.auth)).confirmed).toBe(true);
    return { ...u, email };
  };
  const payOrder = async (auth: Auth, amount: number) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/pay/order',
      headers: auth,
      payload: { amount, method: 'card' },
    });
    expect(res.statusCode).toBe(200);
    const tradeNo = res.json().data.tradeNo as string;
    const order = await h.db.kysely
      .selectFrom('orders')
      .select(['pay_amount', 'bonus'])
      .where('trade_no', '=', tradeNo)
      .executeTakeFirstOrThrow();
    const body = Buffer.from(
      JSON.stringify({
        id: `evt_mail_${++seq}`,
        type: 'payment.succeeded',
        tradeNo,
        amount: Number(order.pay_amount),
      }),
    );
    const d = signWebhook(SECRET, body, Date.now());
    const deliver = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/pay/webhook/sandbox',
        headers: d.headers as Record<string, string>,
        payload: d.body,
      });
    return { tradeNo, bonus: Number(order.bonus), deliver };
  };

  it('sends a link to a saved address in the player language; it confirms once, then says it was used', async () => {
    const u = await createSignedInUser(h.db);
    const email = address('de');
    const saved = await post('/api/v1/user/prefs', { email }, u.auth, 'de');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.prefs.email).toEqual({
      email,
      confirmed: false,
      receipts: true,
      security: true,
    });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(mail.lang).toBe('de-DE');
    expect(mail.text).toContain('Hallo tester,');
    expect(mail.html).toContain('E-Mail-Adresse bestätigen');
    const link = linkIn(mail);
    // Opening the link spends nothing (mail scanners open links): the page asks, the button confirms.
    const page = await openLink(link);
    expect(page.statusCode).toBe(200);
    expect(stateOf(page.body)).toBe('valid');
    expect(page.body).toContain('lang="de-DE"');
    expect((await me(u.auth)).confirmed).toBe(false);
    const done = await pressConfirm(link);
    expect(done.statusCode).toBe(200);
    expect(stateOf(done.body)).toBe('confirmed');
    expect(done.body).toContain('E-Mail-Adresse bestätigt');
    expect((await me(u.auth)).confirmed).toBe(true);
    // The same link again: used, on the link page and on its button.
    const again = await openLink(link);
    expect([again.statusCode, stateOf(again.body)]).toEqual([410, 'used']);
    expect(again.body).toContain('Dieser Link wurde schon benutzt');
    const twice = await pressConfirm(link);
    expect([twice.statusCode, stateOf(twice.body)]).toEqual([410, 'used']);
    await settle();
    expect(catcher.list(email)).toHaveLength(1);
  });

  it('refuses an expired link, a made-up one, and one for an address changed since; a new address resets the state', async () => {
    const u = await createSignedInUser(h.db);
    const first = address('exp');
    await post('/api/v1/user/prefs', { email: first }, u.auth);
    const link = linkIn((await mailsTo(first))[0]);
    await h.db.kysely
      .updateTable('email_confirmations')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', u.userId)
      .execute();
    const expired = await pressConfirm(link);
    expect([expired.statusCode, stateOf(expired.body)]).toEqual([410, 'expired']);
    expect(expired.body).toContain('This link has expired');
    expect((await me(u.auth)).confirmed).toBe(false);

    const madeUp = new URL(link);
    madeUp.searchParams.set('token', 'A'.repeat(43));
    expect((await openLink(madeUp)).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/v1/email/confirm?token=' })).statusCode).toBe(400);
    expect((await h.app.inject({ url: '/api/v1/email/confirm?token=x&evil=1' })).statusCode).toBe(400);

    // A confirmed address, then another one: unconfirmed again; a link of an address replaced since is void.
    const c = await confirmedPlayer('en');
    const ageLinks = () =>
      h.db.kysely
        .updateTable('email_confirmations')
        .set((eb) => ({ created_at: eb('created_at', '-', 120_000) }))
        .where('user_id', '=', c.userId)
        .execute();
    await ageLinks();
    const second = address('second');
    expect((await post('/api/v1/user/prefs', { email: second }, c.auth)).statusCode).toBe(200);
    expect((await me(c.auth)).confirmed).toBe(false);
    const secondLink = linkIn((await mailsTo(second))[0]);
    await ageLinks();
    expect((await post('/api/v1/user/prefs', { email: address('third') }, c.auth)).statusCode).toBe(200);
    const stale = await pressConfirm(secondLink);
    expect([stale.statusCode, stateOf(stale.body)]).toEqual([410, 'used']);
    expect((await me(c.auth)).confirmed).toBe(false);
    // Clearing the address voids its link too, and nothing stays confirmed.
    await ageLinks();
    const fourth = address('fourth');
    await post('/api/v1/user/prefs', { email: fourth }, c.auth);
    const fourthLink = linkIn((await mailsTo(fourth))[0]);
    expect((await post('/api/v1/user/prefs', { email: '' }, c.auth)).json().data.prefs.email.confirmed).toBe(
      false,
    );
    expect((await pressConfirm(fourthLink)).statusCode).toBe(410);
  });

  it("confirms only the address of the link's own player: another player's link never confirms theirs", async () => {
    const a = await createSignedInUser(h.db, 'alice');
    const b = await createSignedInUser(h.db, 'bob');
    const ea = address('alice');
    await post('/api/v1/user/prefs', { email: ea }, a.auth);
    await post('/api/v1/user/prefs', { email: address('bob') }, b.auth);
    const linkA = linkIn((await mailsTo(ea))[0]);
    // Bob follows Alice's link (signed in as himself): Alice's address is the one confirmed, never Bob's.
    const res = await h.app.inject({
      method: 'POST',
      url: linkA.pathname,
      headers: { ...b.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${linkA.searchParams.get('token')}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(b.auth)).confirmed).toBe(false);
    expect((await me(a.auth)).confirmed).toBe(true);
  });

  it('limits resending: once a minute, five a day, and never for a confirmed or missing address', async () => {
    const u = await createSignedInUser(h.db);
    const email = address('resend');
    await post('/api/v1/user/prefs', { email }, u.auth);
    const resend = () => post('/api/v1/user/email/resend', {}, u.auth);
    const soon = await resend();
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.code).toBe('confirm_rate_limited');
    const age = async () =>
      h.db.kysely
        .updateTable('email_confirmations')
        .set((eb) => ({ created_at: eb('created_at', '-', 61_000) }))
        .where('user_id', '=', u.userId)
        .execute();
    for (let i = 0; i < 4; i++) {
      await age();
      expect((await resend()).statusCode).toBe(200);
    }
    await age();
    const sixth = await resend();
    expect(sixth.statusCode).toBe(429);
    // Only the newest link works.
    const mails = await mailsTo(email, 5);
    expect(mails).toHaveLength(5);
    expect((await pressConfirm(linkIn(mails[1]))).statusCode).toBe(410);
    expect((await pressConfirm(linkIn(mails[0]))).statusCode).toBe(200);
    expect((await resend()).json().error.code).toBe('email_confirmed');
    const none = await createSignedInUser(h.db);
    expect((await post('/api/v1/user/email/resend', {}, none.auth)).json().error.code).toBe('no_email');
    expect((await post('/api/v1/user/email/resend', { x: 1 }, none.auth)).statusCode).toBe(400);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/v1/user/email/resend', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('sends nothing but the link to an unconfirmed address: a paid top-up queues no receipt', async () => {
    const u = await createSignedInUser(h.db);
    const email = address('unconfirmed');
    await post('/api/v1/user/prefs', { email }, u.auth);
    const order = await payOrder(u.auth, 2500);
    expect((await order.deliver()).json().data.outcome).toBe('paid');
    await mailsTo(email);
    await settle();
    expect(catcher.list(email).map((m) => m.subject)).toEqual(['Confirm your email address']);
    const queued = await h.db.kysely
      .selectFrom('mail_outbox')
      .select('kind')
      .where('user_id', '=', u.userId)
      .execute();
    expect(queued.map((r) => r.kind)).toEqual(['confirm']);
  });

  it('mails a top-up receipt once though the webhook comes twice, in Russian, with a text part and the name escaped', async () => {
    const u = await confirmedPlayer('ru', '<script>alert(1)</script>&Co');
    const order = await payOrder(u.auth, 5000);
    const [first, second] = await Promise.all([order.deliver(), order.deliver()]);
    expect([first.json().data.outcome, second.json().data.outcome].sort()).toEqual(['duplicate', 'paid']);
    expect((await order.deliver()).json().data.outcome).toBe('duplicate');
    const mails = await mailsTo(u.email, 2);
    await settle();
    const receipts = catcher.list(u.email).filter((m) => m.subject.includes(order.tradeNo));
    expect(receipts).toHaveLength(1);
    const r = receipts[0];
    expect(r.subject).toBe(`Чек по пополнению ${order.tradeNo}`);
    expect(r.lang).toBe('ru-RU');
    expect(r.text).toContain('Здравствуйте, <script>alert(1)</script>&Co!');
    expect(r.text).toMatch(/Сумма: 50,00\s\$/);
    expect(r.text).toContain(`Номер заказа: ${order.tradeNo}`);
    expect(r.html).not.toContain('<script>');
    expect(r.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&amp;Co');
    expect(mails.length).toBe(2);
  });

  it('mails a withdrawal receipt once, in Spanish, and none to a player who turned receipts off', async () => {
    const u = await confirmedPlayer('es');
    expect((await saveTradeUrl(h.app, u.auth, await ownTradeUrl(h.db, u.userId))).statusCode).toBe(200);
    const [loot] = await battleLoot(h.db, u.userId, 1, 250);
    const off = await confirmedPlayer('es');
    expect(
      (await post('/api/v1/user/prefs', { mailReceipts: false }, off.auth, 'es')).json().data.prefs.email
        .receipts,
    ).toBe(false);
    expect((await saveTradeUrl(h.app, off.auth, await ownTradeUrl(h.db, off.userId))).statusCode).toBe(200);
    const [offLoot] = await battleLoot(h.db, off.userId, 1, 250);
    expect((await withdraw(h.app, u.auth, { lootIDs: [loot] })).statusCode).toBe(200);
    expect((await withdraw(h.app, off.auth, { lootIDs: [offLoot] })).statusCode).toBe(200);
    const { settlement } = recordingSettlement(h.app, 'declined');
    const t0 = Date.now();
    await settlement.tick(t0 + SEND_MS);
    await settlement.tick(t0 + SEND_MS + SETTLE_MS);
    await settlement.tick(t0 + SEND_MS + SETTLE_MS + 1);
    // The settlement ran on a clock seconds ahead: its receipts are due then.
    await h.app.mail.sender!.tick(t0 + SEND_MS + SETTLE_MS + 1);
    const mails = await mailsTo(u.email, 2);
    await settle();
    const receipts = catcher.list(u.email).filter((m) => m.subject.startsWith('Retiro de'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toContain('rechazado, el objeto ha vuelto a tu inventario');
    expect(receipts[0].text).toMatch(/Valor: 2,50\s\$/);
    expect(receipts[0].text).toContain('P250 | Sand Dune');
    expect(mails).toHaveLength(2);
    expect(catcher.list(off.email)).toHaveLength(1);
  });

  it('mails a sign-in from a new browser once (not the first sign-in, not a known browser), and honours the setting', async () => {
    const u = await confirmedPlayer('en');
    const sign = (ua: string) =>
      noteSignIn(h.db.kysely, { userId: u.userId, userAgent: ua, ip: '203.0.113.7', now: Date.now() });
    expect(await sign(FIREFOX)).toEqual({ newDevice: false, mailed: false });
    expect(await sign(FIREFOX.replace('128.0', '129.0'))).toEqual({ newDevice: false, mailed: false });
    expect(await sign(SAFARI)).toEqual({ newDevice: true, mailed: true });
    expect(await sign(SAFARI)).toEqual({ newDevice: false, mailed: false });
    const mails = await mailsTo(u.email, 2);
    const alert = mails.find((m) => m.subject === 'New sign-in to your CaseArena account');
    expect(alert?.text).toContain('Device: Safari on iOS');
    expect(alert?.text).toContain('IP address: 203.0.113.7');
    expect(alert?.text).toMatch(/Revoke sessions: http:\/\/\S+\/\?settings=email/);
    await post('/api/v1/user/prefs', { mailSecurity: false }, u.auth);
    expect(
      (
        await sign(
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
        )
      ).mailed,
    ).toBe(false);
    await settle();
    expect(catcher.list(u.email)).toHaveLength(2);
  });

  it('retries while SMTP is down and delivers once when it is back', async () => {
    const u = await confirmedPlayer('en');
    await catcher.stop();
    const order = await payOrder(u.auth, 1000);
    expect((await order.deliver()).json().data.outcome).toBe('paid');
    const row = () =>
      h.db.kysely
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'topup')
        .where('ref', '=', order.tradeNo)
        .executeTakeFirstOrThrow();
    const until = Date.now() + 5000;
    while (Number((await row()).attempts) < 1 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 25));
    const failed = await row();
    expect([failed.status, Number(failed.attempts) >= 1, failed.last_error !== null]).toEqual([
      'pending',
      true,
      true,
    ]);
    await catcher.start(port);
    // Its retry is due a few seconds later: drive the sender to then, twice.
    await h.app.mail.sender!.tick(Date.now() + 60_000);
    await h.app.mail.sender!.tick(Date.now() + 120_000);
    const receipts = (await mailsTo(u.email, 2)).filter((m) => m.subject.includes(order.tradeNo));
    await settle();
    expect(receipts).toHaveLength(1);
    expect(catcher.list(u.email).filter((m) => m.subject.includes(order.tradeNo))).toHaveLength(1);
    expect((await row()).status).toBe('sent');
  });

  it('sends a mail once though it is queued twice and several senders tick at once', async () => {
    const u = await confirmedPlayer('pl');
    const tradeNo = `CA20261128${String(++seq).padStart(16, '0')}`;
    const mail = {
      kind: 'topup' as const,
      ref: tradeNo,
      userId: u.userId,
      to: u.email,
      locale: 'pl',
      payload: { name: 'player', tradeNo, amount: 100, bonus: 0, paidAt: Date.now() },
    };
    expect(await enqueueMail(h.db.kysely, mail, Date.now())).toBe(true);
    expect(await enqueueMail(h.db.kysely, mail, Date.now())).toBe(false);
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const senders = [1, 2].map(
      () =>
        new MailSender({
          db: h.db,
          transport: smtpTransport(`smtp://127.0.0.1:${port}`, 'CaseArena <test@mail.example>'),
          render: mailRenderer('locales', 'http://localhost:3000'),
          clock: systemClock,
          log: quiet,
          tickMs: 1000,
          domain: 'localhost',
          // No lease: every one of them works at each tick, as a takeover in the middle of a tick would.
        }),
    );
    await Promise.all([
      ...senders.map((s) => s.tick()),
      h.app.mail.sender!.tick(),
      h.app.mail.sender!.tick(),
    ]);
    const polish = (await mailsTo(u.email, 2)).filter((m) => m.subject.includes(tradeNo));
    await settle();
    expect(polish.map((m) => m.subject)).toEqual([`Potwierdzenie doładowania ${tradeNo}`]);
    expect(catcher.list(u.email).filter((m) => m.subject.includes(tradeNo))).toHaveLength(1);
  });

  it('revokes every session of the caller', async () => {
    const u = await createSignedInUser(h.db);
    const res = await post('/api/v1/user/sessions/revoke', {}, u.auth);
    expect(res.json().data.revoked).toBe(1);
    expect((await h.app.inject({ url: '/api/v1/user/me', headers: u.auth })).statusCode).toBe(401);
  });

  it('has no catcher list outside a process running the catcher', async () => {
    expect((await h.app.inject({ url: '/api/v1/dev/mail' })).statusCode).toBe(404);
  });
});

describe('the demo mail catcher in the app', () => {
  it('delivers through the catcher main.ts started, lists it at /api/v1/dev/mail and /dev/mail, and is absent beside SMTP_URL', async () => {
    const catcher = new MailCatcher();
    await catcher.start(0);
    const kind = testDatabases[0];
    const base = testConfig();
    const demo = await makeApp(kind, { rateLimits: limits(1000) }).then(async (plain) => {
      // A plain test app runs no catcher: neither the list nor the page exist.
      expect((await plain.app.inject({ url: '/api/v1/dev/mail' })).statusCode).toBe(404);
      await plain.close();
      const { buildApp } = await import('../../server/app');
      const { openDatabase } = await import('../../server/db/database');
      const db = openDatabase({ sqlitePath: ':memory:' });
      const app = await buildApp({
        config: { ...base, rateLimits: limits(1000), mail: { ...base.mail, tickMs: 30 } },
        db,
        logger: false,
        mailCatcher: catcher,
      });
      await app.ready();
      return { app, db };
    });
    try {
      const u = await createSignedInUser(demo.db, '<b>bold</b>');
      const email = 'demo@mail.example';
      await demo.app.inject({
        method: 'POST',
        url: '/api/v1/user/prefs',
        headers: u.auth,
        payload: { email },
      });
      const until = Date.now() + 8000;
      while (catcher.list(email).length === 0 && Date.now() < until)
        await new Promise((r) => setTimeout(r, 25));
      const list = await demo.app.inject({ url: `/api/v1/dev/mail?to=${encodeURIComponent(email)}` });
      expect(list.statusCode).toBe(200);
      const mails = list.json().data.mails as CaughtMail[];
      expect(mails.map((m) => m.subject)).toEqual(['Confirm your email address']);
      const page = await demo.app.inject({ url: '/dev/mail' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Demo mail catcher');
      expect(page.body).toContain('Demo mode only');
      expect(page.body).toContain('Hi &lt;b&gt;bold&lt;/b&gt;,');
      const html = await demo.app.inject({ url: `/dev/mail/${mails[0].id}` });
      expect(html.headers['content-security-policy']).toContain('sandbox');
      expect(html.body).toContain('&lt;b&gt;bold&lt;/b&gt;');
      expect((await demo.app.inject({ url: '/dev/mail/99999' })).statusCode).toBe(404);
      expect((await demo.app.inject({ url: '/dev/mail/x' })).statusCode).toBe(400);
    } finally {
      await demo.app.close();
      await demo.db.destroy();
    }
    // Beside a real relay the catcher is never used, even when handed one.
    const { buildApp } = await import('../../server/app');
    const { openDatabase } = await import('../../server/db/database');
    const db = openDatabase({ sqlitePath: ':memory:' });
    const real = await buildApp({
      config: {
        ...base,
        mail: { ...base.mail, catcher: false, smtpUrl: `smtp://127.0.0.1:${catcher.port}` },
      },
      db,
      logger: false,
      mailCatcher: catcher,
    });
    await real.ready();
    expect(real.mail.catcher).toBeNull();
    expect((await real.inject({ url: '/api/v1/dev/mail' })).statusCode).toBe(404);
    expect((await real.inject({ url: '/dev/mail' })).statusCode).not.toBe(200);
    await real.close();
    await db.destroy();
    await catcher.stop();
  });
});

describe.each(testDatabases)('new-device mail through the sign-in callback on $name', (kind) => {
  it('mails the second browser a player signs in with, in the language of the page it signed in from', async () => {
    const { startFakeProvider, startLogin, callback } = await import('./openid-fake-provider');
    const op = await startFakeProvider();
    const catcher = new MailCatcher();
    const port = await catcher.start(0);
    const base = testConfig();
    const h = await makeApp(kind, {
      steamOpenIdEndpoint: op.endpoint,
      rateLimits: limits(1000),
      publicUrlSet: true,
      mail: { ...base.mail, smtpUrl: `smtp://127.0.0.1:${port}`, catcher: false, tickMs: 30 },
    });
    try {
      const steamId = `7656119${String(Date.now()).slice(-10)}`;
      // The browser a request comes from: every inject of this sign-in carries its user agent.
      const signIn = async (ua: string, page = '/battles') => {
        const inject = h.app.inject.bind(h.app);
        const withUa = ((opts: { headers?: Record<string, string> }) =>
          inject({ ...opts, headers: { ...opts.headers, 'user-agent': ua } })) as typeof h.app.inject;
        h.app.inject = withUa;
        try {
          const returnTo = await startLogin(h.app, page);
          const to = await callback(h.app, returnTo, op.assertion(returnTo, steamId));
          return to.searchParams.get('token');
        } finally {
          h.app.inject = inject;
        }
      };
      const token = await signIn(FIREFOX);
      expect(token).toBeTruthy();
      const auth = { authorization: `Bearer ${token}` };
      const email = `device.${Date.now()}@mail.example`;
      await h.app.inject({ method: 'POST', url: '/api/v1/user/prefs', headers: auth, payload: { email } });
      const until = Date.now() + 8000;
      const waitFor = async (n: number) => {
        while (catcher.list(email).length < n && Date.now() < until)
          await new Promise((r) => setTimeout(r, 25));
        return catcher.list(email);
      };
      const [link] = await waitFor(1);
      const url = new URL(/http:\/\/\S+token=[\w-]+/.exec(link.text)![0]);
      await h.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${url.searchParams.get('token')}`,
      });
      // Signing in again with the same browser is quiet; a phone's Safari, from a French page, is news (in French).
      expect(await signIn(FIREFOX)).toBeTruthy();
      expect(await signIn(SAFARI, '/fr/battles')).toBeTruthy();
      const mails = await waitFor(2);
      await new Promise((r) => setTimeout(r, 300));
      expect(catcher.list(email)).toHaveLength(2);
      expect(mails[0].subject).toBe('Nouvelle connexion à votre compte CaseArena');
      expect(mails[0].text).toContain('Appareil: Safari sur iOS');
    } finally {
      await h.close();
      await catcher.stop();
      await op.close();
    }
  });
});
