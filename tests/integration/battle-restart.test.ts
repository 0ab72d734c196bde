import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { ledgerProblems } from './catalog-helpers';
import {
  detail,
  expectCreditedOnce,
  fullBattle,
  verifyBattle,
  waitFinished,
  waitFor,
} from './battle-helpers';
import { testConfig, testDatabases } from './helpers';

// 20x faster than production: a round is 124 ms, so a restart can land in the middle of a battle.
const SCALE = 0.02;
// Enough rounds that, on a loaded machine, the first server is still mid-battle when it stops: with 8 rounds the
// ~0.7 s between seeing round 2 and the close was once enough to roll every round (24 rolls, expected fewer).
const ROUNDS = 20;

describe.each(testDatabases)('battles survive a restart on $name', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const apps: FastifyInstance[] = [];
  const start = async () => {
    const app = await buildApp({ config: testConfig({ battleTimeScale: SCALE }), db, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    ({ db, cleanup } = await kind.open());
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await cleanup();
  });

  const rollsOf = (id: string) =>
    db.kysely
      .selectFrom('battle_rolls')
      .selectAll()
      .where('battle_id', '=', id)
      .orderBy('round')
      .orderBy('slot')
      .execute();

  it('a new app on the same database finishes a battle cut off mid-round, with the same rolls and loot credited once', async () => {
    const first = await start();
    const { id } = await fullBattle(first, db, ROUNDS);
    await waitFor(async () => (await detail(first, id)).currentRound >= 2);
    await first.close();
    const cut = await rollsOf(id);
    const status = await db.kysely
      .selectFrom('battles')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('playing');
    expect(cut.length).toBeGreaterThanOrEqual(2 * 3);
    expect(cut.length).toBeLessThan(ROUNDS * 3);
    // Stay down long enough that several rounds fall due while nobody runs the battle.
    await new Promise((r) => setTimeout(r, 300));

    const second = await start();
    const done = await waitFinished(second, id);
    verifyBattle(done);
    const rolls = await rollsOf(id);
    expect(rolls).toHaveLength(ROUNDS * 3);
    expect(rolls.slice(0, cut.length)).toEqual(cut);

    // A third start after the end changes nothing.
    await second.close();
    const third = await start();
    await new Promise((r) => setTimeout(r, 200));
    await expectCreditedOnce(db, id, ROUNDS * 3);
    expect(verifyBattle(await detail(third, id))).toBeUndefined();
    expect(await ledgerProblems(db)).toEqual([]);
  });

  it('two servers running the same battle at once settle it exactly once', async () => {
    // Its own two servers (the previous test's may still run too), so this test can run alone with -t.
    const a = await start();
    const b = await start();
    const { id } = await fullBattle(a, db, 3);
    // Make the other server pick it up too, as a second process would after its own restart.
    await b.battles.start();
    const done = await waitFinished(b, id);
    verifyBattle(done);
    await new Promise((r) => setTimeout(r, 150));
    await expectCreditedOnce(db, id, 9);
    expect(await ledgerProblems(db)).toEqual([]);
  });
});
