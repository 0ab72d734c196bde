/** Missions progress goes live: the player's own channel gets 90101 after an opening and after a finished battle. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import { createSignedInUser, fund, makeApp, testDatabases } from './helpers';
import { cheapCases, FAST, post } from './battle-helpers';
import { openSocket, sleep, type TestSocket } from './ws-test-client';

describe('missions changed on the user channel', () => {
  let ctx: Awaited<ReturnType<typeof makeApp>>;
  let base: string;
  beforeAll(async () => {
    ctx = await makeApp(testDatabases[0], { battleTimeScale: FAST });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => ctx.close());

  async function follow(token: string, userId: string): Promise<TestSocket> {
    const s = await openSocket(`${base}?token=${token}`);
    await s.next(MsgType.connected);
    s.send(MsgType.subscribe, { channels: [Channel.user(userId)] }, 1);
    await s.next(MsgType.subscribe);
    return s;
  }

  it('after a case opening and after a battle the player sat in finishes, and to nobody else', async () => {
    const [c] = await cheapCases(ctx.db, 1);
    const u = await createSignedInUser(ctx.db, 'live');
    const other = await createSignedInUser(ctx.db, 'other');
    await fund(ctx.db, u.userId, c.price * 3);
    const mine = await follow(u.token, u.userId);
    const theirs = await follow(other.token, other.userId);

    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/case/open',
      headers: u.auth,
      payload: { caseID: c.id },
    });
    expect(opened.statusCode).toBe(200);
    expect((await mine.next(MsgType.missionsChanged)).payload).toEqual({ what: 'case' });

    const created = await post(
      ctx.app,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2, mode: 'default' },
      u.auth,
    );
    expect(created.status).toBe(200);
    const from = mine.frames.length;
    expect(
      (await post(ctx.app, '/battle/bot', { battleID: created.body.data!.id, slot: 2 }, u.auth)).status,
    ).toBe(200);
    expect((await mine.next(MsgType.missionsChanged, 15_000, from)).payload).toEqual({ what: 'battle' });
    await sleep(100);
    expect(theirs.frames.some((f) => f.type === MsgType.missionsChanged)).toBe(false);
    mine.ws.close();
    theirs.ws.close();
  });
});
