/**
 * Battle create with an idempotency key: a retried create (one after another or at the same time) answers the same
 * battle and charges the entry fee once; the key reused for a different battle is 409; the ledger stays balanced.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { coins, ledgerProblems } from './catalog-helpers';
import { cheapCases, makeBattleApp, player, post, type BattleJson } from './battle-helpers';
import { appForSuite, fund, testDatabases } from './helpers';

describe.each(testDatabases)('battle create idempotency on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));
  let c: { id: string; price: number };
  const created: string[] = [];
  beforeAll(async () => {
    h.app.tapBattleEvents((_channel, type, payload) => {
      if (type === MsgType.battleCreated) created.push((payload as { battle: { id: string } }).battle.id);
    });
    [c] = await cheapCases(h.db, 1);
  });

  type Auth = { authorization: string };
  const body = (extra: object = {}) => ({
    cases: [{ caseID: c.id, quantity: 2 }],
    type: 'single',
    players: 3,
    ...extra,
  });
  const create = (auth: Auth, extra: object = {}) => post(h.app, '/battle/create', body(extra), auth);
  const battlesOf = async (userId: string) =>
    (await h.db.kysely.selectFrom('battle_games').select('id').where('user_id', '=', userId).execute()).map(
      (r) => r.id,
    );

  it('answers a retried create with the same battle and charges once', async () => {
    const a = await player(h.db, c.price * 10);
    const first = await create(a.auth, { idempotencyKey: 'create-1' });
    expect(first.status).toBe(200);
    const again = await create(a.auth, { idempotencyKey: 'create-1' });
    expect(again.status).toBe(200);
    const b = again.body.data as BattleJson;
    expect(b.id).toBe((first.body.data as BattleJson).id);
    expect(b.users.map((u) => u.userID)).toEqual([a.userId]);
    expect(await coins(h.db, a.userId)).toBe(c.price * 8);
    expect(await battlesOf(a.userId)).toEqual([b.id]);
    expect(created.filter((id) => id === b.id)).toHaveLength(1);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('makes one battle and one charge from 12 concurrent creates with the same key', async () => {
    const a = await player(h.db, c.price * 10);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => create(a.auth, { idempotencyKey: 'burst' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const ids = new Set(results.map((r) => (r.body.data as BattleJson).id));
    expect(ids.size).toBe(1);
    expect(await battlesOf(a.userId)).toEqual([...ids]);
    expect(await coins(h.db, a.userId)).toBe(c.price * 8);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('refuses the key for a different battle with 409 and charges nothing', async () => {
    const a = await player(h.db, c.price * 10);
    expect((await create(a.auth, { idempotencyKey: 'same-key' })).status).toBe(200);
    for (const extra of [
      { players: 2 },
      { mode: 'crazy' },
      { isPublic: false },
      { cases: [{ caseID: c.id, quantity: 3 }] },
    ]) {
      const other = await create(a.auth, { idempotencyKey: 'same-key', ...extra });
      expect(other.status, JSON.stringify(extra)).toBe(409);
      expect(other.body.error?.code).toBe('idempotency_key_used');
    }
    expect(await coins(h.db, a.userId)).toBe(c.price * 8);
    expect(await battlesOf(a.userId)).toHaveLength(1);
  });

  it('keeps keys per user, makes a new battle without a key, and does not burn a key on a failed create', async () => {
    const a = await player(h.db, c.price * 2);
    const b = await player(h.db, c.price * 4);
    const mine = (await create(a.auth, { idempotencyKey: 'shared' })).body.data as BattleJson;
    const theirs = (await create(b.auth, { idempotencyKey: 'shared' })).body.data as BattleJson;
    expect(theirs.id).not.toBe(mine.id);

    const poor = await player(h.db, c.price);
    const refused = await create(poor.auth, { idempotencyKey: 'retry-after-top-up' });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('insufficient_balance');
    expect(await battlesOf(poor.userId)).toEqual([]);
    await fund(h.db, poor.userId, c.price);
    const retried = await create(poor.auth, { idempotencyKey: 'retry-after-top-up' });
    expect(retried.status).toBe(200);
    expect(await battlesOf(poor.userId)).toEqual([(retried.body.data as BattleJson).id]);
    expect(await coins(h.db, poor.userId)).toBe(0);

    const noKey1 = (await create(b.auth, { cases: [{ caseID: c.id, quantity: 1 }] })).body.data as BattleJson;
    const noKey2 = (await create(b.auth, { cases: [{ caseID: c.id, quantity: 1 }] })).body.data as BattleJson;
    expect(noKey1.id).not.toBe(noKey2.id);
    expect(await coins(h.db, b.userId)).toBe(0);

    expect((await create(a.auth, { idempotencyKey: 'has spaces' })).status).toBe(400);
    expect((await create(a.auth, { idempotencyKey: 'x'.repeat(129) })).status).toBe(400);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
