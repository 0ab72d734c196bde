/** Helpers of the withdrawal tests: an app whose settlement is driven by hand, a recording settlement, requests. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { EventBus } from '../../server/kernel/events';
import type { SandboxTradeOutcome } from '../../server/config';
import { SandboxTradeProvider } from '../../server/services/trades/sandbox';
import { TradeSettlement } from '../../server/services/trades/settlement';
import type { Withdrawal } from '../../src/protocol/trade';
import { steamAccountId, tradeUrlOf } from '../../src/domain/trade-url';
import type { Db } from '../../server/db/database';
import { makeApp, testConfig, type TestDatabase } from './helpers';

/** The sandbox sends this long after a withdrawal and settles this long after sending (the app's and the recorders'). */
export const SEND_MS = 1000;
export const SETTLE_MS = 5000;
/** A valid trade URL of a Steam account no test user has (partner 123456789). */
export const FOREIGN_TRADE_URL =
  'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd-1_z';

/** The trade URL of the user's own Steam account, the only one withdrawals may go to. */
export async function ownTradeUrl(db: Db, userId: string): Promise<string> {
  const u = await db.kysely
    .selectFrom('users')
    .select('steam_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return tradeUrlOf(steamAccountId(u.steam_id)!, 'AbCd-1_z');
}

/** The app with its trade settlement off (tests tick recorders by hand) and wide write limits. */
export function makeTradeApp(kind: TestDatabase, sandbox = true): ReturnType<typeof makeApp> {
  const base = testConfig();
  const wide = { max: 1_000_000, perMs: 60_000 };
  return makeApp(kind, {
    trades: { ...base.trades, sandbox, scheduler: false, sandboxSendMs: SEND_MS, sandboxSettleMs: SETTLE_MS },
    rateLimits: { ...base.rateLimits, open: wide, sell: wide },
  });
}

/** One 90106 a settlement published. */
export interface TradeEvent {
  userId: string;
  withdrawal: Withdrawal;
}

/** A settlement over the app's database whose sandbox ends every offer as `outcome`, recording what it publishes. */
export function recordingSettlement(
  app: FastifyInstance,
  outcome: SandboxTradeOutcome,
  lease?: { owner: string; ttlMs: number },
): { settlement: TradeSettlement; events: TradeEvent[] } {
  const events: TradeEvent[] = [];
  const bus = new EventBus();
  bus.on('WithdrawalChanged', ({ userId, withdrawal }) => events.push({ userId, withdrawal }));
  const settlement = new TradeSettlement({
    db: app.db,
    provider: new SandboxTradeProvider({ outcome, sendMs: SEND_MS, settleMs: SETTLE_MS }),
    clock: { now: () => Date.now(), setTimeout: () => null, clearTimeout: () => undefined },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    bus,
    tickMs: 1000,
    lease,
  });
  return { settlement, events };
}

/** POST /loot/withdraw as the user. */
export function withdraw(
  app: FastifyInstance,
  auth: { authorization: string } | undefined,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/loot/withdraw',
    headers: auth,
    payload: payload as object,
  });
}

/** POST /user/prefs with a trade URL. */
export function saveTradeUrl(
  app: FastifyInstance,
  auth: { authorization: string },
  tradeURL: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/user/prefs', headers: auth, payload: { tradeURL } });
}
