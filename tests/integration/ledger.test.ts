import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { appForSuite, createSignedInUser, fund, makeApp, testDatabases } from './helpers';
import { balanceOf, houseAccount, transfer, userAccount } from '../../server/services/ledger/ledger';

describe.each(testDatabases)('ledger on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind));

  it('applies a keyed transfer once and refuses to overdraw a wallet', async () => {
    const { userId } = await createSignedInUser(h.db);
    await fund(h.db, userId, 1000, 'k1');
    await fund(h.db, userId, 1000, 'k1');
    expect(await balanceOf(h.db.kysely, userAccount(userId, 'coin'))).toBe(1000);
    const debit = (key: string, amount: number) =>
      h.db.kysely.transaction().execute((trx) =>
        transfer(trx, {
          key,
          kind: 'spend',
          currency: 'coin',
          userId,
          postings: [
            { account: userAccount(userId, 'coin'), amount: -amount },
            { account: houseAccount('sink', 'coin'), amount },
          ],
          now: 1,
        }),
      );
    await expect(debit('d1', 1500)).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await balanceOf(h.db.kysely, userAccount(userId, 'coin'))).toBe(1000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => debit(`d-par-${i}`, 100)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await balanceOf(h.db.kysely, userAccount(userId, 'coin'))).toBe(0);
    const sum = await h.db.kysely
      .selectFrom('ledger_entries')
      .select(sql<number>`coalesce(sum(amount),0)`.as('s'))
      .executeTakeFirstOrThrow();
    expect(Number(sum.s)).toBe(0);
  });
});
