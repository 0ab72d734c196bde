/** Helpers for the catalog, case, loot and seed tests: an app with relaxed rate limits, and ledger checks. */
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';
import { createLoot } from '../../server/services/loot/loot';
import { makeApp, testConfig, type TestDatabase } from './helpers';

/** The app with rate limits high enough for bulk tests (the limits have their own tests). */
export function makeCatalogApp(kind: TestDatabase): ReturnType<typeof makeApp> {
  const wide = { max: 1_000_000, perMs: 60_000 };
  const base = testConfig().rateLimits;
  return makeApp(kind, { rateLimits: { ...base, open: wide, sell: wide } });
}

/** The user's coin balance. */
export const coins = (db: Db, userId: string) => balanceOf(db.kysely, userAccount(userId, 'coin'));

/** Gives the user `n` pending P250 | Sand Dune loot rows worth `price` each, as won in a battle; returns their ids. */
export function battleLoot(db: Db, userId: string, n: number, price: number): Promise<string[]> {
  const rows = Array.from({ length: n }, () => ({
    userId,
    itemId: 'p250-sand-dune-ft',
    price,
    source: 'battle' as const,
    sourceRef: 'b',
  }));
  return db.kysely.transaction().execute((trx) => createLoot(trx, rows, 1));
}

/** Every account whose balance differs from the sum of its ledger entries, and every negative user wallet. */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('accounts')
    .leftJoin('ledger_entries', 'ledger_entries.account_id', 'accounts.id')
    .select([
      'accounts.id',
      'accounts.kind',
      'accounts.balance',
      sql<number>`coalesce(sum(ledger_entries.amount), 0)`.as('sum'),
    ])
    .groupBy(['accounts.id', 'accounts.kind', 'accounts.balance'])
    .execute();
  const out: string[] = [];
  for (const r of rows) {
    if (Number(r.balance) !== Number(r.sum)) out.push(`${r.id}: balance ${r.balance} != entries ${r.sum}`);
    if (r.kind === 'user' && Number(r.balance) < 0) out.push(`${r.id}: negative ${r.balance}`);
  }
  const total = await db.kysely
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
    .executeTakeFirstOrThrow();
  if (Number(total.s) !== 0) out.push(`ledger does not balance: ${total.s}`);
  return out;
}
