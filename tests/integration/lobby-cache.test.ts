/**
 * The in-memory lobby (server/services/lobby) answers GET /battle/list with the bytes the database query gives
 * (BattleService.list), through creates, joins, leaves, bots, fills, plays, finishes and cancels; and GET /meta/stat
 * and GET /case/list follow what changes them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BattleLobby, RECENT_FINISHED_MS } from '../../server/services/lobby/battle-lobby';
import { readStats } from '../../server/services/meta/stats';
import { listCases } from '../../server/services/catalog/catalog';
import {
  cheapCases,
  makeBattleApp,
  player,
  post,
  waitFinished,
  waitFor,
  type BattleJson,
} from './battle-helpers';
import { appForSuite, testDatabases } from './helpers';

type Auth = { authorization: string };

/** The list as the route answers it (raw text), with the request's clock blanked. */
async function cachedList(app: FastifyInstance, auth?: Auth): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/battle/list', headers: auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body.replace(/"now":\d+/g, '"now":0');
}

/** The list as the database query shapes it, serialised as Fastify would, clock blanked. */
async function databaseList(app: FastifyInstance, userId: string | null): Promise<string> {
  const list = await app.battles.list(userId);
  return JSON.stringify({ data: { list } }).replace(/"now":\d+/g, '"now":0');
}

