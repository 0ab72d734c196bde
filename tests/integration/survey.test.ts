import { describe, expect, it } from 'vitest';
import { SURVEY_REWARD } from '../../src/domain/survey';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';
import type { CaseSummary } from '../../src/protocol/catalog';
import { ledgerProblems } from './catalog-helpers';
import { appForSuite, createSignedInUser, makeApp, postAtOnce, testDatabases } from './helpers';
import { get, post } from './battle-helpers';

const answer = (weapons: string[]) => ({
  answers: { experience: 'regular', weapons, playStyle: 'both' },
});

describe.each(testDatabases)('onboarding survey on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind));

  it('is answered once per account, validated, and pays its reward once', async () => {
    expect((await get(h.app, '/survey')).status).toBe(401);
    expect((await post(h.app, '/survey', answer(['AK-47']))).status).toBe(401);
    const u = await createSignedInUser(h.db);
    const state = await get(h.app, '/survey', u.auth);
    expect(state.status).toBe(200);
    const data = state.body.data as { done: boolean; weapons: string[]; reward: number };
    expect(data).toMatchObject({ done: false, reward: SURVEY_REWARD });
    expect(data.weapons).toContain('AK-47');

    const bad = [
      {},
      { answers: {} },
      { answers: { experience: 'pro', weapons: ['AK-47'], playStyle: 'both' } },
      { answers: { experience: 'new', weapons: [], playStyle: 'both' } },
      { answers: { experience: 'new', weapons: ['AK-47', 'AK-47'], playStyle: 'both' } },
      { answers: { experience: 'new', weapons: ['a', 'b', 'c', 'd'], playStyle: 'both' } },
      { answers: { experience: 'new', weapons: ['AK-47'], playStyle: 'both', extra: 1 } },
      { answers: { experience: 'new', weapons: [7], playStyle: 'cases' } },
    ];
    for (const b of bad) {
      const r = await post(h.app, '/survey', b, u.auth);
      expect(r.status).toBe(400);
      expect(r.body.error?.code).toBeTruthy();
    }
    const unknown = await post(h.app, '/survey', answer(['Laser Sword']), u.auth);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.code).toBe('unknown_weapon');

    const answers = await postAtOnce(h.app, 10, '/api/v1/survey', u.auth, answer(['AK-47']));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().error.code).toBe('survey_done');
    }
    expect(await balanceOf(h.db.kysely, userAccount(u.userId, 'point'))).toBe(SURVEY_REWARD);
    const after = (await get(h.app, '/survey', u.auth)).body.data;
    expect(after).toMatchObject({
      done: true,
      answers: { experience: 'regular', weapons: ['AK-47'], playStyle: 'both' },
    });
    expect((await post(h.app, '/survey', answer(['AWP']), u.auth)).body.error?.code).toBe('survey_done');
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('recommends the cases holding the favourite weapons, best match first; nothing without an answer', async () => {
    expect((await get(h.app, '/survey/recommended')).body.data).toEqual({ list: [], weapons: [] });
    const u = await createSignedInUser(h.db);
    expect((await get(h.app, '/survey/recommended', u.auth)).body.data).toEqual({ list: [], weapons: [] });
    const favourites = ['AWP', 'Desert Eagle'];
    expect((await post(h.app, '/survey', answer(favourites), u.auth)).status).toBe(200);
    const rec = (await get(h.app, '/survey/recommended', u.auth)).body.data as {
      list: CaseSummary[];
      weapons: string[];
    };
    expect(rec.weapons).toEqual(favourites);
    expect(rec.list.length).toBeGreaterThan(0);

    // The same order, worked out here from the odds rows: distinct favourites, then their tickets, then catalog order.
    const catalog = (await get(h.app, '/case/list')).body.data as unknown as { list: CaseSummary[] };
    const rows = await h.db.kysely
      .selectFrom('case_items')
      .innerJoin('items', 'items.id', 'case_items.item_id')
      .select(['case_items.case_id', 'items.weapon', 'case_items.tickets'])
      .execute();
    const score = (id: string) => {
      const mine = rows.filter((r) => r.case_id === id && favourites.includes(r.weapon));
      return {
        distinct: new Set(mine.map((r) => r.weapon)).size,
        tickets: mine.reduce((s, r) => s + Number(r.tickets), 0),
      };
    };
    const expected = catalog.list
      .map((c, i) => ({ id: c.id, i, ...score(c.id) }))
      .filter((c) => c.distinct > 0)
      .sort((a, b) => b.distinct - a.distinct || b.tickets - a.tickets || a.i - b.i)
      .map((c) => c.id);
    expect(rec.list.map((c) => c.id)).toEqual(expected);
    const first = score(rec.list[0].id);
    for (const c of rec.list) expect(score(c.id).distinct).toBeLessThanOrEqual(first.distinct);
  });
});
