/**
 * /api/v1/pay/sandbox/*: the built-in sandbox provider's checkout page and its Pay / Cancel actions. The actions
 * go through the sandbox provider's signed webhook (the same handler as POST /pay/webhook/sandbox), so they only
 * ever touch sandbox orders. Browsers get HTML pages; a caller sending `Accept: application/json` gets `{data}` or `{error}`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrdersTable } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { registerFormBody } from '../../plugins/form-body';
import { getOrder, ORDER_TTL_MS, TRADE_NO_RE } from '../../services/payments/orders';
import { SANDBOX_PATH, sandboxCheckoutAction, type SandboxProvider } from '../../services/payments/sandbox';
import { PAGE_HEADERS } from '../../views/page';
import { checkoutPage, outcomePage } from '../../views/sandbox-checkout-page';
import { Answer, ApiError } from '../../../src/protocol/answer';
import { htmlAnswer, htmlOrJson } from '../../../src/protocol/page';
import { SandboxActionAnswer, SandboxOrderParams } from '../../../src/protocol/pay';
import { doc, type ApiApp } from '../typebox';

const checkoutSchema = {
  ...doc('pay', "The sandbox provider's checkout page of an order (demo mode)"),
  params: SandboxOrderParams,
  response: {
    200: htmlAnswer('The checkout page, or what became of the order (paid, cancelled, expired).'),
    // A refused request (an unknown query field) answers the JSON error, as every API route does.
    '4xx': htmlOrJson('No such sandbox order (a page), or a refused request (JSON).', ApiError),
  },
};

// The actions answer the outcome page to a browser, JSON to a caller that asks for it.
const actionSchema = (summary: string) => ({
  ...doc('pay', summary),
  params: SandboxOrderParams,
  response: {
    200: htmlOrJson('The order is paid (or cancelled).', Answer(SandboxActionAnswer)),
    '4xx': htmlOrJson('No such order, or it can no longer change.', ApiError),
  },
});

type Outcome = 'paid' | 'cancelled' | 'expired' | 'not_found';

const wantsJson = (req: FastifyRequest) => (req.headers.accept ?? '').includes('application/json');

// Error codes shown as the "not found" page: no such order, or not a sandbox order.
const NOT_FOUND_CODES = new Set(['order_not_found', 'order_provider_mismatch']);

/** Registers the sandbox checkout routes for the sandbox provider. */
export async function paySandboxRoutes(app: ApiApp, opts: { provider: SandboxProvider }): Promise<void> {
  const { provider } = opts;
  registerFormBody(app);
  const limited = app.rateLimit({ name: 'pay-sandbox', key: 'ip', ...app.config.rateLimits.pay });
  // The sandbox pages are on our own site: links back are paths, so they stay on the address the payer is using.
  const returnUrl = (o?: OrdersTable) => (o ? `/profile/${encodeURIComponent(o.user_id)}/payments` : `/`);

  const show = (reply: FastifyReply, status: number, kind: Outcome, order?: OrdersTable) =>
    reply
      .status(status)
      .headers(PAGE_HEADERS)
      .send(outcomePage(kind, returnUrl(order), order));

  // Runs an action; AppErrors become JSON errors or the matching outcome page.
  const act = async (
    req: FastifyRequest,
    reply: FastifyReply,
    tradeNo: string,
    run: (tradeNo: string) => Promise<{ kind: Outcome; order: OrdersTable }>,
  ) => {
    try {
      if (!TRADE_NO_RE.test(tradeNo)) throw notFound('order_not_found', 'No such order');
      const { kind, order } = await run(tradeNo);
      if (kind === 'expired') throw conflict('order_expired', 'This order can no longer be paid');
      if (wantsJson(req)) return reply.send({ data: { tradeNo, status: order.status } });
      return show(reply, 200, kind, order);
    } catch (err) {
      if (!(err instanceof AppError) || wantsJson(req)) throw err;
      const kind: Outcome = NOT_FOUND_CODES.has(err.code)
        ? 'not_found'
        : err.code === 'order_cancelled'
          ? 'cancelled'
          : err.code === 'order_paid'
            ? 'paid'
            : 'expired';
      // The not-found page links home: it says nothing about an order of another provider.
      return show(
        reply,
        err.statusCode,
        kind,
        kind === 'not_found' ? undefined : ((await getOrder(app.db, tradeNo)) ?? undefined),
      );
    }
  };

  app.get('/pay/sandbox/checkout/:tradeNo', { schema: checkoutSchema }, async (req, reply) => {
    const order = TRADE_NO_RE.test(req.params.tradeNo) ? await getOrder(app.db, req.params.tradeNo) : null;
    if (!order || order.provider !== provider.id) return show(reply, 404, 'not_found');
    if (order.status === 'paid') return show(reply, 200, 'paid', order);
    if (order.status === 'cancelled') return show(reply, 200, 'cancelled', order);
    if (order.created_at + ORDER_TTL_MS <= Date.now()) return show(reply, 200, 'expired', order);
    const no = encodeURIComponent(order.trade_no);
    return reply.headers(PAGE_HEADERS).send(
      checkoutPage({
        order,
        merchant: 'CaseArena',
        confirmUrl: `${SANDBOX_PATH}/confirm/${no}`,
        cancelUrl: `${SANDBOX_PATH}/cancel/${no}`,
      }),
    );
  });

  app.post(
    '/pay/sandbox/confirm/:tradeNo',
    { schema: actionSchema('Pays a sandbox order (demo mode)'), preHandler: limited },
    async (req, reply) =>
      act(req, reply, req.params.tradeNo, async (tradeNo) => {
        const r = await sandboxCheckoutAction(app.db, provider, tradeNo, 'pay', Date.now());
        if (r.outcome === 'paid') req.log.info({ tradeNo, userId: r.order.user_id }, 'order paid');
        return { kind: r.outcome === 'expired' ? 'expired' : 'paid', order: r.order };
      }),
  );

  app.post(
    '/pay/sandbox/cancel/:tradeNo',
    { schema: actionSchema('Cancels a sandbox order (demo mode)'), preHandler: limited },
    async (req, reply) =>
      act(req, reply, req.params.tradeNo, async (tradeNo) => ({
        kind: 'cancelled',
        order: (await sandboxCheckoutAction(app.db, provider, tradeNo, 'cancel', Date.now())).order,
      })),
  );
}