describe.each(testDatabases)('in-memory lobby on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));
  let c: { id: string; price: number };
  beforeAll(async () => {
    [c] = await cheapCases(h.db, 1);
  });

  const create = async (auth: Auth, extra: object = {}) => {
    const r = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 3, ...extra },
      auth,
    );
    expect(r.status).toBe(200);
    return r.body.data as BattleJson;
  };

  it('lists exactly what the database lists, for anonymous and signed-in viewers, at every step', async () => {
    const a = await player(h.db, c.price * 20, 'alice');
    const b = await player(h.db, c.price * 20, 'bob');
    const x = await player(h.db, c.price * 20, 'xena');
    const viewers: [Auth | undefined, string | null][] = [
      [undefined, null],
      [a.auth, a.userId],
      [b.auth, b.userId],
      [x.auth, x.userId],
    ];
    const same = async () => {
      for (const [auth, id] of viewers)
        expect(await cachedList(h.app, auth)).toBe(await databaseList(h.app, id));
    };
    // Eventually the same (for steps the battle runner takes on its own after a request returned).
    const becomesSame = () =>
      waitFor(async () => {
        for (const [auth, id] of viewers)
          if ((await cachedList(h.app, auth)) !== (await databaseList(h.app, id))) return false;
        return true;
      });

    await same();
    const pub = await create(a.auth);
    const priv = await create(a.auth, { isPublic: false });
    const other = await create(b.auth, { players: 2 });
    await same();
    const ids = async (auth?: Auth) =>
      (JSON.parse(await cachedList(h.app, auth)) as { data: { list: { id: string }[] } }).data.list.map(
        (l) => l.id,
      );
    expect((await ids(a.auth)).sort()).toEqual([other.id, priv.id, pub.id].sort());
    expect((await ids()).sort()).toEqual([other.id, pub.id].sort());

    // b sits in a's private battle (through its invite link): now b sees it too; leaving takes it away again.
    const invite = priv.inviteToken;
    expect((await post(h.app, '/battle/join', { battleID: priv.id, slot: 2, invite }, b.auth)).status).toBe(
      200,
    );
    await same();
    expect(await ids(b.auth)).toContain(priv.id);
    expect((await post(h.app, '/battle/leave', { battleID: priv.id, slot: 2 }, b.auth)).status).toBe(200);
    await same();
    expect(await ids(b.auth)).not.toContain(priv.id);

    // Joins and a bot change the seats shown.
    expect((await post(h.app, '/battle/join', { battleID: pub.id, slot: 2 }, x.auth)).status).toBe(200);
    await same();

    // The creator leaving cancels: the battle leaves every list.
    expect((await post(h.app, '/battle/leave', { battleID: priv.id, slot: 1 }, a.auth)).status).toBe(200);
    await same();
    expect(await ids(a.auth)).not.toContain(priv.id);

    // Filled with a bot, played to the end: it stays in the list as finished, after the running ones.
    expect((await post(h.app, '/battle/bot', { battleID: pub.id, slot: 3 }, a.auth)).status).toBe(200);
    await waitFinished(h.app, pub.id);
    await becomesSame();
    const listed = (JSON.parse(await cachedList(h.app)) as { data: { list: BattleJson[] } }).data.list;
    expect(listed.map((l) => [l.id, l.status])).toEqual([
      [other.id, 'waiting'],
      [pub.id, 'finished'],
    ]);

    // A second player fills b's battle: the runner plays it on its own; the list follows to the end.
    expect((await post(h.app, '/battle/join', { battleID: other.id, slot: 2 }, x.auth)).status).toBe(200);
    await waitFinished(h.app, other.id);
    await becomesSame();
  });

  it('answers the clock of the request in every battle', async () => {
    const a = await player(h.db, c.price * 2, 'clock');
    await create(a.auth);
    const before = Date.now();
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/battle/list' });
    const list = (res.json() as { data: { list: { now: number }[] } }).data.list;
    expect(list.length).toBeGreaterThan(0);
    for (const l of list) expect(l.now).toBeGreaterThanOrEqual(before);
    expect(new Set(list.map((l) => l.now)).size).toBe(1);
  });

  it('drops a finished battle once its time in the list is over', async () => {
    const a = await player(h.db, c.price * 4, 'ender');
    const bot = await create(a.auth, { players: 2 });
    expect((await post(h.app, '/battle/bot', { battleID: bot.id, slot: 2 }, a.auth)).status).toBe(200);
    const { finishedAt } = (await waitFinished(h.app, bot.id)) as BattleJson & { finishedAt: number };
    let now = Date.now();
    const lobby = new BattleLobby(h.db, h.app.battles.deps.timing, () => now);
    await lobby.fill();
    expect(lobby.body(null, now)).toContain(`"id":"${bot.id}"`);
    now = finishedAt + RECENT_FINISHED_MS - 1;
    expect(lobby.body(null, now)).toContain(`"id":"${bot.id}"`);
    now = finishedAt + RECENT_FINISHED_MS;
    expect(lobby.body(null, now)).not.toContain(`"id":"${bot.id}"`);
  });

  it('follows a private battle the service made with no route to tell it (the lobby hears domain events)', async () => {
    const u = await player(h.db, c.price, 'service-maker');
    const v = await h.app.battles.create(u.userId, {
      cases: [{ caseId: c.id, quantity: 1 }],
      type: 'single',
      players: 2,
      mode: 'default',
      isPublic: false,
    });
    const mine = await cachedList(h.app, u.auth);
    expect(mine).toContain(`"id":"${v.id}"`);
    expect(mine).toBe(await databaseList(h.app, u.userId));
    expect(await cachedList(h.app)).not.toContain(v.id);
  });

  it('counts follow openings and battles; the catalog list is the database one', async () => {
    const u = await player(h.db, c.price * 10, 'opener');
    const stat = async () =>
      (await h.app.inject({ method: 'GET', url: '/api/v1/meta/stat' })).json() as { data: object };
    // "Online now" counts the people on the site, the asker included: every inject comes from one address.
    const expected = async () => ({ data: await readStats(h.db, 1) });
    expect(await stat()).toEqual(await expected());
    const opened = await h.app.inject({
      method: 'POST',
      url: '/api/v1/case/open',
      headers: u.auth,
      payload: { caseID: c.id, count: 2 },
    });
    expect(opened.statusCode).toBe(200);
    expect(await stat()).toEqual(await expected());
    await create(u.auth);
    expect(await stat()).toEqual(await expected());

    const all = await h.app.inject({ method: 'GET', url: '/api/v1/case/list' });
    expect(all.body).toBe(JSON.stringify({ data: { list: await listCases(h.db) } }));
    const type = (await listCases(h.db))[0].type;
    const some = await h.app.inject({ method: 'GET', url: `/api/v1/case/list?type=${type}` });
    expect(some.body).toBe(JSON.stringify({ data: { list: await listCases(h.db, type) } }));
    const none = await h.app.inject({ method: 'GET', url: '/api/v1/case/list?type=nothing' });
    expect(none.body).toBe('{"data":{"list":[]}}');
  });
});

describe('security headers of the lobby routes', () => {
  const h = appForSuite(() => makeBattleApp(testDatabases[0]));

  it('are the site headers, built once, without the per-request nonces', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/v1/meta/site' });
    const strip = (csp: unknown) => String(csp).replace(/ 'nonce-[0-9a-f]+'/g, '');
    const names = (r: typeof page) =>
      Object.keys(r.headers)
        .filter((k) => !['date', 'content-length', 'connection', 'keep-alive'].includes(k))
        .sort();
    for (const url of ['/api/v1/meta/stat', '/api/v1/case/list', '/api/v1/battle/list']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(names(res), url).toEqual(names(page));
      for (const k of names(page))
        if (k === 'content-security-policy') {
          expect(res.headers[k], url).not.toContain('nonce-');
          expect(res.headers[k], url).toBe(strip(page.headers[k]));
        } else expect(res.headers[k], `${url} ${k}`).toEqual(page.headers[k]);
    }
  });
});
