// What the upgrader refuses, on SQLite and PostgreSQL, and that a refusal changes nothing (items still pending, coins
// and nonce untouched): chances outside 1%..80% at their exact edges, loot that is not the player's own pending,
// a balance too low, a player on a break, retries and reused keys, and hostile bodies (a 4xx, never a 5xx).
import { describe, expect, it } from 'vitest';
import { upgradeWinTickets } from '../../src/domain/fairness-games';
import { applyRestriction } from '../../server/services/users/restrictions';
import { sellLoot } from '../../server/services/loot/loot';
import { coins, ledgerProblems, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import {
  codes,
  errorOf,
  lootOf,
  newKey,
  nextNonce,
  resultOf,
  rollUpgrade,
  statuses,
  targetIn,
} from './upgrade-helpers';

/** The smallest and the largest coin stake a target of `price` accepts (FAIRNESS.md: 1000..80000 tickets). */
function edges(price: number): { min: number; max: number } {
  let min = 1;
  while (upgradeWinTickets(min, price) === null) min++;
  let max = min;
  while (upgradeWinTickets(max + 1, price) !== null) max++;
  return { min, max };
}

describe.each(testDatabases)('upgrader refusals on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));
  const player = async (cents = 0) => {
    const u = await createSignedInUser(h.db, 'refused');
    if (cents > 0) await fund(h.db, u.userId, cents);
    return u;
  };

  it('accepts 1% and 80% exactly and refuses a cent beyond either, saying why', async () => {
    const u = await player(10_000_000);
    const target = await targetIn(h.db, 50_000, 10_000_000);
    const { min, max } = edges(target.price);
    const at = async (c: number) => rollUpgrade(h.app, u.auth, { coins: c, targetItemID: target.id });

    const low = await at(min - 1);
    expect(errorOf(low, 400)).toBe('upgrade_chance_out_of_range');
    expect(low.json().error.message).toMatch(/1%/);
    const high = await at(max + 1);
    expect(errorOf(high, 400)).toBe('upgrade_chance_out_of_range');
    expect(high.json().error.message).toMatch(/80%/);
    expect(await coins(h.db, u.userId)).toBe(10_000_000);
    expect(await nextNonce(h.db, u.userId)).toBe(1);

    expect(resultOf(await at(min)).winTickets).toBe(upgradeWinTickets(min, target.price));
    expect(resultOf(await at(max)).winTickets).toBe(upgradeWinTickets(max, target.price));
    expect(await coins(h.db, u.userId)).toBe(10_000_000 - min - max);
    expect(await nextNonce(h.db, u.userId)).toBe(3);
  });

  it('refuses items that are not the player own pending ones with 409, and keeps the rest of the request pending', async () => {
    const u = await player(100_000);
    const other = await player();
    const target = await targetIn(h.db, 2_000, 1_000_000);
    const half = Math.ceil(target.price / 2);
    const [mine, sold, used] = await lootOf(h.db, u.userId, [half, half, half]);
    const [theirs] = await lootOf(h.db, other.userId, [half]);
    await sellLoot(h.db, u.userId, [sold], Date.now());
    resultOf(await rollUpgrade(h.app, u.auth, { lootIDs: [used], targetItemID: target.id }));

    for (const bad of [theirs, sold, used, 'no-such-loot']) {
      const res = await rollUpgrade(h.app, u.auth, { lootIDs: [mine, bad], targetItemID: target.id });
      expect(errorOf(res, 409)).toBe('loot_not_pending');
    }
    expect(await statuses(h.db, [mine, sold, used, theirs])).toEqual([
      'pending',
      'sold',
      'upgraded',
      'pending',
    ]);
    expect(await coins(h.db, u.userId)).toBe(100_000 + half);
    // The owner can still use their item.
    resultOf(await rollUpgrade(h.app, other.auth, { lootIDs: [theirs], targetItemID: target.id }));
  });

  it('refuses a balance too low, a player on a break, an unknown target and a stake of nothing', async () => {
    const u = await player(100);
    const target = await targetIn(h.db, 2_000, 1_000_000);
    const [item] = await lootOf(h.db, u.userId, [Math.ceil(target.price / 4)]);
    const poor = await rollUpgrade(h.app, u.auth, {
      lootIDs: [item],
      coins: Math.ceil(target.price / 4),
      targetItemID: target.id,
    });
    expect(errorOf(poor, 409)).toBe('insufficient_balance');
    expect(await statuses(h.db, [item])).toEqual(['pending']);
    expect(await nextNonce(h.db, u.userId)).toBe(1);

    const unknown = await rollUpgrade(h.app, u.auth, { lootIDs: [item], targetItemID: 'no-such-item' });
    expect(errorOf(unknown, 404)).toBe('item_not_found');
    const empty = await rollUpgrade(h.app, u.auth, { lootIDs: [], coins: 0, targetItemID: target.id });
    expect(errorOf(empty, 400)).toBe('empty_stake');

    await applyRestriction(h.db, u.userId, { type: 'TypeSelfBan', days: 1 }, Date.now());
    const banned = await rollUpgrade(h.app, u.auth, { lootIDs: [item], targetItemID: target.id });
    expect(errorOf(banned, 403)).toBe('self_banned');
    expect(await statuses(h.db, [item])).toEqual(['pending']);
  });

  it('a retried upgrade answers the first and takes once; the key with another body is 409', async () => {
    const u = await player(100_000);
    const target = await targetIn(h.db, 2_000, 1_000_000);
    const [a, b] = await lootOf(h.db, u.userId, [Math.ceil(target.price / 4), Math.ceil(target.price / 4)]);
    const body = { lootIDs: [a], coins: 100, targetItemID: target.id, idempotencyKey: newKey() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => rollUpgrade(h.app, u.auth, body)));
    expect(codes(answers)).toEqual(Array(5).fill('ok'));
    const first = resultOf(answers[0]);
    for (const r of answers) expect(resultOf(r)).toEqual(first);
    expect(await coins(h.db, u.userId)).toBe(100_000 - 100);
    expect(await nextNonce(h.db, u.userId)).toBe(2);

    for (const other of [
      { ...body, lootIDs: [a, b] },
      { ...body, coins: 101 },
      { ...body, targetItemID: (await targetIn(h.db, target.price + 1, 10_000_000)).id },
    ]) {
      expect(errorOf(await rollUpgrade(h.app, u.auth, other), 409)).toBe('idempotency_key_used');
    }
    expect(await statuses(h.db, [a, b])).toEqual(['upgraded', 'pending']);
    // Another player may use the same key for their own upgrade.
    const v = await player(100_000);
    resultOf(await rollUpgrade(h.app, v.auth, { ...body, lootIDs: [] }));
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('answers hostile bodies with a 4xx, never a 5xx, and changes nothing', async () => {
    const u = await player(100_000);
    const target = await targetIn(h.db, 2_000, 1_000_000);
    const [item] = await lootOf(h.db, u.userId, [Math.ceil(target.price / 2)]);
    const ok = { lootIDs: [item], coins: 0, targetItemID: target.id, idempotencyKey: newKey() };
    const bodies: unknown[] = [
      null,
      [],
      'upgrade',
      {},
      { ...ok, lootIDs: item },
      { ...ok, lootIDs: [item, item] },
      { ...ok, lootIDs: Array.from({ length: 11 }, (_, i) => `l${i}`) },
      { ...ok, lootIDs: [{ id: item }] },
      { ...ok, lootIDs: ['a\u0000b'] },
      { ...ok, lootIDs: ["x' OR '1'='1"] },
      { ...ok, lootIDs: ['x'.repeat(65)] },
      { ...ok, coins: -1 },
      { ...ok, coins: 1.5 },
      { ...ok, coins: '100' },
      { ...ok, coins: 10_000_001 },
      { ...ok, coins: 1e308 },
      { ...ok, targetItemID: '' },
      { ...ok, targetItemID: null },
      { ...ok, targetItemID: ['a'] },
      { ...ok, targetItemID: '../../etc' },
      { ...ok, idempotencyKey: 'short' },
      { ...ok, idempotencyKey: 'k'.repeat(65) },
      { ...ok, idempotencyKey: 'has space!' },
      { lootIDs: [item], coins: 0, targetItemID: target.id },
      { ...ok, extra: true },
    ];
    for (const payload of bodies) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/upgrade/roll',
        headers: { ...u.auth, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, `${JSON.stringify(payload)} -> ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.json().error.code).toBeTruthy();
    }
    const raw = await h.app.inject({
      method: 'POST',
      url: '/api/v1/upgrade/roll',
      headers: { ...u.auth, 'content-type': 'application/json' },
      payload: '{"lootIDs": [',
    });
    expect(raw.statusCode).toBe(400);
    expect(errorOf(await rollUpgrade(h.app, undefined, ok), 401)).toBe('unauthorized');
    expect(await statuses(h.db, [item])).toEqual(['pending']);
    expect(await coins(h.db, u.userId)).toBe(100_000);
    expect(await nextNonce(h.db, u.userId)).toBe(1);
  });
});
