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

/** A used OpenID response_nonce, kept until it could no longer be accepted anyway. */
export interface OpenidNoncesTable {
  nonce: string;
  expires_at: number;
}

/** A top-up order: 'pending' until the payment provider confirms ('paid') or the payer cancels ('cancelled'). */
export interface OrdersTable {
  trade_no: string;
  user_id: string;
  method: string;
  provider: string;
  /** Cents credited before the bonus. */
  amount: number;
  bonus: number;
  commission: number;
  /** Cents the payer is charged (amount + commission). */
  pay_amount: number;
  email: string | null;
  status: string;
  created_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
}

/** A self-care restriction in force from created_at until `until` (TypeSelfRechargeLimit or TypeSelfBan). */
export interface RestrictionsTable {
  id: string;
  user_id: string;
  type: string;
  days: number;
  limit_cents: number | null;
  created_at: number;
  until: number;
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
  openid_nonces: OpenidNoncesTable;
  orders: OrdersTable;
  restrictions: RestrictionsTable;
}
