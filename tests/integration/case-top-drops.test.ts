/**
 * A case's top drops, GET /v1/case/top-drops: a case nobody opened answers an empty list; then the dearest drops of
 * that case alone, dearest first, twelve at most, from the last seven days only; a private player's drop comes
 * without a name; an unknown case is a 404 and a malformed id a 400.
 */
import { describe, expect, it } from 'vitest';
import { CASE_TOP_DROPS_DAYS, CASE_TOP_DROPS_LIMIT } from '../../src/protocol/case-drops';
import type { LootFeedEntry } from '../../src/protocol/catalog';
import { get, makeBattleApp, player, post } from './battle-helpers';
import { appForSuite, testDatabases } from './helpers';

interface Opened {
  lootID: string;
  item: { id: string; price: number };
}

describe.each(testDatabases)('case top drops on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));
  const topDrops = async (caseID: string) => {
    const res = await get(h.app, `/case/top-drops?caseID=${caseID}`);
    expect(res.status).toBe(200);
    return res.body.data as unknown as { list: LootFeedEntry[]; days: number };
  };
  /** Two cheap paid cases of the seed catalog. */
  const twoCases = async () =>
    (
      await h.db.kysely
        .selectFrom('cases')
        .select(['id', 'price'])
        .where('active', '=', 1)
        .where('type', '!=', 'daily')
        .orderBy('price')
        .limit(2)
        .execute()
    ).map((r) => ({ id: r.id, price: Number(r.price) }));

  it('says nobody opened a case nobody opened', async () => {
    const [c] = await twoCases();
    expect(await topDrops(c.id)).toEqual({ list: [], days: CASE_TOP_DROPS_DAYS });
  });

  it("answers the case's own dearest drops of the last days, dearest first, twelve at most", async () => {
    const [c, other] = await twoCases();
    const u = await player(h.db, 10_000_000, 'topper');
    const open = async (caseID: string, count: number): Promise<Opened[]> => {
      const r = await post(h.app, '/case/open', { caseID, count }, u.auth);
      expect(r.status).toBe(200);
      return (r.body.data as unknown as { opening: { results: Opened[] } }).opening.results;
    };
    const drops: Opened[] = [];
    for (let i = 0; i < 4; i++) drops.push(...(await open(c.id, 5)));
    const elsewhere = await open(other.id, 5);

    // One of the dearest drops happened eight days ago: it is out of the window.
    const dearest = [...drops].sort((a, b) => b.item.price - a.item.price)[0];
    await h.db.kysely
      .updateTable('case_openings')
      .set({ created_at: Date.now() - 8 * 24 * 3600_000 })
      .where('loot_id', '=', dearest.lootID)
      .execute();
    const recent = drops.filter((d) => d.lootID !== dearest.lootID);

    const top = await topDrops(c.id);
    expect(top.days).toBe(CASE_TOP_DROPS_DAYS);
    expect(top.list).toHaveLength(CASE_TOP_DROPS_LIMIT);
    const prices = recent.map((d) => d.item.price).sort((a, b) => b - a);
    expect(top.list.map((e) => e.item.price)).toEqual(prices.slice(0, CASE_TOP_DROPS_LIMIT));
    const recentIds = new Set(recent.map((d) => d.lootID));
    expect(top.list.every((e) => recentIds.has(e.id))).toBe(true);
    expect(top.list.every((e) => e.source === 'case' && e.sourceID === c.id)).toBe(true);
    expect(top.list[0].user).toMatchObject({ userID: u.userId, nickname: 'topper' });
    expect(top.list.some((e) => elsewhere.some((d) => d.lootID === e.id))).toBe(false);

    // The player goes private: the drops stay, without the name.
    await h.db.kysely.updateTable('users').set({ profile_public: 0 }).where('id', '=', u.userId).execute();
    const hidden = await topDrops(c.id);
    expect(hidden.list.map((e) => e.id)).toEqual(top.list.map((e) => e.id));
    expect(hidden.list.every((e) => e.user.userID === '' && e.user.nickname === '')).toBe(true);
  });

  it('answers an unknown case with 404 and a malformed id with 400', async () => {
    const missing = await get(h.app, '/case/top-drops?caseID=no-such-case');
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe('case_not_found');
    for (const qs of ['', '?caseID=%27%3B--', '?caseID=a&extra=1']) {
      const res = await get(h.app, `/case/top-drops${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.error?.code).toBeTruthy();
    }
  });
});
