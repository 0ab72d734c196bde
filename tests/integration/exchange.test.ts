// The exchange on the real database: two items for one with the fee and the change exact, an item picked twice,
// a request worth too much refused (400, with how much over) and changing nothing, loot that is not the player's
// or no longer pending refused (409), replays answered once, 20 exchanges of the same items at once, the history.
import { describe, expect, it } from 'vitest';
import { applyRestriction } from '../../server/services/users/restrictions';
import { balanceOf } from '../../server/services/ledger/ledger';
import { EXCHANGE_HOUSE } from '../../server/services/games/exchange';
import { EXCHANGE_MAX_ITEMS, exchangeFee } from '../../src/domain/exchange';
import type { ExchangeHistoryAnswer } from '../../src/protocol/exchange';
import { coins, ledgerProblems, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import { exchange, itemBetween, lootWorth, newKey, outcome, resultOf, statuses } from './exchange-helpers';

describe.each(testDatabases)('the exchange on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));

  it('two items for one: 5% fee on what is given, the change credited to the coin, the item in active items', async () => {
    const u = await createSignedInUser(h.db);
    const given = await lootWorth(h.db, u.userId, [3001, 2000]);
    // 5001 given, fee floor(250.05) = 250, credit 4751.
    const target = await itemBetween(h.db, 1000, 4751);
    const res = await exchange(h.app, u.auth, {
      lootIDs: given,
      itemIDs: [target.id],
      idempotencyKey: newKey(),
    });
    expect(res.statusCode).toBe(200);
    const r = resultOf(res);
    expect(r).toMatchObject({
      givenTotal: 5001,
      fee: 250,
      receivedTotal: target.price,
      change: 4751 - target.price,
    });
    expect(r.balance).toBe(4751 - target.price);
    expect(r.given.map((l) => [l.id, l.status])).toEqual([
      [given[0], 'exchanged'],
      [given[1], 'exchanged'],
    ]);
    expect(r.received).toHaveLength(1);
    expect(r.received[0]).toMatchObject({
      status: 'pending',
      source: 'exchange',
      item: { id: target.id, price: target.price },
    });
    expect(await coins(h.db, u.userId)).toBe(4751 - target.price);
    expect(await statuses(h.db, given)).toEqual(['exchanged', 'exchanged']);
    const pending = (await h.app.inject({ url: '/api/v1/loot/list?status=pending', headers: u.auth })).json<{
      data: { list: { id: string }[] };
    }>().data.list;
    expect(pending.map((l) => l.id)).toEqual([r.received[0].id]);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('an item picked twice is received twice; an exact fit pays no change and moves no coins', async () => {
    const u = await createSignedInUser(h.db);
    await fund(h.db, u.userId, 700);
    const target = await itemBetween(h.db, 100, 2000);
    // The smallest loot value whose credit after the fee is exactly two of the target.
    let worth = target.price * 2;
    while (worth - exchangeFee(worth) < target.price * 2) worth += 1;
    expect(worth - exchangeFee(worth)).toBe(target.price * 2);
    const given = await lootWorth(h.db, u.userId, [worth]);
    const res = await exchange(h.app, u.auth, {
      lootIDs: given,
      itemIDs: [target.id, target.id],
      idempotencyKey: newKey(),
    });
    expect(res.statusCode).toBe(200);
    const r = resultOf(res);
    expect(r.received.map((l) => l.item.id)).toEqual([target.id, target.id]);
    expect(new Set(r.received.map((l) => l.id)).size).toBe(2);
    expect(r).toMatchObject({ change: 0, balance: 700, receivedTotal: target.price * 2 });
    expect(await coins(h.db, u.userId)).toBe(700);
    const moves = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select('id')
      .where('ref', '=', r.id)
      .execute();
    expect(moves).toEqual([]);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('asking for more than the given items are worth after the fee is 400 with how much over, and changes nothing', async () => {
    const u = await createSignedInUser(h.db);
    await fund(h.db, u.userId, 500);
    const target = await itemBetween(h.db, 1000, 100_000);
    // One cent short: the credit is exactly one cent below the target's price.
    let worth = target.price;
    while (worth - exchangeFee(worth) < target.price - 1) worth += 1;
    const given = await lootWorth(h.db, u.userId, [worth]);
    const res = await exchange(h.app, u.auth, {
      lootIDs: given,
      itemIDs: [target.id],
      idempotencyKey: newKey(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'exchange_value_exceeded', over: 1 } });
    expect(await statuses(h.db, given)).toEqual(['pending']);
    expect(await coins(h.db, u.userId)).toBe(500);
    const again = await exchange(h.app, u.auth, {
      lootIDs: given,
      itemIDs: [target.id, target.id],
      idempotencyKey: newKey(),
    });
    expect(again.json()).toMatchObject({
      error: { code: 'exchange_value_exceeded', over: target.price + 1 },
    });
    expect(
      await h.db.kysely.selectFrom('exchanges').select('id').where('user_id', '=', u.userId).execute(),
    ).toEqual([]);
  });

  it("someone else's loot, sold loot, exchanged loot and made-up ids are 409 loot_not_pending; nothing moves", async () => {
    const u = await createSignedInUser(h.db);
    const other = await createSignedInUser(h.db);
    const [mine, sold] = await lootWorth(h.db, u.userId, [5000, 5000]);
    const [theirs] = await lootWorth(h.db, other.userId, [5000]);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/v1/loot/sell',
          headers: u.auth,
          payload: { lootIDs: [sold] },
        })
      ).statusCode,
    ).toBe(200);
    const target = await itemBetween(h.db, 1, 1000);
    const tryGive = (lootIDs: string[]) =>
      exchange(h.app, u.auth, { lootIDs, itemIDs: [target.id], idempotencyKey: newKey() });
    for (const lootIDs of [
      [theirs],
      [mine, theirs],
      [sold],
      [mine, sold],
      ['no-such-loot'],
      [mine, 'no-such-loot'],
    ]) {
      expect(outcome(await tryGive(lootIDs))).toBe('loot_not_pending');
    }
    expect(await statuses(h.db, [mine, theirs])).toEqual(['pending', 'pending']);
    expect(outcome(await tryGive([mine]))).toBe('ok');
    expect(outcome(await tryGive([mine]))).toBe('loot_not_pending');
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('unknown items are 404 item_not_found; empty or overfull sides and a missing key are 400; signed out is 401', async () => {
    const u = await createSignedInUser(h.db);
    const given = await lootWorth(h.db, u.userId, [5000]);
    const target = await itemBetween(h.db, 1, 100);
    const body = { lootIDs: given, itemIDs: [target.id], idempotencyKey: newKey() };
    expect(outcome(await exchange(h.app, u.auth, { ...body, itemIDs: [target.id, 'no-such-item'] }))).toBe(
      'item_not_found',
    );
    expect((await exchange(h.app, u.auth, { ...body, itemIDs: ['no-such-item'] })).statusCode).toBe(404);
    for (const bad of [
      { ...body, lootIDs: [] },
      { ...body, itemIDs: [] },
      { ...body, itemIDs: Array(EXCHANGE_MAX_ITEMS + 1).fill(target.id) },
      { ...body, lootIDs: Array.from({ length: EXCHANGE_MAX_ITEMS + 1 }, (_, i) => `l${i}`) },
      { lootIDs: given, itemIDs: [target.id] },
    ]) {
      expect((await exchange(h.app, u.auth, bad)).statusCode).toBe(400);
    }
    expect((await exchange(h.app, undefined, body)).statusCode).toBe(401);
    const extra = await h.app.inject({ url: '/api/v1/exchange/history?x=1', headers: u.auth });
    expect([extra.statusCode, extra.json().error.code]).toEqual([400, 'bad_request']);
    expect(await statuses(h.db, given)).toEqual(['pending']);
    expect(
      outcome(await exchange(h.app, u.auth, { ...body, itemIDs: Array(EXCHANGE_MAX_ITEMS).fill(target.id) })),
    ).toBe('ok');
  });

  it('a player taking a break cannot exchange (403 self_banned)', async () => {
    const u = await createSignedInUser(h.db);
    const given = await lootWorth(h.db, u.userId, [5000]);
    await applyRestriction(h.db, u.userId, { type: 'TypeSelfBan', days: 1 }, Date.now());
    const target = await itemBetween(h.db, 1, 1000);
    const res = await exchange(h.app, u.auth, {
      lootIDs: given,
      itemIDs: [target.id],
      idempotencyKey: newKey(),
    });
    expect(res.statusCode).toBe(403);
    expect(outcome(res)).toBe('self_banned');
    expect(await statuses(h.db, given)).toEqual(['pending']);
  });

  it('a replay with the same key and body answers the first exchange once; the key with another body is 409', async () => {
    const u = await createSignedInUser(h.db);
    const given = await lootWorth(h.db, u.userId, [4000, 3000]);
    const [a, b] = [await itemBetween(h.db, 1, 1500), await itemBetween(h.db, 1500, 3000)];
    const body = { lootIDs: given, itemIDs: [a.id, b.id], idempotencyKey: 'exchange-once' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => exchange(h.app, u.auth, body)));
    expect(answers.map(outcome)).toEqual(Array(5).fill('ok'));
    const first = resultOf(answers[0]);
    for (const r of answers) expect(resultOf(r)).toEqual(first);
    // The same request in another order is the same exchange.
    const reordered = await exchange(h.app, u.auth, {
      ...body,
      lootIDs: [...given].reverse(),
      itemIDs: [b.id, a.id],
    });
    expect(resultOf(reordered)).toEqual(first);
    expect(await coins(h.db, u.userId)).toBe(first.change);
    const pending = await h.db.kysely
      .selectFrom('loot')
      .select('id')
      .where('user_id', '=', u.userId)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(2);
    expect(outcome(await exchange(h.app, u.auth, { ...body, itemIDs: [a.id] }))).toBe('idempotency_key_used');
    expect(outcome(await exchange(h.app, u.auth, { ...body, lootIDs: [given[0]] }))).toBe(
      'idempotency_key_used',
    );
    // The key is the player's own: another player may use the same one.
    const v = await createSignedInUser(h.db);
    const theirs = await lootWorth(h.db, v.userId, [4000]);
    expect(outcome(await exchange(h.app, v.auth, { ...body, lootIDs: theirs, itemIDs: [a.id] }))).toBe('ok');
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('20 exchanges of the same items at once: one goes through, the items are consumed once', async () => {
    const u = await createSignedInUser(h.db);
    const given = await lootWorth(h.db, u.userId, [6000, 1000]);
    const target = await itemBetween(h.db, 1, 3000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        exchange(h.app, u.auth, {
          lootIDs: i % 2 ? given : [given[0]],
          itemIDs: [target.id],
          idempotencyKey: newKey(),
        }),
      ),
    );
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'loot_not_pending')).toBe(true);
    const received = await h.db.kysely
      .selectFrom('loot')
      .select('id')
      .where('user_id', '=', u.userId)
      .where('source', '=', 'exchange')
      .execute();
    expect(received).toHaveLength(1);
    const won = resultOf(answers[outcomes.indexOf('ok')]);
    expect(await coins(h.db, u.userId)).toBe(won.change);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('the history lists only the own exchanges, newest first; the house account paid every change', async () => {
    const u = await createSignedInUser(h.db);
    const other = await createSignedInUser(h.db);
    const target = await itemBetween(h.db, 1, 500);
    const ids: string[] = [];
    for (const who of [u, other, u]) {
      const given = await lootWorth(h.db, who.userId, [1000]);
      const r = await exchange(h.app, who.auth, {
        lootIDs: given,
        itemIDs: [target.id],
        idempotencyKey: newKey(),
      });
      if (who === u) ids.push(resultOf(r).id);
    }
    const res = await h.app.inject({ url: '/api/v1/exchange/history', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ data: ExchangeHistoryAnswer }>().data.list;
    expect(list.map((e) => e.id)).toEqual([...ids].reverse());
    expect(list[0]).toMatchObject({ givenTotal: 1000, fee: 50, receivedTotal: target.price });
    expect(list[0].given).toHaveLength(1);
    expect(list[0].received[0].item.id).toBe(target.id);
    expect((await h.app.inject({ url: '/api/v1/exchange/history' })).statusCode).toBe(401);
    const paid = await h.db.kysely
      .selectFrom('exchanges')
      .select((eb) => eb.fn.sum<number>('change').as('s'))
      .executeTakeFirstOrThrow();
    expect(await balanceOf(h.db.kysely, EXCHANGE_HOUSE)).toBe(-Number(paid.s));
  });
});
