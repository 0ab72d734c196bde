/**
 * ECONOMY.md rules 1 and 2 on the ledger (issue 26, attack 2): a fresh account with no deposit cannot turn the
 * no-wager rewards into coins; every reward kind stays within 40% of the edge on the player's played wagers plus
 * the welcome allowance, at every step; reward value is sold only once it was wagered.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';
import { claimMission } from '../../server/services/missions/missions';
import { claimRakeback } from '../../server/services/missions/rakeback';
import { claimRung } from '../../server/services/events/feast';
import { openDaily } from '../../server/services/progression/daily';
import { openCases } from '../../server/services/cases/open';
import { grantXp } from '../../server/services/progression/xp';
import { unitOfWork } from '../../server/kernel/unit-of-work';
import { requireWagering } from '../../server/services/economy/budget';
import { budgetOf, gameOfKey, MILLI, WELCOME_ALLOWANCE_CENTS } from '../../src/domain/economy';
import type { MarketplaceAnswer } from '../../src/protocol/event';
import { appForSuite, createSignedInUser, fund, makeApp, testDatabases } from './helpers';
import { get, post } from './battle-helpers';

const REWARD_KINDS = [
  'level_reward',
  'mission_reward',
  'daily_streak',
  'survey_reward',
  'rakeback',
  'hunt_bounty',
  'feast_ladder',
];

/** Best item value (cents) per point unit at the shop, as the economy prices a point. */
async function pointValue(db: Db): Promise<number> {
  const rows = await db.kysely
    .selectFrom('market_offers')
    .innerJoin('items', 'items.id', 'market_offers.item_id')
    .select(['items.price as value', 'market_offers.price'])
    .where('market_offers.currency', '=', 'point')
    .execute();
  return rows.reduce((b, r) => Math.max(b, Number(r.value) / Number(r.price)), 0);
}

/**
 * Rule 1 read from the ledger alone: the coin value of every non-competitive reward the player received (points at
 * the shop's rate, free daily drops at item price) against 40% of the edge on their played wagers + the allowance.
 */
