/**
 * Giveaways (issue 13) on SQLite and PostgreSQL: the list, the entry rules (403 level_too_low / wager_too_low),
 * already_entered, extra entries (points charged once per key, capped), the draw by the scheduler once the beacon round
 * is out (it equals drawGiveaway recomputed from the revealed seed and the verified round), prizes credited once as
 * pending loot, the live events, a draw with no entrants, and hostile input answered 4xx.
 */
import { describe, expect, it } from 'vitest';
import { roundAfter, verifyRound } from '../../src/domain/beacon';
import { DAY_MS, HOUR_MS } from '../../src/domain/event-windows';
import { serverSeedHash } from '../../src/domain/fairness';
import { drawGiveaway, giveawayClientSeed } from '../../src/domain/fairness-games';
import {
  GIVEAWAY_MAX_ENTRIES,
  GIVEAWAY_PRIZES,
  GIVEAWAY_RULES,
  giveawayAt,
} from '../../src/domain/giveaways';
import { MsgType } from '../../src/protocol/message-types';
import type { Giveaway, GiveawayResultAnswer } from '../../src/protocol/contests';
import { drawGiveawayOnce, ensureGiveaway } from '../../server/services/events/giveaway-draw';
import { buyExtraEntries, joinGiveaway } from '../../server/services/events/giveaways';
import { balanceOf, payPoints, userAccount } from '../../server/services/ledger/ledger';
import { makeContestApp, recordingScheduler } from './contest-helpers';
import { appForSuite, createSignedInUser, postAtOnce, testDatabases } from './helpers';

type Auth = { authorization: string };

