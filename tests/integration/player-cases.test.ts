// Player-made cases on the real database: a valid case is priced by FAIRNESS.md with odds tiling 1..100000 and
// opens through the normal opening; every broken rule answers 400 with its own code and stores nothing; unlisted
// cases open by link but are listed nowhere; the catalog never lists player cases; creation is rate-limited;
// hostile input never gets a 5xx.
import { describe, expect, it } from 'vitest';
import { casePrice, validateTiling } from '../../src/domain/odds';
import { RARITIES } from '../../src/domain/rarity';
import type { CaseSummary } from '../../src/protocol/catalog';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import {
  catalogItems,
  codeOf,
  createCase,
  makePlayerCaseApp,
  openCase,
  postCreate,
} from './player-cases-helpers';

describe.each(testDatabases)('player cases on $name', (kind) => {
  const h = appForSuite(() => makePlayerCaseApp(kind));
  const playerCaseCount = async () =>
    Number(
      (
        await h.db.kysely
          .selectFrom('player_cases')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a case priced at ceil(EV / 0.9) with odds tiling 1..100000, and it opens through /case/open', async () => {
    const u = await createSignedInUser(h.db, 'maker');
    const items = await catalogItems(h.db);
    const [cheap, mid, dear] = [items[0], items[Math.floor(items.length / 2)], items[items.length - 1]];
    const made = await createCase(h.app, u.auth, {
      name: '  Knife   Dreams ',
      visibility: 'public',
      items: [
        { itemID: cheap.id, chance: 90000 },
        { itemID: mid.id, chance: 9000 },
        { itemID: dear.id, chance: 1000 },
      ],
    });
    expect(made).toMatchObject({
      type: 'player',
      title: 'Knife Dreams',
      visibility: 'public',
      openings: 0,
      openings24h: 0,
      creator: { userID: u.userId, nickname: 'maker' },
    });
    const rows = made.odds.rows;
    validateTiling(rows);
    expect(rows.map((r) => r.item.id)).toEqual([dear.id, mid.id, cheap.id]);
    expect(rows.map((r) => r.chance)).toEqual([1000, 9000, 90000]);
    const ev = (cheap.price * 90000 + mid.price * 9000 + dear.price * 1000) / 100000;
    expect(made.price).toBe(casePrice(rows));
    expect(made.price).toBeGreaterThanOrEqual(ev / 0.9);
    expect(made.price).toBeLessThan(ev / 0.9 + 1);

    const detail = (await h.app.inject({ url: `/api/v1/case/detail?caseID=${made.id}` })).json().data.case;
    expect(detail).toMatchObject({ id: made.id, type: 'player', price: made.price, title: 'Knife Dreams' });
    expect(detail.odds.rows).toEqual(rows);

    const art = await h.app.inject({ url: made.image });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    const rarest = Math.min(cheap.rarity, mid.rarity, dear.rarity);
    expect(art.body).toContain(RARITIES.find((r) => r.rank === rarest)!.color);
    // The made case shows its own items; only the generator's preview (no items yet) shows the initials.
    const preview = await h.app.inject({
      url: `/api/v1/case/art-preview?name=${encodeURIComponent('Knife Dreams')}&rarity=${rarest}`,
    });
    expect(preview.body).toContain('>KD<');
    expect(art.body).not.toContain('>KD<');
    expect(art.body).toContain('clip-path="url(#c0c)"'); // its best item, painted

    const opener = await createSignedInUser(h.db, 'opener');
    await fund(h.db, opener.userId, made.price * 3);
    const res = await openCase(h.app, opener.auth, { caseID: made.id, count: 3 });
    expect(res.statusCode).toBe(200);
    const opening = res.json().data.opening;
    expect(opening.results).toHaveLength(3);
    for (const r of opening.results) expect(rows.some((row) => row.item.id === r.item.id)).toBe(true);
  });

  it('keeps player cases out of the catalog lists and types', async () => {
    const u = await createSignedInUser(h.db);
    const items = await catalogItems(h.db);
    const made = await createCase(h.app, u.auth, {
      name: 'Catalog Ghost',
      visibility: 'public',
      items: [
        { itemID: items[1].id, chance: 50000 },
        { itemID: items[2].id, chance: 50000 },
      ],
    });
    const all = (await h.app.inject({ url: '/api/v1/case/list' })).json().data.list as CaseSummary[];
    expect(all.some((c) => c.id === made.id || c.type === 'player')).toBe(false);
    expect((await h.app.inject({ url: '/api/v1/case/list?type=player' })).json().data.list).toEqual([]);
    const types = (await h.app.inject({ url: '/api/v1/case/types' })).json().data.list as { type: string }[];
    expect(types.map((t) => t.type)).not.toContain('player');
  });

  it('answers each broken rule with 400 and its own code, and stores nothing', async () => {
    const u = await createSignedInUser(h.db);
    const items = await catalogItems(h.db);
    const two = [
      { itemID: items[3].id, chance: 60000 },
      { itemID: items[4].id, chance: 40000 },
    ];
    const ok = { name: 'Fine Name', visibility: 'public', items: two };
    const many = items.slice(0, 21).map((i, n) => ({ itemID: i.id, chance: n === 0 ? 80000 : 1000 }));
    const cases: [string, object][] = [
      ['name_too_short', { ...ok, name: '  ab  ' }],
      ['name_too_short', { ...ok, name: '      ' }],
      ['name_too_long', { ...ok, name: 'x'.repeat(33) }],
      ['name_charset', { ...ok, name: 'Case <script>' }],
      ['name_charset', { ...ok, name: '!!!---' }],
      ['name_link', { ...ok, name: 'free skins www.scam' }],
      ['name_link', { ...ok, name: 'visit case.gg' }],
      ['name_blocked', { ...ok, name: 'F u c k this' }],
      ['name_blocked', { ...ok, name: 'Official drop' }],
      ['invalid_visibility', { ...ok, visibility: 'private' }],
      ['item_count', { ...ok, items: [{ itemID: items[3].id, chance: 100000 }] }],
      ['item_count', { ...ok, items: [] }],
      ['item_count', { ...ok, items: many }],
      ['duplicate_item', { ...ok, items: [two[0], { ...two[0], chance: 40000 }] }],
      [
        'invalid_chance',
        {
          ...ok,
          items: [
            { ...two[0], chance: 100000 },
            { ...two[1], chance: 0 },
          ],
        },
      ],
      [
        'invalid_chance',
        {
          ...ok,
          items: [
            { ...two[0], chance: 140000 },
            { ...two[1], chance: -40000 },
          ],
        },
      ],
      ['chances_sum', { ...ok, items: [{ ...two[0], chance: 59999 }, two[1]] }],
      ['chances_sum', { ...ok, items: [{ ...two[0], chance: 60001 }, two[1]] }],
      ['unknown_item', { ...ok, items: [two[0], { itemID: 'no-such-skin-ft', chance: 40000 }] }],
      [
        'bad_request',
        {
          ...ok,
          items: [
            { ...two[0], chance: 59999.5 },
            { ...two[1], chance: 40000.5 },
          ],
        },
      ],
      ['bad_request', { name: 'No items', visibility: 'public' }],
      ['bad_request', { ...ok, extra: 1 }],
    ];
    const before = await playerCaseCount();
    for (const [code, payload] of cases) {
      const res = await postCreate(h.app, u.auth, payload);
      expect([res.statusCode, codeOf(res), JSON.stringify(payload).slice(0, 60)]).toEqual([
        400,
        code,
        JSON.stringify(payload).slice(0, 60),
      ]);
      expect(res.json().error.message.length).toBeGreaterThan(5);
    }
    const signedOut = await postCreate(h.app, undefined, ok);
    expect(signedOut.statusCode).toBe(401);
    expect(await playerCaseCount()).toBe(before);
  });

  it('accepts names in any script and the allowed punctuation', async () => {
    const u = await createSignedInUser(h.db);
    const items = await catalogItems(h.db);
    const two = [
      { itemID: items[5].id, chance: 1 },
      { itemID: items[6].id, chance: 99999 },
    ];
    for (const name of ['Кейс дракона', '龙之箱子', "Ölçü's Box #2 (v1.0)!", 'Ящик: 50/50 ?']) {
      const made = await createCase(h.app, u.auth, { name, visibility: 'unlisted', items: two });
      expect(made.title).toBe(name);
    }
  });

  it('lists an unlisted case nowhere but opens it by link', async () => {
    const maker = await createSignedInUser(h.db);
    const items = await catalogItems(h.db);
    const made = await createCase(h.app, maker.auth, {
      name: 'Hidden Quokka Stash',
      visibility: 'unlisted',
      items: [
        { itemID: items[7].id, chance: 30000 },
        { itemID: items[8].id, chance: 70000 },
      ],
    });
    const listed = (await h.app.inject({ url: '/api/v1/case/community?q=quokka' })).json().data.list;
    expect(listed).toEqual([]);
    const everything = (await h.app.inject({ url: '/api/v1/case/community' })).json().data
      .list as CaseSummary[];
    expect(everything.some((c) => c.id === made.id)).toBe(false);
    const mine = (await h.app.inject({ url: '/api/v1/case/mine', headers: maker.auth })).json().data.list;
    expect(mine.map((c: CaseSummary) => c.id)).toContain(made.id);

    const opener = await createSignedInUser(h.db);
    await fund(h.db, opener.userId, made.price);
    expect((await openCase(h.app, opener.auth, { caseID: made.id })).statusCode).toBe(200);
  });

  it('limits creations to 20 an hour per player and stores nothing past it', async () => {
    const u = await createSignedInUser(h.db);
    const items = await catalogItems(h.db);
    const req = {
      name: 'Rate Limited',
      visibility: 'unlisted' as const,
      items: [
        { itemID: items[9].id, chance: 50000 },
        { itemID: items[10].id, chance: 50000 },
      ],
    };
    for (let i = 0; i < 20; i++) expect((await postCreate(h.app, u.auth, req)).statusCode).toBe(200);
    const before = await playerCaseCount();
    const limited = await postCreate(h.app, u.auth, req);
    expect(limited.statusCode).toBe(429);
    expect(await playerCaseCount()).toBe(before);
    const other = await createSignedInUser(h.db);
    expect((await postCreate(h.app, other.auth, req)).statusCode).toBe(200);
  });

  it('never answers hostile input with a 5xx', async () => {
    const u = await createSignedInUser(h.db);
    const items = await catalogItems(h.db);
    const two = [
      { itemID: items[11].id, chance: 50000 },
      { itemID: items[12].id, chance: 50000 },
    ];
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { name: 5, visibility: 'public', items: two },
      { name: 'Nul\u0000byte case', visibility: 'public', items: two },
      { name: 'Right\u202eto left', visibility: 'public', items: two },
      { name: 'Emoji 🔥 case', visibility: 'public', items: two },
      { name: 'x'.repeat(10_000), visibility: 'public', items: two },
      { name: "'; drop table cases; --", visibility: 'public', items: two },
      { name: 'Normal', visibility: { public: true }, items: two },
      { name: 'Normal', visibility: 'public', items: 'all' },
      { name: 'Normal', visibility: 'public', items: [null, null] },
      { name: 'Normal', visibility: 'public', items: Array.from({ length: 5000 }, () => two[0]) },
      { name: 'Normal', visibility: 'public', items: [{ itemID: "x' or 1=1 --", chance: 50000 }, two[1]] },
      { name: 'Normal', visibility: 'public', items: [{ itemID: items[11].id, chance: 1e300 }, two[1]] },
      {
        name: 'Normal',
        visibility: 'public',
        items: [
          { itemID: items[11].id, chance: Number.MAX_SAFE_INTEGER },
          { itemID: items[12].id, chance: -Number.MAX_SAFE_INTEGER + 100000 },
        ],
      },
    ];
    for (const body of bodies) {
      const res = await postCreate(h.app, u.auth, body);
      expect(res.statusCode, JSON.stringify(body)?.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)?.slice(0, 80)).toBeLessThan(500);
    }
    const raw = await h.app.inject({
      method: 'POST',
      url: '/api/v1/case/create',
      headers: { ...u.auth, 'content-type': 'application/json' },
      payload: '{"name": "Broken',
    });
    expect(raw.statusCode).toBe(400);
    const proto = await h.app.inject({
      method: 'POST',
      url: '/api/v1/case/create',
      headers: { ...u.auth, 'content-type': 'application/json' },
      payload: `{"name":"Proto","visibility":"public","items":${JSON.stringify(two)},"__proto__":{"admin":true}}`,
    });
    expect(proto.statusCode).toBe(400);
    for (const url of [
      '/api/v1/case/community?period=week',
      '/api/v1/case/community?cursor=-1',
      '/api/v1/case/community?cursor=abc',
      '/api/v1/case/community?cursor=999999',
      `/api/v1/case/community?q=${encodeURIComponent('%_\\\'"; --')}`,
      `/api/v1/case/community?q=${'a'.repeat(65)}`,
      '/api/v1/case/community?q=%00',
      '/api/v1/case/community?period=24h&period=all',
      '/api/v1/case/mine',
      '/api/v1/case/art-preview?rarity=9',
      `/api/v1/case/art-preview?name=${encodeURIComponent('<svg onload=alert(1)>')}&rarity=2`,
    ]) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const extra = await h.app.inject({ url: '/api/v1/case/mine?x=1', headers: u.auth });
    expect([extra.statusCode, extra.json().error.code]).toEqual([400, 'bad_request']);
    const art = await h.app.inject({
      url: `/api/v1/case/art-preview?name=${encodeURIComponent('<b>"x"</b>')}&rarity=2`,
    });
    expect(art.statusCode).toBe(200);
    expect(art.body).not.toContain('<b>');
  });
});
