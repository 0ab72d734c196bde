/**
 * Withdrawals to Steam (issue 12) on SQLite and PostgreSQL: saving trade URLs (each mistake named), a withdrawal
 * through the sandbox from withdrawing to sent to accepted (the loot withdrawn) or to declined/expired (the loot
 * pending again exactly once, even when two settlers run at once or one runs twice), 90106 on the player's channel at
 * each step, the refusals (no or stale trade URL, foreign, sold or travelling loot, a break), idempotency, 20 parallel
 * withdrawals of the same items, the lease, and hostile input never answered with a 5xx.
 */
import { describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { Channel } from '../../src/protocol/channels';
import { TRADE_URL_PROBLEMS } from '../../src/domain/trade-url';
import type { Withdrawal } from '../../src/protocol/trade';
import { battleLoot, ledgerProblems } from './catalog-helpers';
import { appForSuite, createSignedInUser, postAtOnce, testDatabases } from './helpers';
import {
  makeTradeApp,
  recordingSettlement,
  saveTradeUrl,
  SEND_MS,
  SETTLE_MS,
  FOREIGN_TRADE_URL,
  ownTradeUrl,
  withdraw,
} from './trades-helpers';

type Err = { error: { code: string; message: string } };

describe.each(testDatabases)('withdrawals on $name', (kind) => {
  const h = appForSuite(() => makeTradeApp(kind));

  /** A signed-in player with a saved trade URL and `n` pending items worth 250 each. */
  const trader = async (n: number, name = 'trader') => {
    const u = await createSignedInUser(h.db, name);
    expect((await saveTradeUrl(h.app, u.auth, await ownTradeUrl(h.db, u.userId))).statusCode).toBe(200);
    return { ...u, loot: await battleLoot(h.db, u.userId, n, 250) };
  };
  const lootStatus = async (id: string) =>
    (await h.db.kysely.selectFrom('loot').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const listed = async (auth: { authorization: string }) => {
    const r = await h.app.inject({ url: '/api/v1/loot/withdrawals', headers: auth });
    expect(r.statusCode).toBe(200);
    return r.json<{ data: { list: Withdrawal[] } }>().data.list;
  };
  /** Records what the app publishes (the route's 90106 on a new withdrawal) while `fn` runs. */
  const published = async (fn: () => Promise<unknown>) => {
    const seen: { channel: string; type: number; payload: unknown }[] = [];
    const original = h.app.realtime.publish;
    h.app.realtime.publish = ((channel: string, type: number, payload: unknown) => {
      seen.push({ channel, type, payload });
    }) as typeof original;
    try {
      await fn();
    } finally {
      h.app.realtime.publish = original;
    }
    return seen;
  };

  it('saves a trade URL in Steam spelling, names each mistake with its own 400, and clears with an empty one', async () => {
    const u = await createSignedInUser(h.db);
    const TRADE_URL = await ownTradeUrl(h.db, u.userId);
    const ok = await saveTradeUrl(h.app, u.auth, `  ${TRADE_URL.replace('https', 'HTTPS')}&utm=1 `);
    expect(ok.json().data.prefs.tradeURL).toBe(TRADE_URL);
    const mistakes: Record<string, string> = {
      trade_url_not_link: 'steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh',
      trade_url_wrong_site: 'https://steamcommunity.co/tradeoffer/new/?partner=1&token=abcdefgh',
      trade_url_wrong_page: 'https://steamcommunity.com/id/me/tradeoffers/',
      trade_url_no_partner: 'https://steamcommunity.com/tradeoffer/new/?token=abcdefgh',
      trade_url_bad_partner:
        'https://steamcommunity.com/tradeoffer/new/?partner=76561198000000001&token=abcdefgh',
      trade_url_no_token: 'https://steamcommunity.com/tradeoffer/new/?partner=1',
      trade_url_bad_token: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
      trade_url_repeated:
        'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh&token=abcdefgh',
      trade_url_foreign: FOREIGN_TRADE_URL,
    };
    expect(Object.keys(mistakes)).toEqual([...TRADE_URL_PROBLEMS]);
    for (const [code, url] of Object.entries(mistakes)) {
      const bad = await saveTradeUrl(h.app, u.auth, url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json<Err>().error.code, url).toBe(code);
    }
    // Nothing bad was stored: the good one stays until an empty one clears it.
    const me = await h.app.inject({ url: '/api/v1/user/me', headers: u.auth });
    expect(me.json().data.prefs.tradeURL).toBe(TRADE_URL);
    expect((await saveTradeUrl(h.app, u.auth, '   ')).json().data.prefs.tradeURL).toBe('');
  });

  it('withdraws: withdrawing, then sent, then accepted; the loot ends withdrawn; each step is a 90106 to the player', async () => {
    const p = await trader(3);
    const asked = [p.loot[0], p.loot[1]];
    let res = await withdraw(h.app, p.auth, { lootIDs: [] });
    const seen = await published(async () => {
      res = await withdraw(h.app, p.auth, { lootIDs: asked });
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ data: { list: Withdrawal[] } }>().data.list;
    expect(list.map((w) => [w.lootID, w.status, w.provider, w.offerID])).toEqual([
      [asked[0], 'withdrawing', 'sandbox', null],
      [asked[1], 'withdrawing', 'sandbox', null],
    ]);
    expect(list[0].item).toMatchObject({ id: 'p250-sand-dune-ft', price: 250 });
    expect(seen).toEqual(
      list.map((w) => ({ channel: Channel.user(p.userId), type: MsgType.tradeChanged, payload: w })),
    );
    expect(await Promise.all(p.loot.map(lootStatus))).toEqual(['withdrawing', 'withdrawing', 'pending']);
    const pending = await h.app.inject({ url: '/api/v1/loot/list?status=pending', headers: p.auth });
    expect(pending.json().data.list.map((l: { id: string }) => l.id)).toEqual([p.loot[2]]);

    const { settlement, events } = recordingSettlement(h.app, 'accepted');
    const t0 = Date.now();
    await settlement.tick(t0 - 1); // not due yet
    expect(events.filter((e) => e.userId === p.userId)).toEqual([]);
    await settlement.tick(t0 + SEND_MS);
    const sent = events.filter((e) => e.userId === p.userId).map((e) => e.withdrawal);
    expect(sent.map((w) => [w.id, w.status])).toEqual(list.map((w) => [w.id, 'sent']));
    expect(sent[0].offerID).toBe(`sandbox-${list[0].id}`);
    expect((await listed(p.auth)).map((w) => w.status)).toEqual(['sent', 'sent']);
    await settlement.tick(t0 + SEND_MS + SETTLE_MS - 1); // still out
    expect(events.filter((e) => e.userId === p.userId)).toHaveLength(2);
    await settlement.tick(t0 + SEND_MS + SETTLE_MS);
    const mine = events.filter((e) => e.userId === p.userId).map((e) => e.withdrawal);
    expect(mine.slice(2).map((w) => [w.id, w.status])).toEqual(list.map((w) => [w.id, 'accepted']));
    expect(await Promise.all(p.loot.map(lootStatus))).toEqual(['withdrawn', 'withdrawn', 'pending']);
    const stamped = await h.db.kysely.selectFrom('loot').select('sold_at').where('id', 'in', asked).execute();
    expect(stamped.map((r) => Number(r.sold_at))).toEqual([
      t0 + SEND_MS + SETTLE_MS,
      t0 + SEND_MS + SETTLE_MS,
    ]);
    expect((await listed(p.auth)).map((w) => [w.lootID, w.status])).toEqual([
      [asked[0], 'accepted'],
      [asked[1], 'accepted'],
    ]);
    await settlement.tick(t0 + SEND_MS + 10 * SETTLE_MS);
    expect(events.filter((e) => e.userId === p.userId)).toHaveLength(4);
    // A withdrawn item is gone: it cannot be sold or withdrawn again.
    expect((await withdraw(h.app, p.auth, { lootIDs: [asked[0]] })).json<Err>().error.code).toBe(
      'loot_not_pending',
    );
    const sell = await h.app.inject({
      method: 'POST',
      url: '/api/v1/loot/sell',
      headers: p.auth,
      payload: { lootIDs: [asked[0]] },
    });
    expect(sell.statusCode).toBe(409);
  });

  it.each(['declined', 'expired'] as const)(
    'gives %s items back as pending exactly once, even with two settlers at once and a third pass',
    async (outcome) => {
      const p = await trader(2, outcome);
      const res = await withdraw(h.app, p.auth, { lootIDs: p.loot });
      const ids = res.json<{ data: { list: Withdrawal[] } }>().data.list.map((w) => w.id);
      const a = recordingSettlement(h.app, outcome);
      const b = recordingSettlement(h.app, outcome);
      const t0 = Date.now();
      await Promise.all([a.settlement.tick(t0 + SEND_MS), b.settlement.tick(t0 + SEND_MS)]);
      const at = t0 + SEND_MS + SETTLE_MS;
      await Promise.all([a.settlement.tick(at), b.settlement.tick(at)]);
      await a.settlement.tick(at + SETTLE_MS);
      const mine = [...a.events, ...b.events].filter((e) => e.userId === p.userId).map((e) => e.withdrawal);
      const steps = (id: string) => mine.filter((w) => w.id === id).map((w) => w.status);
      for (const id of ids) expect(steps(id).sort()).toEqual([outcome, 'sent'].sort());
      expect(await Promise.all(p.loot.map(lootStatus))).toEqual(['pending', 'pending']);
      expect((await listed(p.auth)).map((w) => w.status)).toEqual([outcome, outcome]);
      // Back in the inventory: it can be withdrawn again (a new trade) or sold.
      const again = await withdraw(h.app, p.auth, { lootIDs: [p.loot[0]] });
      expect(again.statusCode).toBe(200);
      expect(again.json<{ data: { list: Withdrawal[] } }>().data.list[0].id).not.toBe(ids[0]);
      const sold = await h.app.inject({
        method: 'POST',
        url: '/api/v1/loot/sell',
        headers: p.auth,
        payload: { lootIDs: [p.loot[1]] },
      });
      expect(sold.json().data).toMatchObject({ soldCount: 1, amount: 250 });
      expect(await ledgerProblems(h.db)).toEqual([]);
    },
  );

  it('lets one process settle at a time through the lease', async () => {
    const p = await trader(1, 'leased');
    await withdraw(h.app, p.auth, { lootIDs: p.loot });
    const ttlMs = 60_000;
    const a = recordingSettlement(h.app, 'accepted', { owner: 'proc-a', ttlMs });
    const b = recordingSettlement(h.app, 'accepted', { owner: 'proc-b', ttlMs });
    const t0 = Date.now();
    await a.settlement.tick(t0 + SEND_MS);
    await b.settlement.tick(t0 + SEND_MS + SETTLE_MS);
    expect(b.events).toEqual([]);
    expect(await lootStatus(p.loot[0])).toBe('withdrawing');
    // A stops (hands the lease over): B carries on.
    await a.settlement.stop();
    await b.settlement.tick(t0 + SEND_MS + SETTLE_MS);
    expect(b.events.filter((e) => e.userId === p.userId).map((e) => e.withdrawal.status)).toEqual([
      'accepted',
    ]);
    expect(await lootStatus(p.loot[0])).toBe('withdrawn');
    await b.settlement.stop();
  });

  it('refuses without a valid trade URL, for foreign, sold or travelling loot, and during a break; nothing moves', async () => {
    const p = await trader(4, 'refused');
    const stranger = await trader(1, 'stranger');
    const code = async (payload: unknown, auth = p.auth) => {
      const r = await withdraw(h.app, auth, payload);
      return [r.statusCode, r.json<Err>().error.code];
    };
    expect(await code({ lootIDs: stranger.loot })).toEqual([409, 'loot_not_pending']);
    expect(await code({ lootIDs: [p.loot[0], stranger.loot[0]] })).toEqual([409, 'loot_not_pending']);
    expect(await code({ lootIDs: ['no-such-loot'] })).toEqual([409, 'loot_not_pending']);
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/loot/sell',
      headers: p.auth,
      payload: { lootIDs: [p.loot[1]] },
    });
    expect(await code({ lootIDs: [p.loot[0], p.loot[1]] })).toEqual([409, 'loot_not_pending']);
    expect((await withdraw(h.app, p.auth, { lootIDs: [p.loot[2]] })).statusCode).toBe(200);
    expect(await code({ lootIDs: [p.loot[2]] })).toEqual([409, 'loot_not_pending']);
    expect(await code({ lootIDs: Array.from({ length: 11 }, (_, i) => `l${i}`) })).toEqual([
      400,
      'bad_request',
    ]);

    const none = await createSignedInUser(h.db, 'nourl');
    const noneLoot = await battleLoot(h.db, none.userId, 1, 250);
    expect(await code({ lootIDs: noneLoot }, none.auth)).toEqual([400, 'trade_url_missing']);
    // Saved before trade URLs were checked.
    await h.db.kysely
      .updateTable('users')
      .set({ trade_url: 'anything goes' })
      .where('id', '=', none.userId)
      .execute();
    expect(await code({ lootIDs: noneLoot }, none.auth)).toEqual([400, 'trade_url_invalid']);

    const brk = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/restriction',
      headers: p.auth,
      payload: { type: 'TypeSelfBan', op: 'apply', days: 1 },
    });
    expect(brk.statusCode).toBe(200);
    expect(await code({ lootIDs: [p.loot[3]] })).toEqual([403, 'self_banned']);
    expect((await withdraw(h.app, undefined, { lootIDs: [p.loot[3]] })).statusCode).toBe(401);
    expect(await Promise.all(p.loot.map(lootStatus))).toEqual(['pending', 'sold', 'withdrawing', 'pending']);
    expect(await lootStatus(stranger.loot[0])).toBe('pending');
    expect(await lootStatus(noneLoot[0])).toBe('pending');
  });

  it("never sends an item to another Steam account's trade URL, whoever holds the session", async () => {
    // A stolen session tries to point the player's withdrawals at the thief's Steam account.
    const p = await trader(2, 'victim');
    const own = await ownTradeUrl(h.db, p.userId);
    const bad = await saveTradeUrl(h.app, p.auth, FOREIGN_TRADE_URL);
    expect([bad.statusCode, bad.json<Err>().error.code]).toEqual([400, 'trade_url_foreign']);
    const me = await h.app.inject({ url: '/api/v1/user/me', headers: p.auth });
    expect(me.json().data.prefs.tradeURL).toBe(own);

    // A foreign URL stored before partners were checked: asked for now, refused; the item stays.
    await h.db.kysely
      .updateTable('users')
      .set({ trade_url: FOREIGN_TRADE_URL })
      .where('id', '=', p.userId)
      .execute();
    const refused = await withdraw(h.app, p.auth, { lootIDs: [p.loot[0]] });
    expect([refused.statusCode, refused.json<Err>().error.code]).toEqual([409, 'trade_url_foreign']);
    expect(await lootStatus(p.loot[0])).toBe('pending');

    // One asked for before the change, still waiting to be sent: it is never sent, the item comes back.
    await h.db.kysely.updateTable('users').set({ trade_url: own }).where('id', '=', p.userId).execute();
    const asked = await withdraw(h.app, p.auth, { lootIDs: [p.loot[1]] });
    expect(asked.statusCode).toBe(200);
    const [w] = asked.json<{ data: { list: Withdrawal[] } }>().data.list;
    await h.db.kysely
      .updateTable('trades')
      .set({ trade_url: FOREIGN_TRADE_URL })
      .where('id', '=', w.id)
      .execute();
    const { settlement } = recordingSettlement(h.app, 'accepted');
    const t0 = Date.now();
    await settlement.tick(t0 + SEND_MS);
    await settlement.tick(t0 + SEND_MS + SETTLE_MS);
    const [after] = (await listed(p.auth)).filter((x) => x.id === w.id);
    expect([after.status, after.offerID]).toEqual(['declined', null]);
    expect(await Promise.all(p.loot.map(lootStatus))).toEqual(['pending', 'pending']);
  });

  it('answers a retried request once, and refuses its key for other items', async () => {
    const p = await trader(2, 'retry');
    const first = await withdraw(h.app, p.auth, { lootIDs: [p.loot[0]], idempotencyKey: 'k-1' });
    let again = first;
    const seen = await published(async () => {
      again = await withdraw(h.app, p.auth, { lootIDs: [p.loot[0]], idempotencyKey: 'k-1' });
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(seen).toEqual([]);
    const other = await withdraw(h.app, p.auth, { lootIDs: [p.loot[1]], idempotencyKey: 'k-1' });
    expect([other.statusCode, other.json<Err>().error.code]).toEqual([409, 'idempotency_key_used']);
    expect((await listed(p.auth)).length).toBe(1);
    expect(await lootStatus(p.loot[1])).toBe('pending');
  });

  it('sends each item once when 20 withdrawals of the same items race', async () => {
    const p = await trader(3, 'racer');
    const answers = await postAtOnce(h.app, 20, '/api/v1/loot/withdraw', p.auth, { lootIDs: p.loot });
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json<Err>().error.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'loot_not_pending')).toBe(true);
    const trades = await h.db.kysely
      .selectFrom('trades')
      .select('loot_id')
      .where('loot_id', 'in', p.loot)
      .execute();
    expect(trades.map((t) => t.loot_id).sort()).toEqual([...p.loot].sort());
    expect(await Promise.all(p.loot.map(lootStatus))).toEqual(['withdrawing', 'withdrawing', 'withdrawing']);
  });

  it('never answers 5xx to hostile bodies, and moves nothing', async () => {
    const p = await trader(1, 'hostile');
    const bodies = [
      '{}',
      '{"lootIDs":"x"}',
      '{"lootIDs":[1]}',
      '{"lootIDs":[null]}',
      '{"lootIDs":[""]}',
      '{"lootIDs":["a b"]}',
      '{"lootIDs":["\\u0000"]}',
      `{"lootIDs":["${'x'.repeat(65)}"]}`,
      `{"lootIDs":["${p.loot[0]}","${p.loot[0]}"]}`,
      `{"lootIDs":["${p.loot[0]}"],"idempotencyKey":""}`,
      `{"lootIDs":["${p.loot[0]}"],"idempotencyKey":{"$gt":""}}`,
      `{"lootIDs":["${p.loot[0]}"],"idempotencyKey":"${'k'.repeat(65)}"}`,
      `{"lootIDs":["${p.loot[0]}"],"admin":true}`,
      `{"lootIDs":{"0":"${p.loot[0]}"}}`,
      '{"__proto__":{"lootIDs":["x"]}}',
      '[]',
      'null',
      '{"lootIDs":[',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ];
    for (const payload of bodies) {
      const r = await h.app.inject({
        method: 'POST',
        url: '/api/v1/loot/withdraw',
        headers: { ...p.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(r.statusCode, payload.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, payload.slice(0, 80)).toBeLessThan(500);
    }
    // An unknown query field is refused like an unknown body field (it was ignored before the TypeBox contract).
    const q = await h.app.inject({ url: '/api/v1/loot/withdrawals?x=%00', headers: p.auth });
    expect([q.statusCode, q.json<Err>().error.code]).toEqual([400, 'bad_request']);
    expect((await h.app.inject({ url: '/api/v1/loot/withdrawals', headers: p.auth })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/v1/loot/withdrawals' })).statusCode).toBe(401);
    expect(await lootStatus(p.loot[0])).toBe('pending');
  });
});

describe.each(testDatabases)('withdrawals without a trade provider on $name', (kind) => {
  const h = appForSuite(() => makeTradeApp(kind, false));

  it('answers 409 withdrawals_unavailable and keeps the items', async () => {
    const u = await createSignedInUser(h.db, 'noprovider');
    await saveTradeUrl(h.app, u.auth, await ownTradeUrl(h.db, u.userId));
    const loot = await battleLoot(h.db, u.userId, 1, 250);
    const r = await withdraw(h.app, u.auth, { lootIDs: loot });
    expect([r.statusCode, r.json<Err>().error.code]).toEqual([409, 'withdrawals_unavailable']);
    expect(h.app.trades.settlement).toBeNull();
    const l = await h.app.inject({ url: '/api/v1/loot/list?status=pending', headers: u.auth });
    expect(l.json().data.list.map((x: { id: string }) => x.id)).toEqual(loot);
  });
});
