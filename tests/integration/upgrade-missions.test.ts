// Upgrades count for the progression: the upgrader mission is always offered and counts the
// player's own (claimable once, paid in points), and the player's channel hears 90101 { what: 'upgrade' } after one.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissionView } from '../../src/protocol/missions';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';
import { ledgerProblems, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, makeApp, testDatabases } from './helpers';
import { resultOf, rollUpgrade, targetIn } from './upgrade-helpers';
import { openSocket, type TestSocket } from './ws-test-client';

describe.each(testDatabases)('the upgrader mission on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));
  const missions = async (auth: { authorization: string }) => {
    const res = await h.app.inject({ url: '/api/v1/mission/list', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { list: MissionView[] } }>().data.list;
  };
  const upgrader = (list: MissionView[]) => list.find((m) => m.kind === 'use_upgrader');

  it('is offered before any upgrade and counts only the player own upgrades', async () => {
    const u = await createSignedInUser(h.db, 'missionary');
    const other = await createSignedInUser(h.db, 'bystander');
    expect(upgrader(await missions(u.auth))).toMatchObject({ progress: 0, claimable: false });

    await fund(h.db, u.userId, 100_000);
    const target = await targetIn(h.db, 2_000, 1_000_000);
    resultOf(
      await rollUpgrade(h.app, u.auth, { coins: Math.ceil(target.price / 2), targetItemID: target.id }),
    );

    expect(upgrader(await missions(u.auth))).toMatchObject({
      id: 'weekly-upgrade-1',
      progress: 1,
      claimable: true,
    });
    expect(upgrader(await missions(other.auth))).toMatchObject({ progress: 0, claimable: false });
    const claim = await h.app.inject({
      method: 'POST',
      url: '/api/v1/mission/claim',
      headers: u.auth,
      payload: { missionID: 'weekly-upgrade-1' },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(await balanceOf(h.db.kysely, userAccount(u.userId, 'point'))).toBeGreaterThan(0);
    expect(upgrader(await missions(u.auth))).toMatchObject({ claimable: false });
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});

describe('an upgrade on the user channel', () => {
  let ctx: Awaited<ReturnType<typeof makeApp>>;
  let base: string;
  beforeAll(async () => {
    ctx = await makeCatalogApp(testDatabases[0]);
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

  it('tells the player their missions moved, with what: upgrade', async () => {
    const u = await createSignedInUser(ctx.db, 'live-upgrader');
    await fund(ctx.db, u.userId, 100_000);
    const target = await targetIn(ctx.db, 2_000, 1_000_000);
    const socket = await follow(u.token, u.userId);
    resultOf(
      await rollUpgrade(ctx.app, u.auth, { coins: Math.ceil(target.price / 2), targetItemID: target.id }),
    );
    expect((await socket.next(MsgType.missionsChanged)).payload).toEqual({ what: 'upgrade' });
    socket.ws.close();
  });
});
