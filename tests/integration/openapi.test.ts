/**
 * The OpenAPI document drives these tests: every route it lists is called once with a valid request and its answer
 * checked against the documented schema, and once with an unknown field, which must be refused with a 4xx
 * `{error: {code, message}}`, never a 5xx. A route added later is covered without editing this file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ART_VERSION } from '../../server/db/seed/catalog';
import { appForSuite, testDatabases } from './helpers';
import { makeCatalogApp, battleLoot } from './catalog-helpers';
import { cheapCases, player, post } from './battle-helpers';
import { call, mismatch, operations, sample, urlOf, type Operation } from './openapi-helpers';
import { eventFixtures, type WalkFixture } from './openapi-event-fixtures';
import { userFixtures } from './openapi-user-fixtures';
import { recordWager } from '../../server/services/events/wagers';

const key = (op: Operation) => `${op.method} ${op.path}`;
// OpenID 2.0 lets the provider add any `openid.*` field (and signs the list), so the callback takes unknown fields.
const OPEN_BY_DESIGN = new Set([`GET /api/v1/auth/steam/callback`]);
// The sign-in pages refuse with a translated HTML page, as they document.
const refusesWithPage = (op: Operation) => 'text/html' in (op.responses['4XX']?.content ?? {});

describe.each(testDatabases)('the OpenAPI document on %s', (kind) => {
  const s = appForSuite(() => makeCatalogApp(kind));
  let ops: Operation[] = [];
  let fixtures: Record<string, WalkFixture> = {};
  let auth: Record<string, string> = {};
  let throwaway: Record<string, string> = {};

  beforeAll(async () => {
    const res = await s.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    ops = operations(res.json());
    const [c] = await cheapCases(s.db, 1);
    const a = await player(s.db, 10_000_000, 'walker');
    // The walker has played, so the reward budget has room for the daily case's drop whatever it rolls (a fresh
    // account's $1 welcome allowance is less than some of its items: 409 reward_budget, one run in a few).
    await s.db.kysely.transaction().execute((trx) =>
      recordWager(trx, {
        key: `wager:walk:${a.userId}`,
        userId: a.userId,
        isBot: false,
        amount: 1_000_000,
        now: Date.now(),
      }),
    );
    const b = await player(s.db, 10_000_000, 'host');
    auth = a.auth;
    throwaway = (await player(s.db, 0, 'leaver')).auth;
    const battle = (players: number, who: { authorization: string }) =>
      post(s.app, '/battle/create', { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players }, who);
    const mine = String((await battle(2, a.auth)).body.data?.id);
    const theirs = String((await battle(3, b.auth)).body.data?.id);
    const saved = await post(s.app, '/battle/template/save', { battleID: mine }, a.auth);
    const [lootID] = await battleLoot(s.db, a.userId, 1, 100);
    const daily = await s.app.inject({ url: '/api/v1/daily/list', headers: a.auth });
    const dailyID = (daily.json() as { data: { list: { case: { id: string } }[] } }).data.list[0]?.case.id;
    const v1 = '/api/v1';
    const events = await eventFixtures(s, a, v1);
    const users = await userFixtures(s, a, v1);
    fixtures = {
      ...events,
      ...users,
      [`POST ${v1}/battle/create`]: { body: { cases: [{ caseID: c.id, quantity: 1 }], type: 'single' } },
      [`POST ${v1}/battle/join`]: { body: { battleID: theirs, slot: 2 } },
      [`POST ${v1}/battle/leave`]: { body: { battleID: theirs, slot: 2 } },
      [`POST ${v1}/battle/bot`]: { body: { battleID: mine, slot: 2 } },
      [`POST ${v1}/battle/template/save`]: { body: { battleID: mine } },
      [`POST ${v1}/battle/template/delete`]: { body: { templateID: saved.body.data?.templateID } },
      [`POST ${v1}/battle/recreate`]: { body: { battleID: mine } },
      [`POST ${v1}/battle/viewer/join`]: { body: { battleID: mine } },
      [`POST ${v1}/battle/viewer/leave`]: { body: { battleID: mine } },
      [`GET ${v1}/battle/viewers`]: { values: { battleID: mine } },
      [`GET ${v1}/battle/detail`]: { values: { battleID: mine } },
      // The local beacon publishes its first round within moments; 425 until it has.
      [`GET ${v1}/beacon/public/{round}`]: { values: { round: '1' }, statuses: [200, 425] },
      [`GET ${v1}/case/detail`]: { values: { caseID: c.id } },
      [`GET ${v1}/case/top-drops`]: { values: { caseID: c.id } },
      [`POST ${v1}/case/open`]: { body: { caseID: c.id } },
      [`POST ${v1}/loot/sell`]: { body: { lootIDs: [lootID] } },
      [`POST ${v1}/roll/seed`]: { body: { clientSeed: 'my own seed' } },
      [`GET ${v1}/art/{version}/item/{file}`]: {
        values: { version: ART_VERSION, file: 'p250-sand-dune-ft.svg' },
      },
      [`GET ${v1}/art/{version}/case/{file}`]: { values: { version: ART_VERSION, file: `${c.id}.svg` } },
      [`GET ${v1}/avatar/{file}`]: { values: { file: 'walker.svg' } },
      [`POST ${v1}/user/avatar`]: { body: { avatar: 'own' } },
      [`POST ${v1}/daily/open`]: { body: { caseID: dailyID } },
      [`POST ${v1}/user/pin`]: { body: { caseID: c.id, pinned: true } },
      [`POST ${v1}/support/message`]: {
        body: {
          topic: 'other',
          subject: 'Walk test',
          message: 'A message from the OpenAPI walk.',
          locale: 'en',
        },
      },
      // A load balancer's probe: 503 is a documented answer too (the database is up here, so 200).
      [`GET ${v1}/meta/health`]: { statuses: [200] },
    };
  });

  it('documents every route with a tag, a summary, and request and response schemas', () => {
    expect(ops.length).toBeGreaterThan(40);
    const undocumented = ops
      .filter(
        (op) =>
          !op.tags?.length ||
          !(op.responses['200']?.content ?? op.responses['302']) ||
          !op.responses['4XX']?.content,
      )
      .map(key);
    expect(undocumented).toEqual([]);
  });

  it('answers a valid request to every route as the document says', async () => {
    const problems: string[] = [];
    for (const op of ops) {
      const f = fixtures[key(op)] ?? {};
      const who = f.who ?? (/\/(auth|logout)/.test(op.path) ? throwaway : auth);
      const body = op.body ? (f.body ?? sample(op.body)) : undefined;
      const res = await call(s.app, op, urlOf(op, f.values ?? {}), who, body);
      if (res.statusCode >= 500) problems.push(`${key(op)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const wrong = mismatch(op, res);
      if (wrong) problems.push(`${key(op)}: ${wrong}`);
      const allowed = f.statuses ?? [200];
      if (!allowed.includes(res.statusCode))
        problems.push(`${key(op)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses an unknown field on every route with a 4xx error, never a 5xx', async () => {
    const problems: string[] = [];
    for (const op of ops.filter((one) => !OPEN_BY_DESIGN.has(key(one)))) {
      const f = fixtures[key(op)] ?? {};
      const sent = op.body
        ? call(s.app, op, urlOf(op, f.values ?? {}), auth, {
            ...(sample(op.body) as object),
            unknownField: 1,
          })
        : call(s.app, op, urlOf(op, f.values ?? {}, { unknownField: '1' }), auth);
      const res = await sent;
      const body = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : null;
      const isPage = String(res.headers['content-type'] ?? '').startsWith('text/html');
      const refused =
        res.statusCode >= 400 &&
        res.statusCode < 500 &&
        ((isPage && refusesWithPage(op)) ||
          (typeof body?.error?.code === 'string' && typeof body?.error?.message === 'string'));
      if (!refused) problems.push(`${key(op)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  });
});
