// The upgrader under concurrency, on SQLite and PostgreSQL: the same items sent into 20 upgrades at once are consumed
// by exactly one; 20 coin upgrades against a balance for 5 take exactly 5 and no wallet goes negative; a stranger
// racing the owner for the owner's items gets nothing; the ledger sums to zero and every account matches its entries.
import { describe, expect, it } from 'vitest';
import { coins, ledgerProblems, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import { codes, lootOf, rollUpgrade, statuses, targetIn } from './upgrade-helpers';

describe.each(testDatabases)('upgrades at once on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));
  const upgradeRows = async (userId: string) =>
    h.db.kysely.selectFrom('upgrades').select('id').where('user_id', '=', userId).execute();

  it('20 upgrades with the same items: exactly one applies, each item is consumed once', async () => {
    const u = await createSignedInUser(h.db, 'racer');
    await fund(h.db, u.userId, 10_000);
    const target = await targetIn(h.db, 4_000, 1_000_000);
    const put = await lootOf(h.db, u.userId, [Math.ceil(target.price / 4), Math.ceil(target.price / 4)]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        rollUpgrade(h.app, u.auth, { lootIDs: put, coins: 10, targetItemID: target.id }),
      ),
    );
    expect(codes(answers)).toEqual(['ok', ...Array(19).fill('loot_not_pending')].sort());
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(await statuses(h.db, put)).toEqual(['upgraded', 'upgraded']);
    expect(await upgradeRows(u.userId)).toHaveLength(1);
    const consumed = await h.db.kysely
      .selectFrom('upgrade_items')
      .select('loot_id')
      .where('loot_id', 'in', put)
      .execute();
    expect(consumed).toHaveLength(2);
    expect(await coins(h.db, u.userId)).toBe(10_000 - 10);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('20 coin upgrades against a balance for 5: exactly 5 apply, the wallet ends at 0, never below', async () => {
    const u = await createSignedInUser(h.db, 'spender');
    const target = await targetIn(h.db, 4_000, 1_000_000);
    const each = Math.ceil(target.price / 2);
    await fund(h.db, u.userId, each * 5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => rollUpgrade(h.app, u.auth, { coins: each, targetItemID: target.id })),
    );
    expect(codes(answers)).toEqual(
      [...Array(5).fill('ok'), ...Array(15).fill('insufficient_balance')].sort(),
    );
    expect(await coins(h.db, u.userId)).toBe(0);
    expect(await upgradeRows(u.userId)).toHaveLength(5);
    // Each applied upgrade took its own nonce: 1..5.
    const nonces = await h.db.kysely
      .selectFrom('upgrades')
      .select('nonce')
      .where('user_id', '=', u.userId)
      .execute();
    expect(nonces.map((n) => Number(n.nonce)).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('a stranger racing the owner for the owner items gets 409 every time; the owner one upgrade applies', async () => {
    const owner = await createSignedInUser(h.db, 'owner');
    const thief = await createSignedInUser(h.db, 'thief');
    const target = await targetIn(h.db, 4_000, 1_000_000);
    const put = await lootOf(h.db, owner.userId, [Math.ceil(target.price / 2)]);
    const body = { lootIDs: put, targetItemID: target.id };
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => rollUpgrade(h.app, thief.auth, body)),
      rollUpgrade(h.app, owner.auth, body),
      ...Array.from({ length: 9 }, () => rollUpgrade(h.app, thief.auth, body)),
    ]);
    expect(answers[10].statusCode, answers[10].body).toBe(200);
    expect(codes(answers.filter((_, i) => i !== 10))).toEqual(Array(19).fill('loot_not_pending'));
    expect(await upgradeRows(thief.userId)).toHaveLength(0);
    const won = await h.db.kysely
      .selectFrom('loot')
      .select('user_id')
      .where('source', '=', 'upgrade')
      .where('user_id', '=', thief.userId)
      .execute();
    expect(won).toHaveLength(0);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
