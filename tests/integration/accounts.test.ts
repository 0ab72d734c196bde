import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { limits } from './accounts-helpers';
import { appForSuite, createSignedInUser, fund, makeApp, testDatabases } from './helpers';
import { ownTradeUrl } from './trades-helpers';
import { tableExists } from '../../server/db/table-exists';
import { assertNotSelfBanned, DAY_MS } from '../../server/services/users/restrictions';

describe.each(testDatabases)('users, payments and self-care on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind, { rateLimits: limits(1000) }));

  type Auth = { authorization: string; host?: string };
  const get = (url: string, headers?: Auth) => h.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers?: Auth) =>
    h.app.inject({ method: 'POST', url, payload, headers });
  const order = async (auth: Auth, amount: number, method = 'card') =>
    post('/api/v1/pay/order', { amount, method }, auth);
  const confirm = (tradeNo: string, json = true) =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1/pay/sandbox/confirm/${tradeNo}`,
      headers: json ? { accept: 'application/json' } : {},
    });
  const coins = async (auth: Auth) =>
    (await get('/api/v1/user/me', auth)).json().data.wallets[0].balance as number;

  it('answers /user/me with the SPEC user info, and 401 when signed out', async () => {
    expect((await get('/api/v1/user/me')).statusCode).toBe(401);
    const u = await createSignedInUser(h.db, 'alice');
    await fund(h.db, u.userId, 1234);
    const res = await get('/api/v1/user/me', u.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      user: {
        userID: u.userId,
        nickname: 'alice',
        avatar: expect.any(String),
        level: { lv: 1, xp: 0, levelXp: 0, nextLevelXp: 500 },
        steamID: expect.stringMatching(/^7656119\d{10}$/),
        ownAvatar: expect.stringMatching(/^\/api\/v1\/avatar\/7656119\d{10}\.svg$/),
      },
      lootBalance: 0,
      wallets: [
        { currency: 'coin', balance: 1234 },
        { currency: 'point', balance: 0 },
      ],
      payBonus: { percent: 0 },
      pinCases: [],
      event: { ticketBalance: 0 },
      prefs: {
        email: { email: '', confirmed: false, receipts: true, security: true },
        tradeURL: '',
        translateNames: false,
        profilePublic: true,
      },
      restrictions: [],
    });
    expect(await tableExists(h.db, 'users')).toBe(true);
    expect(await tableExists(h.db, 'no_such_table')).toBe(false);
  });

  it('saves preferences in all three body shapes and validates the email', async () => {
    const u = await createSignedInUser(h.db);
    // Trade URLs of the player's own Steam account (its partner is the account id), with two tokens.
    const own = await ownTradeUrl(h.db, u.userId);
    const first = own.replace('AbCd-1_z', 'abcd1234');
    const second = own.replace('AbCd-1_z', 'Xy-_2345');
    const a = await post(
      '/api/v1/user/prefs',
      {
        prefs: {
          email: 'a@b.co',
          tradeURL: first,
        },
      },
      u.auth,
    );
    expect(a.json().data.prefs).toEqual({
      email: { email: 'a@b.co', confirmed: false, receipts: true, security: true },
      tradeURL: first,
      translateNames: false,
      profilePublic: true,
    });
    await post('/api/v1/user/prefs', { email: 'new@mail.example' }, u.auth);
    await post('/api/v1/user/prefs', { tradeURL: second }, u.auth);
    await post('/api/v1/user/prefs', { prefs: { translateNames: true } }, u.auth);
    await post('/api/v1/user/prefs', { profilePublic: false }, u.auth);
    expect((await get('/api/v1/user/me', u.auth)).json().data.prefs).toEqual({
      email: { email: 'new@mail.example', confirmed: false, receipts: true, security: true },
      tradeURL: second,
      translateNames: true,
      profilePublic: false,
    });
    for (const body of [
      { translateNames: 'yes' },
      { profilePublic: 1 },
      { prefs: { profilePublic: null } },
    ]) {
      const bad = await post('/api/v1/user/prefs', body, u.auth);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const email of ['no-at-sign', 'a b@c.de', 'a@b', `${'x'.repeat(250)}@b.co`]) {
      const bad = await post('/api/v1/user/prefs', { email }, u.auth);
      expect(bad.statusCode, email).toBe(400);
      expect(bad.json().error.code).toBe('invalid_email');
    }
    expect((await post('/api/v1/user/prefs', { tradeURL: 'x'.repeat(513) }, u.auth)).statusCode).toBe(400);
    expect((await post('/api/v1/user/prefs', { email: '' }, u.auth)).json().data.prefs.email.email).toBe('');
    expect((await post('/api/v1/user/prefs', { email: 'a@b.co' })).statusCode).toBe(401);
  });

  it('shows public profiles', async () => {
    const u = await createSignedInUser(h.db, 'bob');
    const res = await get(`/api/v1/user/profile?userID=${u.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      user: { userID: u.userId, nickname: 'bob', level: { lv: 1 }, isBot: false },
      joined: expect.any(Number),
      stats: { casesOpened: 0, battlesPlayed: 0, battlesWon: 0, bestDrop: null },
    });
    expect(res.json().data.user.steamID).toBeUndefined();
    expect((await get('/api/v1/user/profile?userID=nobody')).statusCode).toBe(404);
  });

  it('sums pending loot into lootBalance and shows the best drop and case count on the profile', async () => {
    const u = await createSignedInUser(h.db, 'looter');
    await sql`insert into items (id, weapon, finish, exterior, stattrak, rarity, price, image, weapon_class)
      values ('acc-test-item', 'AK-47', 'Test', 'FN', 0, 3, 1500, '/x.svg', 'rifle')`.execute(h.db.kysely);
    const loot = (id: string, price: number, status: string) =>
      sql`insert into loot (id, user_id, item_id, price, status, source, created_at) values (${id}, ${u.userId}, 'acc-test-item', ${price}, ${status}, 'case', 1)`.execute(
        h.db.kysely,
      );
    await loot('acc-l1', 1500, 'pending');
    await loot('acc-l2', 250, 'pending');
    await loot('acc-l3', 9000, 'sold');
    await h.db.kysely
      .insertInto('case_openings')
      .values({ id: 'acc-o1', user_id: u.userId, case_id: 'c', created_at: 1 })
      .execute();
    expect((await get('/api/v1/user/me', u.auth)).json().data.lootBalance).toBe(1750);
    const stats = (await get(`/api/v1/user/profile?userID=${u.userId}`)).json().data.stats;
    expect(stats).toMatchObject({ casesOpened: 1, battlesPlayed: 0 });
    // The best drop carries the item's display name, art path and rarity rank (a number, as in loot/list).
    expect(stats.bestDrop).toEqual({
      itemID: 'acc-test-item',
      price: 9000,
      name: 'AK-47 | Test',
      image: '/x.svg',
      rarity: 3,
    });
  });

  it('lists payment methods and calculates what you pay and get', async () => {
    const list = (await get('/api/v1/pay/payments')).json().data.payments;
    expect(list.map((p: { id: string }) => p.id)).toEqual(['card', 'crypto', 'paypal-sandbox']);
    expect(list[0]).toEqual({
      id: 'card',
      method: { id: 'card', logo: '/payment-logos/card.svg' },
      minAmount: 500,
      maxAmount: 500000,
      suggestedAmount: 2500,
      suggestedAmountList: expect.any(Array),
    });
    const calc = await post('/api/v1/pay/calculate', { amount: 10000, method: 'crypto' });
    expect(calc.json().data).toMatchObject({
      payAmount: 10150,
      amount: 10000,
      commissionAmount: 150,
      commissionText: '1.5% network fee',
    });
    const u = await createSignedInUser(h.db);
    await h.db.kysely.updateTable('users').set({ pay_bonus_percent: 5 }).where('id', '=', u.userId).execute();
    expect(
      (await post('/api/v1/pay/calculate', { amount: 2000, method: 'card' }, u.auth)).json().data,
    ).toMatchObject({ payAmount: 2000, amount: 2100 });
    const codes = async (body: object) => (await post('/api/v1/pay/calculate', body)).json().error.code;
    expect(await codes({ amount: 499, method: 'card' })).toBe('amount_min');
    expect(await codes({ amount: 500001, method: 'card' })).toBe('amount_max');
    expect(await codes({ amount: 1e300, method: 'card' })).toBe('amount_max');
    expect(await codes({ amount: 1000, method: 'gold-bars' })).toBe('invalid_method');
    expect(await codes({ amount: 10.5, method: 'card' })).toBe('bad_request');
  });

  it('creates an order, shows the sandbox checkout and credits the wallet once on confirmation', async () => {
    const u = await createSignedInUser(h.db);
    await h.db.kysely
      .updateTable('users')
      .set({ pay_bonus_percent: 10 })
      .where('id', '=', u.userId)
      .execute();
    expect((await order({ authorization: 'Bearer nope' }, 1000)).statusCode).toBe(401);
    // PUBLIC_URL is unset: the checkout opens (and returns) on the address the player opened the site on.
    const res = await order({ ...u.auth, host: '127.0.0.1:3000' }, 5000, 'paypal-sandbox');
    expect(res.statusCode).toBe(200);
    const { tradeNo, redirectUrl } = res.json().data;
    expect(redirectUrl).toBe(`http://127.0.0.1:3000/api/v1/pay/sandbox/checkout/${tradeNo}`);
    const page = await get(new URL(redirectUrl).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$50.00');
    expect(page.body).toContain(`/api/v1/pay/sandbox/confirm/${tradeNo}`);
    expect(await coins(u.auth)).toBe(0);
    const paid = await confirm(tradeNo, false);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment complete');
    expect(paid.body).toContain(`/profile/${u.userId}/payments`);
    expect(await coins(u.auth)).toBe(5500);
    expect((await confirm(tradeNo)).json().data).toEqual({ tradeNo, status: 'paid' });
    expect(await coins(u.auth)).toBe(5500);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/pay/sandbox/cancel/${tradeNo}`,
          headers: { accept: 'application/json' },
        })
      ).json().error.code,
    ).toBe('order_paid');
    const history = (await get('/api/v1/pay/orders', u.auth)).json().data;
    expect(history.list).toEqual([
      expect.objectContaining({
        tradeNo,
        method: 'paypal-sandbox',
        amount: 5000,
        bonus: 500,
        commission: 175,
        payAmount: 5175,
        status: 'paid',
      }),
    ]);
  });

  it('cancels a pending order for good, and answers unknown orders with 404', async () => {
    const u = await createSignedInUser(h.db);
    const { tradeNo } = (await order(u.auth, 1000)).json().data;
    const cancelled = await h.app.inject({ method: 'POST', url: `/api/v1/pay/sandbox/cancel/${tradeNo}` });
    expect(cancelled.body).toContain('Payment cancelled');
    const late = await confirm(tradeNo);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('order_cancelled');
    expect(await coins(u.auth)).toBe(0);
    expect((await confirm('CA20250101AAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await confirm('nonsense')).statusCode).toBe(404);
    expect((await get('/api/v1/pay/sandbox/checkout/nonsense')).statusCode).toBe(404);
  });

  it('pages the payment history and shows nobody else theirs', async () => {
    const u = await createSignedInUser(h.db);
    const other = await createSignedInUser(h.db);
    for (let i = 0; i < 5; i++) await order(u.auth, 1000 + i);
    await order(other.auth, 700);
    const p1 = (await get('/api/v1/pay/orders?pageSize=3', u.auth)).json().data;
    expect(p1.list).toHaveLength(3);
    const p2 = (
      await get(`/api/v1/pay/orders?pageSize=3&cursor=${encodeURIComponent(p1.cursor)}`, u.auth)
    ).json().data;
    expect(p2.list).toHaveLength(2);
    expect(p2.cursor).toBeNull();
    const all = [...p1.list, ...p2.list].map((o: { amount: number }) => o.amount).sort();
    expect(all).toEqual([1000, 1001, 1002, 1003, 1004]);
    expect((await get(`/api/v1/pay/orders?userID=${u.userId}`, u.auth)).statusCode).toBe(200);
    expect((await get(`/api/v1/pay/orders?userID=${other.userId}`, u.auth)).statusCode).toBe(403);
    expect((await get('/api/v1/pay/orders')).statusCode).toBe(401);
  });

  it('enforces a self-set top-up limit over its rolling window and names the allowance left', async () => {
    const u = await createSignedInUser(h.db);
    const apply = (body: object) => post('/api/v1/user/restriction', { op: 'apply', ...body }, u.auth);
    expect((await apply({ type: 'TypeSelfRechargeLimit', days: 2 })).json().error.code).toBe('invalid_limit');
    const set = await apply({ type: 'TypeSelfRechargeLimit', days: 2, limit: 5000 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.restrictions).toEqual([
      { type: 'TypeSelfRechargeLimit', days: 2, limit: 5000, until: expect.any(Number) },
    ]);
    const first = (await order(u.auth, 3000)).json().data.tradeNo;
    await confirm(first);
    await order(u.auth, 1500);
    const over = await order(u.auth, 1000);
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toEqual({
      code: 'recharge_limit',
      message: expect.stringContaining('$5.00 more'),
    });
    expect((await order(u.auth, 500)).statusCode).toBe(200);
    // Tighten: lower limit or longer window is accepted; looser is locked.
    expect((await apply({ type: 'TypeSelfRechargeLimit', days: 3, limit: 4000 })).statusCode).toBe(200);
    for (const body of [
      { days: 3, limit: 9000 },
      { days: 1, limit: 100 },
    ]) {
      const locked = await apply({ type: 'TypeSelfRechargeLimit', ...body });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().error.code).toBe('restriction_locked');
    }
    expect((await get('/api/v1/user/me', u.auth)).json().data.restrictions).toEqual([
      { type: 'TypeSelfRechargeLimit', days: 3, limit: 4000, until: expect.any(Number) },
    ]);
  });

  it('blocks top-ups during a self-ban, which can be extended but not shortened', async () => {
    const u = await createSignedInUser(h.db);
    const apply = (days: number) =>
      post('/api/v1/user/restriction', { type: 'TypeSelfBan', op: 'apply', days }, u.auth);
    const { tradeNo } = (await order(u.auth, 1000)).json().data;
    expect((await apply(2)).statusCode).toBe(200);
    const blocked = await order(u.auth, 1000);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('self_banned');
    expect(blocked.json().error.message).toMatch(/until \d{4}-\d\d-\d\dT/);
    // A payment started before the break still completes.
    expect((await confirm(tradeNo)).statusCode).toBe(200);
    expect((await apply(1)).json().error.code).toBe('restriction_locked');
    expect((await apply(3)).statusCode).toBe(200);
    const now = Date.now();
    await expect(assertNotSelfBanned(h.db, u.userId, now)).rejects.toMatchObject({
      statusCode: 403,
      code: 'self_banned',
    });
    await expect(assertNotSelfBanned(h.db, u.userId, now + 3 * DAY_MS + 1000)).resolves.toBeUndefined();
    const info = (await get('/api/v1/user/me', u.auth)).json().data;
    expect(info.restrictions).toEqual([{ type: 'TypeSelfBan', days: 3, until: expect.any(Number) }]);
    expect(info.restrictions[0].until).toBeGreaterThan(now + 3 * DAY_MS - 60_000);
  });
});

describe('the sandbox checkout address when PUBLIC_URL is set', () => {
  it('always sends the payer to PUBLIC_URL, whatever Host the request came with', async () => {
    const h = await makeApp(testDatabases[0], { publicUrl: 'https://casearena.example', publicUrlSet: true });
    try {
      const u = await createSignedInUser(h.db);
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/pay/order',
        payload: { amount: 1000, method: 'card' },
        headers: { ...u.auth, host: 'evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.redirectUrl).toMatch(
        /^https:\/\/casearena\.example\/api\/v1\/pay\/sandbox\/checkout\//,
      );
    } finally {
      await h.close();
    }
  });
});
