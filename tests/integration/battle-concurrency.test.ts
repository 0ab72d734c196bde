import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { coins, ledgerProblems } from './catalog-helpers';
import {
  cheapCases,
  makeBattleApp,
  player,
  post,
  verifyBattle,
  waitFinished,
  type BattleJson,
} from './battle-helpers';
import { appForSuite, testDatabases } from './helpers';

describe.each(testDatabases)('300 parallel joins on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));

  it('never gives a slot twice, never seats a player twice, never overdraws, and the ledger balances', async () => {
    const [c] = await cheapCases(h.db, 1);
    const cost = c.price * 2;
    const battleIds: string[] = [];
    for (const players of [2, 3, 4, 4, 4, 3]) {
      const creator = await player(h.db, cost);
      const r = await post(
        h.app,
        '/battle/create',
        { cases: [{ caseID: c.id, quantity: 2 }], type: 'single', players, mode: 'default' },
        creator.auth,
      );
      expect(r.status).toBe(200);
      battleIds.push((r.body.data as BattleJson).id);
    }
    // Each user has exactly one entry fee; every tenth user fires four joins at once.
    const users = await Promise.all(Array.from({ length: 270 }, (_, i) => player(h.db, cost, `u${i}`)));
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const attempts = users.flatMap((u, i) => {
      const one = () => ({ u, battleID: battleIds[rnd(battleIds.length)], slot: 1 + rnd(4) });
      return i % 10 === 0 ? [one(), one(), one(), one()] : [one()];
    });
    expect(attempts.length).toBeGreaterThanOrEqual(300);
    const results = await Promise.all(
      attempts.map((a) => post(h.app, '/battle/join', { battleID: a.battleID, slot: a.slot }, a.u.auth)),
    );
    for (const r of results) {
      expect([200, 400, 409]).toContain(r.status);
      if (r.status !== 200)
        expect([
          'slot_taken',
          'already_joined',
          'battle_not_waiting',
          'insufficient_balance',
          'bad_slot',
        ]).toContain(r.body.error?.code);
    }

    const slots = await h.db.kysely
      .selectFrom('battle_slots')
      .select(['battle_id', 'slot', 'user_id'])
      .where('battle_id', 'in', battleIds)
      .execute();
    const slotKeys = slots.map((s) => `${s.battle_id}:${s.slot}`);
    const userKeys = slots.map((s) => `${s.battle_id}:${s.user_id}`);
    expect(new Set(slotKeys).size).toBe(slots.length);
    expect(new Set(userKeys).size).toBe(slots.length);
    const seated = new Set(slots.map((s) => s.user_id));
    expect(results.filter((r) => r.status === 200)).toHaveLength(slots.length - battleIds.length);
    // A seated user paid exactly once; everyone else kept their money.
    const byUser = new Map<string, number>();
    for (const s of slots) byUser.set(s.user_id, (byUser.get(s.user_id) ?? 0) + 1);
    for (const u of users) {
      const n = byUser.get(u.userId) ?? 0;
      expect(await coins(h.db, u.userId)).toBe(cost - n * cost);
      expect(n).toBeLessThanOrEqual(1);
    }
    expect(seated.size).toBeGreaterThan(0);

    const full = await h.db.kysely
      .selectFrom('battle_games')
      .innerJoin('battles', 'battles.id', 'battle_games.id')
      .select([
        'battle_games.id',
        'battle_games.players',
        'battles.status',
        sql<number>`(select count(*) from battle_slots s where s.battle_id = battle_games.id)`.as('taken'),
      ])
      .where('battle_games.id', 'in', battleIds)
      .execute();
    for (const b of full) {
      expect(Number(b.taken)).toBeLessThanOrEqual(Number(b.players));
      if (Number(b.taken) === Number(b.players)) verifyBattle(await waitFinished(h.app, b.id));
      else expect(b.status).toBe('waiting');
    }
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
