/**
 * Wires withdrawals into the app: the trade provider (the sandbox while TRADE_SANDBOX is on; a real provider plugs in
 * here; none otherwise, and POST /loot/withdraw then answers 409 withdrawals_unavailable) and the settlement (server/services/trades/settlement.ts), which starts on ready (when
 * config.trades.scheduler) and stops in preClose, before the database closes, handing its lease over.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock } from '../kernel/ports';
import type { TradeProvider } from '../services/trades/provider';
import { SandboxTradeProvider } from '../services/trades/sandbox';
import { TradeSettlement } from '../services/trades/settlement';

declare module 'fastify' {
  interface FastifyInstance {
    /** Withdrawals: the provider (null: not available here), and its settlement. */
    trades: {
      provider: TradeProvider | null;
      settlement: TradeSettlement | null;
    };
  }
}

/** Registers the trade provider and its settlement; call after registerRealtime and registerBattles. */
function registerTrades(app: FastifyInstance): void {
  const c = app.config.trades;
  const provider: TradeProvider | null = c.sandbox
    ? new SandboxTradeProvider({
        outcome: c.sandboxOutcome,
        sendMs: c.sandboxSendMs,
        settleMs: c.sandboxSettleMs,
      })
    : null;
  const owner = app.hasDecorator('battles')
    ? app.battles.runner.owner
    : `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const settlement = provider
    ? new TradeSettlement({
        db: app.db,
        bus: app.events,
        provider,
        clock: systemClock,
        log: app.log,
        tickMs: c.tickMs,
        lease: { owner, ttlMs: app.config.battleLease.ttlMs },
      })
    : null;
  app.decorate('trades', { provider, settlement });
  app.addHook('onReady', async () => {
    if (c.scheduler) settlement?.start();
  });
  app.addHook('preClose', async () => {
    await settlement?.stop();
  });
}

/** The trades plugin: `app.trades`: the withdrawal provider and its settlement. */
export const tradesPlugin = fp(async (app: FastifyInstance) => registerTrades(app), {
  name: 'trades',
  dependencies: ['db', 'events', 'battles'],
});
