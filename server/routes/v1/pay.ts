/**
 * /api/v1/pay/*: payment methods, the top-up calculation, orders, the caller's payment history, and the providers'
 * signed webhooks (`POST /pay/webhook/:provider`, raw JSON body, see services/payments/webhook-signature.ts).
 */
import { badRequest, forbidden, notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { validEmail } from '../../services/profile/profile';
import { calculate, findMethod, methodEntry, type PayMethod } from '../../services/payments/methods';
import { createOrder, listOrders } from '../../services/payments/orders';
import type { PaymentProvider } from '../../services/payments/provider';
import { receiveWebhook } from '../../services/payments/webhook';
import { siteOf } from './auth-browser';
import { answerSchema, doc, type ApiApp } from '../typebox';
import {
  OrderCreated,
  OrdersPage,
  OrdersQuery,
  PayCalculation,
  PayMethodsAnswer,
  PayRequest,
  WebhookAnswer,
  WebhookParams,
} from '../../../src/protocol/pay';

const tag = 'pay';

async function bonusPercent(app: ApiApp, userId: string | null): Promise<number> {
  if (!userId) return 0;
  const u = await app.db.kysely
    .selectFrom('users')
    .select('pay_bonus_percent')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(u?.pay_bonus_percent ?? 0);
}

/** Registers the pay routes for the providers in use (none: no methods are offered and no webhook is accepted). */
export async function payRoutes(app: ApiApp, opts: { providers: readonly PaymentProvider[] }): Promise<void> {
  const { providers } = opts;
  const methods: PayMethod[] = providers.flatMap((p) => p.methods);
  const providerOf = (methodId: string) => providers.find((p) => p.methods.some((m) => m.id === methodId));
  const limited = app.rateLimit({ name: 'pay', key: 'user', ...app.config.rateLimits.pay });

  app.get(
    '/pay/payments',
    {
      schema: {
        ...doc(tag, 'The payment methods this deployment offers'),
        response: answerSchema(PayMethodsAnswer),
      },
    },
    async () => ({
      data: { payments: methods.map(methodEntry) },
    }),
  );

  app.post(
    '/pay/calculate',
    {
      schema: {
        ...doc(tag, 'What a top-up costs and credits with a method (commission, bonus)'),
        body: PayRequest,
        response: answerSchema(PayCalculation),
      },
      preHandler: limited,
    },
    async (req) => {
      const method = findMethod(methods, req.body.method);
      return { data: calculate(method, req.body.amount, await bonusPercent(app, req.userId)) };
    },
  );

  app.post(
    '/pay/order',
    {
      schema: {
        ...doc(tag, "Creates a top-up order and answers its provider's checkout page", { signedIn: true }),
        body: PayRequest,
        response: answerSchema(OrderCreated),
      },
      preHandler: limited,
    },
    async (req) => {
      const userId = requireUser(req);
      const email = req.body.email?.trim();
      if (email && !validEmail(email))
        throw badRequest('invalid_email', 'Please enter a valid email address');
      const provider = providerOf(req.body.method);
      if (!provider) throw badRequest('invalid_method', 'This payment method is not available');
      const order = await createOrder(app.db, provider, {
        userId,
        amount: req.body.amount,
        method: req.body.method,
        email,
        now: Date.now(),
        // Outside production with PUBLIC_URL unset, the checkout returns to the address the site was opened on.
        returnSite: siteOf(app, req) ?? undefined,
      });
      req.log.info({ userId, tradeNo: order.tradeNo, amount: req.body.amount }, 'order created');
      return { data: order };
    },
  );

  app.get(
    '/pay/orders',
    {
      schema: {
        ...doc(tag, "The caller's orders, newest first, one page at a time", { signedIn: true }),
        querystring: OrdersQuery,
        response: answerSchema(OrdersPage),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      if (req.query.userID !== undefined && req.query.userID !== userId) {
        throw forbidden('forbidden', 'You can only see your own payments');
      }
      const pageSize = Math.min(100, Number(req.query.pageSize ?? 20));
      return {
        data: await listOrders(app.db, userId, { cursor: req.query.cursor, pageSize, now: Date.now() }),
      };
    },
  );

  // Providers sign the exact bytes they send, so this route reads the body raw (JSON parsing is the provider's).
  await app.register(async (hooks: ApiApp) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post(
      '/pay/webhook/:provider',
      {
        schema: {
          ...doc(tag, "A payment provider's signed event about an order", {
            description:
              "The raw body is the provider's JSON, checked against its signature before it is read.",
          }),
          params: WebhookParams,
          response: answerSchema(WebhookAnswer),
        },
      },
      async (req) => {
        const provider = providers.find((p) => p.id === req.params.provider);
        if (!provider) throw notFound('unknown_provider', 'No such payment provider');
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const r = await receiveWebhook(app.db, provider, { headers: req.headers, body }, Date.now());
        req.log.info(
          { provider: provider.id, eventId: r.eventId, tradeNo: r.order.trade_no, outcome: r.outcome },
          'payment webhook',
        );
        return { data: { received: true as const, outcome: r.outcome } };
      },
    );
  });
}
