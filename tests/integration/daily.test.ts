/** Free daily cases and pinned cases (issue 9) on SQLite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { DAILY_COOLDOWN_MS, DAILY_LEVELS } from '../../src/domain/daily';
import { roll } from '../../src/domain/fairness';
import { DAILY_CURSOR } from '../../src/domain/fairness-games';
import { itemForRoll, type OddsRow } from '../../src/domain/odds';
import { applyRestriction } from '../../server/services/users/restrictions';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';
import { dailyStreak, openDaily } from '../../server/services/progression/daily';
import { recordWager } from '../../server/services/events/wagers';
import { coins, ledgerProblems, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, postAtOnce, testDatabases } from './helpers';

interface Entry {
  case: { id: string; type: string; price: number };
  requiredLevel: number;
  unlocked: boolean;
  nextOpenAt: number | null;
}

describe.each(testDatabases)('daily cases on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));
  const list = async (auth?: { authorization: string }): Promise<Entry[]> =>
    (await h.app.inject({ url: '/api/v1/daily/list', headers: auth ?? {} })).json().data.list;
  const open = (auth: { authorization: string } | undefined, payload: object) =>
    h.app.inject({ method: 'POST', url: '/api/v1/daily/open', headers: auth ?? {}, payload });
  // Play that gives the reward budget room for dear daily drops (a level set by hand was never played for).
  const play = (userId: string, cents: number) =>
    h.db.kysely.transaction().execute((trx) =>
      recordWager(trx, {
        key: `wager:test:${userId}:${cents}`,
        userId,
        isBot: false,
        amount: cents,
        now: Date.now(),
      }),
    );
  const setLevel = (userId: string, level: number) =>
    h.db.kysely.updateTable('users').set({ level }).where('id', '=', userId).execute();
  const pendingLoot = async (auth: { authorization: string }) =>
    (await h.app.inject({ url: '/api/v1/loot/list?status=pending', headers: auth })).json().data.list as {
      id: string;
    }[];

  it('a daily case cannot be put in a paid battle (a clear 400, nothing paid)', async () => {
    const u = await createSignedInUser(h.db);
    await fund(h.db, u.userId, 10_000);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/battle/create',
      headers: u.auth,
      payload: { cases: [{ caseID: 'daily-level-1', quantity: 1 }], type: 'single', players: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'daily_case' } });
    expect(await coins(h.db, u.userId)).toBe(10_000);
  });

  it('lists one daily case per level band with published odds; signed out all locked', async () => {
    const l = await list();
    expect(l.map((e) => e.requiredLevel)).toEqual([...DAILY_LEVELS]);
    expect(l.map((e) => e.case.id)).toEqual(DAILY_LEVELS.map((lv) => `daily-level-${lv}`));
    for (const e of l) {
      expect(e).toMatchObject({ unlocked: false, nextOpenAt: null });
      expect(e.case.type).toBe('daily');
      const rows = (await h.app.inject({ url: `/api/v1/case/detail?caseID=${e.case.id}` })).json().data.case
        .odds.rows as { chance: number; rangeMin: number; rangeMax: number }[];
      expect(rows.reduce((s, r) => s + r.chance, 0)).toBe(100_000);
      expect(Math.min(...rows.map((r) => r.rangeMin))).toBe(1);
      expect(Math.max(...rows.map((r) => r.rangeMax))).toBe(100_000);
    }
    // Each band is worth more than the one below it.
    const prices = l.map((e) => e.case.price);
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeGreaterThan(prices[i - 1]);
  });

  it('opens free once a day, the drop lands pending, and the roll is roll(serverSeed, clientSeed, nonce, daily)', async () => {
    const u = await createSignedInUser(h.db);
    const before = await list(u.auth);
    expect(before.find((e) => e.requiredLevel === 1)).toMatchObject({ unlocked: true, nextOpenAt: null });
    expect(before.filter((e) => e.unlocked)).toHaveLength(1);
    const seed = (await h.app.inject({ url: '/api/v1/roll/seed', headers: u.auth })).json().data;

    const t0 = Date.now();
    const res = await open(u.auth, { caseID: 'daily-level-1' });
    expect(res.statusCode).toBe(200);
    const o = res.json().data.opening;
    expect(o).toMatchObject({
      caseID: 'daily-level-1',
      count: 1,
      price: 0,
      nonce: seed.nonce,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed.seed,
    });
    expect(o.results).toHaveLength(1);
    expect(await coins(h.db, u.userId)).toBe(0);
    const loot = await pendingLoot(u.auth);
    expect(loot.map((l) => l.id)).toEqual([o.results[0].lootID]);

    const again = await open(u.auth, { caseID: 'daily-level-1' });
    expect(again.statusCode).toBe(409);
    const err = again.json().error;
    expect(err.code).toBe('daily_cooldown');
    expect(typeof err.message).toBe('string');
    expect(err.nextOpenAt).toBeGreaterThanOrEqual(t0 + DAILY_COOLDOWN_MS);
    expect(err.nextOpenAt).toBeLessThanOrEqual(Date.now() + DAILY_COOLDOWN_MS);
    const after = (await list(u.auth)).find((e) => e.requiredLevel === 1);
    expect(after?.nextOpenAt).toBe(err.nextOpenAt);

    // A day later it opens again, on the next nonce. The welcome allowance ($1) may not hold a second drop (it
    // depends on the first roll): the player has played since, so the budget has room whatever the rolls.
    await play(u.userId, 1_000_000);
    await h.db.kysely
      .updateTable('daily_claims')
      .set({ opened_at: Date.now() - DAILY_COOLDOWN_MS - 1 })
      .where('user_id', '=', u.userId)
      .execute();
    const next = await open(u.auth, { caseID: 'daily-level-1' });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.opening.nonce).toBe(seed.nonce + 1);

    const odds = (await h.app.inject({ url: '/api/v1/case/detail?caseID=daily-level-1' })).json().data.case
      .odds.rows as OddsRow<{ id: string }>[];
    const revealed = (
      await h.app.inject({ method: 'POST', url: '/api/v1/roll/seed/rotate', headers: u.auth })
    ).json().data.revealed[0];
    expect(revealed.serverSeedHash).toBe(seed.serverSeedHash);
    for (const op of [o, next.json().data.opening]) {
      const expected = roll(revealed.serverSeed, revealed.clientSeed, op.nonce, DAILY_CURSOR);
      expect(op.results[0].roll).toBe(expected);
      expect(op.results[0].item.id).toBe(itemForRoll(odds, expected).id);
    }
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('gates by level, refuses unknown and paid cases, bad input and signed-out players', async () => {
    const u = await createSignedInUser(h.db);
    const low = await open(u.auth, { caseID: 'daily-level-10' });
    expect(low.statusCode).toBe(403);
    expect(low.json().error.code).toBe('level_too_low');
    await setLevel(u.userId, 10);
    await play(u.userId, 1_000_000);
    const l = await list(u.auth);
    expect(l.filter((e) => e.unlocked).map((e) => e.requiredLevel)).toEqual([1, 10]);
    expect((await open(u.auth, { caseID: 'daily-level-10' })).statusCode).toBe(200);
    expect((await open(u.auth, { caseID: 'daily-level-20' })).json().error.code).toBe('level_too_low');

    for (const caseID of ['no-such-case', 'redline-rush']) {
      const r = await open(u.auth, { caseID });
      expect(r.statusCode).toBe(404);
      expect(r.json().error.code).toBe('case_not_found');
    }
    for (const payload of [{}, { caseID: '' }, { caseID: 'a"b' }, { caseID: 5 }, { caseID: 'x', more: 1 }]) {
      const r = await open(u.auth, payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().error.code).toBeTypeOf('string');
    }
    expect((await open(undefined, { caseID: 'daily-level-1' })).statusCode).toBe(401);

    // A daily case is never bought.
    await fund(h.db, u.userId, 1_000_000);
    const paid = await h.app.inject({
      method: 'POST',
      url: '/api/v1/case/open',
      headers: u.auth,
      payload: { caseID: 'daily-level-1', count: 1 },
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().error.code).toBe('daily_case');
    expect(await coins(h.db, u.userId)).toBe(1_000_000);
  });

  it('is blocked by self-exclusion like any opening', async () => {
    const u = await createSignedInUser(h.db);
    await applyRestriction(h.db, u.userId, { type: 'TypeSelfBan', days: 1 }, Date.now());
    const r = await open(u.auth, { caseID: 'daily-level-1' });
    expect(r.statusCode).toBe(403);
    expect(r.json().error.code).toBe('self_banned');
    expect(await pendingLoot(u.auth)).toHaveLength(0);
  });

  it('a streak of days pays 2 points a day in a row, once a day, and the list shows it', async () => {
    const u = await createSignedInUser(h.db);
    await play(u.userId, 1_000_000);
    const points = () => balanceOf(h.db.kysely, userAccount(u.userId, 'point'));
    const day = 86_400_000;
    const t0 = Date.now();
    expect(await dailyStreak(h.db, u.userId, t0)).toEqual({ days: 0, today: false, nextReward: 2_000 });
    await openDaily(h.db, u.userId, 'daily-level-1', t0);
    expect(await points()).toBe(2_000);
    expect(await dailyStreak(h.db, u.userId, t0)).toEqual({ days: 1, today: true, nextReward: 4_000 });
    // The next day: the streak still stands before the opening, and the opening pays its second day.
    expect(await dailyStreak(h.db, u.userId, t0 + day)).toEqual({
      days: 1,
      today: false,
      nextReward: 4_000,
    });
    await openDaily(h.db, u.userId, 'daily-level-1', t0 + day);
    expect(await points()).toBe(6_000);
    expect(await dailyStreak(h.db, u.userId, t0 + day)).toEqual({ days: 2, today: true, nextReward: 6_000 });
    // A second daily case the same day pays no second streak reward.
    await setLevel(u.userId, 10);
    await openDaily(h.db, u.userId, 'daily-level-10', t0 + day);
    expect(await points()).toBe(6_000);
    // A day missed: broken, the next opening starts again at 2 points.
    expect((await dailyStreak(h.db, u.userId, t0 + 3 * day)).days).toBe(0);
    await openDaily(h.db, u.userId, 'daily-level-1', t0 + 3 * day);
    expect(await points()).toBe(8_000);
    expect(await ledgerProblems(h.db)).toEqual([]);
    // The list answers it to the player, and null to a signed-out visitor.
    const mine = (await h.app.inject({ url: '/api/v1/daily/list', headers: u.auth })).json().data.streak;
    expect(mine).toMatchObject({ days: expect.any(Number), today: expect.any(Boolean) });
    expect((await h.app.inject({ url: '/api/v1/daily/list' })).json().data.streak).toBe(null);
  });

  it('50 parallel opens of one daily case open exactly once and the ledger balances', async () => {
    const u = await createSignedInUser(h.db);
    const answers = await postAtOnce(h.app, 50, '/api/v1/daily/open', u.auth, { caseID: 'daily-level-1' });
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().error.code).toBe('daily_cooldown');
    }
    expect(await pendingLoot(u.auth)).toHaveLength(1);
    const rows = await h.db.kysely
      .selectFrom('case_openings')
      .select('nonce')
      .where('user_id', '=', u.userId)
      .execute();
    expect(rows).toHaveLength(1);
    const seed = (await h.app.inject({ url: '/api/v1/roll/seed', headers: u.auth })).json().data;
    expect(seed.nonce).toBe(Number(rows[0].nonce) + 1); // one nonce taken, no gaps from the refused ones
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});

describe.each(testDatabases)('pinned cases and my cases on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));
  const pin = (auth: { authorization: string } | undefined, payload: object) =>
    h.app.inject({ method: 'POST', url: '/api/v1/user/pin', headers: auth ?? {}, payload });
  const me = async (auth: { authorization: string }) =>
    (await h.app.inject({ url: '/api/v1/user/me', headers: auth })).json().data;
  const mine = async (auth: { authorization: string }) =>
    (await h.app.inject({ url: '/api/v1/user/my-cases', headers: auth })).json().data;

  it('pins and unpins, idempotently, answered in /user/me pinCases', async () => {
    const u = await createSignedInUser(h.db);
    expect((await me(u.auth)).pinCases).toEqual([]);
    expect((await mine(u.auth)).pinned).toEqual([]);
    const a = await pin(u.auth, { caseID: 'redline-rush', pinned: true });
    expect(a.statusCode).toBe(200);
    expect(a.json().data.pinCases).toEqual(['redline-rush']);
    await new Promise((r) => setTimeout(r, 5));
    expect((await pin(u.auth, { caseID: 'daily-level-1', pinned: true })).json().data.pinCases).toEqual([
      'daily-level-1',
      'redline-rush',
    ]);
    expect((await pin(u.auth, { caseID: 'redline-rush', pinned: true })).statusCode).toBe(200);
    expect((await me(u.auth)).pinCases).toEqual(['daily-level-1', 'redline-rush']);
    expect((await mine(u.auth)).pinned.map((c: { id: string }) => c.id)).toEqual([
      'daily-level-1',
      'redline-rush',
    ]);
    expect((await pin(u.auth, { caseID: 'daily-level-1', pinned: false })).json().data.pinCases).toEqual([
      'redline-rush',
    ]);
    expect((await pin(u.auth, { caseID: 'daily-level-1', pinned: false })).statusCode).toBe(200);
    expect((await me(u.auth)).pinCases).toEqual(['redline-rush']);

    // Another player's pins are their own.
    const v = await createSignedInUser(h.db);
    expect((await me(v.auth)).pinCases).toEqual([]);
  });

  it('refuses unknown cases, bad input and signed-out players', async () => {
    const u = await createSignedInUser(h.db);
    const unknown = await pin(u.auth, { caseID: 'no-such-case', pinned: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('case_not_found');
    for (const payload of [{}, { caseID: 'redline-rush' }, { caseID: 'redline-rush', pinned: 'yes' }]) {
      expect((await pin(u.auth, payload)).statusCode).toBe(400);
    }
    expect((await pin(undefined, { caseID: 'redline-rush', pinned: true })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/v1/user/my-cases' })).statusCode).toBe(401);
  });

  it('my cases: most opened and recently opened from real openings', async () => {
    const u = await createSignedInUser(h.db);
    const empty = await mine(u.auth);
    expect(empty).toEqual({ pinned: [], mostOpened: [], recent: [] });
    await fund(h.db, u.userId, 10_000_000);
    const openCase = (caseID: string, count: number) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/case/open',
        headers: u.auth,
        payload: { caseID, count },
      });
    expect((await openCase('redline-rush', 3)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/v1/daily/open',
          headers: u.auth,
          payload: { caseID: 'daily-level-1' },
        })
      ).statusCode,
    ).toBe(200);
    const m = await mine(u.auth);
    expect(m.mostOpened.map((s: { case: { id: string }; count: number }) => [s.case.id, s.count])).toEqual([
      ['redline-rush', 3],
      ['daily-level-1', 1],
    ]);
    expect(m.recent.map((s: { case: { id: string } }) => s.case.id)).toEqual([
      'daily-level-1',
      'redline-rush',
    ]);
    expect(m.recent[0].lastOpenedAt).toBeGreaterThanOrEqual(m.recent[1].lastOpenedAt);
  });
});
