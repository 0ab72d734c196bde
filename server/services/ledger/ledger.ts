/**
 * The money ledger. Every balance change is a double-entry transaction (postings sum to zero), written in
 * the caller's database transaction together with the balance updates. A user account can never go below
 * zero (guarded update); every transaction carries a unique key so a retried request is applied once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { recordEventIfUnit } from '../../kernel/unit-of-work';

/** Ledger currencies: coins (cents), points (point units) and event tickets (whole, the feast's). */
export type Currency = 'coin' | 'point' | 'ticket';
/** The wallets user/me lists (SPEC section 3: 'coin' or 'point'); the ticket wallet is its event.ticketBalance. */
export const CURRENCIES: readonly Exclude<Currency, 'ticket'>[] = ['coin', 'point'];
/** Every wallet a user has. */
const ALL_CURRENCIES: readonly Currency[] = ['coin', 'point', 'ticket'];

/** A query handle: the database or an open transaction. */
export type Q = Kysely<Database> | Transaction<Database>;

/** One side of a transfer: an account and a signed amount in the smallest unit (cents, point-milli). */
export interface Posting {
  account: string;
  amount: number;
}

/** A balanced set of postings recorded under a unique key. */
export interface TransferInput {
  /** Idempotency or natural key, e.g. `order:<tradeNo>` or `loot-sell:<lootId>`. */
  key: string;
  kind: string;
  currency: Currency;
  userId?: string | null;
  ref?: string | null;
  postings: Posting[];
  now: number;
}

/** The account id of a user's wallet. */
export const userAccount = (userId: string, currency: Currency) => `user:${userId}:${currency}`;
/** The account id of a house account (payments in, case sales, battle pot...); house accounts may go negative. */
export const houseAccount = (name: string, currency: Currency) => `house:${name}:${currency}`;

/** How many rows a sharded house account is spread over. */
export const HOUSE_SHARDS = 16;
const ANY_SHARD = ':*';

/**
 * A house account every case opening, sale or battle join touches, spread over HOUSE_SHARDS rows
 * (`house:<name>:<currency>:0..15`) so that on PostgreSQL concurrent transactions update different rows
 * instead of queueing on one. Post to it like any account: transfer() picks the shard. Its balance
 * (balanceOf) is the sum of its shards, plus the unsharded row a database from before the split still holds.
 */
export const shardedHouseAccount = (name: string, currency: Currency) =>
  `${houseAccount(name, currency)}${ANY_SHARD}`;

/** The row ids a sharded house account is spread over (an unsharded account is its own single row). */
export function houseShards(account: string): string[] {
  if (!account.endsWith(ANY_SHARD)) return [account];
  const base = account.slice(0, -ANY_SHARD.length);
  return Array.from({ length: HOUSE_SHARDS }, (_, i) => `${base}:${i}`);
}

// The shard each open transaction posts to, per sharded account. One transaction holds at most one shard of
// an account, so lock order between accounts stays what it was with one row each (no new deadlocks), and a
// transaction that posts to the account several times (a settlement's payouts, an opening and its creator's
// share) keeps to one row.
const chosenShards = new WeakMap<Transaction<Database>, Map<string, string>>();

/**
 * The row a posting to `account` in `trx` lands on. The first posting of a transaction to a sharded account
 * picks the shard from a hash of the transfer's ref (else its key): a battle's joins, refunds and payouts all
 * share its id as ref, so each battle's pot lives on one shard and that shard never pays out more than the
 * battle took in.
 */
function resolveShard(trx: Transaction<Database>, account: string, t: TransferInput): string {
  if (!account.endsWith(ANY_SHARD)) return account;
  let chosen = chosenShards.get(trx);
  if (!chosen) chosenShards.set(trx, (chosen = new Map()));
  let row = chosen.get(account);
  if (!row) {
    const h = createHash('sha256')
      .update(t.ref ?? t.key)
      .digest();
    row = houseShards(account)[h.readUInt32BE(0) % HOUSE_SHARDS];
    chosen.set(account, row);
  }
  return row;
}

/** Thrown when a guarded debit would take a wallet below zero. */
class InsufficientFunds extends AppError {
  constructor() {
    super(409, 'insufficient_balance', 'Your balance is too low for this');
  }
}

