// Hostile input to POST /exchange and GET /exchange/history: every body is answered with a 4xx JSON error (or a
// harmless answer), never a 500, and the player's items and coins stay as they were.
import { beforeAll, describe, expect, it } from 'vitest';
import { coins, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import { lootWorth, statuses } from './exchange-helpers';

const big = 'x'.repeat(5000);
const ITEM = 'ak-47-redline-ft';
const LOOT = '__loot__';

// Bodies built around one real pending loot id (LOOT is replaced by it).
const BODIES: unknown[] = [
  null,
  [],
  {},
  'lootIDs',
  42,
  { lootIDs: [LOOT] },
  { itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: LOOT, itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: [LOOT], itemIDs: ITEM, idempotencyKey: 'k' },
  { lootIDs: [1], itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: [null], itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: [{}], itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: [[LOOT]], itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: [''], itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: [big], itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: ["' OR 1=1 --"], itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: ['\u0000'], itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: [LOOT], itemIDs: [ITEM, 7], idempotencyKey: 'k' },
  { lootIDs: [LOOT], itemIDs: ["items'; DROP TABLE loot; --"], idempotencyKey: 'k' },
  { lootIDs: [LOOT], itemIDs: ['ак-47'], idempotencyKey: 'k' },
  { lootIDs: [LOOT], itemIDs: [ITEM], idempotencyKey: '' },
  { lootIDs: [LOOT], itemIDs: [ITEM], idempotencyKey: big },
  { lootIDs: [LOOT], itemIDs: [ITEM], idempotencyKey: 7 },
  { lootIDs: [LOOT], itemIDs: [ITEM], idempotencyKey: 'spaces are not allowed' },
  { lootIDs: [LOOT], itemIDs: [ITEM], idempotencyKey: 'k', extra: 1 },
  { lootIDs: [LOOT], itemIDs: [ITEM], idempotencyKey: 'k', __proto__: { admin: true } },
  { lootIDs: [LOOT], itemIDs: Array(11).fill(ITEM), idempotencyKey: 'k' },
  { lootIDs: Array(11).fill(LOOT), itemIDs: [ITEM], idempotencyKey: 'k' },
  { lootIDs: Array(100_000).fill(LOOT), itemIDs: [ITEM], idempotencyKey: 'k' },
  // Asks for far more than one $1 item is worth: refused on value.
  { lootIDs: [LOOT], itemIDs: Array(10).fill(ITEM), idempotencyKey: 'k-value' },
];
const RAW = ['{"lootIDs": [', '}{', '{"lootIDs":["a"],"itemIDs":["b"],"idempotencyKey":"k","x":1e400}', ''];

describe.each(testDatabases)('hostile input to the exchange on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));
  let auth: { authorization: string };
  let userId: string;
  let loot: string;
  beforeAll(async () => {
    ({ auth, userId } = await createSignedInUser(h.db));
    await fund(h.db, userId, 10_000);
    [loot] = await lootWorth(h.db, userId, [100]);
  });

  const send = (payload: string, contentType = 'application/json') =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/exchange',
      headers: { ...auth, 'content-type': contentType },
      payload,
    });

  it.each(BODIES.map((b, i) => [i, JSON.stringify(b)?.slice(0, 70) ?? String(b), b] as const))(
    'body %i %s -> 4xx JSON error, nothing moves',
    async (_i, _label, body) => {
      const res = await send(JSON.stringify(body ?? null).replaceAll(LOOT, loot));
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(await coins(h.db, userId)).toBe(10_000);
      expect(await statuses(h.db, [loot])).toEqual(['pending']);
    },
  );

  it.each(RAW)('raw body %j -> 4xx', async (raw) => {
    const res = await send(raw);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a form body, and history with odd query strings, are refused or answered without harm', async () => {
    const form = await send('lootIDs=a&itemIDs=b&idempotencyKey=k', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    for (const qs of ['?x=1', `?cursor=${big}`, '?limit=%00']) {
      const res = await h.app.inject({ url: `/api/v1/exchange/history${qs}`, headers: auth });
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await statuses(h.db, [loot])).toEqual(['pending']);
  });
});
