/** Helpers shared by the accounts tests (sign-in, payments, self-care). */
import type { RateLimits } from '../../server/config';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';

/** The same limit for every rate-limited area, for tests that fire many requests. */
export function limits(max: number, perMs = 60_000): RateLimits {
  const rule = { max, perMs };
  return { auth: rule, pay: rule, open: rule, sell: rule, read: rule };
}

/** Every account's balance next to the sum of its ledger entries. */
export async function ledgerMismatches(db: Db): Promise<{ id: string; balance: number; sum: number }[]> {
  const rows = await sql<{ id: string; balance: number; sum: number | null }>`
    select a.id as id, a.balance as balance, (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id) as sum
    from accounts a`.execute(db.kysely);
  return rows.rows
    .map((r) => ({ id: r.id, balance: Number(r.balance), sum: Number(r.sum ?? 0) }))
    .filter((r) => r.balance !== r.sum);
}

/** All account balances by id. */
export async function balances(db: Db): Promise<Record<string, number>> {
  const rows = await db.kysely.selectFrom('accounts').select(['id', 'balance']).execute();
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.balance)]));
}