/** Creates the user's wallets (idempotent). */
export async function ensureWallets(q: Q, userId: string): Promise<void> {
  for (const currency of ALL_CURRENCIES) {
    await q
      .insertInto('accounts')
      .values({ id: userAccount(userId, currency), user_id: userId, currency, balance: 0, kind: 'user' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

async function ensureHouse(q: Q, account: string, currency: Currency): Promise<void> {
  await q
    .insertInto('accounts')
    .values({ id: account, user_id: null, currency, balance: 0, kind: 'house' })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Records a balanced transfer inside `trx`. Returns `applied: false` (and changes nothing) when a
 * transaction with the same key exists already. Throws InsufficientFunds when a user wallet would go negative;
 * the caller's transaction must then roll back.
 */
export async function transfer(
  trx: Transaction<Database>,
  t: TransferInput,
): Promise<{ applied: boolean; txId: string }> {
  if (t.postings.length < 2) throw badRequest('ledger_unbalanced', 'A transfer needs two sides');
  let sum = 0;
  for (const p of t.postings) {
    if (!Number.isSafeInteger(p.amount)) throw badRequest('ledger_amount', 'Amounts are whole units');
    sum += p.amount;
  }
  if (sum !== 0) throw badRequest('ledger_unbalanced', 'Postings must sum to zero');

  const txId = randomUUID();
  const inserted = await trx
    .insertInto('ledger_transactions')
    .values({
      id: txId,
      idem_key: t.key,
      kind: t.kind,
      user_id: t.userId ?? null,
      ref: t.ref ?? null,
      created_at: t.now,
    })
    .onConflict((oc) => oc.column('idem_key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const prior = await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idem_key', '=', t.key)
      .executeTakeFirstOrThrow();
    return { applied: false, txId: prior.id };
  }

  // Apply debits first so a failing guard stops before any credit is written.
  const ordered = [...t.postings]
    .map((p) => ({ account: resolveShard(trx, p.account, t), amount: p.amount }))
    .sort((a, b) => a.amount - b.amount);
  for (const p of ordered) {
    const isUser = p.account.startsWith('user:');
    let q = trx
      .updateTable('accounts')
      .set((eb) => ({ balance: eb('balance', '+', p.amount) }))
      .where('id', '=', p.account)
      .where('currency', '=', t.currency);
    if (isUser && p.amount < 0) q = q.where((eb) => eb(eb('balance', '+', p.amount), '>=', 0));
    let res = await q.executeTakeFirst();
    // A house account is created on first use. Only then: on PostgreSQL an INSERT ... ON CONFLICT on a row that
    // another open transaction has updated waits for that transaction, which would queue every transfer again.
    if (Number(res.numUpdatedRows) === 0 && p.account.startsWith('house:')) {
      await ensureHouse(trx, p.account, t.currency);
      res = await q.executeTakeFirst();
    }
    if (Number(res.numUpdatedRows) !== 1) {
      if (isUser && p.amount < 0) throw new InsufficientFunds();
      throw badRequest('ledger_account', `No such account ${p.account}`);
    }
    await trx
      .insertInto('ledger_entries')
      .values({ tx_id: txId, account_id: p.account, currency: t.currency, amount: p.amount })
      .execute();
  }
  // Published after the commit (dropped with a rollback): the ledger's volume by kind, for the metrics.
  const amount = t.postings.reduce((s, p) => s + Math.max(0, p.amount), 0);
  recordEventIfUnit(trx, { type: 'LedgerTransferred', kind: t.kind, currency: t.currency, amount });
  return { applied: true, txId };
}

/** The house account every points reward is paid from (levels, missions, rakeback, survey, daily streaks, hunts). */
export const REWARDS_POINT = houseAccount('rewards', 'point');

/** A points reward: `amount` point units from REWARDS_POINT to the user, applied once per `key`. */
export function payPoints(
  trx: Transaction<Database>,
  r: { key: string; kind: string; userId: string; amount: number; ref?: string; now: number },
): Promise<{ applied: boolean; txId: string }> {
  return transfer(trx, {
    key: r.key,
    kind: r.kind,
    currency: 'point',
    userId: r.userId,
    ref: r.ref ?? null,
    postings: [
      { account: REWARDS_POINT, amount: -r.amount },
      { account: userAccount(r.userId, 'point'), amount: r.amount },
    ],
    now: r.now,
  });
}

/** Current balance of one account (0 when it does not exist); of a sharded house account, the sum of its rows. */
export async function balanceOf(q: Q, account: string): Promise<number> {
  if (account.endsWith(ANY_SHARD)) {
    const rows = [account.slice(0, -ANY_SHARD.length), ...houseShards(account)];
    const row = await q
      .selectFrom('accounts')
      .select(sql<number>`coalesce(sum(balance), 0)`.as('s'))
      .where('id', 'in', rows)
      .executeTakeFirstOrThrow();
    return Number(row.s);
  }
  const row = await q.selectFrom('accounts').select('balance').where('id', '=', account).executeTakeFirst();
  return row ? Number(row.balance) : 0;
}