async function budgetCheck(db: Db, userId: string): Promise<{ received: number; allowed: number }> {
  const points = await db.kysely
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.tx_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount'), eb.val(0)).as('s'))
    .where('ledger_entries.account_id', '=', userAccount(userId, 'point'))
    .where('ledger_transactions.kind', 'in', REWARD_KINDS)
    .executeTakeFirstOrThrow();
  const drops = await db.kysely
    .selectFrom('loot')
    .innerJoin('case_openings', 'case_openings.id', 'loot.source_ref')
    .innerJoin('cases', 'cases.id', 'case_openings.case_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('loot.price'), eb.val(0)).as('s'))
    .where('loot.user_id', '=', userId)
    .where('cases.type', '=', 'daily')
    .executeTakeFirstOrThrow();
  const wagers = await db.kysely
    .selectFrom('wagers')
    .select(['key', 'amount'])
    .where('user_id', '=', userId)
    .execute();
  const edgeShare = wagers.reduce((s, w) => s + budgetOf(gameOfKey(w.key), Number(w.amount)), 0) / MILLI;
  return {
    received: Number(points.s) * (await pointValue(db)) + Number(drops.s),
    allowed: edgeShare + WELCOME_ALLOWANCE_CENTS,
  };
}

describe.each(testDatabases)('the reward budget on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind));

  const expectWithinBudget = async (userId: string) => {
    const b = await budgetCheck(h.db, userId);
    expect(b.received).toBeLessThanOrEqual(b.allowed);
  };
  const pending = (userId: string) =>
    h.db.kysely
      .selectFrom('loot')
      .select(['id', 'price'])
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();

  it('a fresh account with no deposit takes no coins out of the survey, the streak and the points shop', async () => {
    const u = await createSignedInUser(h.db);
    const weapons = (await get(h.app, '/survey', u.auth)).body.data as { weapons: string[] };
    const survey = await post(
      h.app,
      '/survey',
      { answers: { experience: 'new', weapons: weapons.weapons.slice(0, 1), playStyle: 'cases' } },
      u.auth,
    );
    expect(survey.status).toBe(200);
    const daily = await post(h.app, '/daily/open', { caseID: 'daily-level-1' }, u.auth);
    expect([200, 409]).toContain(daily.status);
    if (daily.status === 409) expect(daily.body.error?.code).toBe('reward_budget');
    await expectWithinBudget(u.userId);
    // The shop: buy the dearest item offer the points pay for.
    const market = (await get(h.app, '/event/marketplace', u.auth)).body.data as unknown as MarketplaceAnswer;
    const points = await balanceOf(h.db.kysely, userAccount(u.userId, 'point'));
    const offer = market.offers
      .filter((o) => o.currency === 'point' && o.kind === 'item' && o.price <= points)
      .sort((a, b) => b.price - a.price)[0];
    if (offer) {
      const bought = await post(
        h.app,
        '/event/buy',
        { offerID: offer.id, quantity: 1, idempotencyKey: randomUUID() },
        u.auth,
      );
      expect(bought.status).toBe(200);
    }
    // Whatever the account holds now (the daily drop, a bought skin: the rolls decide), selling it is refused
    // until it has played, and the account keeps no coin.
    const held = await pending(u.userId);
    for (const l of held) {
      const sold = await post(h.app, '/loot/sell', { lootIDs: [l.id] }, u.auth);
      expect(sold.status).toBe(409);
      expect(sold.body.error?.code).toBe('wagering_required');
      expect((sold.body.error as { wageringLeft?: number }).wageringLeft).toBeGreaterThan(0);
    }
    expect(await balanceOf(h.db.kysely, userAccount(u.userId, 'coin'))).toBe(0);
    const me = (await get(h.app, '/economy', u.auth)).body.data as { me: { wageringLeft: number } };
    expect(me.me.wageringLeft).toBe(held.reduce((s, l) => s + Number(l.price), 0));
    await expectWithinBudget(u.userId);
  });

  it('reward value is sold only once the account has wagered as much, with the bar showing the way', async () => {
    const u = await createSignedInUser(h.db);
    const c = await h.db.kysely
      .selectFrom('cases')
      .select(['id', 'price'])
      .where('type', 'not in', ['daily', 'player'])
      .where('active', '=', 1)
      .where('price', '>', 0)
      .orderBy('price')
      .executeTakeFirstOrThrow();
    const price = Number(c.price);
    await fund(h.db, u.userId, price * 10);
    await openCases(h.db, u.userId, { caseId: c.id, count: 1 }, Date.now());
    const [won] = await pending(u.userId);
    // A prize of three case prices arrives (as a race or a giveaway pays one).
    await h.db.kysely.transaction().execute((trx) => requireWagering(trx, u.userId, price * 3, Date.now()));
    const refused = await post(h.app, '/loot/sell', { lootIDs: [won.id] }, u.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('wagering_required');
    await openCases(h.db, u.userId, { caseId: c.id, count: 2 }, Date.now());
    const half = (await get(h.app, '/economy', u.auth)).body.data as {
      me: { wageringLeft: number; wageringTotal: number };
    };
    expect(half.me).toMatchObject({ wageringLeft: price, wageringTotal: price * 3 });
    await openCases(h.db, u.userId, { caseId: c.id, count: 1 }, Date.now());
    const sold = await post(h.app, '/loot/sell', { lootIDs: [won.id] }, u.auth);
    expect(sold.status).toBe(200);
  });

  it('every reward kind stays within 40% of the edge on played wagers plus the allowance, at every step', async () => {
    const u = await createSignedInUser(h.db);
    const day0 = Date.now();
    // Daily cases and streak days for two weeks without a wager: only the welcome allowance pays.
    for (let d = 0; d < 14; d++) {
      const r = await openDaily(h.db, u.userId, 'daily-level-1', day0 + d * 86_400_000 + 1).catch(
        (e: { code?: string }) => e,
      );
      if (!('id' in r)) expect(r.code).toBe('reward_budget');
      await expectWithinBudget(u.userId);
    }
    // XP that no wager paid for (a parked stake): the level rises, its rewards wait.
    await unitOfWork(h.db, (trx) =>
      grantXp(trx, { userId: u.userId, amount: 41_000, key: `xp:test:${randomUUID()}`, now: day0 }),
    );
    await expectWithinBudget(u.userId);
    const waiting = await h.db.kysely
      .selectFrom('rewards_waiting')
      .select('key')
      .where('user_id', '=', u.userId)
      .execute();
    expect(waiting.length).toBeGreaterThan(0);
    // A milestone mission is refused with the play it needs.
    const m = await claimMission(h.db, u.userId, 'level-10', day0).catch((e: unknown) => e);
    expect(m).toMatchObject({ statusCode: 409, code: 'reward_budget' });
    expect((m as { details: { playNeeded: number } }).details.playNeeded).toBeGreaterThan(0);
    await expectWithinBudget(u.userId);

    // Play pays them: each wager grows the budget, and waiting rewards are paid as it makes room.
    await fund(h.db, u.userId, 200_000);
    const cheap = await h.db.kysely
      .selectFrom('cases')
      .select(['id', 'price'])
      .where('type', 'not in', ['daily', 'player'])
      .where('active', '=', 1)
      .where('price', '>', 0)
      .where('price', '<=', 5000)
      .orderBy('price', 'desc')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 20; i++) {
      await openCases(h.db, u.userId, { caseId: cheap.id, count: 1 }, day0 + i);
      await expectWithinBudget(u.userId);
      for (const id of ['level-5', 'level-10', 'daily-open-3', 'weekly-open-25'])
        await claimMission(h.db, u.userId, id, day0 + i).catch(() => null);
      await claimRakeback(h.db, u.userId, day0 + i).catch(() => null);
      for (const step of [1, 2, 3, 4, 5]) await claimRung(h.db, u.userId, step, day0 + i).catch(() => null);
      await expectWithinBudget(u.userId);
    }
    const paidLevels = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select('id')
      .where('user_id', '=', u.userId)
      .where('kind', '=', 'level_reward')
      .execute();
    expect(paidLevels.length).toBeGreaterThan(0);
  });

  it('parallel claims never pass the budget', async () => {
    const u = await createSignedInUser(h.db);
    await unitOfWork(h.db, (trx) =>
      grantXp(trx, { userId: u.userId, amount: 41_000, key: `xp:test:${randomUUID()}`, now: Date.now() }),
    );
    // Enough play for one milestone but not both.
    await fund(h.db, u.userId, 100_000);
    const c = await h.db.kysely
      .selectFrom('cases')
      .select(['id', 'price'])
      .where('type', 'not in', ['daily', 'player'])
      .where('active', '=', 1)
      .where('price', '>', 0)
      .orderBy('price')
      .executeTakeFirstOrThrow();
    await openCases(h.db, u.userId, { caseId: c.id, count: 1 }, Date.now());
    const answers = await Promise.all(
      ['level-5', 'level-10', 'level-5', 'level-10'].map((id) =>
        claimMission(h.db, u.userId, id, Date.now()).catch((e: { code?: string }) => e),
      ),
    );
    expect(answers.some((a) => 'code' in a && a.code === 'reward_budget')).toBe(true);
    await expectWithinBudget(u.userId);
  });
});
