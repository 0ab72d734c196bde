import { describe, expect, it } from 'vitest';
import { appForSuite, makeApp, testDatabases } from './helpers';

describe.each(testDatabases)('meta/stat on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind));

  it('answers real counts from the database', async () => {
    const before = await h.app.inject({ method: 'GET', url: '/api/v1/meta/stat' });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ userCount: 0, battleCount: 0, battleActive: 0 });
    await h.db.kysely
      .insertInto('users')
      .values({
        id: 'u1',
        steam_id: '76561198000000001',
        nickname: 'a',
        avatar: '',
        level: 1,
        is_bot: 0,
        is_verified: 0,
        client_seed: 'x',
        email: null,
        trade_url: null,
        pay_bonus_percent: 0,
        created_at: 1,
        xp: 0,
        translate_names: 0,
        profile_public: 1,
      })
      .execute();
    await h.db.kysely
      .insertInto('battles')
      .values([
        { id: 'b1', status: 'waiting', created_at: 1 },
        { id: 'b2', status: 'finished', created_at: 2 },
      ])
      .execute();
    // Rows written behind the server's back: the counts are kept in memory until something says they changed.
    h.app.lobby.statsChanged();
    const after = await h.app.inject({ method: 'GET', url: '/api/v1/meta/stat' });
    expect(after.json().data).toMatchObject({ userCount: 1, battleCount: 2, battleActive: 1 });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers an invalid bearer token with 401', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/meta/stat',
      headers: { authorization: 'Bearer nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });
});
