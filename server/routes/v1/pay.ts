/**
 * /api/v1/pay/*: payment methods, the top-up calculation, orders, the caller's payment history, and the providers'
 * signed webhooks (`POST /pay/webhook/:provider`, raw JSON body, see services/payments/webhook-signature.ts).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { validEmail } from '../../services/profile/profile';
import { calculate, findMethod, methodEntry, type PayMethod } from '../../services/payments/methods';
import { createOrder, listOrders } from '../../services/payments/orders';
import type { PaymentProvider } from '../../services/payments/provider';
import { receiveWebhook } from '../../services/payments/webhook';
import { siteOf } from './auth-browser';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type {
  OrderCreated,
  OrdersPage,
  PayCalculation,
  PayMethodsAnswer,
  PayRequest,
} from '../../../src/protocol/pay';

const amountBody = {
  type: 'object',
  properties: {
    amount: { type: 'integer', minimum: 1 },
    method: { type: 'string', minLength: 1, maxLength: 64 },
    email: { type: 'string', maxLength: 1024 },
  },
  required: ['amount', 'method'],
  additionalProperties: false,
} as const;

const ordersQuery = {
  type: 'object',
  properties: {
    userID: { type: 'string', maxLength: 64 },
    cursor: { type: 'string', maxLength: 64, pattern: '^\\d{1,15}\\.[A-Z0-9]{1,40}$' },
    pageSize: { type: 'string', pattern: '^[1-9]\\d{0,2}$' },
  },
  additionalProperties: false,
} as const;

const webhookParams = {
  type: 'object',
  properties: { provider: { type: 'string', maxLength: 64 } },
  required: ['provider'],
  additionalProperties: false,
} as const;

async function bonusPercent(app: FastifyInstance, userId: string | null): Promise<number> {
  if (!userId) return 0;
  const u = await app.db.kysely
    .selectFrom('users')
    .select('pay_bonus_percent')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(u?.pay_bonus_percent ?? 0);
}

/** Registers the pay routes for the providers in use (none: no methods are offered and no webhook is accepted). */
export async function payRoutes(
  app: FastifyInstance,
  opts: { providers: readonly PaymentProvider[] },
): Promise<void> {
  const { providers } = opts;
  const methods: PayMethod[] = providers.flatMap((p) => p.methods);
  const providerOf = (methodId: string) => providers.find((p) => p.methods.some((m) => m.id === methodId));
  const limited = app.rateLimit({ name: 'pay', key: 'user', ...app.config.rateLimits.pay });

  app.get('/pay/payments', async (): Promise<ApiAnswer<PayMethodsAnswer>> => ({
    data: { payments: methods.map(methodEntry) },
  }));

  app.post<{ Body: PayRequest }>(
    '/pay/calculate',
    { schema: { body: amountBody }, preHandler: limited },
    async (req): Promise<ApiAnswer<PayCalculation>> => {
      const method = findMethod(methods, req.body.method);
      const {
        payAmount,
        amount,
        commissionAmount,
        commissionText,
        bonusAmount,
        bonusPercent: percent,
      } = calculate(method, req.body.amount, await bonusPercent(app, req.userId));
      return {
        data: { payAmount, amount, commissionAmount, commissionText, bonusAmount, bonusPercent: percent },
      };
    },
  );

  app.post<{ Body: PayRequest }>(
    '/pay/order',
    { schema: { body: amountBody }, preHandler: limited },
    async (req): Promise<ApiAnswer<OrderCreated>> => {
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

  app.get<{ Querystring: { userID?: string; cursor?: string; pageSize?: string } }>(
    '/pay/orders',
    { schema: { querystring: ordersQuery } },
    async (req): Promise<ApiAnswer<OrdersPage>> => {
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
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post<{ Params: { provider: string } }>(
      '/pay/webhook/:provider',
      { schema: { params: webhookParams } },
      async (req) => {
        const provider = providers.find((p) => p.id === req.params.provider);
        if (!provider) throw notFound('unknown_provider', 'No such payment provider');
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const r = await receiveWebhook(app.db, provider, { headers: req.headers, body }, Date.now());
        req.log.info(
          { provider: provider.id, eventId: r.eventId, tradeNo: r.order.trade_no, outcome: r.outcome },
          'payment webhook',
        );
        return { data: { received: true, outcome: r.outcome } };
      },
    );
  });
}
