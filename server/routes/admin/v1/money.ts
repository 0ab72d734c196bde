/**
 * /api/admin/v1/money: the back office's Money area. Orders (support may read them) with the provider's events and
 * refunds, the withdrawal queue, ledger adjustments, the house's accounts, daily results and exposure, and a
 * player's reward budget. Every action needs role finance, a reason, and lands in the audit log with its effect.
 */
import {
  AdjustmentAnswer,
  AdjustmentBody,
  AdminOrderDetail,
  AdminOrdersPage,
  AdminOrdersQuery,
  HouseAnswer,
  HouseQuery,
  PlayerEconomyAnswer,
  PlayerParams,
  RefundAnswer,
  RefundBody,
  TradeNoParams,
  WithdrawalActionBody,
  WithdrawalActionParams,
  WithdrawalQueue,
  WithdrawalQueueQuery,
} from '../../../../src/protocol/admin-money';
import { Withdrawal } from '../../../../src/protocol/trade';
import { adjustWallet } from '../../../services/money/adjustments';
import { dailyResults, exposure, houseAccounts, playerEconomy } from '../../../services/money/figures';
import { adminOrder, adminOrders } from '../../../services/money/orders';
import { refundOrder } from '../../../services/money/refunds';
import { actOnWithdrawal, withdrawalQueue } from '../../../services/money/withdrawal-queue';
import { answerSchema, doc } from '../../typebox';
import type { AdminApp } from './admin-app';

const tag = 'admin';

/** Registers the Money area's routes. */
export async function moneyAdminRoutes(app: AdminApp): Promise<void> {
  app.get(
    '/money/orders',
    {
      config: { staffRole: 'staff' },
      schema: {
        ...doc(tag, 'Top-up orders, newest first, by status, player and date', { signedIn: true }),
        querystring: AdminOrdersQuery,
        response: answerSchema(AdminOrdersPage),
      },
    },
    async (req) => ({ data: await adminOrders(app.db, req.query, Date.now()) }),
  );

  app.get(
    '/money/orders/:tradeNo',
    {
      config: { staffRole: 'staff' },
      schema: {
        ...doc(tag, "One order with the provider's webhook events and its refund", { signedIn: true }),
        params: TradeNoParams,
        response: answerSchema(AdminOrderDetail),
      },
    },
    async (req) => ({ data: await adminOrder(app.db, req.params.tradeNo, Date.now()) }),
  );

  app.post(
    '/money/orders/:tradeNo/refund',
    {
      config: { staffRole: 'finance' },
      schema: {
        ...doc(tag, 'Refunds a paid order through its provider and takes its coins back (once)', {
          signedIn: true,
        }),
        params: TradeNoParams,
        body: RefundBody,
        response: answerSchema(RefundAnswer),
      },
    },
    async (req) => ({
      data: await refundOrder(app.db, app.payments.providers, {
        tradeNo: req.params.tradeNo,
        reason: req.body.reason,
        actor: req.staff,
        now: Date.now(),
      }),
    }),
  );

  app.get(
    '/money/withdrawals',
    {
      config: { staffRole: 'finance' },
      schema: {
        ...doc(
          tag,
          'The withdrawal queue: pending, sent, still reversible (7-day trade protection), or all',
          {
            signedIn: true,
          },
        ),
        querystring: WithdrawalQueueQuery,
        response: answerSchema(WithdrawalQueue),
      },
    },
    async (req) => ({ data: { list: await withdrawalQueue(app.db, req.query.view ?? 'pending') } }),
  );

  app.post(
    '/money/withdrawals/:id/:action',
    {
      config: { staffRole: 'finance' },
      schema: {
        ...doc(tag, 'Approves, holds or cancels a withdrawal not yet sent (cancel gives the item back)', {
          signedIn: true,
        }),
        params: WithdrawalActionParams,
        body: WithdrawalActionBody,
        response: answerSchema(Withdrawal),
      },
    },
    async (req) => ({
      data: await actOnWithdrawal(app.db, {
        id: req.params.id,
        action: req.params.action,
        reason: req.body.reason,
        actor: req.staff,
        now: Date.now(),
      }),
    }),
  );

  app.post(
    '/money/adjustments',
    {
      config: { staffRole: 'finance' },
      schema: {
        ...doc(tag, "Credits or debits a player's wallet against the house, with a reason (once per key)", {
          signedIn: true,
        }),
        body: AdjustmentBody,
        response: answerSchema(AdjustmentAnswer),
      },
    },
    async (req) => ({
      data: await adjustWallet(app.db, {
        userId: req.body.userID,
        currency: req.body.currency,
        amount: req.body.amount,
        reason: req.body.reason,
        idempotencyKey: req.body.idempotencyKey,
        actor: req.staff,
        now: Date.now(),
      }),
    }),
  );

  app.get(
    '/money/house',
    {
      config: { staffRole: 'finance' },
      schema: {
        ...doc(tag, "The house's accounts, its daily result per game and its exposure", { signedIn: true }),
        querystring: HouseQuery,
        response: answerSchema(HouseAnswer),
      },
    },
    async (req) => {
      const days = Math.min(90, Number(req.query.days ?? 7));
      return {
        data: {
          accounts: await houseAccounts(app.db),
          days: await dailyResults(app.db, days, Date.now()),
          exposure: await exposure(app.db),
        },
      };
    },
  );

  app.get(
    '/money/players/:id/economy',
    {
      config: { staffRole: 'staff' },
      schema: {
        ...doc(tag, "A player's wallets and reward budget (ECONOMY.md)", { signedIn: true }),
        params: PlayerParams,
        response: answerSchema(PlayerEconomyAnswer),
      },
    },
    async (req) => ({ data: await playerEconomy(app.db, req.params.id) }),
  );
}
