/**
 * Levels and XP (issue 9): 1 XP per cent wagered on case openings and human battle stakes (once the battle is
 * played, issue 26), nothing for sells, top-ups or a waiting or refunded stake; a level reached for the first time
 * credits its points once and sends one levelUp event on the player's own channel; GET /user/me carries the progress.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import { levelReward } from '../../src/domain/levels';
import type { Db } from '../../server/db/database';
import { signWebhook } from '../../server/services/payments/webhook-signature';
import { FAST, fixedCase, post, waitFinished, type BattleJson } from './battle-helpers';
import { ledgerProblems } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, makeApp, testConfig, testDatabases } from './helpers';
import { openSocket, sleep, type TestSocket } from './ws-test-client';
import { xpOf, points } from './progression-helpers';

const SECRET = 'levels-test-webhook-secret-0123456789';
const wide = { max: 1_000_000, perMs: 60_000 };

const rewardTxs = async (db: Db, userId: string) =>
  (
    await db.kysely
      .selectFrom('ledger_transactions')
      .select('idem_key')
      .where('kind', '=', 'level_reward')
      .where('user_id', '=', userId)
      .execute()
  ).map((r) => r.idem_key);

describe.each(testDatabases)('levels and XP on $name', (kind) => {
  const h = appForSuite(async () => {
    const base = testConfig().rateLimits;
    const ctx = await makeApp(kind, {
      rateLimits: { ...base, open: wide, sell: wide, pay: wide },
      paymentSandboxSecret: SECRET,
      battleTimeScale: FAST,
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return ctx;
  });

  /** A socket signed in as the user, subscribed to the user's own channel. */
  const userSocket = async (token: string, userId: string): Promise<TestSocket> => {
    const port = (h.app.server.address() as AddressInfo).port;
    const s = await openSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
    s.send(MsgType.subscribe, { channels: [Channel.user(userId)] });
    const ack = await s.next(MsgType.subscribe);
    expect(ack.payload).toMatchObject({ channels: [Channel.user(userId)] });
    return s;
  };
  const open = (auth: { authorization: string }, caseID: string, count = 1, idempotencyKey?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/case/open',
      headers: auth,
      payload: { caseID, count, ...(idempotencyKey ? { idempotencyKey } : {}) },
    });
  const me = async (auth: { authorization: string }) =>
    (await h.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: auth })).json().data;

  it('opening cases grants 1 XP per cent and levels up at the threshold with one reward and one event', async () => {
    const caseId = await fixedCase(h.db, 100, 250);
    const u = await createSignedInUser(h.db, 'opener');
    await fund(h.db, u.userId, 10_000);
    const sock = await userSocket(u.token, u.userId);

    expect((await open(u.auth, caseId)).statusCode).toBe(200);
    expect(await xpOf(h.db, u.userId)).toEqual({ xp: 250, level: 1 });
    expect((await me(u.auth)).user.level).toEqual({ lv: 1, xp: 250, levelXp: 0, nextLevelXp: 500 });
    // A retried request with the same idempotency key gains nothing.
    expect((await open(u.auth, caseId, 1, 'same-key')).statusCode).toBe(200);
    expect((await open(u.auth, caseId, 1, 'same-key')).statusCode).toBe(200);
    expect(await xpOf(h.db, u.userId)).toEqual({ xp: 500, level: 2 });

    const ev = await sock.next(MsgType.levelUp);
    expect(ev.payload).toEqual({ lv: 2, xp: 500, levelXp: 500, nextLevelXp: 2_000, reward: levelReward(2) });
    expect(await points(h.db, u.userId)).toBe(levelReward(2));
    expect(await rewardTxs(h.db, u.userId)).toEqual([`level-up:${u.userId}:2`]);
    expect((await me(u.auth)).user.level).toEqual({ lv: 2, xp: 500, levelXp: 500, nextLevelXp: 2_000 });

    // Two cases at once (500 XP) stay inside level 2: no reward, no event.
    expect((await open(u.auth, caseId, 2)).statusCode).toBe(200);
    expect(await xpOf(h.db, u.userId)).toEqual({ xp: 1_000, level: 2 });
    await sleep(150);
    expect(sock.frames.filter((f) => f.type === MsgType.levelUp)).toHaveLength(1);
    expect(await points(h.db, u.userId)).toBe(levelReward(2));
    expect(await ledgerProblems(h.db)).toEqual([]);
    sock.ws.close();
  });

  it('one opening crossing several levels credits each level once and sends one event with the sum', async () => {
    const caseId = await fixedCase(h.db, 100, 1_000);
    const u = await createSignedInUser(h.db, 'jumper');
    await fund(h.db, u.userId, 5_000);
    const sock = await userSocket(u.token, u.userId);
    // 3 x 1000 = 3000 XP: level 3 (2000) reached from 1, through 2.
    expect((await open(u.auth, caseId, 3)).statusCode).toBe(200);
    expect(await xpOf(h.db, u.userId)).toEqual({ xp: 3_000, level: 3 });
    const ev = await sock.next(MsgType.levelUp);
    expect(ev.payload).toMatchObject({ lv: 3, reward: levelReward(2) + levelReward(3) });
    expect((await rewardTxs(h.db, u.userId)).sort()).toEqual([
      `level-up:${u.userId}:2`,
      `level-up:${u.userId}:3`,
    ]);
    await sleep(100);
    expect(sock.frames.filter((f) => f.type === MsgType.levelUp)).toHaveLength(1);
    sock.ws.close();
  });

  it('20 parallel openings give exactly the summed XP, one reward and one event', async () => {
    const caseId = await fixedCase(h.db, 10, 30);
    const u = await createSignedInUser(h.db, 'racer');
    await fund(h.db, u.userId, 10_000);
    const sock = await userSocket(u.token, u.userId);
    const res = await Promise.all(Array.from({ length: 20 }, () => open(u.auth, caseId)));
    expect(res.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await xpOf(h.db, u.userId)).toEqual({ xp: 600, level: 2 });
    const events = await h.db.kysely
      .selectFrom('xp_events')
      .select('amount')
      .where('user_id', '=', u.userId)
      .execute();
    expect(events).toHaveLength(20);
    await sock.next(MsgType.levelUp);
    await sleep(150);
    expect(sock.frames.filter((f) => f.type === MsgType.levelUp)).toHaveLength(1);
    expect(await rewardTxs(h.db, u.userId)).toEqual([`level-up:${u.userId}:2`]);
    expect(await points(h.db, u.userId)).toBe(levelReward(2));
    expect(await ledgerProblems(h.db)).toEqual([]);
    sock.ws.close();
  });

  it('selling items and topping up give no XP', async () => {
    const caseId = await fixedCase(h.db, 100, 200);
    const u = await createSignedInUser(h.db, 'seller');
    await fund(h.db, u.userId, 1_000);
    const opened = await open(u.auth, caseId, 2);
    const lootIDs = (opened.json().data.opening.results as { lootID: string }[]).map((r) => r.lootID);
    expect(await xpOf(h.db, u.userId)).toEqual({ xp: 400, level: 1 });
    const sold = await h.app.inject({
      method: 'POST',
      url: '/api/v1/loot/sell',
      headers: u.auth,
      payload: { lootIDs },
    });
    expect(sold.statusCode).toBe(200);
    expect(await xpOf(h.db, u.userId)).toEqual({ xp: 400, level: 1 });

    const order = await h.app.inject({
      method: 'POST',
      url: '/api/v1/pay/order',
      headers: u.auth,
      payload: { amount: 5_000, method: 'card' },
    });
    expect(order.statusCode).toBe(200);
    const tradeNo = order.json().data.tradeNo as string;
    const row = await h.db.kysely
      .selectFrom('orders')
      .select('pay_amount')
      .where('trade_no', '=', tradeNo)
      .executeTakeFirstOrThrow();
    const body = Buffer.from(
      JSON.stringify({
        id: `evt_lv_${tradeNo}`,
        type: 'payment.succeeded',
        tradeNo,
        amount: Number(row.pay_amount),
      }),
    );
    const d = signWebhook(SECRET, body, Date.now());
    const paid = await h.app.inject({
      method: 'POST',
      url: '/api/v1/pay/webhook/sandbox',
      headers: d.headers as Record<string, string>,
      payload: d.body,
    });
    expect(paid.statusCode).toBe(200);
    expect((await me(u.auth)).wallets[0].balance).toBeGreaterThan(5_000);
    expect(await xpOf(h.db, u.userId)).toEqual({ xp: 400, level: 1 });
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('a battle stake grants XP only when the battle is played (not to bots); a waiting or refunded stake earns none', async () => {
    const caseId = await fixedCase(h.db, 100, 600);
    const creator = await createSignedInUser(h.db, 'creator');
    const joiner = await createSignedInUser(h.db, 'joiner');
    await fund(h.db, creator.userId, 5_000);
    await fund(h.db, joiner.userId, 5_000);
    const sock = await userSocket(creator.token, creator.userId);
    const created = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: caseId, quantity: 1 }], type: 'single', players: 4, mode: 'default' },
      creator.auth,
    );
    expect(created.status).toBe(200);
    const id = (created.body.data as BattleJson).id;
    // Waiting: the stake (600, enough for level 2) earns nothing yet.
    expect(await xpOf(h.db, creator.userId)).toEqual({ xp: 0, level: 1 });

    const join = () => post(h.app, '/battle/join', { battleID: id, slot: 2 }, joiner.auth);
    expect((await join()).status).toBe(200);
    expect(await xpOf(h.db, joiner.userId)).toEqual({ xp: 0, level: 1 });
    expect((await post(h.app, '/battle/leave', { battleID: id, slot: 2 }, joiner.auth)).status).toBe(200);
    expect(await xpOf(h.db, joiner.userId)).toEqual({ xp: 0, level: 1 });
    expect((await join()).status).toBe(200);

    for (const slot of [3, 4])
      expect((await post(h.app, '/battle/bot', { battleID: id, slot }, creator.auth)).status).toBe(200);
    const b = await waitFinished(h.app, id);
    expect(b.cancelled).toBe(false);
    // Played: each human stake gives its XP once, in the settlement; one reward and one event, after its commit.
    expect(await xpOf(h.db, creator.userId)).toEqual({ xp: 600, level: 2 });
    expect(await xpOf(h.db, joiner.userId)).toEqual({ xp: 600, level: 2 });
    expect((await sock.next(MsgType.levelUp)).payload).toMatchObject({ lv: 2, xp: 600 });
    expect(await rewardTxs(h.db, joiner.userId)).toEqual([`level-up:${joiner.userId}:2`]);
    expect(await points(h.db, creator.userId)).toBe(levelReward(2));
    for (const bot of b.users.filter((u) => u.user.isBot)) {
      expect(await xpOf(h.db, bot.userID)).toEqual({ xp: 0, level: 1 });
      const botEvents = await h.db.kysely
        .selectFrom('xp_events')
        .select('key')
        .where('user_id', '=', bot.userID)
        .execute();
      expect(botEvents).toEqual([]);
    }
    await sleep(100);
    expect(sock.frames.filter((f) => f.type === MsgType.levelUp)).toHaveLength(1);
    expect(await ledgerProblems(h.db)).toEqual([]);
    sock.ws.close();
  });
});
