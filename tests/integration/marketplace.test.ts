// The event marketplace on the real database: the offers and their price rules, stock that never goes below zero
// under 20 concurrent buyers, a retried purchase charged once, the per-player limit under concurrency, a bought
// case opened on the buyer's seed pair, ticket offers closed after their feast, and hostile input.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/database';
import {
  balanceOf,
  houseAccount,
  payPoints,
  transfer,
  userAccount,
} from '../../server/services/ledger/ledger';
import { buyOffer } from '../../server/services/events/marketplace';
import { MAX_OPEN_COUNT } from '../../src/domain/case-opening';
import { feastAt, pointPrice, ticketPrice } from '../../src/domain/feast';
import { roll } from '../../src/domain/fairness';
import type { MarketBuyAnswer, MarketOffer, MarketplaceAnswer } from '../../src/protocol/event';
import { get, player } from './battle-helpers';
import { ledgerProblems } from './catalog-helpers';
import { makeApp, testConfig, testDatabases } from './helpers';

type Err = { error: { code: string; message: string } };

describe.each(testDatabases)('the event marketplace on $name', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const wide = { max: 1_000_000, perMs: 60_000 };
    const base = testConfig().rateLimits;
    ({ app, db, close } = await makeApp(kind, { rateLimits: { ...base, open: wide, read: wide } }));
  });
  afterAll(() => close());

  const market = async (auth?: { authorization: string }) => {
    const r = await get(app, '/event/marketplace', auth);
    expect(r.status).toBe(200);
    return (r.body.data as unknown as MarketplaceAnswer).offers;
  };
  const offerOf = async (pick: (o: MarketOffer) => boolean) => (await market()).find(pick)!;
  const wallet = (userId: string, currency: 'ticket' | 'point') =>
    balanceOf(db.kysely, userAccount(userId, currency));
  /** A player with `amount` tickets or point units, credited through the ledger. */
  const buyer = async (currency: 'ticket' | 'point', amount: number, name = 'buyer') => {
    const p = await player(db, 0, name);
    await db.kysely.transaction().execute((trx) =>
      currency === 'point'
        ? payPoints(trx, { key: `t:${p.userId}`, kind: 'test', userId: p.userId, amount, now: Date.now() })
        : transfer(trx, {
            key: `t:${p.userId}`,
            kind: 'test',
            currency: 'ticket',
            userId: p.userId,
            postings: [
              { account: houseAccount('test', 'ticket'), amount: -amount },
              { account: userAccount(p.userId, 'ticket'), amount },
            ],
            now: Date.now(),
          }),
    );
    return p;
  };
  const buy = (auth: { authorization: string }, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/event/buy', headers: auth, payload: payload as object });
  const key = () => randomBytes(8).toString('hex');
  const codes = (rs: LightMyRequestResponse[]) =>
    rs.map((r) => (r.statusCode === 200 ? 'ok' : r.json<Err>().error.code)).sort();
  const setStock = (id: string, stock: number) =>
    db.kysely.updateTable('market_offers').set({ stock, stock_total: stock }).where('id', '=', id).execute();

  it('offers items and a case for tickets and for points, priced from the catalog, signed out too', async () => {
    const offers = await market();
    for (const currency of ['ticket', 'point'] as const) {
      const mine = offers.filter((o) => o.currency === currency);
      expect(mine.filter((o) => o.kind === 'item').length).toBeGreaterThanOrEqual(3);
      expect(mine.filter((o) => o.kind === 'case')).toHaveLength(1);
      for (const o of mine) {
        const worth = (o.item ?? o.case)!.price;
        expect(o.price).toBe(currency === 'ticket' ? ticketPrice(worth) : pointPrice(worth));
        expect(o).toMatchObject({ stock: o.stockTotal, bought: 0, available: true });
        expect(o.perPlayerLimit).toBeGreaterThan(0);
      }
    }
    const feastId = feastAt(Date.now()).id;
    expect(offers.filter((o) => o.currency === 'ticket').every((o) => o.id.startsWith(feastId))).toBe(true);
    expect(await market()).toEqual(offers);
  });

  it('20 buyers at once take a stock of 5: exactly 5 sold and charged, the stock ends at 0', async () => {
    const o = await offerOf((x) => x.currency === 'ticket' && x.kind === 'item');
    await setStock(o.id, 5);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => buyer('ticket', o.price, `crowd${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((b) => buy(b.auth, { offerID: o.id, quantity: 1, idempotencyKey: key() })),
    );
    expect(codes(answers)).toEqual([...Array(5).fill('ok'), ...Array(15).fill('out_of_stock')].sort());
    const left = await Promise.all(buyers.map((b) => wallet(b.userId, 'ticket')));
    expect(left.filter((t) => t === 0)).toHaveLength(5);
    expect(left.filter((t) => t === o.price)).toHaveLength(15);
    expect((await offerOf((x) => x.id === o.id)).stock).toBe(0);
    const loot = await db.kysely
      .selectFrom('loot')
      .select(['status', 'item_id'])
      .where('source', '=', 'market')
      .execute();
    expect(loot).toHaveLength(5);
    expect(loot.every((l) => l.status === 'pending' && l.item_id === o.item!.id)).toBe(true);
  });

  it('a retried purchase charges once and answers the first; another body with the key is refused', async () => {
    const o = await offerOf((x) => x.currency === 'point' && x.kind === 'item');
    const b = await buyer('point', o.price * 5, 'retry');
    const body = { offerID: o.id, quantity: 1, idempotencyKey: 'buy-once' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => buy(b.auth, body)));
    expect(codes(answers)).toEqual(Array(5).fill('ok'));
    const first = answers[0].json<{ data: MarketBuyAnswer }>().data;
    for (const a of answers) expect(a.json<{ data: MarketBuyAnswer }>().data).toEqual(first);
    expect(first).toMatchObject({ offerID: o.id, quantity: 1, paid: o.price, currency: 'point' });
    expect(first.balance).toBe(o.price * 4);
    expect(first.loot).toHaveLength(1);
    expect(first.loot[0]).toMatchObject({ status: 'pending', source: 'market', item: { id: o.item!.id } });
    expect(await wallet(b.userId, 'point')).toBe(o.price * 4);
    const other = await buy(b.auth, { ...body, quantity: 2 });
    expect(other.statusCode).toBe(409);
    expect(other.json<Err>().error.code).toBe('idempotency_key_used');
    expect((await market(b.auth)).find((x) => x.id === o.id)!.bought).toBe(1);
  });

  it('the per-player limit holds when one player buys many times at once', async () => {
    const o = await offerOf((x) => x.currency === 'point' && x.kind === 'item' && x.stock > 10);
    const b = await buyer('point', o.price * 10, 'greedy');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => buy(b.auth, { offerID: o.id, quantity: 1, idempotencyKey: key() })),
    );
    const n = o.perPlayerLimit;
    expect(codes(answers)).toEqual([...Array(n).fill('ok'), ...Array(8 - n).fill('limit_reached')].sort());
    expect(await wallet(b.userId, 'point')).toBe(o.price * (10 - n));
    expect((await market(b.auth)).find((x) => x.id === o.id)!.bought).toBe(n);
  });

  it('a bought case is opened on the buyer seed pair and lands its drop in active items', async () => {
    const o = await offerOf((x) => x.currency === 'ticket' && x.kind === 'case');
    const b = await buyer('ticket', o.price * 2, 'opener');
    const r = await buy(b.auth, { offerID: o.id, quantity: 2, idempotencyKey: key() });
    expect(r.statusCode).toBe(200);
    const a = r.json<{ data: MarketBuyAnswer }>().data;
    expect(a).toMatchObject({ quantity: 2, paid: o.price * 2, currency: 'ticket', balance: 0 });
    expect(a.loot).toHaveLength(2);
    const rows = await db.kysely
      .selectFrom('case_openings')
      .innerJoin('user_seed_pairs', 'user_seed_pairs.id', 'case_openings.seed_pair_id')
      .select([
        'case_openings.case_id',
        'case_openings.case_index',
        'case_openings.nonce',
        'case_openings.roll',
      ])
      .select(['case_openings.loot_id', 'case_openings.price', 'server_seed', 'client_seed'])
      .where('case_openings.user_id', '=', b.userId)
      .orderBy('case_openings.case_index')
      .execute();
    expect(rows.map((x) => x.loot_id).sort()).toEqual(a.loot.map((l) => l.id).sort());
    for (const x of rows) {
      expect(x.case_id).toBe(o.case!.id);
      expect(Number(x.price)).toBe(0);
      expect(Number(x.roll)).toBe(
        roll(x.server_seed, x.client_seed, Number(x.nonce), `case:${x.case_index}`),
      );
    }
    const loot = await get(app, '/loot/list', b.auth);
    expect(loot.status).toBe(200);
    expect(
      (loot.body.data as { list: { id: string; status: string }[] }).list.map((l) => l.id).sort(),
    ).toEqual(a.loot.map((l) => l.id).sort());
  });

  it('more cases than one opening holds are refused with the open limit, charging nothing', async () => {
    const o = await offerOf((x) => x.currency === 'ticket' && x.kind === 'case');
    const many = MAX_OPEN_COUNT + 1;
    const b = await buyer('ticket', o.price * many, 'greedy');
    const r = await buy(b.auth, { offerID: o.id, quantity: many, idempotencyKey: key() });
    expect(r.statusCode).toBe(400);
    expect(r.json<Err>().error).toEqual({
      code: 'invalid_quantity',
      message: `You can open 1 to ${MAX_OPEN_COUNT} cases at once`,
    });
    expect(await wallet(b.userId, 'ticket')).toBe(o.price * many);
    expect((await offerOf((x) => x.id === o.id)).stock).toBe(o.stock);
  });

  it('a purchase the wallet cannot pay changes nothing', async () => {
    const o = await offerOf((x) => x.currency === 'ticket' && x.kind === 'item' && x.stock > 0);
    const b = await buyer('ticket', o.price - 1 || 0, 'poor');
    const r = await buy(b.auth, { offerID: o.id, quantity: 1, idempotencyKey: 'poor-1' });
    expect(r.statusCode).toBe(409);
    expect(r.json<Err>().error.code).toBe('insufficient_balance');
    expect((await offerOf((x) => x.id === o.id)).stock).toBe(o.stock);
    expect((await market(b.auth)).find((x) => x.id === o.id)!.bought).toBe(0);
  });

  it('ticket offers close when their feast ends; point offers stay', async () => {
    const t = await offerOf((x) => x.currency === 'ticket' && x.kind === 'item' && x.stock > 0);
    const p = await offerOf((x) => x.currency === 'point' && x.kind === 'item' && x.stock > 0);
    const b = await buyer('ticket', t.price, 'late');
    const later = feastAt(Date.now()).endsAt;
    const req = { offerID: t.id, quantity: 1, idempotencyKey: 'late-1' };
    await expect(buyOffer(db, b.userId, req, later)).rejects.toMatchObject({
      code: 'event_over',
      statusCode: 409,
    });
    await expect(buyOffer(db, b.userId, { ...req, offerID: p.id }, later)).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    expect(await wallet(b.userId, 'ticket')).toBe(t.price);
  });

  it('hostile input answers 4xx with an error code, never 500; signed out is 401', async () => {
    const o = await offerOf((x) => x.currency === 'point' && x.kind === 'item');
    const b = await buyer('point', 0, 'hostile');
    const ok = { offerID: o.id, quantity: 1, idempotencyKey: 'h-1' };
    const bodies: unknown[] = [
      {},
      { ...ok, quantity: -1 },
      { ...ok, quantity: 0 },
      { ...ok, quantity: 1e300 },
      { ...ok, quantity: '1' },
      { ...ok, quantity: 1.5 },
      { ...ok, offerID: 'no-such-offer' },
      { ...ok, offerID: "x'; drop table users; --" },
      { ...ok, offerID: 'a'.repeat(5000) },
      { ...ok, offerID: 42 },
      { ...ok, idempotencyKey: '' },
      { offerID: o.id, quantity: 1 },
      { ...ok, idempotencyKey: 'k\u0000' },
      { ...ok, extra: true },
      [],
      'buy',
    ];
    for (const body of bodies) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/v1/event/buy',
        headers: { ...b.auth, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json<Err>().error).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    const extra = await app.inject({ url: '/api/v1/event/marketplace?x=1' });
    expect([extra.statusCode, extra.json<Err>().error.code]).toEqual([400, 'bad_request']);
    const unknown = await buy(b.auth, { ...ok, offerID: 'no-such-offer' });
    expect(unknown.json<Err>().error.code).toBe('offer_not_found');
    expect((await app.inject({ method: 'POST', url: '/api/v1/event/buy', payload: ok })).statusCode).toBe(
      401,
    );
  });

  it('the ledger balances', async () => {
    expect(await ledgerProblems(db)).toEqual([]);
  });
});