describe.each(testDatabases)('giveaways on $name', (kind) => {
  const h = appForSuite(() => makeContestApp(kind));
  const points = (userId: string) => balanceOf(h.db.kysely, userAccount(userId, 'point'));
  const givePoints = (userId: string, amount: number) =>
    h.db.kysely.transaction().execute((trx) =>
      payPoints(trx, {
        key: `test-points:${userId}:${amount}`,
        kind: 'test',
        userId,
        amount,
        now: Date.now(),
      }),
    );
  const setLevel = (userId: string, level: number) =>
    h.db.kysely.updateTable('users').set({ level }).where('id', '=', userId).execute();
  const logWager = (userId: string, amount: number, at: number) =>
    h.db.kysely
      .insertInto('wagers')
      .values({ key: `test:${userId}:${at}:${amount}`, user_id: userId, is_bot: 0, amount, created_at: at })
      .execute();
  const list = async (auth?: Auth) => {
    const res = await h.app.inject({ url: '/api/v1/event/giveaway/list', headers: auth ?? {} });
    expect(res.statusCode).toBe(200);
    return res.json().data as { list: Giveaway[]; recent: Giveaway[]; now: number };
  };
  const current = async (k: string, auth?: Auth) =>
    (await list(auth)).list.find((g) => g.kind === k && g.status === 'open')!;
  const post = (url: string, auth: Auth | undefined, payload: unknown) =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1/event/giveaway/${url}`,
      headers: auth ?? {},
      payload: payload as object,
    });

  it('lists the running hourly, daily and weekly giveaways with prizes, rules and the announced beacon round', async () => {
    const { list: open, now } = await list();
    const chain = h.app.beacon.chain;
    for (const k of ['hourly', 'daily', 'weekly'] as const) {
      const g = open.find((x) => x.kind === k && x.status === 'open')!;
      expect(g.startsAt).toBeLessThanOrEqual(now);
      expect(g.endsAt).toBeGreaterThan(now);
      expect(g.prizes.map((p) => p.k)).toEqual(
        Array.from({ length: GIVEAWAY_PRIZES[k].count }, (_, i) => i + 1),
      );
      expect(g.rules).toEqual(GIVEAWAY_RULES[k]);
      expect(g.beacon).toEqual({ chain: chain.chain, round: roundAfter(chain, g.endsAt) });
      expect(g.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(g).toMatchObject({
        entrants: 0,
        entries: 0,
        entered: false,
        myEntries: 0,
        eligibility: null,
        winners: [],
      });
    }
    // Prices rise with the kind.
    const top = (k: string) => Math.max(...open.find((x) => x.kind === k)!.prizes.map((p) => p.item.price));
    expect(top('hourly')).toBeLessThan(top('daily'));
    expect(top('daily')).toBeLessThan(top('weekly'));
  });

  it('enforces the level and 7-day wager rules, one free entry, then capped extra entries charged once per key', async () => {
    const u = await createSignedInUser(h.db, 'entrant');
    const daily = await current('daily', u.auth);
    expect(daily.eligibility).toEqual({ level: 1, wagered7d: 0, eligible: false });
    let res = await post('join', u.auth, { giveawayID: daily.id });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'level_too_low']);
    await setLevel(u.userId, GIVEAWAY_RULES.daily.minLevel);
    res = await post('join', u.auth, { giveawayID: daily.id });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'wager_too_low']);
    // A wager older than 7 days does not count; a recent one does.
    await logWager(u.userId, 100_000, Date.now() - 8 * DAY_MS);
    expect((await post('join', u.auth, { giveawayID: daily.id })).statusCode).toBe(403);
    await logWager(u.userId, GIVEAWAY_RULES.daily.minWager7d, Date.now() - DAY_MS);
    res = await post('join', u.auth, { giveawayID: daily.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.giveaway).toMatchObject({
      id: daily.id,
      entered: true,
      myEntries: 1,
      entrants: 1,
      entries: 1,
    });
    const again = await postAtOnce(h.app, 3, '/api/v1/event/giveaway/join', u.auth, { giveawayID: daily.id });
    expect(again.map((r) => [r.statusCode, r.json().error?.code])).toEqual(
      Array(3).fill([409, 'already_entered']),
    );

    // Extra entries: only once entered, paid in points, capped.
    const hourly = await current('hourly', u.auth);
    const extra = (quantity: number, idempotencyKey: string, giveawayID = hourly.id) =>
      post('extra', u.auth, { giveawayID, quantity, idempotencyKey });
    expect((await extra(1, 'k0')).json().error.code).toBe('not_entered');
    expect((await post('join', u.auth, { giveawayID: hourly.id })).statusCode).toBe(200);
    expect([(await extra(1, 'k0')).statusCode, (await extra(1, 'k0')).json().error.code]).toEqual([
      409,
      'insufficient_balance',
    ]);
    const price = GIVEAWAY_RULES.hourly.extraEntryPrice;
    await givePoints(u.userId, 100 * price);
    const bought = await postAtOnce(h.app, 4, '/api/v1/event/giveaway/extra', u.auth, {
      giveawayID: hourly.id,
      quantity: 2,
      idempotencyKey: 'k1',
    });
    for (const r of bought) expect(r.json().data.giveaway).toMatchObject({ myEntries: 3, entries: 3 });
    expect(await points(u.userId)).toBe(98 * price);
    const max = GIVEAWAY_RULES.hourly.maxExtraEntries;
    res = await extra(max - 1, 'k2');
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'extra_limit']);
    expect(await points(u.userId)).toBe(98 * price);
    res = await extra(max - 2, 'k3');
    expect(res.json().data.giveaway).toMatchObject({ myEntries: 1 + max });
    expect(await points(u.userId)).toBe((100 - max) * price);
    // The same key for another giveaway is refused; nothing is charged.
    res = await extra(1, 'k1', daily.id);
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'idempotency_key_used']);
    expect(await points(u.userId)).toBe((100 - max) * price);
    const txs = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select('idem_key')
      .where('idem_key', 'like', `giveaway-extra:${u.userId}:%`)
      .execute();
    expect(txs.map((t) => t.idem_key).sort()).toEqual([
      `giveaway-extra:${u.userId}:k1`,
      `giveaway-extra:${u.userId}:k3`,
    ]);
  });

  it('draws after the end once the round is out: winners equal drawGiveaway recomputed, prizes credited once', async () => {
    const start = giveawayAt('daily', DAY_MS, Date.now() - 5 * DAY_MS);
    const id = (await ensureGiveaway(h.db, h.app.beacon, 'daily', DAY_MS, start.startsAt + 10))!;
    expect(id).toBe(start.id);
    const users = await Promise.all(Array.from({ length: 5 }, (_, i) => createSignedInUser(h.db, `p${i}`)));
    for (const [i, u] of users.entries()) {
      await setLevel(u.userId, 3);
      await logWager(u.userId, 1000, start.startsAt);
      await joinGiveaway(h.db, u.userId, id, start.startsAt + 100 + i);
    }
    await givePoints(users[3].userId, 10 * GIVEAWAY_RULES.daily.extraEntryPrice);
    await buyExtraEntries(
      h.db,
      users[3].userId,
      { giveawayID: id, quantity: 4, idempotencyKey: 'x' },
      start.startsAt + 200,
    );
    // Entering after the end is refused.
    const late = await createSignedInUser(h.db, 'late');
    await expect(joinGiveaway(h.db, late.userId, id, start.endsAt)).rejects.toMatchObject({
      code: 'giveaway_closed',
    });

    const { scheduler, events } = recordingScheduler(h.app);
    await scheduler.tick(start.endsAt - 1);
    expect(
      events.filter(
        (e) => e.type === MsgType.giveawayChanged && (e.payload as { giveawayID: string }).giveawayID === id,
      ),
    ).toEqual([
      {
        channel: 'giveaway',
        type: MsgType.giveawayChanged,
        payload: { giveawayID: id, status: 'open', entrants: 5, entries: 9 },
      },
    ]);
    // Two schedulers (two processes) at once: one draw.
    const other = recordingScheduler(h.app);
    await Promise.all([scheduler.tick(start.endsAt + 1000), other.scheduler.tick(start.endsAt + 1000)]);
    await scheduler.tick(start.endsAt + 2000);

    const res = await h.app.inject({
      url: `/api/v1/event/giveaway/result?giveawayID=${id}`,
      headers: users[0].auth,
    });
    expect(res.statusCode).toBe(200);
    const { giveaway, draw } = res.json().data as GiveawayResultAnswer;
    expect(giveaway.status).toBe('drawn');
    expect(draw).not.toBe(null);
    // The verifier's steps: the seed against its hash, the round's signature, the client seed, then every roll.
    expect(serverSeedHash(draw!.serverSeed)).toBe(giveaway.serverSeedHash);
    expect(draw!.beacon.round).toBe(giveaway.beacon.round);
    expect(verifyRound(h.app.beacon.chain, draw!.beacon, draw!.beacon.round)).toBe('ok');
    expect(draw!.clientSeed).toBe(giveawayClientSeed(id, draw!.beacon.randomness));
    expect(draw!.entrants.map((e) => [e.player.userID, e.entries])).toEqual(
      users.map((u, i) => [u.userId, i === 3 ? 5 : 1]),
    );
    const again = drawGiveaway(
      draw!.serverSeed,
      draw!.clientSeed,
      draw!.entrants.map((e) => ({ id: e.player.userID, weight: e.entries })),
      GIVEAWAY_PRIZES.daily.count,
    );
    expect(
      giveaway.winners.map((w) => [w.k, w.roll, w.player.userID, w.rangeMin, w.rangeMax, w.item.id]),
    ).toEqual(
      again.map((d) => [
        d.k,
        d.roll,
        d.winner.id,
        d.winner.rangeMin,
        d.winner.rangeMax,
        giveaway.prizes[d.k - 1].item.id,
      ]),
    );

    // Each winner got the prize once, as pending loot, and was told.
    const loot = await h.db.kysely.selectFrom('loot').selectAll().where('source_ref', '=', id).execute();
    expect(loot).toHaveLength(GIVEAWAY_PRIZES.daily.count);
    for (const w of giveaway.winners) {
      expect(
        loot.filter(
          (l) => l.user_id === w.player.userID && l.item_id === w.item.id && l.status === 'pending',
        ),
      ).toHaveLength(1);
    }
    const won = [...events, ...other.events].filter((e) => e.type === MsgType.giveawayWon);
    expect(won.map((e) => e.channel).sort()).toEqual(
      giveaway.winners.map((w) => `user:${w.player.userID}`).sort(),
    );
    expect(won.map((e) => (e.payload as { lootID: string }).lootID).sort()).toEqual(
      loot.map((l) => l.id).sort(),
    );
    const changed = events.filter(
      (e) => e.type === MsgType.giveawayChanged && (e.payload as { giveawayID: string }).giveawayID === id,
    );
    expect(changed.map((e) => (e.payload as { status: string }).status)).toEqual(['open', 'drawn']);
    expect(await drawGiveawayOnce(h.db, h.app.beacon, id, start.endsAt + 10_000)).toBe(null);
    expect(
      await h.db.kysely.selectFrom('loot').select('id').where('source_ref', '=', id).execute(),
    ).toHaveLength(loot.length);
    // The list shows it among the recent draws.
    expect((await list()).recent.find((g) => g.id === id)?.winners).toHaveLength(GIVEAWAY_PRIZES.daily.count);
  });

  it('a giveaway nobody entered is drawn with no winners', async () => {
    const w = giveawayAt('hourly', HOUR_MS, Date.now() - 3 * HOUR_MS);
    const id = (await ensureGiveaway(h.db, h.app.beacon, 'hourly', HOUR_MS, w.startsAt))!;
    expect(await drawGiveawayOnce(h.db, h.app.beacon, id, w.endsAt - 1)).toBe(null);
    expect(await drawGiveawayOnce(h.db, h.app.beacon, id, w.endsAt + 1)).toEqual([]);
    const data = (await h.app.inject({ url: `/api/v1/event/giveaway/result?giveawayID=${id}` })).json().data;
    expect(data.giveaway).toMatchObject({ status: 'drawn', winners: [], entrants: 0 });
    expect(data.draw.entrants).toEqual([]);
  });

  it('caps a giveaway at 100000 entries in all: past it 409 giveaway_full, nothing charged, and it is drawn', async () => {
    const w = giveawayAt('hourly', HOUR_MS, Date.now() - 40 * DAY_MS);
    const id = (await ensureGiveaway(h.db, h.app.beacon, 'hourly', HOUR_MS, w.startsAt))!;
    const users = await Promise.all(['full1', 'full2', 'full3'].map((n) => createSignedInUser(h.db, n)));
    for (const u of users) {
      await setLevel(u.userId, 50);
      await logWager(u.userId, 1_000_000, w.startsAt);
    }
    const at = w.startsAt + 10;
    await joinGiveaway(h.db, users[0].userId, id, at);
    // Stands for the extra entries of many players: one short of the cap with the next free entry.
    await h.db.kysely
      .updateTable('giveaway_entries')
      .set({ extra: GIVEAWAY_MAX_ENTRIES - 2 })
      .where('giveaway_id', '=', id)
      .execute();
    await joinGiveaway(h.db, users[1].userId, id, at + 1);
    await expect(joinGiveaway(h.db, users[2].userId, id, at + 2)).rejects.toMatchObject({
      statusCode: 409,
      code: 'giveaway_full',
    });
    await givePoints(users[1].userId, 10 * GIVEAWAY_RULES.hourly.extraEntryPrice);
    const before = await points(users[1].userId);
    await expect(
      buyExtraEntries(h.db, users[1].userId, { giveawayID: id, quantity: 1, idempotencyKey: 'full' }, at + 3),
    ).rejects.toMatchObject({ statusCode: 409, code: 'giveaway_full' });
    expect(await points(users[1].userId)).toBe(before);
    const awards = await drawGiveawayOnce(h.db, h.app.beacon, id, w.endsAt + 1);
    expect(awards?.map((a) => a.userId).sort()).toEqual(
      [users[0].userId, users[1].userId].slice(0, GIVEAWAY_PRIZES.hourly.count).sort(),
    );
  });

  it('a giveaway whose draw fails is tried again alone: the giveaways due after it are still drawn', async () => {
    const broken = giveawayAt('daily', DAY_MS, Date.now() - 30 * DAY_MS);
    const fine = giveawayAt('daily', DAY_MS, Date.now() - 29 * DAY_MS);
    const brokenId = (await ensureGiveaway(h.db, h.app.beacon, 'daily', DAY_MS, broken.startsAt))!;
    const fineId = (await ensureGiveaway(h.db, h.app.beacon, 'daily', DAY_MS, fine.startsAt))!;
    const u = await createSignedInUser(h.db, 'steady');
    await setLevel(u.userId, 50);
    await logWager(u.userId, 1_000_000, broken.startsAt);
    await joinGiveaway(h.db, u.userId, brokenId, broken.startsAt + 10);
    await joinGiveaway(h.db, u.userId, fineId, fine.startsAt + 10);
    // Entries written before the cap existed: more than the draw can split, so its draw throws.
    await h.db.kysely
      .updateTable('giveaway_entries')
      .set({ extra: GIVEAWAY_MAX_ENTRIES })
      .where('giveaway_id', '=', brokenId)
      .execute();
    const drawnAt = async (id: string) =>
      (
        await h.db.kysely
          .selectFrom('giveaways')
          .select('drawn_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).drawn_at;
    const { scheduler } = recordingScheduler(h.app);
    await scheduler.tick(fine.endsAt + 1000);
    await scheduler.tick(fine.endsAt + 2000);
    expect(await drawnAt(fineId)).not.toBeNull();
    expect(await drawnAt(brokenId)).toBeNull();
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const u = await createSignedInUser(h.db, 'hostile');
    const hourly = await current('hourly', u.auth);
    const closed = giveawayAt('hourly', HOUR_MS, Date.now() - 2 * HOUR_MS);
    await ensureGiveaway(h.db, h.app.beacon, 'hourly', HOUR_MS, closed.startsAt);
    const cases: [string, Auth | undefined, unknown, number, string?][] = [
      ['join', undefined, { giveawayID: hourly.id }, 401],
      ['join', u.auth, {}, 400],
      ['join', u.auth, { giveawayID: 7 }, 400],
      ['join', u.auth, { giveawayID: "x'; drop table giveaways; --" }, 400],
      ['join', u.auth, { giveawayID: 'a'.repeat(65) }, 400],
      ['join', u.auth, { giveawayID: hourly.id, extra: 1 }, 400],
      ['join', u.auth, [hourly.id], 400],
      ['join', u.auth, { giveawayID: 'giveaway-hourly-1' }, 404, 'giveaway_not_found'],
      ['join', u.auth, { giveawayID: closed.id }, 409, 'giveaway_closed'],
      ['extra', u.auth, { giveawayID: hourly.id, quantity: 0, idempotencyKey: 'a' }, 400],
      ['extra', u.auth, { giveawayID: hourly.id, quantity: 1.5, idempotencyKey: 'a' }, 400],
      ['extra', u.auth, { giveawayID: hourly.id, quantity: '2', idempotencyKey: 'a' }, 400],
      ['extra', u.auth, { giveawayID: hourly.id, quantity: 1e9, idempotencyKey: 'a' }, 400],
      ['extra', u.auth, { giveawayID: hourly.id, quantity: 1 }, 400],
      ['extra', u.auth, { giveawayID: hourly.id, quantity: 1, idempotencyKey: 'a b' }, 400],
      ['extra', u.auth, { giveawayID: closed.id, quantity: 1, idempotencyKey: 'a' }, 409, 'giveaway_closed'],
    ];
    for (const [url, auth, body, status, code] of cases) {
      const res = await post(url, auth, body);
      expect(res.statusCode, JSON.stringify([url, body])).toBe(status);
      expect(res.json().error.code).toEqual(code ?? expect.any(String));
    }
    for (const q of [
      '',
      '?giveawayID=',
      '?giveawayID=%00',
      '?giveawayID=a&x=1',
      `?giveawayID=${'b'.repeat(65)}`,
    ]) {
      expect((await h.app.inject({ url: `/api/v1/event/giveaway/result${q}` })).statusCode, q).toBe(400);
    }
    const extra = await h.app.inject({ url: '/api/v1/event/giveaway/list?x=1' });
    expect([extra.statusCode, extra.json().error.code]).toEqual([400, 'bad_request']);
    const missing = await h.app.inject({ url: '/api/v1/event/giveaway/result?giveawayID=nope' });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'giveaway_not_found']);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/v1/event/giveaway/join',
      headers: { ...u.auth, 'content-type': 'application/json' },
      payload: '{"giveawayID":',
    });
    expect(bad.statusCode).toBe(400);
  });
});
