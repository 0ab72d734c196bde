// Skin hunts on the real database: the running hunt and its targets, the first opening that drops a target wins
// its bounty once (even when many open at once), nothing outside the hunt's window, and the list after a restart.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { claimHuntTargets, ensureHunt, huntFinds, listHunts } from '../../server/services/events/hunts';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';
import { huntAt, HUNT_MS } from '../../src/domain/hunts';
import { ledgerProblems } from './catalog-helpers';
import { player } from './battle-helpers';
import { makeApp, testConfig, testDatabases } from './helpers';
import { openSocket } from './ws-test-client';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';

describe.each(testDatabases)('skin hunts on $name', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ db, cleanup } = await kind.open());
    app = await buildApp({ config: testConfig(), db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  const points = (userId: string) => balanceOf(db.kysely, userAccount(userId, 'point'));

  it('the running hunt lists five targets of different weapons with bounties, and is created once', async () => {
    const now = Date.now();
    const res = await app.inject({ url: '/api/v1/hunt/list' });
    expect(res.statusCode).toBe(200);
    const { current } = res.json<{ data: Awaited<ReturnType<typeof listHunts>> }>().data;
    expect(current).toMatchObject({
      id: huntAt(now).id,
      startsAt: huntAt(now).startsAt,
      endsAt: huntAt(now).endsAt,
    });
    expect(current!.targets).toHaveLength(5);
    expect(new Set(current!.targets.map((t) => t.item.weapon)).size).toBe(5);
    for (const t of current!.targets) {
      expect(t.bounty).toBeGreaterThanOrEqual(5_000);
      expect(t.winner).toBe(null);
    }
    // Racing creators make one hunt.
    expect((await Promise.all([1, 2, 3].map(() => ensureHunt(db, now)))).filter(Boolean)).toHaveLength(0);
  });

  it('the first drop of a target wins its bounty once; parallel finders credit one of them', async () => {
    const now = Date.now();
    const { current } = await listHunts(db, now);
    const target = current!.targets[0];
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => player(db, 0, `hunter${i}`)));
    const results = await Promise.all(
      players.map((p, i) =>
        db.kysely
          .transaction()
          .execute((trx) =>
            claimHuntTargets(trx, p.userId, [{ itemId: target.item.id, lootId: `loot-${i}-${now}` }], now),
          ),
      ),
    );
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    const winner = players[results.indexOf(1)];
    expect(await points(winner.userId)).toBe(target.bounty);
    for (const p of players.filter((x) => x !== winner)) expect(await points(p.userId)).toBe(0);
    const finds = await huntFinds(db.kysely, [`loot-${results.indexOf(1)}-${now}`]);
    expect(finds).toEqual([
      expect.objectContaining({
        huntID: current!.id,
        itemID: target.item.id,
        bounty: target.bounty,
        wonAt: now,
      }),
    ]);
    const after = (await listHunts(db, now)).current!.targets[0];
    expect(after.winner?.userID).toBe(winner.userId);
    // Found already: a later drop wins nothing.
    const late = await db.kysely
      .transaction()
      .execute((trx) =>
        claimHuntTargets(trx, players[0].userId, [{ itemId: target.item.id, lootId: 'x' }], now + 1),
      );
    expect(late).toBe(0);
    expect(await ledgerProblems(db)).toEqual([]);
  });

  it("a drop after the hunt's end claims nothing of it", async () => {
    const now = Date.now();
    const { current } = await listHunts(db, now);
    const target = current!.targets[1];
    const p = await player(db, 0, 'late');
    const nextDay = huntAt(now).endsAt + 1;
    const found = await db.kysely
      .transaction()
      .execute((trx) => claimHuntTargets(trx, p.userId, [{ itemId: target.item.id, lootId: 'y' }], nextDay));
    expect(found).toBe(0);
    expect(await points(p.userId)).toBe(0);
    // The next day has its own hunt, and this one is listed among the recent ones.
    const next = await listHunts(db, nextDay + HUNT_MS / 2);
    expect(next.current!.id).toBe(huntAt(nextDay).id);
    expect(next.recent[0].id).toBe(current!.id);
  });

  it('a case opening that drops a target finds it, and the list shows the finder after a restart', async () => {
    const now = Date.now();
    const { current } = await listHunts(db, now);
    const open = current!.targets.find((t) => t.winner === null)!;
    // A one-item case of the target, opened through the API as a player would.
    const caseId = `hunt-case-${now}`;
    await db.kysely
      .insertInto('cases')
      .values({
        id: caseId,
        slug: caseId,
        title: 'Hunt test',
        type: 'test',
        image: '',
        price: 100,
        sort: 999,
        active: 1,
      })
      .execute();
    await db.kysely
      .insertInto('case_items')
      .values({ case_id: caseId, item_id: open.item.id, tickets: 100000, range_min: 1, range_max: 100000 })
      .execute();
    const p = await player(db, 500, 'opener');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/case/open',
      headers: p.auth,
      payload: { caseID: caseId, count: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(await points(p.userId)).toBe(open.bounty);
    await app.close();
    app = await buildApp({ config: testConfig(), db, logger: false });
    await app.ready();
    const again = (await app.inject({ url: '/api/v1/hunt/list' })).json<{
      data: Awaited<ReturnType<typeof listHunts>>;
    }>().data;
    expect(again.current!.targets.find((t) => t.item.id === open.item.id)!.winner?.userID).toBe(p.userId);
    expect(await ledgerProblems(db)).toEqual([]);
  });
});

describe('hunt finds go live', () => {
  let ctx: Awaited<ReturnType<typeof makeApp>>;
  let base: string;
  beforeAll(async () => {
    ctx = await makeApp(testDatabases[0]);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => ctx.close());

  it('an anonymous spectator on `hunt` sees the find with the finder and the bounty', async () => {
    const { current } = await listHunts(ctx.db, Date.now());
    const target = current!.targets[2];
    const caseId = `hunt-live-${Date.now()}`;
    await ctx.db.kysely
      .insertInto('cases')
      .values({
        id: caseId,
        slug: caseId,
        title: 'Live',
        type: 'test',
        image: '',
        price: 100,
        sort: 999,
        active: 1,
      })
      .execute();
    await ctx.db.kysely
      .insertInto('case_items')
      .values({ case_id: caseId, item_id: target.item.id, tickets: 100000, range_min: 1, range_max: 100000 })
      .execute();
    const s = await openSocket(base);
    await s.next(MsgType.connected);
    s.send(MsgType.subscribe, { channels: [Channel.hunt] }, 1);
    await s.next(MsgType.subscribe);
    const p = await player(ctx.db, 100, 'livefinder');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/case/open',
      headers: p.auth,
      payload: { caseID: caseId },
    });
    expect(res.statusCode).toBe(200);
    expect((await s.next(MsgType.huntFound)).payload).toMatchObject({
      huntID: current!.id,
      itemID: target.item.id,
      bounty: target.bounty,
      winner: { userID: p.userId, nickname: 'livefinder' },
    });
    s.ws.close();
  });
});
