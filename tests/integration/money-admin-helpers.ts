/** Helpers of the Money back-office tests: a paid sandbox order, a finance actor, balances and error codes. */
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/database';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';

type Auth = { authorization: string };

/** A pending sandbox order of `amount` cents by the user; its trade number. */
export async function newOrder(app: FastifyInstance, auth: Auth, amount = 5000): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/pay/order',
    headers: auth,
    payload: { amount, method: 'card' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { tradeNo: string } }>().data.tradeNo;
}

/** A sandbox order paid through the sandbox checkout's Pay button (the provider's signed webhook). */
export async function paidOrder(app: FastifyInstance, auth: Auth, amount = 5000): Promise<string> {
  const tradeNo = await newOrder(app, auth, amount);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/pay/sandbox/confirm/${tradeNo}`,
    headers: auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return tradeNo;
}

/** The user's coin balance. */
export const coinsOf = (db: Db, userId: string) => balanceOf(db.kysely, userAccount(userId, 'coin'));

/** The error code of a thrown AppError (or of an answer), after checking its status. */
export async function refusal(p: Promise<unknown>, status: number): Promise<string> {
  try {
    await p;
  } catch (err) {
    const e = err as { statusCode?: number; code?: string };
    expect(e.statusCode, String(err)).toBe(status);
    return e.code ?? '';
  }
  throw new Error('expected a refusal');
}

/** An answer's error code, after checking its status. */
export function codeOf(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ error: { code: string } }>().error.code;
}

/** The order's stored status. */
export async function orderStatus(db: Db, tradeNo: string): Promise<string> {
  return (
    await db.kysely
      .selectFrom('orders')
      .select('status')
      .where('trade_no', '=', tradeNo)
      .executeTakeFirstOrThrow()
  ).status;
}
