// Community cases and a creator's own list on the real database: public player cases ranked by openings of all
// time or of the last 24 hours, searched by name (any case, any script, wildcards taken literally), paged by
// cursor; unlisted cases only in their creator's list; the seeded themed cases are not community cases.
import { describe, expect, it } from 'vitest';
import { openCases } from '../../server/services/cases/open';
import { COMMUNITY_PAGE_SIZE } from '../../server/services/player-cases/lists';
import type { CommunityCasesAnswer, PlayerCaseSummary } from '../../src/protocol/player-case';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import { catalogItems, createCase, makePlayerCaseApp, type Auth } from './player-cases-helpers';

describe.each(testDatabases)('community cases on $name', (kind) => {
  const h = appForSuite(() => makePlayerCaseApp(kind));
  const community = async (query: string): Promise<CommunityCasesAnswer> => {
    const res = await h.app.inject({ url: `/api/v1/case/community?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const titles = (list: PlayerCaseSummary[]) => list.map((c) => c.title);
  const make = async (auth: Auth, name: string, visibility: 'public' | 'unlisted' = 'public') => {
    const items = await catalogItems(h.db);
    return createCase(h.app, auth, {
      name,
      visibility,
      items: [
        { itemID: items[20].id, chance: 40000 },
        { itemID: items[21].id, chance: 60000 },
      ],
    });
  };
  /** Opens `count` cases of `caseId` for a fresh funded player, `agoMs` in the past. */
  const openAt = async (caseId: string, price: number, count: number, agoMs: number) => {
    const u = await createSignedInUser(h.db);
    await fund(h.db, u.userId, price * count);
    for (let done = 0; done < count; done += 5) {
      await openCases(h.db, u.userId, { caseId, count: Math.min(5, count - done) }, Date.now() - agoMs);
    }
  };

  it('lists none of the seeded cases: community cases are made by players', async () => {
    const { list } = await community('');
    expect(list.every((c) => c.type === 'player')).toBe(true);
    for (const seeded of ['anubis-tomb', 'hyper-beast-den', 'cyber-district']) {
      expect(list.some((c) => c.id === seeded)).toBe(false);
      const detail = (await h.app.inject({ url: `/api/v1/case/detail?caseID=${seeded}` })).json().data.case;
      expect(detail.type).toBe('fun');
    }
  });

  it('ranks public cases by openings of all time or of the last 24 hours, and hides unlisted ones', async () => {
    const u = await createSignedInUser(h.db, 'ranker');
    const old = await make(u.auth, 'Zebra Old Favourite');
    const hot = await make(u.auth, 'Zebra Hot Today');
    const quiet = await make(u.auth, 'Zebra Quiet');
    const hidden = await make(u.auth, 'Zebra Hidden', 'unlisted');
    const day = 86_400_000;
    await openAt(old.id, old.price, 6, 2 * day);
    await openAt(old.id, old.price, 1, 0);
    await openAt(hot.id, hot.price, 3, 0);
    await openAt(hidden.id, hidden.price, 10, 0);
    // The creator opening their own case does not move it up: a rank cannot be bought.
    await fund(h.db, u.userId, quiet.price * 5);
    await openCases(h.db, u.userId, { caseId: quiet.id, count: 5 }, Date.now());

    const all = await community('period=all&q=zebra');
    expect(titles(all.list)).toEqual(['Zebra Old Favourite', 'Zebra Hot Today', 'Zebra Quiet']);
    expect(all.list.map((c) => [c.openings, c.openings24h])).toEqual([
      [7, 1],
      [3, 3],
      [0, 0],
    ]);
    expect(all.list[0]).toMatchObject({
      creator: { userID: u.userId, nickname: 'ranker' },
      visibility: 'public',
    });
    const recent = await community('period=24h&q=zebra');
    expect(titles(recent.list)).toEqual(['Zebra Hot Today', 'Zebra Old Favourite', 'Zebra Quiet']);
    expect(recent.list.some((c) => c.id === hidden.id || c.id === quiet.id + 'x')).toBe(false);
    expect((await community('q=hidden')).list.some((c) => c.id === hidden.id)).toBe(false);
  });

  it('searches names whatever their case and script, taking wildcards literally', async () => {
    const u = await createSignedInUser(h.db);
    await make(u.auth, 'Драконий Кейс');
    await make(u.auth, '100% Pure Gold');
    await make(u.auth, '1000 Pure Silver');
    await make(u.auth, 'Under_Score');
    expect(titles((await community(`q=${encodeURIComponent('ДРАКОН')}`)).list)).toEqual(['Драконий Кейс']);
    expect(titles((await community(`q=${encodeURIComponent('100%')}`)).list)).toEqual(['100% Pure Gold']);
    expect(titles((await community(`q=${encodeURIComponent('r_s')}`)).list)).toEqual(['Under_Score']);
    expect(titles((await community(`q=${encodeURIComponent('  pure   ')}`)).list).sort()).toEqual([
      '100% Pure Gold',
      '1000 Pure Silver',
    ]);
    expect((await community('q=nothing-like-this')).list).toEqual([]);
  });

  it('pages through every public case once, with a null cursor at the end', async () => {
    const users = [await createSignedInUser(h.db), await createSignedInUser(h.db)];
    const total = COMMUNITY_PAGE_SIZE + 3;
    for (let i = 0; i < total; i++) await make(users[i % 2].auth, `Pager ${String(i).padStart(2, '0')}`);
    const first = await community('q=pager');
    expect(first.list).toHaveLength(COMMUNITY_PAGE_SIZE);
    expect(first.cursor).not.toBeNull();
    const second = await community(`q=pager&cursor=${first.cursor}`);
    expect(second.list).toHaveLength(3);
    expect(second.cursor).toBeNull();
    const seen = [...first.list, ...second.list].map((c) => c.title);
    expect(new Set(seen).size).toBe(total);
    // No openings anywhere: newest first.
    expect(seen[0]).toBe(`Pager ${String(total - 1).padStart(2, '0')}`);
  });

  it("lists the creator's own cases, public and unlisted, newest first, and asks them to sign in", async () => {
    const u = await createSignedInUser(h.db);
    const pub = await make(u.auth, 'Mine Public');
    const unl = await make(u.auth, 'Mine Unlisted', 'unlisted');
    const res = await h.app.inject({ url: '/api/v1/case/mine', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.list.map((c: PlayerCaseSummary) => c.id)).toEqual([unl.id, pub.id]);
    expect(data.list[0]).toMatchObject({ visibility: 'unlisted', openings: 0, earnings: 0 });
    expect(data.totalEarnings).toBe(0);
    const other = await createSignedInUser(h.db);
    expect((await h.app.inject({ url: '/api/v1/case/mine', headers: other.auth })).json().data).toEqual({
      list: [],
      totalEarnings: 0,
    });
    expect((await h.app.inject({ url: '/api/v1/case/mine' })).statusCode).toBe(401);
  });
});
