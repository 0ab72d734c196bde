/**
 * The live loot feed's start, GET /v1/loot/feed: an empty site says nothing happened; then the real drops of case
 * openings, battles and upgrades won, newest first, ten at most; the top-drops tag keeps only drops over the published
 * threshold; what each seat of a battle round unboxes (a bot's marked) goes out live on `loot:feed:battle` once the
 * round has landed and is stored from then on, never before; an upgrade won goes out on `loot:feed:upgrade`.
 */
import { describe, expect, it } from 'vitest';
import { isWowDrop, RECENT_LOOT_LIMIT, WOW_MIN_PRICE } from '../../src/protocol/loot-feed';
import type { LootFeedEntry } from '../../src/protocol/ws-events';
import { fixedCase, fullBattle, get, makeBattleApp, player, post, waitFinished } from './battle-helpers';
import { recentDrops } from '../../server/services/loot/feed';
import { timingOf } from '../../server/services/loot/battle-drops';
import { appForSuite, testDatabases } from './helpers';
import { resultOf, rollUpgrade, targetIn, useGoldenPair } from './upgrade-helpers';

interface Published {
  channel: string;
  type: number;
  payload: LootFeedEntry;
}

describe.each(testDatabases)('loot feed on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));
  const feed = async (tag?: string) => {
    const res = await get(h.app, `/loot/feed${tag ? `?tag=${tag}` : ''}`);
    expect(res.status).toBe(200);
    return (res.body.data as { list: LootFeedEntry[] }).list;
  };
  /** Records what the app publishes (instead of sending it) until `restore()`. */
  const capture = () => {
    const published: Published[] = [];
    const original = h.app.realtime.publish;
    h.app.realtime.publish = ((channel: string, type: number, payload: LootFeedEntry) => {
      published.push({ channel, type, payload });
    }) as typeof original;
    return { published, restore: () => (h.app.realtime.publish = original) };
  };
  /** A case whose only item costs `itemPrice` cents, at rarity rank `rarity`. */
  const caseOf = async (itemPrice: number, rarity: number) => {
    const caseId = await fixedCase(h.db, itemPrice, itemPrice + 10);
    const row = await h.db.kysely
      .selectFrom('case_items')
      .select('item_id')
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    await h.db.kysely.updateTable('items').set({ rarity }).where('id', '=', row.item_id).execute();
    return { caseId, itemId: row.item_id, price: itemPrice + 10 };
  };

  it('says nothing happened on a site where nothing has, for both tabs', async () => {
    expect(await feed()).toEqual([]);
    expect(await feed('wow')).toEqual([]);
  });

  it('answers the real drops newest first, ten at most, and the top drops over the threshold only', async () => {
    const small = await caseOf(50, 6);
    const big = await caseOf(WOW_MIN_PRICE * 2, 5);
    const u = await player(h.db, 1_000_000, 'dropper');
    const open = async (c: { caseId: string }, count: number) => {
      const r = await post(h.app, '/case/open', { caseID: c.caseId, count }, u.auth);
      expect(r.status).toBe(200);
      return (r.body.data as unknown as { opening: { results: { lootID: string }[] } }).opening.results;
    };
    const bigDrop = await open(big, 1);
    const smallDrops = await open(small, 5);
    const smallAgain = await open(small, 5);
    const all = await feed('all');
    expect(all).toHaveLength(RECENT_LOOT_LIMIT);
    // The last ten drops: the second and the first five-case opening (the big drop came first and fell off).
    expect(new Set(all.map((e) => e.id))).toEqual(
      new Set([...smallDrops, ...smallAgain].map((r) => r.lootID)),
    );
    for (let i = 1; i < all.length; i++)
      expect(all[i - 1].createdAt).toBeGreaterThanOrEqual(all[i].createdAt);
    expect(all.every((e) => e.source === 'case' && e.sourceID === small.caseId)).toBe(true);
    expect(all[0].user).toMatchObject({ userID: u.userId });
    const wow = await feed('wow');
    expect(wow.map((e) => e.id)).toEqual([bigDrop[0].lootID]);
    expect(wow[0]).toMatchObject({ source: 'case', sourceID: big.caseId });
    expect(wow.every((e) => isWowDrop(5, e.item.price))).toBe(true);
  });

  it("puts each battle round's drops on the feed once the round lands, a bot's marked, never before", async () => {
    const { published, restore } = capture();
    const publishedAt = new Map<string, number>();
    const original = h.app.realtime.publish;
    h.app.realtime.publish = ((channel: string, type: number, payload: LootFeedEntry) => {
      if (channel === 'loot:feed:battle') publishedAt.set(payload.id, Date.now());
      (original as (c: string, t: number, p: LootFeedEntry) => void)(channel, type, payload);
    }) as typeof original;
    try {
      // Two players and a bot, two rounds: six drops, two of them the bot's.
      const { id } = await fullBattle(h.app, h.db, 2);
      await waitFinished(h.app, id);
      await expect.poll(() => published.filter((p) => p.channel === 'loot:feed:battle').length).toBe(6);
      const live = published.filter((p) => p.channel === 'loot:feed:battle').map((p) => p.payload);
      expect(live.every((e) => e.source === 'battle' && e.sourceID === id)).toBe(true);
      expect(live.filter((e) => e.user.isBot === true)).toHaveLength(2);
      expect(live.filter((e) => e.user.isBot === undefined && e.user.nickname === 'player')).toHaveLength(4);
      // Each went out only once its round had landed (its entry's time is the round's landing).
      for (const e of live) expect(publishedAt.get(e.id)).toBeGreaterThanOrEqual(e.createdAt);
      const timing = timingOf(h.app.config.battleTimeScale);
      const g = await h.db.kysely
        .selectFrom('battle_games')
        .select('started_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const firstLands = Number(g.started_at) + timing.spinMs;
      const mine = async (now: number) =>
        (await recentDrops(h.db, 'all', { timing, now })).filter((e) => live.some((l) => l.id === e.id));
      // Stored: nothing of the battle while round 1 still spins, round 1 once it landed, then both rounds.
      expect(await mine(firstLands - 1)).toEqual([]);
      const afterFirst = await mine(firstLands);
      expect(afterFirst).toHaveLength(3);
      expect(afterFirst.every((e) => e.createdAt === firstLands)).toBe(true);
      const stored = (await feed()).filter((e) => live.some((l) => l.id === e.id));
      expect(stored.map((e) => e.id).sort()).toEqual(live.map((e) => e.id).sort());
      expect(stored.filter((e) => e.user.isBot)).toHaveLength(2);
    } finally {
      h.app.realtime.publish = original;
      restore();
    }
  });

  it('puts an upgrade won on the feed, live and in the answer, and a lost one nowhere', async () => {
    const { published, restore } = capture();
    try {
      const target = await targetIn(h.db, 10_000, 1_000_000);
      const roll = async (name: string, share: number) => {
        const u = await player(h.db, target.price, name);
        await useGoldenPair(h.app, h.db, u.userId, u.auth);
        return resultOf(
          await rollUpgrade(h.app, u.auth, {
            coins: Math.ceil(target.price * share),
            targetItemID: target.id,
          }),
        );
      };
      // The golden roll 57605: a stake of 70% of the target wins (66500 tickets), 50% loses (47500).
      const lost = await roll('unlucky', 0.5);
      expect(lost.won).toBe(false);
      const won = await roll('upgrader', 0.7);
      expect(won.won).toBe(true);
      await expect
        .poll(() => published.filter((p) => p.channel === 'loot:feed:upgrade').map((p) => p.payload.id))
        .toEqual([won.loot!.id]);
      const live = published.find((p) => p.channel === 'loot:feed:upgrade')!;
      expect(live.type).toBe(90001);
      expect(live.payload).toMatchObject({
        source: 'upgrade',
        sourceID: won.id,
        item: { id: target.id, price: target.price },
        user: { nickname: 'upgrader' },
      });
      // Worth $100 or more: a top drop as well.
      expect(published.some((p) => p.channel === 'loot:feed:wow' && p.payload.id === won.loot!.id)).toBe(
        true,
      );
      const [newest] = await feed();
      expect(newest).toMatchObject({ id: won.loot!.id, source: 'upgrade', sourceID: won.id });
      expect((await feed()).some((e) => e.user.nickname === 'unlucky')).toBe(false);
    } finally {
      restore();
    }
  });

  it('keeps a case drop at its own price after a reload: the stored entries equal the live ones', async () => {
    // An item just under the top-drops threshold in a case priced over it: live it is no top drop.
    const caseId = await fixedCase(h.db, WOW_MIN_PRICE - 5, WOW_MIN_PRICE + 500);
    const row = await h.db.kysely
      .selectFrom('case_items')
      .select('item_id')
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    await h.db.kysely.updateTable('items').set({ rarity: 6 }).where('id', '=', row.item_id).execute();
    const u = await player(h.db, (WOW_MIN_PRICE + 500) * 2, 'reloader');
    const { published, restore } = capture();
    try {
      const r = await post(h.app, '/case/open', { caseID: caseId, count: 2 }, u.auth);
      expect(r.status).toBe(200);
      await expect.poll(() => published.filter((p) => p.channel === 'loot:feed:case').length).toBe(2);
    } finally {
      restore();
    }
    const live = published.filter((p) => p.channel === 'loot:feed:case').map((p) => p.payload);
    expect(live.map((e) => e.item.price)).toEqual([WOW_MIN_PRICE - 5, WOW_MIN_PRICE - 5]);
    expect(published.some((p) => p.channel === 'loot:feed:wow')).toBe(false);
    // A reload reads the same drops from the store: same prices, and still no top drop.
    const stored = (await feed()).filter((e) => live.some((l) => l.id === e.id));
    expect(stored.map((e) => e.item.price)).toEqual(live.map((e) => e.item.price));
    expect((await feed('wow')).filter((e) => live.some((l) => l.id === e.id))).toEqual([]);
  });

  it('refuses an unknown tag with a 400 and a reason', async () => {
    for (const q of ['?tag=all2', '?tag=', '?tag[]=all', '?tag=wow&x=1']) {
      const res = await h.app.inject({ url: `/api/v1/loot/feed${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code, q).toEqual(expect.any(String));
    }
  });
});
