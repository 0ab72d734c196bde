// The back office's catalog services on the real database: a draft is invisible to players (lists, slug, battles),
// publishing refuses odds that do not tile (gap, overlap, out of range, non-integer) and changes nothing, a
// published case is priced by FAIRNESS.md, opens and battles, and its odds never change again (the service refuses
// and so does the database); a retired case stops opening but its history stays; a player case taken down is
// hidden from players but its creator sees why.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { casePrice } from '../../src/domain/odds';
import type { AdminDraftBody } from '../../src/protocol/admin-catalog';
import {
  createDraft,
  getAdminCase,
  listAdminCases,
  updateDraft,
} from '../../server/services/catalog/admin-cases';
import { copyToDraft, publishDraft, retireCase } from '../../server/services/catalog/admin-publish';
import { reviewQueue, takeDownPlayerCase } from '../../server/services/player-cases/moderation';
import { AppError } from '../../server/errors';
import { seedCatalog } from '../../server/db/seed/seed';
import { post } from './battle-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import { catalogItems, codeOf, createCase, makePlayerCaseApp, openCase } from './player-cases-helpers';

const codeOfError = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return `${err.statusCode} ${err.code}`;
    throw err;
  }
  return 'no error';
};

describe.each(testDatabases)('catalog back office services on $name', (kind) => {
  const h = appForSuite(() => makePlayerCaseApp(kind));
  let n = 0;
  const staff = async () => ({
    userId: (await createSignedInUser(h.db, 'staff')).userId,
    role: 'admin' as const,
  });
  const draftBody = async (over: Partial<AdminDraftBody> = {}): Promise<AdminDraftBody> => {
    const items = await catalogItems(h.db);
    n += 1;
    return {
      slug: `staff-case-${kind.name}-${n}`,
      title: 'Staff Pick',
      type: 'featured',
      theme: '#eb4b4b',
      rows: [
        { itemID: items[items.length - 1].id, rangeMin: 1, rangeMax: 1000 },
        { itemID: items[10].id, rangeMin: 1001, rangeMax: 20000 },
        { itemID: items[0].id, rangeMin: 20001, rangeMax: 100000 },
      ],
      ...over,
    };
  };
  const listed = async () =>
    ((await h.app.inject({ url: '/api/v1/case/list' })).json().data.list as { slug: string }[]).map(
      (c) => c.slug,
    );
  const detailStatus = async (slug: string) =>
    (await h.app.inject({ url: `/api/v1/case/detail?caseID=${slug}` })).statusCode;

  it('keeps a draft invisible to players: not listed, no detail by slug or id, no opening, no battle', async () => {
    const actor = await staff();
    const d = await createDraft(h.db, actor, await draftBody(), Date.now());
    expect(d.status).toBe('draft');
    expect(d.problem).toBeNull();
    expect((await listAdminCases(h.db, 'draft')).find((c) => c.id === d.id)?.price).toBe(d.price);
    expect(d.price).toBeGreaterThan(0);
    expect(await listed()).not.toContain(d.slug);
    expect(await detailStatus(d.slug)).toBe(404);
    expect(await detailStatus(d.id)).toBe(404);
    const p = await createSignedInUser(h.db, 'player');
    await fund(h.db, p.userId, 10_000_000);
    expect((await openCase(h.app, p.auth, { caseID: d.id, count: 1 })).statusCode).toBe(404);
    const battle = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: d.slug, quantity: 1 }], type: 'single', players: 2, mode: 'default' },
      p.auth,
    );
    expect(battle.status).toBeGreaterThanOrEqual(400);
    expect(battle.status).toBeLessThan(500);
  });

  it.each([
    [
      'a gap',
      [
        [1, 1000],
        [1002, 20000],
        [20001, 100000],
      ],
      'odds_gap',
    ],
    [
      'an overlap',
      [
        [1, 1000],
        [1000, 20000],
        [20001, 100000],
      ],
      'odds_overlap',
    ],
    [
      'a short tail',
      [
        [1, 1000],
        [1001, 20000],
        [20001, 99999],
      ],
      'odds_gap',
    ],
  ])('refuses to publish odds with %s (400 %s) and changes nothing', async (_what, ranges, code) => {
    const actor = await staff();
    const body = await draftBody();
    body.rows = body.rows.map((r, i) => ({ ...r, rangeMin: ranges[i][0], rangeMax: ranges[i][1] }));
    const d = await createDraft(h.db, actor, body, Date.now());
    expect(d.problem?.code).toBe(code);
    expect(await codeOfError(publishDraft(h.db, actor, d.id, Date.now()))).toBe(`400 ${code}`);
    expect((await getAdminCase(h.db, d.id)).status).toBe('draft');
    const inCases = await h.db.kysely.selectFrom('cases').select('id').where('id', '=', d.id).execute();
    expect(inCases).toEqual([]);
    expect(await listed()).not.toContain(d.slug);
  });

  it.each([
    ['out of range', { rangeMin: 0 }, 'odds_out_of_range'],
    ['past 100000', { rangeMax: 100001 }, 'odds_out_of_range'],
    ['backwards', { rangeMin: 2000, rangeMax: 1000 }, 'odds_out_of_range'],
    ['non-integer', { rangeMax: 999.5 }, 'odds_not_integer'],
  ])('refuses to save a range %s (400 %s)', async (_what, change, code) => {
    const actor = await staff();
    const body = await draftBody();
    body.rows[0] = { ...body.rows[0], ...change };
    expect(await codeOfError(createDraft(h.db, actor, body, Date.now()))).toBe(`400 ${code}`);
    const stored = await h.db.kysely
      .selectFrom('admin_cases')
      .select('id')
      .where('slug', '=', body.slug)
      .execute();
    expect(stored).toEqual([]);
  });

  it('publishes a tiling draft at ceil(EV / 0.9): players list, open and battle it; its odds are frozen for good', async () => {
    const actor = await staff();
    const body = await draftBody();
    const d = await createDraft(h.db, actor, body, Date.now());
    const published = await publishDraft(h.db, actor, d.id, Date.now());
    expect(published.status).toBe('published');
    const detail = (await h.app.inject({ url: `/api/v1/case/detail?caseID=${d.slug}` })).json().data.case;
    expect(detail.price).toBe(casePrice(detail.odds.rows));
    expect(detail.price).toBe(published.price);
    expect(await listed()).toContain(d.slug);

    const p = await createSignedInUser(h.db, 'opener');
    await fund(h.db, p.userId, 10_000_000);
    const opened = await openCase(h.app, p.auth, { caseID: d.slug, count: 1 });
    expect(opened.statusCode).toBe(200);
    const battle = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: d.id, quantity: 1 }], type: 'single', players: 2, mode: 'default' },
      p.auth,
    );
    expect(battle.status).toBe(200);

    // The service refuses any change; so does the database, whoever asks.
    const edit = { ...body, rows: body.rows.map((r) => ({ ...r })) };
    expect(await codeOfError(updateDraft(h.db, actor, d.id, edit, Date.now()))).toBe('409 case_frozen');
    expect(await codeOfError(publishDraft(h.db, actor, d.id, Date.now()))).toBe('409 case_frozen');
    await expect(
      h.db.kysely.updateTable('case_items').set({ range_max: 999 }).where('case_id', '=', d.id).execute(),
    ).rejects.toThrow(/case_frozen/);
    await expect(h.db.kysely.deleteFrom('case_items').where('case_id', '=', d.id).execute()).rejects.toThrow(
      /case_frozen/,
    );
    await expect(
      h.db.kysely.updateTable('cases').set({ price: 1 }).where('id', '=', d.id).execute(),
    ).rejects.toThrow(/case_frozen/);
    await expect(
      h.db.kysely.updateTable('admin_cases').set({ rows_json: '[]' }).where('id', '=', d.id).execute(),
    ).rejects.toThrow(/case_frozen/);
    const listedByStaff = (await listAdminCases(h.db)).find((c) => c.id === d.id);
    expect(listedByStaff).toMatchObject({ status: 'published', price: detail.price, itemCount: 3 });
    // A restart seeds the catalog again: a case staff published stays as it is, and stays in the catalog.
    await seedCatalog(h.db);
    const after = (await h.app.inject({ url: `/api/v1/case/detail?caseID=${d.slug}` })).json().data.case;
    expect(after.odds.rows).toEqual(detail.odds.rows);
    expect(await listed()).toContain(d.slug);

    // A new version is a new draft under a new slug; the published case stays as it was.
    const copy = await copyToDraft(h.db, actor, d.id, `${d.slug}-v2`, Date.now());
    expect(copy).toMatchObject({ status: 'draft', versionOf: d.id, problem: null });
    expect(copy.rows.map((r) => [r.itemID, r.rangeMin, r.rangeMax])).toEqual(
      [...body.rows].map((r) => [r.itemID, r.rangeMin, r.rangeMax]),
    );
    expect(await codeOfError(copyToDraft(h.db, actor, d.id, d.slug, Date.now()))).toBe('409 slug_taken');
  });

  it('retires a published case: no longer listed or opened, its openings kept; a reason is required', async () => {
    const actor = await staff();
    const d = await createDraft(h.db, actor, await draftBody(), Date.now());
    await publishDraft(h.db, actor, d.id, Date.now());
    const p = await createSignedInUser(h.db, 'opener2');
    await fund(h.db, p.userId, 10_000_000);
    expect((await openCase(h.app, p.auth, { caseID: d.id, count: 1 })).statusCode).toBe(200);
    expect(await codeOfError(retireCase(h.db, actor, d.id, '  ', Date.now()))).toBe('400 reason_required');
    const retired = await retireCase(h.db, actor, d.id, 'Season over', Date.now());
    expect(retired.status).toBe('retired');
    expect(await listed()).not.toContain(d.slug);
    const again = await openCase(h.app, p.auth, { caseID: d.id, count: 1 });
    expect(again.statusCode).toBe(404);
    expect(codeOf(again)).toBe('case_not_found');
    const history = await h.db.kysely
      .selectFrom('case_openings')
      .select('id')
      .where('case_id', '=', d.id)
      .execute();
    expect(history).toHaveLength(1);
    expect(await codeOfError(retireCase(h.db, actor, d.id, 'again', Date.now()))).toBe('409 not_published');
  });

  it('publishes a draft once when two staff publish it at the same moment', async () => {
    const actor = await staff();
    const d = await createDraft(h.db, actor, await draftBody(), Date.now());
    const results = await Promise.allSettled([
      publishDraft(h.db, actor, d.id, Date.now()),
      publishDraft(h.db, actor, d.id, Date.now()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(AppError);
    expect((refused.reason as AppError).code).toBe('case_frozen');
    const odds = await h.db.kysely
      .selectFrom('case_items')
      .select('item_id')
      .where('case_id', '=', d.id)
      .execute();
    expect(odds).toHaveLength(3);
  });

  it('refuses a slug a catalog case already answers to, and copies a seeded case into a draft', async () => {
    const actor = await staff();
    const seeded = await h.db.kysely
      .selectFrom('cases')
      .selectAll()
      .where('type', '=', 'featured')
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(
      await codeOfError(createDraft(h.db, actor, await draftBody({ slug: seeded.slug }), Date.now())),
    ).toBe('409 slug_taken');
    const copy = await copyToDraft(h.db, actor, seeded.id, `${seeded.slug}-remix-${kind.name}`, Date.now());
    expect(copy).toMatchObject({ status: 'draft', versionOf: seeded.id, title: seeded.title, problem: null });
    // The copy, unchanged, costs what the seeded case costs today.
    expect(copy.price).toBe(Number(seeded.price));
  });

  it('another process sees a publish at once (the cached catalog follows the stored revision)', async () => {
    const actor = await staff();
    expect(await listed()).toBeDefined(); // warms this process's cache
    const d = await createDraft(h.db, actor, await draftBody(), Date.now());
    // As another process would: the change lands in the database without this process's cache being told.
    await publishDraft(h.db, actor, d.id, Date.now());
    expect(await listed()).toContain(d.slug);
    await h.db.kysely.updateTable('cases').set({ active: 0 }).where('id', '=', d.id).execute();
    await sql`UPDATE catalog_revision SET revision = revision + 1 WHERE id = 1`.execute(h.db.kysely);
    expect(await listed()).not.toContain(d.slug);
    expect(await detailStatus(d.slug)).toBe(404);
  });

  it('takes a player case down: hidden from players, shown to its creator with the reason', async () => {
    const actor = await staff();
    const maker = await createSignedInUser(h.db, 'maker');
    const [a, b] = await catalogItems(h.db);
    const made = await createCase(h.app, maker.auth, {
      name: 'Rude Name',
      visibility: 'public',
      items: [
        { itemID: a.id, chance: 50000 },
        { itemID: b.id, chance: 50000 },
      ],
    });
    const queue = await reviewQueue(h.db, { queue: 'unreviewed' }, Date.now());
    expect(queue.list.map((c) => c.id)).toContain(made.id);
    expect(await codeOfError(takeDownPlayerCase(h.db, actor, made.id, '', Date.now()))).toBe(
      '400 reason_required',
    );
    const down = await takeDownPlayerCase(h.db, actor, made.id, 'Offensive name', Date.now());
    expect(down.takenDownReason).toBe('Offensive name');
    const p = await createSignedInUser(h.db, 'player3');
    await fund(h.db, p.userId, 10_000_000);
    expect((await openCase(h.app, p.auth, { caseID: made.id, count: 1 })).statusCode).toBe(404);
    const community = (await h.app.inject({ url: '/api/v1/case/community' })).json().data.list as {
      id: string;
    }[];
    expect(community.map((c) => c.id)).not.toContain(made.id);
    const mine = (await h.app.inject({ url: '/api/v1/case/mine', headers: maker.auth })).json().data.list;
    expect(mine).toEqual([
      expect.objectContaining({
        id: made.id,
        takenDown: expect.objectContaining({ reason: 'Offensive name' }),
      }),
    ]);
    const downQueue = await reviewQueue(h.db, { queue: 'taken_down' }, Date.now());
    expect(downQueue.list.map((c) => c.id)).toContain(made.id);
    expect(await codeOfError(takeDownPlayerCase(h.db, actor, made.id, 'again', Date.now()))).toBe(
      '409 taken_down_already',
    );
  });
});
