/**
 * The mails' texts: each kind rendered in the player's language from locales/*.json (`mail.*`), as a plain-text part
 * and an HTML part in which every text (player names included) is escaped. Self-contained HTML with inline styles.
 */
import { DEFAULT_LOCALE, isLocaleCode, LOCALES } from '../../src/domain/locales';
import { formatMoney } from '../../src/domain/format';
import type { MailKind, MailPayloads } from '../services/mail/outbox';
import type { MailRenderer } from '../services/mail/sender';
import { textsIn, type Translate } from './messages';
import { esc } from './page';

/** One rendered mail body: heading, lines, a table of facts, an optional button, notes. */
interface MailBody {
  subject: string;
  intro: string;
  facts: [string, string][];
  button?: { href: string; label: string };
  notes: string[];
}

const when = (ms: number, iso: string) =>
  `${new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ms)} UTC`;

function body<K extends MailKind>(
  t: Translate,
  iso: string,
  site: string,
  kind: K,
  p: MailPayloads[K],
): MailBody {
  const settings = `${site}/?settings=email`;
  switch (kind) {
    case 'confirm': {
      const c = p as MailPayloads['confirm'];
      return {
        subject: t('mail.confirm.subject'),
        intro: t('mail.confirm.intro'),
        facts: [],
        button: { href: c.link, label: t('mail.confirm.button') },
        notes: [t('mail.confirm.expires', { time: when(c.expiresAt, iso) }), t('mail.confirm.ignore')],
      };
    }
    case 'topup': {
      const o = p as MailPayloads['topup'];
      return {
        subject: t('mail.topup.subject', { order: o.tradeNo }),
        intro: t('mail.topup.intro'),
        facts: [
          [t('mail.topup.amount'), formatMoney(o.amount, iso)],
          [t('mail.topup.bonus'), formatMoney(o.bonus, iso)],
          [t('mail.topup.total'), formatMoney(o.amount + o.bonus, iso)],
          [t('mail.topup.order'), o.tradeNo],
          [t('mail.topup.time'), when(o.paidAt, iso)],
        ],
        notes: [],
      };
    }
    case 'withdrawal': {
      const w = p as MailPayloads['withdrawal'];
      const state = t(`mail.withdrawal.states.${w.state}`);
      return {
        subject: t('mail.withdrawal.subject', { item: w.item, state }),
        intro: t('mail.withdrawal.intro'),
        facts: [
          [t('mail.withdrawal.item'), w.item],
          [t('mail.withdrawal.value'), formatMoney(w.value, iso)],
          [t('mail.withdrawal.state'), state],
          [t('mail.withdrawal.time'), when(w.at, iso)],
        ],
        notes: [],
      };
    }
    case 'new_device': {
      const d = p as MailPayloads['new_device'];
      const [browser, system] = d.device.split('|').map((x) => (x === '?' ? t('mail.newDevice.unknown') : x));
      return {
        subject: t('mail.newDevice.subject'),
        intro: t('mail.newDevice.intro'),
        facts: [
          [t('mail.newDevice.time'), when(d.at, iso)],
          [t('mail.newDevice.device'), t('mail.newDevice.deviceValue', { browser, system })],
          [t('mail.newDevice.ip'), d.ip],
        ],
        button: { href: settings, label: t('mail.newDevice.revoke') },
        notes: [t('mail.newDevice.ok'), t('mail.newDevice.notYou')],
      };
    }
    default:
      throw new Error(`no template for mail kind ${String(kind)}`);
  }
}

function textPart(t: Translate, name: string, b: MailBody, footer: string): string {
  const sections = [
    [t('mail.greeting', { name })],
    [b.intro],
    b.facts.map(([k, v]) => `${k}: ${v}`),
    b.button ? [`${b.button.label}: ${b.button.href}`] : [],
    b.notes,
    ['-- ', footer],
  ];
  return sections
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
}

function htmlPart(t: Translate, lang: string, name: string, b: MailBody, footer: string): string {
  const facts = b.facts.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0">${b.facts
        .map(
          ([k, v]) =>
            `<tr><td style="padding:8px 0;color:#6b7280;border-bottom:1px solid #e5e7eb">${esc(k)}</td><td style="padding:8px 0;text-align:right;font-weight:600;border-bottom:1px solid #e5e7eb">${esc(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button = b.button
    ? `<p style="margin:20px 0"><a href="${esc(b.button.href)}" style="display:inline-block;padding:12px 20px;border-radius:10px;background:#4a82ff;color:#fff;text-decoration:none;font-weight:600">${esc(b.button.label)}</a></p><p style="font-size:12px;color:#6b7280;word-break:break-all">${esc(b.button.href)}</p>`
    : '';
  const notes = b.notes.map((n) => `<p style="margin:10px 0;color:#374151">${esc(n)}</p>`).join('');
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(b.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:14px;padding:28px">
<p style="font-weight:700;color:#4a82ff;margin:0 0 16px">${esc(t('brand.name'))}</p>
<h1 style="font-size:20px;margin:0 0 12px">${esc(b.subject)}</h1>
<p style="margin:0 0 8px">${esc(t('mail.greeting', { name }))}</p>
<p style="margin:0 0 8px">${esc(b.intro)}</p>${facts}${button}${notes}
<p style="margin:24px 0 0;font-size:12px;color:#9ca3af">${esc(footer)}</p>
</div></body></html>`;
}

/** The renderer of every kind of mail over the message files in `localesDir`, with links to `site`. */
export function mailRenderer(localesDir: string, site: string): MailRenderer {
  return (kind, locale, payload) => {
    const code = isLocaleCode(locale) ? locale : DEFAULT_LOCALE;
    const iso = LOCALES.find((l) => l.code === code)?.iso ?? 'en-US';
    const t = textsIn(localesDir, code);
    const b = body(t, iso, site, kind, payload);
    const footer = `${t(kind === 'confirm' ? 'mail.footerConfirm' : 'mail.footer')} ${site}/?settings=email`;
    return {
      subject: b.subject,
      text: textPart(t, payload.name, b, footer),
      html: htmlPart(t, iso, payload.name, b, footer),
      lang: iso,
    };
  };
}
