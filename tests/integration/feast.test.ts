// The feast on the real database: the running feast and its published rate, tickets earned by real case openings
// and a real played battle (fractions carried over, exact under concurrent wagers), the ticket wallet in user/me,
// and the prize ladder claimed once however many claims race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/database';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';
import { recordWager } from '../../server/services/events/wagers';
import { feastAt, LADDER } from '../../src/domain/feast';
import type { EventCurrentAnswer } from '../../src/protocol/event';
import { FAST, fullBattle, get, player, post, waitFinished } from './battle-helpers';
import { ledgerProblems } from './catalog-helpers';
import { makeApp, postAtOnce, testConfig, testDatabases } from './helpers';

describe.each(testDatabases)('the feast on $name', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const wide = { max: 1_000_000, perMs: 60_000 };
    const base = testConfig().rateLimits;
    ({ app, db, close } = await makeApp(kind, {
      battleTimeScale: FAST,
      rateLimits: { ...base, open: wide, read: wide },
    }));
  });
  afterAll(() => close());

  const current = async (auth?: { authorization: string }) => {
    const r = await get(app, '/event/current', auth);
    expect(r.status).toBe(200);
    return r.body.data as unknown as EventCurrentAnswer;
  };
  const tickets = (userId: string) => balanceOf(db.kysely, userAccount(userId, 'ticket'));
  const meTickets = async (auth: { authorization: string }) =>
    ((await get(app, '/user/me', auth)).body.data as { event: { ticketBalance: number } }).event
      .ticketBalance;
  const wager = (userId: string, key: string, amount: number, now = Date.now()) =>
    db.kysely.transaction().execute((trx) => recordWager(trx, { key, userId, isBot: false, amount, now }));

  it('one feast is running, signed out too, with its window, rate and ladder', async () => {
    const now = Date.now();
    const a = await current();
    const f = feastAt(now);
    expect(a.event).toMatchObject({ id: f.id, season: f.season, startsAt: f.startsAt, endsAt: f.endsAt });
    expect(a.event!.startsAt).toBeLessThanOrEqual(a.now);
    expect(a.event!.endsAt).toBeGreaterThan(a.now);
    expect(a.event!.ticketRate).toEqual({ cents: 100, tickets: 1 });
    expect(a.event!.ladder.map((r) => [r.step, r.tickets, r.points])).toEqual(
      LADDER.map((r) => [r.step, r.tickets, r.points]),
    );
    expect(a.event!.ladder.every((r) => !r.claimed && !r.claimable)).toBe(true);
    expect(a.me).toBe(null);
    expect(await db.kysely.selectFrom('feasts').select('id').execute()).toHaveLength(1);
  });

  it('opening a paid case earns the published tickets, the remainder carrying over to the next opening', async () => {
    const c = await db.kysely
      .selectFrom('cases')
      .select(['id', 'price'])
      .where('active', '=', 1)
      .where('type', '!=', 'daily')
      .where('price', '>', 100)
      .orderBy('price')
      .execute()
      .then((rows) => rows.find((r) => Number(r.price) % 100 !== 0)!);
    const price = Number(c.price);
    const p = await player(db, price * 3, 'feaster');
    expect((await current(p.auth)).me).toEqual({ tickets: 0, earned: 0, wagered: 0 });
    for (let n = 1; n <= 3; n++) {
      const r = await post(app, '/case/open', { caseID: c.id, count: 1 }, p.auth);
      expect(r.status).toBe(200);
      const due = Math.floor((price * n) / 100);
      expect(await current(p.auth).then((a) => a.me)).toEqual({
        tickets: due,
        earned: due,
        wagered: price * n,
      });
      expect(await meTickets(p.auth)).toBe(due);
    }
    // A retried opening (same key) is not a second wager.
    const q = await player(db, price * 2, 'retrier');
    const body = { caseID: c.id, count: 1, idempotencyKey: 'k-1' };
    expect((await post(app, '/case/open', body, q.auth)).status).toBe(200);
    expect((await post(app, '/case/open', body, q.auth)).status).toBe(200);
    expect((await current(q.auth)).me!.wagered).toBe(price);
    expect(await tickets(q.userId)).toBe(Math.floor(price / 100));
  });

  it('a played battle earns each player tickets for their stake; the bot is logged but earns none', async () => {
    // 15 rounds of the cheapest case: a stake over a dollar, so every player earns at least one ticket.
    const { id, cost, players } = await fullBattle(app, db, 15);
    expect(Math.floor(cost / 100)).toBeGreaterThan(0);
    await waitFinished(app, id);
    for (const userId of players) expect(await tickets(userId)).toBe(Math.floor(cost / 100));
    const logged = await db.kysely
      .selectFrom('wagers')
      .select(['key', 'is_bot', 'amount'])
      .where('key', 'like', `wager:battle:${id}:%`)
      .orderBy('key')
      .execute();
    expect(logged.map((w) => [w.key, w.is_bot, Number(w.amount)])).toEqual([
      [`wager:battle:${id}:1`, 0, cost],
      [`wager:battle:${id}:2`, 0, cost],
      [`wager:battle:${id}:3`, 1, cost],
    ]);
    const bot = await db.kysely
      .selectFrom('battle_slots')
      .select('user_id')
      .where('battle_id', '=', id)
      .where('slot', '=', 3)
      .executeTakeFirstOrThrow();
    expect(await tickets(bot.user_id)).toBe(0);
  });

  it('concurrent wagers credit exactly the tickets of their total; a repeated key counts once', async () => {
    const p = await player(db, 0, 'busy');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => wager(p.userId, `t:busy:${i}`, 150)),
    );
    expect(results.every(Boolean)).toBe(true);
    expect(await wager(p.userId, 't:busy:3', 150)).toBe(false);
    expect(await tickets(p.userId)).toBe(15);
    expect((await current(p.auth)).me).toEqual({ tickets: 15, earned: 15, wagered: 1500 });
  });

  it('a wager counts in the feast of its own time, not the running one', async () => {
    const p = await player(db, 0, 'later');
    const next = feastAt(Date.now()).endsAt;
    expect(await wager(p.userId, 't:later:1', 500, next)).toBe(true);
    expect((await current(p.auth)).me).toEqual({ tickets: 5, earned: 0, wagered: 0 });
    const rows = await db.kysely
      .selectFrom('feast_progress')
      .select('feast_id')
      .where('user_id', '=', p.userId)
      .execute();
    expect(rows).toEqual([{ feast_id: feastAt(next).id }]);
  });

  it('a ladder rung is locked until reached, then claimed once however many claims race', async () => {
    const p = await player(db, 0, 'climber');
    const claim = (step: unknown, auth = p.auth) => post(app, '/event/ladder/claim', { step }, auth);
    expect((await claim(1)).body.error?.code).toBe('rung_locked');
    await wager(p.userId, 't:climb:1', LADDER[0].tickets * 100);
    expect((await current(p.auth)).event!.ladder[0]).toMatchObject({ claimed: false, claimable: true });
    const answers = await postAtOnce(app, 6, '/api/v1/event/ladder/claim', p.auth, { step: 1 });
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const won = answers
      .find((a) => a.statusCode === 200)!
      .json<{ data: { points: number; pointBalance: number } }>();
    expect(won.data).toEqual({ step: 1, points: LADDER[0].points, pointBalance: LADDER[0].points });
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json<{ error: { code: string } }>().error.code).toBe('rung_claimed');
    }
    expect(await balanceOf(db.kysely, userAccount(p.userId, 'point'))).toBe(LADDER[0].points);
    expect((await current(p.auth)).event!.ladder[0]).toMatchObject({ claimed: true, claimable: false });
    expect((await claim(2)).body.error?.code).toBe('rung_locked');
    expect((await claim(LADDER.length + 1)).body.error?.code).toBe('rung_not_found');
  });

  it('hostile claims answer 4xx with an error code, never 500; signed out is 401', async () => {
    const p = await player(db, 0, 'hostile');
    const bodies: unknown[] = [
      {},
      { step: 'one' },
      { step: -1 },
      { step: 0 },
      { step: 1.5 },
      { step: 1e300 },
      { step: 1, x: 1 },
      [],
      'step',
    ];
    for (const body of bodies) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/v1/event/ladder/claim',
        headers: p.auth,
        payload: JSON.stringify(body),
      });
      expect(r.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json<{ error: { code: string; message: string } }>().error.code).toEqual(expect.any(String));
    }
    // The read took any query before its schema closed it.
    const extra = await app.inject({ url: '/api/v1/event/current?x=1' });
    expect([extra.statusCode, extra.json().error.code]).toEqual([400, 'bad_request']);
    const r = await post(app, '/event/ladder/claim', { step: 1 });
    expect(r.status).toBe(401);
  });

  it('the ledger balances', async () => {
    expect(await ledgerProblems(db)).toEqual([]);
  });
});
