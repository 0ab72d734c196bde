import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MISSIONS, missionWindow } from '../../src/domain/missions';
import { rakebackEarned } from '../../src/domain/rakeback';
import type { Db } from '../../server/db/database';
import type { MissionView, RakebackView } from '../../src/protocol/missions';
import { ledgerProblems } from './catalog-helpers';
import {
  appForSuite,
  createSignedInUser,
  fund,
  makeApp,
  postAtOnce,
  testConfig,
  testDatabases,
} from './helpers';
import { FAST, post, waitFinished } from './battle-helpers';
import { points } from './progression-helpers';

const wide = { max: 1_000_000, perMs: 60_000 };

function missionsApp(kind: (typeof testDatabases)[number]) {
  const base = testConfig().rateLimits;
  return makeApp(kind, { battleTimeScale: FAST, rateLimits: { ...base, open: wide, sell: wide } });
}

async function missions(app: FastifyInstance, auth?: { authorization: string }) {
  const res = await app.inject({ url: '/api/v1/mission/list', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: MissionView[]; rakeback: RakebackView | null; now: number };
}

const byId = (list: MissionView[], id: string) => {
  const m = list.find((x) => x.id === id);
  if (!m) throw new Error(`mission ${id} missing`);
  return m;
};

async function caseOfType(db: Db, type: string): Promise<{ id: string; price: number }> {
  const row = await db.kysely
    .selectFrom('cases')
    .select(['id', 'price'])
    .where('type', '=', type)
    .where('active', '=', 1)
    .orderBy('price')
    .executeTakeFirstOrThrow();
  return { id: row.id, price: Number(row.price) };
}

describe.each(testDatabases)('missions and rakeback on $name', (kind) => {
  const h = appForSuite(() => missionsApp(kind));
  const open = (auth: { authorization: string }, caseID: string, count = 1) =>
    h.app.inject({ method: 'POST', url: '/api/v1/case/open', headers: auth, payload: { caseID, count } });

  it('shows every mission to a signed-out visitor with progress 0 and nothing claimable', async () => {
    const { list, rakeback } = await missions(h.app);
    expect(rakeback).toBeNull();
    expect(list.map((m) => m.id)).toEqual(MISSIONS.map((m) => m.id));
    for (const m of list) expect(m).toMatchObject({ progress: 0, claimable: false, claimedAt: null });
    const daily = byId(list, 'daily-open-3');
    expect(daily.resetsAt).toBe(missionWindow('daily', Date.now()).end);
    const claim = await h.app.inject({
      method: 'POST',
      url: '/api/v1/mission/claim',
      payload: { missionID: 'daily-open-3' },
    });
    expect(claim.statusCode).toBe(401);
  });

  it('counts real openings, refuses early and unknown claims, and 50 parallel claims credit once', async () => {
    const u = await createSignedInUser(h.db);
    const featured = await caseOfType(h.db, 'featured');
    await fund(h.db, u.userId, featured.price * 10);
    expect((await open(u.auth, featured.id, 2)).statusCode).toBe(200);
    let list = (await missions(h.app, u.auth)).list;
    expect(byId(list, 'daily-open-3')).toMatchObject({ progress: 2, target: 3, claimable: false });
    expect(byId(list, 'daily-featured-1')).toMatchObject({ progress: 1, claimable: true });
    expect(byId(list, 'weekly-open-25').progress).toBe(2);

    const early = await post(h.app, '/mission/claim', { missionID: 'daily-open-3' }, u.auth);
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe('mission_incomplete');
    const unknown = await post(h.app, '/mission/claim', { missionID: 'no-such-mission' }, u.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('mission_not_found');
    for (const bad of [
      {},
      { missionID: '' },
      { missionID: 'a b' },
      { missionID: 7 },
      { missionID: 'x', y: 1 },
    ]) {
      const r = await post(h.app, '/mission/claim', bad, u.auth);
      expect(r.status).toBe(400);
      expect(r.body.error?.code).toBeTruthy();
    }
    for (const url of ['/api/v1/mission/list?x=1', '/api/v1/economy?x=1']) {
      const r = await h.app.inject({ url, headers: u.auth });
      expect([r.statusCode, r.json().error.code], url).toEqual([400, 'bad_request']);
    }

    expect((await open(u.auth, featured.id, 1)).statusCode).toBe(200);
    expect(byId((await missions(h.app, u.auth)).list, 'daily-open-3').claimable).toBe(true);
    const before = await points(h.db, u.userId);
    const answers = await postAtOnce(h.app, 50, '/api/v1/mission/claim', u.auth, {
      missionID: 'daily-open-3',
    });
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().error.code).toBe('mission_claimed');
    }
    const reward = MISSIONS.find((m) => m.id === 'daily-open-3')!.reward;
    expect(ok[0].json().data.credited).toBe(reward);
    expect(await points(h.db, u.userId)).toBe(before + reward);
    list = (await missions(h.app, u.auth)).list;
    expect(byId(list, 'daily-open-3').claimable).toBe(false);
    expect(byId(list, 'daily-open-3').claimedAt).toEqual(expect.any(Number));
    const again = await post(h.app, '/mission/claim', { missionID: 'daily-open-3' }, u.auth);
    expect(again.body.error?.code).toBe('mission_claimed');
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('counts only the current window: an opening from yesterday is not today’s', async () => {
    const u = await createSignedInUser(h.db);
    const c = await caseOfType(h.db, 'budget');
    await fund(h.db, u.userId, c.price * 3);
    expect((await open(u.auth, c.id, 2)).statusCode).toBe(200);
    const yesterday = missionWindow('daily', Date.now()).start - 1000;
    await h.db.kysely
      .updateTable('case_openings')
      .set({ created_at: yesterday })
      .where('user_id', '=', u.userId)
      .execute();
    const list = (await missions(h.app, u.auth)).list;
    expect(byId(list, 'daily-open-3').progress).toBe(0);
    const weekStart = missionWindow('weekly', Date.now()).start;
    expect(byId(list, 'weekly-open-25').progress).toBe(yesterday >= weekStart ? 2 : 0);
  });

  it('counts played, won and crazy battles once they finish, and pays rakeback on real wagers once', async () => {
    const u = await createSignedInUser(h.db);
    const c = await caseOfType(h.db, 'budget');
    await fund(h.db, u.userId, c.price * 4);
    const created = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2, mode: 'crazy' },
      u.auth,
    );
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    // Waiting: the stake is not a played battle yet, nor a wager for rakeback.
    let state = await missions(h.app, u.auth);
    expect(byId(state.list, 'daily-battle-1').progress).toBe(0);
    expect(state.rakeback?.available).toBe(0);
    expect((await post(h.app, '/battle/bot', { battleID: id, slot: 2 }, u.auth)).status).toBe(200);
    const done = await waitFinished(h.app, id);
    const won = done.users.find((x) => x.userID === u.userId)?.isWinner ? 1 : 0;

    expect((await open(u.auth, c.id, 2)).statusCode).toBe(200);
    state = await missions(h.app, u.auth);
    expect(byId(state.list, 'daily-battle-1')).toMatchObject({ progress: 1, claimable: true });
    expect(byId(state.list, 'weekly-battles-5').progress).toBe(1);
    expect(byId(state.list, 'weekly-crazy-1')).toMatchObject({ progress: 1, claimable: true });
    expect(byId(state.list, 'weekly-win-1').progress).toBe(won);
    expect(byId(state.list, 'weekly-open-25').progress).toBe(2);

    const wagered = c.price * 3;
    expect(state.rakeback).toMatchObject({
      percent: 1,
      wageredSinceClaim: wagered,
      available: rakebackEarned(wagered),
      claimedTotal: 0,
      lastClaimedAt: null,
    });
    const before = await points(h.db, u.userId);
    const claims = await postAtOnce(h.app, 20, '/api/v1/rakeback/claim', u.auth, {});
    expect(claims.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of claims.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(['rakeback_claimed', 'rakeback_empty']).toContain(a.json().error.code);
    }
    expect(await points(h.db, u.userId)).toBe(before + rakebackEarned(wagered));
    state = await missions(h.app, u.auth);
    expect(state.rakeback).toMatchObject({ wageredSinceClaim: 0, available: 0 });
    expect(state.rakeback?.claimedTotal).toBe(rakebackEarned(wagered));
    const empty = await post(h.app, '/rakeback/claim', {}, u.auth);
    expect(empty.body.error?.code).toBe('rakeback_empty');

    // More wagers accrue again, from the claim on.
    expect((await open(u.auth, c.id, 1)).statusCode).toBe(200);
    state = await missions(h.app, u.auth);
    expect(state.rakeback?.wageredSinceClaim).toBe(c.price);
    expect(state.rakeback?.available).toBe(rakebackEarned(wagered + c.price) - rakebackEarned(wagered));
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('counts a free daily case as an opening but not as a wager for rakeback', async () => {
    const u = await createSignedInUser(h.db);
    // Budget room as if earned (millicents; no wager, which would move the rakeback this test reads): a fresh
    // account's $1 welcome allowance is less than some of the daily case's drops (409 reward_budget, roll-dependent).
    await h.db.kysely
      .insertInto('economy_accounts')
      .values({
        user_id: u.userId,
        budget: 10_000_000,
        used: 0,
        wager_left: 0,
        wager_total: 0,
        updated_at: Date.now(),
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ budget: 10_000_000 }))
      .execute();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/daily/open',
      headers: u.auth,
      payload: { caseID: 'daily-level-1' },
    });
    expect(res.statusCode).toBe(200);
    const state = await missions(h.app, u.auth);
    expect(byId(state.list, 'daily-open-3').progress).toBe(1);
    expect(byId(state.list, 'weekly-open-25').progress).toBe(1);
    expect(state.rakeback).toMatchObject({ wageredSinceClaim: 0, available: 0 });
  });

  it('offers the level milestones from users.level, and the upgrader mission that cannot be claimed unused', async () => {
    const u = await createSignedInUser(h.db);
    await h.db.kysely.updateTable('users').set({ level: 5 }).where('id', '=', u.userId).execute();
    const list = (await missions(h.app, u.auth)).list;
    expect(byId(list, 'level-5')).toMatchObject({ progress: 5, claimable: true, resetsAt: null });
    expect(byId(list, 'level-10')).toMatchObject({ progress: 5, claimable: false });
    expect((await post(h.app, '/mission/claim', { missionID: 'level-5' }, u.auth)).status).toBe(200);
    expect(byId(list, 'weekly-upgrade-1')).toMatchObject({ progress: 0, claimable: false });
    const early = await post(h.app, '/mission/claim', { missionID: 'weekly-upgrade-1' }, u.auth);
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe('mission_incomplete');

    // Real upgrades count toward it: tests/integration/upgrade-missions.test.ts rolls them.
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
