/**
 * The support page's messages reach staff (issue 28): stored in the support inbox with who sent them; a visitor who
 * is not signed in must leave an email; lengths are checked after trimming; a flood is rate-limited; the operator and
 * the contact address come from configuration (GET /meta/site).
 */
import { describe, expect, it } from 'vitest';
import { SUPPORT_PER_HOUR } from '../../src/domain/support';
import { appForSuite, createSignedInUser, makeApp, testDatabases } from './helpers';

const message = {
  topic: 'withdrawals',
  subject: 'Trade offer',
  message: 'My withdrawal has been pending for a day.',
  locale: 'de',
};

describe.each(testDatabases)('support on $name', (kind) => {
  const h = appForSuite(() =>
    makeApp(kind, {
      operator: {
        name: 'Example Gaming Ltd',
        address: '1 Harbour Street, Valletta, Malta',
        supportEmail: 'help@example.com',
      },
    }),
  );
  const send = (body: object, headers?: Record<string, string>, remoteAddress = '203.0.113.20') =>
    h.app.inject({ method: 'POST', url: '/api/v1/support/message', payload: body, headers, remoteAddress });
  const inbox = () => h.db.kysely.selectFrom('support_messages').selectAll().orderBy('created_at').execute();

  it("stores a signed-in player's message for staff, and a visitor's with their email", async () => {
    const u = await createSignedInUser(h.db, 'asker');
    const mine = await send({ ...message, subject: '  Trade offer  ' }, u.auth);
    expect(mine.statusCode).toBe(200);
    const answer = mine.json().data as { id: string; replyTo: string };
    const guest = await send(
      { ...message, topic: 'other', email: 'guest@example.org' },
      undefined,
      '203.0.113.21',
    );
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data.replyTo).toBe('guest@example.org');
    const rows = await inbox();
    expect(rows.map((r) => [r.user_id, r.email, r.topic, r.subject, r.locale, r.status])).toEqual([
      [u.userId, null, 'withdrawals', 'Trade offer', 'de', 'new'],
      [null, 'guest@example.org', 'other', 'Trade offer', 'de', 'new'],
    ]);
    expect(rows[0].id).toBe(answer.id);
    expect(rows[0].message).toBe(message.message);
  });

  it('refuses what staff could not use, with a reason, and stores nothing', async () => {
    const before = (await inbox()).length;
    const cases: [object, string][] = [
      [message, 'email_required'],
      [{ ...message, email: 'not-an-email' }, 'email_invalid'],
      [{ ...message, email: 'a@b.co', subject: '   x   ' }, 'subject_too_short'],
      [{ ...message, email: 'a@b.co', message: `   ${'.'.repeat(5)}      ` }, 'message_too_short'],
    ];
    for (const [body, code] of cases) {
      const res = await send(body, undefined, '203.0.113.30');
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
    for (const body of [
      { ...message, email: 'a@b.co', message: 'x'.repeat(2001) },
      { ...message, email: 'a@b.co', topic: 'refund-now' },
      { ...message, email: 'a@b.co', admin: true },
    ]) {
      const res = await send(body, undefined, '203.0.113.31');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await inbox()).length).toBe(before);
  });

  it(`takes ${SUPPORT_PER_HOUR} messages an hour from one sender, then answers 429`, async () => {
    const u = await createSignedInUser(h.db, 'flooder');
    for (let i = 0; i < SUPPORT_PER_HOUR; i++) expect((await send(message, u.auth)).statusCode).toBe(200);
    const over = await send(message, u.auth);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    // Another sender is not held back by the flood.
    expect(
      (await send({ ...message, email: 'other@example.org' }, undefined, '203.0.113.40')).statusCode,
    ).toBe(200);
  });

  it('names the configured operator and contact address for the legal and support pages', async () => {
    const res = await h.app.inject({ url: '/api/v1/meta/site' });
    expect(res.json().data.operator).toEqual({
      name: 'Example Gaming Ltd',
      address: '1 Harbour Street, Valletta, Malta',
      supportEmail: 'help@example.com',
    });
  });
});
