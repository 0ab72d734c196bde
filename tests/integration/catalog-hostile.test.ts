import { beforeAll, describe, expect, it } from 'vitest';
import { coins, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';

type Case = [label: string, method: 'GET' | 'POST', url: string, payload?: unknown, raw?: string];

const big = 'x'.repeat(5000);
const CASES: Case[] = [
  ['list: type as array', 'GET', '/api/v1/case/list?type=a&type=b'],
  ['list: huge type', 'GET', `/api/v1/case/list?type=${big}`],
  ['list: NUL type', 'GET', '/api/v1/case/list?type=%00'],
  ['detail: missing caseID', 'GET', '/api/v1/case/detail'],
  ['detail: empty caseID', 'GET', '/api/v1/case/detail?caseID='],
  ['detail: array caseID', 'GET', '/api/v1/case/detail?caseID=a&caseID=b'],
  ['detail: huge caseID', 'GET', `/api/v1/case/detail?caseID=${big}`],
  ['detail: odd characters', 'GET', '/api/v1/case/detail?caseID=%00%27%22%3B--'],
  ...[
    null,
    [],
    'redline-rush',
    42,
    true,
    {},
    { caseID: 5 },
    { caseID: ['redline-rush'] },
    { caseID: {} },
    { caseID: '' },
    { caseID: big },
    { caseID: 'redline-rush', count: 0 },
    { caseID: 'redline-rush', count: -1 },
    { caseID: 'redline-rush', count: 6 },
    { caseID: 'redline-rush', count: 1e9 },
    { caseID: 'redline-rush', count: 1.5 },
    { caseID: 'redline-rush', count: '1' },
    { caseID: 'redline-rush', count: null },
    { caseID: 'redline-rush', count: [1] },
    { caseID: 'redline-rush', idempotencyKey: '' },
    { caseID: 'redline-rush', idempotencyKey: big },
    { caseID: 'redline-rush', idempotencyKey: 7 },
    { caseID: 'redline-rush', idempotencyKey: 'bad key with spaces' },
    { caseID: "'; DROP TABLE loot; --" },
    { caseID: '\u0000' },
  ].map((p): Case => [`open: ${JSON.stringify(p)?.slice(0, 60)}`, 'POST', '/api/v1/case/open', p]),
  ['open: malformed JSON', 'POST', '/api/v1/case/open', undefined, '{"caseID": "redline-rush", "count": '],
  ['open: JSON garbage', 'POST', '/api/v1/case/open', undefined, '}{'],
  [
    'open: unsafe integer',
    'POST',
    '/api/v1/case/open',
    undefined,
    '{"caseID": "redline-rush", "count": 9007199254740993}',
  ],
  [
    'open: huge exponent',
    'POST',
    '/api/v1/case/open',
    undefined,
    '{"caseID": "redline-rush", "count": 1e400}',
  ],
  ...[
    null,
    {},
    [],
    'abc',
    { lootIDs: null },
    { lootIDs: 'abc' },
    { lootIDs: [] },
    { lootIDs: [1] },
    { lootIDs: [null] },
    { lootIDs: [{}] },
    { lootIDs: [['a']] },
    { lootIDs: [''] },
    { lootIDs: ['x'.repeat(65)] },
    { lootIDs: Array(201).fill('a') },
    { lootIDs: ['not-a-uuid'] },
    { lootIDs: ["' OR 1=1 --"] },
    { lootIDs: ['\u0000'] },
  ].map((p): Case => [`sell: ${JSON.stringify(p)?.slice(0, 60)}`, 'POST', '/api/v1/loot/sell', p]),
  ['sell: malformed JSON', 'POST', '/api/v1/loot/sell', undefined, '{"lootIDs": ['],
  ['list: pageSize 0', 'GET', '/api/v1/loot/list?pageSize=0'],
  ['list: pageSize negative', 'GET', '/api/v1/loot/list?pageSize=-1'],
  ['list: pageSize words', 'GET', '/api/v1/loot/list?pageSize=lots'],
  ['list: pageSize huge', 'GET', '/api/v1/loot/list?pageSize=99999'],
  ['list: pageSize float', 'GET', '/api/v1/loot/list?pageSize=1.5'],
  ['list: status unknown', 'GET', '/api/v1/loot/list?status=stolen'],
  [
    'list: too many statuses',
    'GET',
    '/api/v1/loot/list?status[]=a&status[]=b&status[]=c&status[]=d&status[]=e',
  ],
  ['list: huge cursor', 'GET', `/api/v1/loot/list?cursor=${big}`],
  ['list: garbage cursor', 'GET', '/api/v1/loot/list?cursor=%%%zz'],
  [
    'list: forged cursor',
    'GET',
    `/api/v1/loot/list?cursor=${Buffer.from("1:' OR 1=1").toString('base64url')}`,
  ],
  ['seed: malformed JSON', 'POST', '/api/v1/roll/seed', undefined, '{"clientSeed":'],
  ['seed: array', 'POST', '/api/v1/roll/seed', ['a']],
  ['seed: object seed', 'POST', '/api/v1/roll/seed', { clientSeed: { a: 1 } }],
  ['rotate: malformed JSON', 'POST', '/api/v1/roll/seed/rotate', undefined, '{'],
  ['art: bad name', 'GET', '/api/v1/art/v1/item/%00.svg'],
  ['art: long name', 'GET', `/api/v1/art/v1/case/${big}.svg`],
];

describe.each(testDatabases)('hostile input to catalog, case, loot and seed endpoints on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));
  let auth: { authorization: string };
  let userId: string;
  beforeAll(async () => {
    ({ auth, userId } = await createSignedInUser(h.db));
    await fund(h.db, userId, 1_000_000);
  });

  it.each(CASES)(
    '%s -> 4xx JSON error or a harmless answer, never 500',
    async (_label, method, url, payload, raw) => {
      const res = await h.app.inject({
        method,
        url,
        headers: {
          ...auth,
          ...(raw !== undefined || payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        payload: raw ?? (payload === undefined ? undefined : JSON.stringify(payload)),
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode >= 400)
        expect(res.json().error).toEqual({ code: expect.any(String), message: expect.any(String) });
      expect(await coins(h.db, userId)).toBe(1_000_000);
    },
  );

  it('rejects wrong content types without touching money', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/case/open',
      headers: { ...auth, 'content-type': 'text/plain' },
      payload: 'caseID=redline-rush',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await coins(h.db, userId)).toBe(1_000_000);
    const loot = await h.db.kysely.selectFrom('loot').select('id').where('user_id', '=', userId).execute();
    expect(loot).toEqual([]);
  });
});
