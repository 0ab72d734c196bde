/**
 * The mails' texts (server/views/mail.ts) in every locale: each kind renders from that locale's own messages (no key
 * left raw, no English fallback), with a plain-text part, and every player-given text escaped in the HTML part.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../../src/domain/locales';
import { mailRenderer } from '../../../../server/views/mail';
import type { MailKind, MailPayloads } from '../../../../server/services/mail/outbox';

const render = mailRenderer(path.resolve('locales'), 'https://casearena.example');
const name = '<img src=x onerror=alert(1)>"Bob" & co';
const samples: { [K in MailKind]: MailPayloads[K] } = {
  confirm: {
    name,
    link: 'https://casearena.example/api/v1/email/confirm?token=abc',
    expiresAt: 1_800_000_000_000,
  },
  topup: { name, tradeNo: 'CA2026112800000000000000AB', amount: 5000, bonus: 250, paidAt: 1_800_000_000_000 },
  withdrawal: {
    name,
    tradeId: 't1',
    item: 'AK-47 | Redline (Field-Tested)',
    value: 1234,
    state: 'accepted',
    at: 1_800_000_000_000,
  },
  new_device: { name, at: 1_800_000_000_000, device: 'Firefox|Windows', ip: '203.0.113.7' },
};
const kinds = Object.keys(samples) as MailKind[];

describe('mail texts', () => {
  it.each(LOCALE_CODES)('renders every kind in %s from its own messages, text and HTML', (code) => {
    for (const kind of kinds) {
      const m = render(kind, code, samples[kind]);
      const en = render(kind, 'en', samples[kind]);
      // No message key left unresolved, in any part.
      for (const part of [m.subject, m.text, m.html])
        expect(part).not.toMatch(/\bmail\.[a-zA-Z]+\.[a-zA-Z.]+/);
      if (code !== 'en') {
        expect(m.subject).not.toBe(en.subject);
        expect(m.text).not.toBe(en.text);
      }
      expect(m.text).toContain(name);
      expect(m.html).not.toContain('<img');
      expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;Bob&quot; &amp; co');
      expect(m.lang).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    }
  });

  it('names the facts of each mail in its text part', () => {
    expect(render('topup', 'en', samples.topup).text).toContain(
      'Amount: $50.00\nBonus: $2.50\nCredited: $52.50',
    );
    expect(render('withdrawal', 'de', samples.withdrawal).subject).toBe(
      'Auszahlung von AK-47 | Redline (Field-Tested): an dein Steam-Konto geliefert',
    );
    expect(render('new_device', 'pl', samples.new_device).text).toContain(
      'Urządzenie: Firefox w systemie Windows',
    );
    expect(render('new_device', 'en', { ...samples.new_device, device: '?|?' }).text).toContain(
      'Device: unknown on unknown',
    );
    // An unknown locale falls back to English rather than failing.
    expect(render('confirm', 'xx', samples.confirm).subject).toBe('Confirm your email address');
  });
});
