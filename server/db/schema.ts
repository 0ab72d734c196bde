/** Kysely table types. Times are epoch milliseconds, money integer cents, booleans 0/1 integers. */

export interface UsersTable {
  id: string;
  steam_id: string;
  nickname: string;
  avatar: string;
  level: number;
  is_bot: number;
  is_verified: number;
  client_seed: string;
  email: string | null;
  trade_url: string | null;
  pay_bonus_percent: number;
  created_at: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** One balance per account: a user's wallet ('user:<id>:<currency>') or a house account ('house:<name>:<currency>'). */
export interface AccountsTable {
  id: string;
  user_id: string | null;
  currency: string;
  balance: number;
  kind: string;
}

export interface LedgerTransactionsTable {
  id: string;
  /** Idempotency or natural key: a retried request with the same key is applied once. */
  idem_key: string;
  kind: string;
  user_id: string | null;
  ref: string | null;
  created_at: number;
}

export interface LedgerEntriesTable {
  tx_id: string;
  account_id: string;
  currency: string;
  amount: number;
}

/** Minimal battle row the foundation counts; the battles issue extends it. */
export interface BattlesTable {
  id: string;
  status: string;
  created_at: number;
}

export interface CaseOpeningsTable {
  id: string;
  user_id: string;
  case_id: string;
  created_at: number;
}

export interface UpgradesTable {
  id: string;
  user_id: string;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  battles: BattlesTable;
  case_openings: CaseOpeningsTable;
  upgrades: UpgradesTable;
}
