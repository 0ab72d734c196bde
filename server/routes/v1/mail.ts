/**
 * Mail routes: POST /user/email/resend (a new confirmation link), the link's page GET/POST /email/confirm (HTML in
 * the player's language), and in demo mode only the catcher's read-only list GET /dev/mail.
 */
import { isLocaleCode, LOCALES } from '../../../src/domain/locales';
import {
  CaughtMailList,
  CaughtMailQuery,
  ConfirmForm,
  ConfirmQuery,
  ResendAnswer,
  ResendRequest,
  RevokeSessionsAnswer,
  RevokeSessionsRequest,
} from '../../../src/protocol/mail';
import { revokeAllSessions } from '../../services/users/users';
import { htmlAnswer } from '../../../src/protocol/page';
import { requireUser } from '../../plugins/auth';
import { registerFormBody } from '../../plugins/form-body';
import { confirmEmail, linkState, resendConfirmation } from '../../services/mail/confirm';
import { confirmEmailPage, type ConfirmPageState } from '../../views/confirm-email-page';
import { textsIn } from '../../views/messages';
import { PAGE_HEADERS } from '../../views/page';
import { htmlErrors, textsFor } from './auth-browser';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'mail';

/** Registers the mail routes. */
export async function mailRoutes(app: ApiApp): Promise<void> {
  const { config } = app;
  const limited = app.rateLimit({ name: 'auth', key: 'ip', ...config.rateLimits.auth });

  app.post(
    '/user/email/resend',
    {
      schema: {
        ...doc(
          tag,
          'Sends a new confirmation link to the saved, unconfirmed address (at most one a minute, five a day)',
          {
            signedIn: true,
          },
        ),
        body: ResendRequest,
        response: answerSchema(ResendAnswer),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = Date.now();
      await app.db.kysely
        .transaction()
        .execute((trx) =>
          resendConfirmation(trx, userId, { site: config.publicUrl, ttlMs: config.mail.confirmTtlMs, now }),
        );
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/user/sessions/revoke',
    {
      schema: {
        ...doc(
          tag,
          'Signs the caller out on every device (the new-device mail\'s "not you?"), this session too',
          {
            signedIn: true,
          },
        ),
        body: RevokeSessionsRequest,
        response: answerSchema(RevokeSessionsAnswer),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const ended = await revokeAllSessions(app.db, userId);
      // Their open websockets, on every process, stop receiving the user's private events.
      app.realtime.endSessions(ended);
      return { data: { revoked: ended.length } };
    },
  );

  // The link's page: a browser navigates here; errors are translated pages, never JSON.
  await app.register(async (pages: ApiApp) => {
    htmlErrors(pages);
    registerFormBody(pages);
    const render = (
      locale: string | null,
      req: Parameters<typeof textsFor>[1],
      state: ConfirmPageState,
      token?: string,
    ) => {
      // The player's own language when the link is known, else the browser's.
      const texts =
        locale && isLocaleCode(locale)
          ? {
              t: textsIn(config.localesDir, locale),
              lang: LOCALES.find((l) => l.code === locale)?.iso ?? locale,
            }
          : textsFor(app, req);
      return confirmEmailPage({ ...texts, state, token, home: config.publicUrl });
    };

    pages.get(
      '/email/confirm',
      {
        schema: {
          ...doc(
            tag,
            'The page a confirmation link opens: a button to confirm, or why the link does not work',
          ),
          querystring: ConfirmQuery,
          response: {
            200: htmlAnswer('The confirmation page.'),
            '4xx': htmlAnswer('Why the link does not work.'),
          },
        },
        preHandler: limited,
      },
      async (req, reply) => {
        const { state, locale } = await linkState(app.db.kysely, req.query.token, Date.now());
        return reply
          .status(state === 'valid' ? 200 : state === 'invalid' ? 404 : 410)
          .headers(PAGE_HEADERS)
          .send(render(locale, req, state, req.query.token));
      },
    );

    pages.post(
      '/email/confirm',
      {
        schema: {
          ...doc(tag, 'Confirms the address a link was sent to (once)'),
          body: ConfirmForm,
          response: { 200: htmlAnswer('The address is confirmed.'), '4xx': htmlAnswer('Why not.') },
        },
        preHandler: limited,
      },
      async (req, reply) => {
        const now = Date.now();
        const token = req.body.token;
        const { locale } = await linkState(app.db.kysely, token, now);
        const outcome = await app.db.kysely.transaction().execute((trx) => confirmEmail(trx, token, now));
        return reply
          .status(outcome === 'confirmed' ? 200 : outcome === 'invalid' ? 404 : 410)
          .headers(PAGE_HEADERS)
          .send(render(locale, req, outcome));
      },
    );
  });

  // The demo catcher's mails: only where this process runs the catcher (demo mode), never otherwise.
  const catcher = app.mail.catcher;
  if (catcher)
    app.get(
      '/dev/mail',
      {
        schema: {
          ...doc(
            tag,
            'Demo mode only: the mails the local catcher caught (nothing is delivered), newest first',
          ),
          querystring: CaughtMailQuery,
          response: answerSchema(CaughtMailList),
        },
        preHandler: app.readLimit,
      },
      async (req) => ({ data: { mails: catcher.list(req.query.to) } }),
    );
}
