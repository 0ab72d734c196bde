// The back office's Catalog API on the real database, as staff call it: only admins change the catalog (support
// reads, players are refused); odds that do not tile are refused with a code saying which and change nothing;
// publishing freezes the odds for good and writes the audit log in the same transaction; retire and take down need
// a reason; hostile input never gets a 5xx.
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { verifyAuditChain } from '../../server/services/admin/audit';
import type { AdminDraftBody } from '../../src/protocol/admin-catalog';
import { adminCall, auditRows, createStaff, type TestStaff } from './admin-helpers';
import { post } from './battle-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import { catalogItems, createCase, makePlayerCaseApp, openCase } from './player-cases-helpers';

const code = (res: LightMyRequestResponse) => (res.json() as { error?: { code: string } }).error?.code;

describe.each(testDatabases)('catalog back office API on $name', (kind) => {
  const h = appForSuite(() => makePlayerCaseApp(kind));
  let admin: TestStaff;
  let n = 0;
  const adminOnce = async () => (admin ??= await createStaff(h.app, h.db, 'admin'));
  const body = async (over: Partial<AdminDraftBody> = {}): Promise<AdminDraftBody> => {
    const items = await catalogItems(h.db);
    n += 1;
    return {
      slug: `api-case-${n}`,
      title: 'Api Case',
      type: 'premium',
      theme: '#8847ff',
      rows: [
        { itemID: items[items.length - 1].id, rangeMin: 1, rangeMax: 500 },
        { itemID: items[5].id, rangeMin: 501, rangeMax: 100000 },
      ],
      ...over,
    };
  };
  const auditCount = async () => (await auditRows(h.db)).length;

  it('lets support read but not write, and refuses players with 403', async () => {
    const a = await adminOnce();
    const support = await createStaff(h.app, h.db, 'support');
    const player = await createSignedInUser(h.db, 'nosy');
    const made = await adminCall(h.app, a, 'POST', '/catalog/cases', await body());
    expect(made.statusCode).toBe(200);
    const id = made.json().data.case.id as string;
    expect((await adminCall(h.app, support, 'GET', '/catalog/cases')).statusCode).toBe(200);
    expect((await adminCall(h.app, support, 'GET', `/catalog/cases/${id}`)).statusCode).toBe(200);
    const write = await adminCall(h.app, support, 'POST', `/catalog/cases/${id}/publish`, {});
    expect(write.statusCode).toBe(403);
    expect(code(write)).toBe('forbidden');
    const asPlayer = await h.app.inject({
      method: 'GET',
      url: '/api/admin/v1/catalog/cases',
      headers: player.auth,
    });
    expect(asPlayer.statusCode).toBe(403);
    expect((await adminCall(h.app, a, 'GET', `/catalog/cases/${id}`)).json().data.case.status).toBe('draft');
  });

  it.each([
    [
      'a gap',
      [
        [1, 500],
        [502, 100000],
      ],
      'odds_gap',
    ],
    [
      'an overlap',
      [
        [1, 500],
        [400, 100000],
      ],
      'odds_overlap',
    ],
  ])(
    'refuses to publish %s with 400 %s, writes no audit row and changes nothing',
    async (_w, ranges, want) => {
      const a = await adminOnce();
      const b = await body();
      b.rows = b.rows.map((r, i) => ({ ...r, rangeMin: ranges[i][0], rangeMax: ranges[i][1] }));
      const made = await adminCall(h.app, a, 'POST', '/catalog/cases', b);
      const id = made.json().data.case.id as string;
      const before = await auditCount();
      const res = await adminCall(h.app, a, 'POST', `/catalog/cases/${id}/publish`, {});
      expect(res.statusCode).toBe(400);
      expect(code(res)).toBe(want);
      expect(await auditCount()).toBe(before);
      expect((await h.app.inject({ url: `/api/v1/case/detail?caseID=${b.slug}` })).statusCode).toBe(404);
    },
  );

  it.each([
    ['out of range', { rangeMin: 0 }, 'odds_out_of_range'],
    ['non-integer', { rangeMax: 500.25 }, 'odds_not_integer'],
  ])('refuses to save a range %s with 400 %s', async (_w, change, want) => {
    const a = await adminOnce();
    const b = await body();
    b.rows[0] = { ...b.rows[0], ...change };
    const res = await adminCall(h.app, a, 'POST', '/catalog/cases', b);
    expect(res.statusCode).toBe(400);
    expect(code(res)).toBe(want);
  });

  it('publishes in the audit log, freezes the odds, and a player opens and battles the case', async () => {
    const a = await adminOnce();
    const b = await body();
    const id = (await adminCall(h.app, a, 'POST', '/catalog/cases', b)).json().data.case.id as string;
    const pub = await adminCall(h.app, a, 'POST', `/catalog/cases/${id}/publish`, {});
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.case.status).toBe('published');
    const rows = await auditRows(h.db);
    const mine = rows.filter((r) => r.target_id === id).map((r) => r.action);
    expect(mine).toEqual(['catalog.draft.create', 'catalog.publish']);
    expect((await verifyAuditChain(h.db.kysely)).ok).toBe(true);

    const frozen = await adminCall(h.app, a, 'PUT', `/catalog/cases/${id}`, b);
    expect(frozen.statusCode).toBe(409);
    expect(code(frozen)).toBe('case_frozen');
    expect((await adminCall(h.app, a, 'DELETE', `/catalog/cases/${id}`)).statusCode).toBe(409);

    const p = await createSignedInUser(h.db, 'player');
    await fund(h.db, p.userId, 10_000_000);
    expect((await openCase(h.app, p.auth, { caseID: b.slug, count: 1 })).statusCode).toBe(200);
    const battle = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: id, quantity: 1 }], type: 'single', players: 2, mode: 'default' },
      p.auth,
    );
    expect(battle.status).toBe(200);

    const noReason = await adminCall(h.app, a, 'POST', `/catalog/cases/${id}/retire`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(code(noReason)).toBe('reason_required');
    const retired = await adminCall(h.app, a, 'POST', `/catalog/cases/${id}/retire`, {
      reason: 'Season ended',
    });
    expect(retired.statusCode).toBe(200);
    const entry = (await auditRows(h.db)).find((r) => r.target_id === id && r.action === 'catalog.retire');
    expect(entry?.reason).toBe('Season ended');
    expect((await openCase(h.app, p.auth, { caseID: id, count: 1 })).statusCode).toBe(404);
  });

  it('takes a player case down with a reason, audited', async () => {
    const a = await adminOnce();
    const maker = await createSignedInUser(h.db, 'maker');
    const [x, y] = await catalogItems(h.db);
    const made = await createCase(h.app, maker.auth, {
      name: 'Bad Case',
      visibility: 'public',
      items: [
        { itemID: x.id, chance: 60000 },
        { itemID: y.id, chance: 40000 },
      ],
    });
    const queue = await adminCall(h.app, a, 'GET', '/catalog/player-cases?queue=newest');
    expect(queue.json().data.list.map((c: { id: string }) => c.id)).toContain(made.id);
    const res = await adminCall(h.app, a, 'POST', `/catalog/player-cases/${made.id}/take-down`, {
      reason: 'Scam name',
    });
    expect(res.statusCode).toBe(200);
    const entry = (await auditRows(h.db)).find((r) => r.target_id === made.id);
    expect(entry).toMatchObject({ action: 'catalog.player_case.take_down', reason: 'Scam name' });
    expect((await h.app.inject({ url: `/api/v1/case/detail?caseID=${made.id}` })).statusCode).toBe(404);
  });

  it('never answers 5xx to hostile input', async () => {
    const a = await adminOnce();
    const good = await body();
    const payloads: unknown[] = [
      {},
      { ...good, rows: 'x' },
      { ...good, rows: [{ itemID: 'no-such-item', rangeMin: 1, rangeMax: 100000 }] },
      { ...good, rows: [{ itemID: good.rows[0].itemID, rangeMin: 1e308, rangeMax: -1e308 }] },
      { ...good, rows: [good.rows[0], good.rows[0]] },
      { ...good, slug: '../../etc' },
      { ...good, slug: 'Ünïcode' },
      { ...good, title: 'x'.repeat(5000) },
      { ...good, type: 'daily' },
      { ...good, type: 'player' },
      { ...good, theme: 'red; background:url(x)' },
      { ...good, extra: 1 },
    ];
    for (const p of payloads) {
      const res = await adminCall(h.app, a, 'POST', '/catalog/cases', p as object);
      expect(res.statusCode, JSON.stringify(p).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const path of [
      '/catalog/cases/%00',
      '/catalog/cases/nope/publish',
      '/catalog/player-cases/nope/take-down',
    ]) {
      const res = await adminCall(h.app, a, 'POST', path, { reason: 'x' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // A copy from a player's case or a daily case is refused: neither is a catalog case staff version.
    const daily = await h.db.kysely
      .selectFrom('cases')
      .select('id')
      .where('type', '=', 'daily')
      .executeTakeFirst();
    if (daily) {
      const res = await adminCall(h.app, a, 'POST', '/catalog/cases/copy', {
        from: daily.id,
        slug: 'daily-copy',
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
