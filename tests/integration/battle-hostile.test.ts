import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { cheapCases, makeBattleApp, player, post, type BattleJson } from './battle-helpers';
import { appForSuite, testDatabases } from './helpers';

// Everything a hostile request could change.
async function snapshot(db: Db) {
  const count = async (
    t: 'battles' | 'battle_slots' | 'battle_templates' | 'ledger_transactions' | 'loot' | 'battle_rolls',
  ) =>
    Number(
      (
        await db.kysely
          .selectFrom(t)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const balances = await db.kysely.selectFrom('accounts').select(['id', 'balance']).orderBy('id').execute();
  return {
    battles: await count('battles'),
    slots: await count('battle_slots'),
    templates: await count('battle_templates'),
    tx: await count('ledger_transactions'),
    loot: await count('loot'),
    rolls: await count('battle_rolls'),
    balances: balances.map((b) => `${b.id}=${b.balance}`),
    statuses: (await db.kysely.selectFrom('battles').select(['id', 'status']).orderBy('id').execute()).map(
      (b) => `${b.id}=${b.status}`,
    ),
  };
}

describe.each(testDatabases)('hostile input to battle endpoints on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));

  it('answers every malformed or forbidden request with a 4xx JSON error and changes nothing', async () => {
    const [c] = await cheapCases(h.db, 1);
    const owner = await player(h.db, c.price * 10);
    // Several signed-in callers with money, so the per-user rate limit never answers for the validation.
    const callers = await Promise.all([1, 2, 3, 4].map(() => player(h.db, c.price * 10)));
    const other = callers[0];
    const created = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2 },
      owner.auth,
    );
    const b = created.body.data as BattleJson;
    const saved = await post(h.app, '/battle/template/save', { battleID: b.id }, owner.auth);
    const templateID = (saved.body.data as { templateID: string }).templateID;
    const long = 'x'.repeat(65);
    const evil = ["'; DROP TABLE battles; --", '\u0000', '../../etc/passwd', '%00', '😀', long, '', ' '];
    const goodCase = { caseID: c.id, quantity: 1 };

    const bodies: [string, unknown][] = [
      ...[
        {},
        { cases: [] },
        { cases: 'x', type: 'single' },
        { cases: [goodCase] },
        { cases: [{ caseID: c.id, quantity: 0 }], type: 'single' },
        { cases: [{ caseID: c.id, quantity: 51 }], type: 'single' },
        { cases: [{ caseID: c.id, quantity: 1.5 }], type: 'single' },
        { cases: [{ caseID: c.id, quantity: '1' }], type: 'single' },
        { cases: [{ caseID: c.id, quantity: -1 }], type: 'single' },
        { cases: [{ caseID: c.id, quantity: 1e300 }], type: 'single' },
        {
          cases: [
            { caseID: c.id, quantity: 26 },
            { caseID: c.id, quantity: 25 },
          ],
          type: 'single',
        },
        { cases: Array.from({ length: 51 }, () => goodCase), type: 'single' },
        { cases: [goodCase], type: 'duel' },
        { cases: [goodCase], type: 'single', players: 5 },
        { cases: [goodCase], type: 'single', players: 1 },
        { cases: [goodCase], type: 'single', mode: 'insane' },
        { cases: [goodCase], type: 'single', isPublic: 'yes' },
        { cases: [goodCase], type: 'single', userID: other.userId },
        { cases: [{ ...goodCase, price: 1 }], type: 'single' },
        { cases: [[goodCase]], type: 'single' },
        { cases: [goodCase], type: ['single'] },
        { cases: [{ caseID: 'no-such-case', quantity: 1 }], type: 'single' },
        ...evil.map((caseID) => ({ cases: [{ caseID, quantity: 1 }], type: 'single' })),
        null,
        'cases',
        [goodCase],
        42,
      ].map((body): [string, unknown] => ['/battle/create', body]),
      ...['/battle/join', '/battle/leave', '/battle/bot'].flatMap((url) =>
        [
          {},
          { battleID: b.id },
          { slot: 2 },
          { battleID: b.id, slot: 0 },
          { battleID: b.id, slot: 5 },
          { battleID: b.id, slot: -1 },
          { battleID: b.id, slot: 1.5 },
          { battleID: b.id, slot: '2' },
          { battleID: b.id, slot: null },
          { battleID: b.id, slot: 2, extra: true },
          { battleID: [b.id], slot: 2 },
          { battleID: { $ne: null }, slot: 2 },
          { battleID: 'missing', slot: 2 },
          ...evil.map((battleID) => ({ battleID, slot: 2 })),
        ].map((body): [string, unknown] => [url, body]),
      ),
      ['/battle/leave', { battleID: b.id, slot: 1 }],
      ['/battle/leave', { battleID: b.id, slot: 2 }],
      ['/battle/bot', { battleID: b.id, slot: 1 }],
      ['/battle/join', { battleID: b.id, slot: 1 }],
      ['/battle/template/save', {}],
      ['/battle/template/save', { battleID: 'missing' }],
      ['/battle/template/save', { battleID: long }],
      ['/battle/template/delete', {}],
      ['/battle/template/delete', { templateID: 'missing' }],
      ['/battle/template/delete', { templateID }],
      ['/battle/template/delete', { templateID: 7 }],
      ['/battle/recreate', {}],
      ['/battle/recreate', { templateID, battleID: b.id }],
      ['/battle/recreate', { templateID: 'missing' }],
      ['/battle/recreate', { templateID }],
      ['/battle/recreate', { battleID: 'missing' }],
      ['/battle/recreate', { battleID: evil[0] }],
      ['/battle/viewer/join', {}],
      ['/battle/viewer/join', { battleID: 'missing' }],
      ['/battle/viewer/join', { battleID: evil[0] }],
      ['/battle/viewer/leave', { battleID: 5 }],
    ];

    const before = await snapshot(h.db);
    for (const [i, [url, body]] of bodies.entries()) {
      const headers = { ...callers[i % callers.length].auth, 'content-type': 'application/json' };
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers,
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(res.json().error, `${url} ${JSON.stringify(body)}`).toEqual({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    const raw: [string, string, Record<string, string>][] = [
      [
        '/battle/join',
        `{"battleID":"${b.id}","slot":9007199254740993}`,
        { 'content-type': 'application/json' },
      ],
      ['/battle/join', `{"battleID":"${b.id}","slot":2`, { 'content-type': 'application/json' }],
      ['/battle/join', `battleID=${b.id}&slot=2`, { 'content-type': 'text/plain' }],
      [
        '/battle/create',
        '{"cases":[{"caseID":"a","quantity":1e999}],"type":"single"}',
        { 'content-type': 'application/json' },
      ],
      [
        '/battle/create',
        `{"__proto__":{"isPublic":false},"cases":[{"caseID":"${c.id}","quantity":1}]}`,
        { 'content-type': 'application/json' },
      ],
    ];
    for (const [url, payload, headers] of raw) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { ...other.auth, ...headers },
        payload,
      });
      expect(res.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
    }
    // Signed out: every write is 401.
    const signedOut: [string, object][] = [
      ['/battle/create', { cases: [goodCase], type: 'single' }],
      ['/battle/join', { battleID: b.id, slot: 2 }],
      ['/battle/leave', { battleID: b.id, slot: 1 }],
      ['/battle/bot', { battleID: b.id, slot: 2 }],
      ['/battle/template/save', { battleID: b.id }],
      ['/battle/template/delete', { templateID }],
      ['/battle/recreate', { templateID }],
    ];
    for (const [url, body] of signedOut) expect((await post(h.app, url, body)).status, url).toBe(401);
    const gets = [
      '/battle/detail',
      '/battle/detail?battleID=',
      '/battle/detail?battleID=missing',
      `/battle/detail?battleID=${encodeURIComponent(evil[0])}`,
      `/battle/detail?battleID=${long}`,
      `/battle/detail?battleID=${b.id}&battleID=${b.id}`,
      '/battle/detail?battleID[$ne]=x',
      '/battle/viewers',
      '/battle/viewers?battleID=%00',
      '/battle/viewers?battleID=missing',
    ];
    for (const url of gets) {
      const res = await h.app.inject({ method: 'GET', url: `/api/v1${url}` });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect(await snapshot(h.db)).toEqual(before);
  });
});
