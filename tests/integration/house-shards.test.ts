// The house accounts every opening, sale and battle join touches are spread over HOUSE_SHARDS rows, so that on
// PostgreSQL parallel transactions do not queue on one row: many parallel openings and sales land on several
// shards, the sum over the shards is what one account would hold (old unsharded balance included), one
// transaction keeps to one shard (an opening and its creator's share, a battle's joins and payouts), and the
// ledger balances.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { BOT_BANK, POT } from '../../server/services/battles/store';
import {
  HOUSE_SHARDS,
  balanceOf,
  houseAccount,
  houseShards,
  shardedHouseAccount,
  transfer,
} from '../../server/services/ledger/ledger';
import { coins, ledgerProblems, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, postAtOnce, testDatabases } from './helpers';
import { cheapCases, fullBattle, makeBattleApp, waitFinished } from './battle-helpers';
import { catalogItems, createCase, makePlayerCaseApp } from './player-cases-helpers';

const CASES = shardedHouseAccount('cases', 'coin');
const LOOT = shardedHouseAccount('loot', 'coin');

/** The shard rows of a sharded account that exist, with their balances. */
async function shardRows(db: Db, account: string): Promise<Map<string, number>> {
  const rows = await db.kysely
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('id', 'in', houseShards(account))
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.balance)]));
}

/** The sum of every ledger entry of the given kind. */
async function entriesOfKind(db: Db, kind: string, accounts: string[]): Promise<number> {
  const r = await db.kysely
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.tx_id')
    .select(sql<number>`coalesce(sum(ledger_entries.amount), 0)`.as('s'))
    .where('ledger_transactions.kind', '=', kind)
    .where('ledger_entries.account_id', 'in', accounts)
    .executeTakeFirstOrThrow();
  return Number(r.s);
}

describe.each(testDatabases)('sharded house accounts on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));

  it('spreads parallel openings and sales over the shards, and the shards sum to one account', async () => {
    // A database from before the split holds an unsharded house:cases:coin row; its balance still counts.
    const legacy = await createSignedInUser(h.db, 'legacy');
    await fund(h.db, legacy.userId, 777);
    await h.db.kysely.transaction().execute((trx) =>
      transfer(trx, {
        key: `legacy-open:${legacy.userId}`,
        kind: 'case_open',
        currency: 'coin',
        userId: legacy.userId,
        postings: [
          { account: `user:${legacy.userId}:coin`, amount: -777 },
          { account: houseAccount('cases', 'coin'), amount: 777 },
        ],
        now: Date.now(),
      }),
    );

    const [c] = await cheapCases(h.db, 1);
    const players = 8;
    const each = 6;
    const users = await Promise.all(
      Array.from({ length: players }, async (_, i) => {
        const u = await createSignedInUser(h.db, `opener${i}`);
        await fund(h.db, u.userId, c.price * each);
        return u;
      }),
    );
    const answers = (
      await Promise.all(
        users.map((u) => postAtOnce(h.app, each, '/api/v1/case/open', u.auth, { caseID: c.id, count: 1 })),
      )
    ).flat();
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    for (const u of users) expect(await coins(h.db, u.userId)).toBe(0);

    const paid = c.price * players * each;
    const shards = await shardRows(h.db, CASES);
    // 48 openings drawn over 16 shards: all on 3 or fewer would happen about once in 10^27 runs.
    expect(shards.size).toBeGreaterThan(3);
    expect([...shards.values()].reduce((s, b) => s + b, 0)).toBe(paid);
    expect(await balanceOf(h.db.kysely, CASES)).toBe(paid + 777);
    expect(await entriesOfKind(h.db, 'case_open', houseShards(CASES))).toBe(paid);

    // Every player sells what they won, all at once: the sales spread over the loot shards the same way.
    const sales = await Promise.all(
      users.map(async (u) => {
        const loot = await h.db.kysely
          .selectFrom('loot')
          .select(['id', 'price'])
          .where('user_id', '=', u.userId)
          .where('status', '=', 'pending')
          .execute();
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/v1/loot/sell',
          headers: u.auth,
          payload: { lootIDs: loot.map((l) => l.id) },
        });
        expect(res.statusCode).toBe(200);
        return loot.reduce((s, l) => s + Number(l.price), 0);
      }),
    );
    const sold = sales.reduce((s, x) => s + x, 0);
    const lootShards = await shardRows(h.db, LOOT);
    expect(lootShards.size).toBeGreaterThan(1);
    expect(await balanceOf(h.db.kysely, LOOT)).toBe(-sold);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});

describe.each(testDatabases)('one transaction, one shard, on $name', (kind) => {
  const cases = appForSuite(() => makePlayerCaseApp(kind));
  const battles = appForSuite(() => makeBattleApp(kind));

  it("an opening of a player's case takes the creator's share from the shard the opening paid into", async () => {
    const maker = await createSignedInUser(cases.db, 'maker');
    const [a, b] = (await catalogItems(cases.db)).slice(-2);
    const made = await createCase(cases.app, maker.auth, {
      name: 'Shard Share',
      visibility: 'public',
      items: [
        { itemID: a.id, chance: 50000 },
        { itemID: b.id, chance: 50000 },
      ],
    });
    const opener = await createSignedInUser(cases.db, 'opener');
    await fund(cases.db, opener.userId, made.price * 4);
    const answers = await postAtOnce(cases.app, 4, '/api/v1/case/open', opener.auth, {
      caseID: made.id,
      count: 1,
    });
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const r of answers) {
      const openingId = r.json().data.opening.id as string;
      const rows = await cases.db.kysely
        .selectFrom('ledger_entries')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.tx_id')
        .select(['ledger_transactions.kind', 'ledger_entries.account_id'])
        .where('ledger_transactions.ref', '=', openingId)
        .where('ledger_entries.account_id', 'in', houseShards(CASES))
        .execute();
      expect(rows.map((x) => x.kind).sort()).toEqual(['case_creator', 'case_open']);
      expect(new Set(rows.map((x) => x.account_id)).size).toBe(1);
    }
    expect(await ledgerProblems(cases.db)).toEqual([]);
  });

  it("a battle's joins, bot funding and payouts each stay on one shard", async () => {
    const { id } = await fullBattle(battles.app, battles.db, 1);
    await waitFinished(battles.app, id);
    const rows = await battles.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.tx_id')
      .select(['ledger_entries.account_id', 'ledger_entries.amount'])
      .where('ledger_transactions.ref', '=', id)
      .execute();
    const on = (account: string) => rows.filter((r) => houseShards(account).includes(r.account_id));
    const pot = on(POT);
    // Three joins in (and, when the bot wins, its coin back out to the bot bank), all on the battle's one shard,
    // which never pays out more than the battle took in.
    expect(pot.filter((r) => Number(r.amount) > 0)).toHaveLength(3);
    expect(new Set(pot.map((r) => r.account_id)).size).toBe(1);
    expect(pot.reduce((s, r) => s + Number(r.amount), 0)).toBeGreaterThanOrEqual(0);
    expect(new Set(on(BOT_BANK).map((r) => r.account_id)).size).toBe(1);
    expect(houseShards(POT)).toHaveLength(HOUSE_SHARDS);
    expect(await ledgerProblems(battles.db)).toEqual([]);
  });
});
