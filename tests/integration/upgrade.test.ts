// The upgrader on the real database (SQLite and PostgreSQL): a win and a loss on FAIRNESS.md's golden roll, what each
// consumes, debits and creates, the answer verified independently once the seed is revealed, GET /upgrade/detail
// for anyone, the player's history and the profile tab (paged, newest first, private to others when asked).
import { describe, expect, it } from 'vitest';
import { roll, serverSeedHash } from '../../src/domain/fairness';
import { upgradeWinTickets } from '../../src/domain/fairness-games';
import type { UpgradeHistoryAnswer, UpgradeResult } from '../../src/protocol/upgrade';
import type { CursorPage } from '../../src/protocol/fields';
import type { ProfileUpgrade } from '../../src/protocol/profile';
import { balanceOf, houseAccount } from '../../server/services/ledger/ledger';
import { coins, ledgerProblems, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import {
  errorOf,
  GOLDEN_CLIENT_SEED,
  GOLDEN_NONCE,
  GOLDEN_ROLL,
  GOLDEN_SEED,
  lootOf,
  resultOf,
  rollUpgrade,
  statuses,
  targetIn,
  useGoldenPair,
} from './upgrade-helpers';

describe.each(testDatabases)('the upgrader on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));
  const get = <T>(url: string, auth?: { authorization: string }) =>
    h.app.inject({ url: `/api/v1${url}`, headers: auth }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ data: T }>().data;
    });
  const xpOf = async (userId: string) =>
    Number(
      (await h.db.kysely.selectFrom('users').select('xp').where('id', '=', userId).executeTakeFirstOrThrow())
        .xp,
    );

  it('wins on the golden roll: the items and coins are taken, the target arrives as pending loot', async () => {
    const u = await createSignedInUser(h.db, 'winner');
    await fund(h.db, u.userId, 50_000);
    await useGoldenPair(h.app, h.db, u.userId, u.auth);
    const target = await targetIn(h.db, 10_000, 1_000_000);
    // Stake 70% of the target: 66500 tickets, above the roll 57605.
    const stake = Math.ceil(target.price * 0.7);
    const each = Math.floor(stake / 3);
    const put = await lootOf(h.db, u.userId, [each, each]);
    const coinPart = stake - 2 * each;
    const houseBefore = await balanceOf(h.db.kysely, houseAccount('upgrades', 'coin'));
    const xpBefore = await xpOf(u.userId);

    const r = resultOf(
      await rollUpgrade(h.app, u.auth, { lootIDs: put, coins: coinPart, targetItemID: target.id }),
    );
    const tickets = upgradeWinTickets(stake, target.price)!;
    expect(tickets).toBeGreaterThanOrEqual(GOLDEN_ROLL);
    expect(r).toMatchObject({
      roll: GOLDEN_ROLL,
      winTickets: tickets,
      won: true,
      nonce: GOLDEN_NONCE,
      serverSeedHash: serverSeedHash(GOLDEN_SEED),
      clientSeed: GOLDEN_CLIENT_SEED,
      stake,
      coins: coinPart,
      lootIDs: put,
      target: { id: target.id, price: target.price },
    });
    expect(r.serverSeed).toBeUndefined();
    expect(r.items.map((i) => i.price)).toEqual([each, each]);
    expect(r.loot).toMatchObject({
      status: 'pending',
      source: 'upgrade',
      item: { id: target.id, price: target.price },
    });
    expect(await statuses(h.db, put)).toEqual(['upgraded', 'upgraded']);
    expect(await coins(h.db, u.userId)).toBe(50_000 - coinPart);
    expect(await balanceOf(h.db.kysely, houseAccount('upgrades', 'coin'))).toBe(houseBefore + coinPart);
    const pending = await get<{ list: { id: string }[] }>('/loot/list?status=pending', u.auth);
    expect(pending.list.map((l) => l.id)).toEqual([r.loot!.id]);
    const upgraded = await get<{ list: { id: string }[] }>('/loot/list?status=upgraded', u.auth);
    expect(upgraded.list.map((l) => l.id).sort()).toEqual([...put].sort());
    // 1 XP per cent staked and one wager of the stake (races, feast tickets).
    expect(await xpOf(u.userId)).toBe(xpBefore + stake);
    const wagers = await h.db.kysely
      .selectFrom('wagers')
      .selectAll()
      .where('user_id', '=', u.userId)
      .execute();
    expect(wagers.map((w) => Number(w.amount))).toEqual([stake]);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('loses below the golden roll: everything put in is gone and nothing is created', async () => {
    const u = await createSignedInUser(h.db, 'loser');
    await useGoldenPair(h.app, h.db, u.userId, u.auth);
    const target = await targetIn(h.db, 10_000, 1_000_000);
    // Stake 50% of the target: 47500 tickets, below the roll 57605.
    const put = await lootOf(h.db, u.userId, [Math.ceil(target.price / 2)]);
    const r = resultOf(await rollUpgrade(h.app, u.auth, { lootIDs: put, targetItemID: target.id }));
    expect(r).toMatchObject({ roll: GOLDEN_ROLL, won: false, coins: 0, nonce: GOLDEN_NONCE });
    expect(r.winTickets).toBeLessThan(GOLDEN_ROLL);
    expect(r.loot).toBeUndefined();
    expect(await statuses(h.db, put)).toEqual(['upgraded']);
    const all = await get<{ list: unknown[] }>('/loot/list', u.auth);
    expect(all.list).toHaveLength(1);
    const row = await h.db.kysely
      .selectFrom('upgrades')
      .selectAll()
      .where('id', '=', r.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ won: 0, loot_id: null });
  });

  it('anyone can read an upgrade by id; the server seed shows once the player rotates, and the roll recomputes', async () => {
    const u = await createSignedInUser(h.db, 'verified');
    await fund(h.db, u.userId, 10_000);
    const target = await targetIn(h.db, 2_000, 1_000_000);
    const r = resultOf(
      await rollUpgrade(h.app, u.auth, { coins: Math.ceil(target.price / 2), targetItemID: target.id }),
    );

    const before = await get<UpgradeResult>(`/upgrade/detail?id=${r.id}`);
    expect(before).toEqual(r);
    expect(before.serverSeed).toBeUndefined();

    const rotate = await h.app.inject({ method: 'POST', url: '/api/v1/roll/seed/rotate', headers: u.auth });
    expect(rotate.statusCode).toBe(200);
    const after = await get<UpgradeResult>(`/upgrade/detail?id=${r.id}`);
    expect(after).toEqual({ ...r, serverSeed: after.serverSeed });
    expect(serverSeedHash(after.serverSeed!)).toBe(r.serverSeedHash);
    expect(roll(after.serverSeed!, after.clientSeed, after.nonce, 'upgrade')).toBe(r.roll);
    expect(r.won).toBe(r.roll <= r.winTickets);
    expect(r.winTickets).toBe(upgradeWinTickets(r.stake, r.target.price));

    expect(errorOf(await h.app.inject({ url: '/api/v1/upgrade/detail?id=nope' }), 404)).toBe(
      'upgrade_not_found',
    );
    for (const bad of ['', '%00', 'a%27--', 'x'.repeat(65), 'a&id=b'])
      expect(errorOf(await h.app.inject({ url: `/api/v1/upgrade/detail?id=${bad}` }), 400)).toBeTruthy();
  });

  it('lists the player own upgrades newest first in pages of 20, and the profile tab shows them', async () => {
    const u = await createSignedInUser(h.db, 'historian');
    await fund(h.db, u.userId, 1_000_000);
    const target = await targetIn(h.db, 2_000, 1_000_000);
    const made: UpgradeResult[] = [];
    for (let i = 0; i < 22; i++)
      made.push(
        resultOf(
          await rollUpgrade(h.app, u.auth, { coins: Math.ceil(target.price / 4), targetItemID: target.id }),
        ),
      );
    // Newest first; upgrades of the same millisecond are ordered by id, as every history list is.
    const newest = [...made].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));

    const p1 = await get<UpgradeHistoryAnswer>('/upgrade/history', u.auth);
    expect(p1.list.map((x) => x.id)).toEqual(newest.slice(0, 20).map((x) => x.id));
    expect(p1.list[0]).toEqual(newest[0]);
    const p2 = await get<UpgradeHistoryAnswer>(`/upgrade/history?cursor=${p1.cursor}`, u.auth);
    expect(p2.list.map((x) => x.id)).toEqual(newest.slice(20).map((x) => x.id));
    expect(p2.cursor).toBeNull();
    expect(errorOf(await h.app.inject({ url: '/api/v1/upgrade/history' }), 401)).toBe('unauthorized');
    const stranger = await createSignedInUser(h.db, 'stranger');
    expect((await get<UpgradeHistoryAnswer>('/upgrade/history', stranger.auth)).list).toEqual([]);

    const tab = await get<CursorPage<ProfileUpgrade>>(`/user/profile/upgrades?userID=${u.userId}`);
    expect(tab.list).toHaveLength(20);
    expect(tab.list[0]).toEqual({
      id: newest[0].id,
      stake: newest[0].stake,
      coins: newest[0].coins,
      itemsCount: 0,
      target: newest[0].target,
      winTickets: newest[0].winTickets,
      roll: newest[0].roll,
      won: newest[0].won,
      nonce: newest[0].nonce,
      serverSeedHash: newest[0].serverSeedHash,
      createdAt: newest[0].createdAt,
    });
    const tab2 = await get<CursorPage<ProfileUpgrade>>(
      `/user/profile/upgrades?userID=${u.userId}&cursor=${tab.cursor}`,
    );
    expect(tab2.list.map((x) => x.id)).toEqual(newest.slice(20).map((x) => x.id));

    await h.db.kysely.updateTable('users').set({ profile_public: 0 }).where('id', '=', u.userId).execute();
    const hidden = await h.app.inject({
      url: `/api/v1/user/profile/upgrades?userID=${u.userId}`,
      headers: stranger.auth,
    });
    expect(errorOf(hidden, 403)).toBe('profile_private');
    expect(
      (await get<CursorPage<ProfileUpgrade>>(`/user/profile/upgrades?userID=${u.userId}`, u.auth)).list,
    ).toHaveLength(20);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
