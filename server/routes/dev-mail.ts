/**
 * The demo mail catcher's read-only viewer at /dev/mail: what this process's catcher caught, newest first, each with
 * its plain-text part and a link to its HTML part (served sandboxed: no scripts, no requests). Registered only where
 * the catcher runs (demo mode); absent, and so a 404 like any unknown page, everywhere else.
 */
import { Type } from 'typebox';
import { htmlAnswer } from '../../src/protocol/page';
import { Closed } from '../../src/protocol/typebox';
import type { MailCatcher } from '../services/mail/catcher';
import { esc, page, PAGE_HEADERS } from '../views/page';
import { textsFor } from './v1/auth-browser';
import { doc, type ApiApp } from './typebox';

const tag = 'mail';
const MailId = Closed({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) });

/** Registers GET /dev/mail and GET /dev/mail/:id (the HTML part) over this catcher. */
export async function devMailRoutes(app: ApiApp, opts: { catcher: MailCatcher }): Promise<void> {
  const { catcher } = opts;
  app.get(
    '/dev/mail',
    {
      schema: {
        ...doc(tag, 'Demo mode only: the mail catcher’s viewer page'),
        response: { 200: htmlAnswer('The caught mails.'), '4xx': htmlAnswer('Too many requests.') },
      },
      preHandler: app.readLimit,
    },
    async (req, reply) => {
      const { t, lang } = textsFor(app, req);
      const mails = catcher.list();
      const items = mails
        .map(
          (m) => `<article class="sum" style="display:block" data-testid="caught-mail">
<b>${esc(m.subject)}</b><br><span>${esc(t('mail.catcher.to'))}: ${esc(m.to.join(', '))} · ${esc(new Date(m.receivedAt).toISOString())}${m.lang ? ` · ${esc(m.lang)}` : ''}</span>
<pre style="white-space:pre-wrap;word-break:break-word;font:13px/1.45 ui-monospace,monospace;margin:10px 0">${esc(m.text)}</pre>
${m.html ? `<a href="/dev/mail/${m.id}">${esc(t('mail.catcher.html'))}</a>` : ''}</article>`,
        )
        .join('');
      const body = `<div class="brand pay"><i></i>${esc(t('mail.catcher.title'))}</div><h1>${esc(t('mail.catcher.title'))}</h1>
<p class="sub">${esc(t('mail.catcher.note'))}</p>${items || `<p class="note">${esc(t('mail.catcher.empty'))}</p>`}`;
      return reply
        .headers(PAGE_HEADERS)
        .send(page(t('mail.catcher.title'), body, lang).replace('max-width:460px', 'max-width:760px'));
    },
  );
  app.get(
    '/dev/mail/:id',
    {
      schema: {
        ...doc(tag, 'Demo mode only: the HTML part of one caught mail, sandboxed'),
        params: MailId,
        response: { 200: htmlAnswer('The HTML part.'), '4xx': htmlAnswer('No such mail.') },
      },
      preHandler: app.readLimit,
    },
    async (req, reply) => {
      const m = catcher.get(Number(req.params.id));
      reply.headers({
        ...PAGE_HEADERS,
        'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'",
      });
      if (!m?.html) return reply.status(404).send(page('404', '<h1>404</h1>'));
      return reply.send(m.html);
    },
  );
}
