/** Tables of the back office's Money area (025-money-admin). schema.ts joins them into Database. */

/** One refunded top-up order: at most one row per order (primary key), written with the refund's ledger transfer. */
export interface OrderRefundsTable {
  trade_no: string;
  user_id: string;
  provider: string;
  /** The provider's id of its refund. */
  provider_refund_id: string;
  /** Coins taken back from the player's wallet (the order's amount plus its bonus), cents. */
  coins: number;
  /** What the provider gave back to the payer, cents. */
  pay_amount: number;
  reason: string;
  /** The staff member who refunded it. */
  staff_id: string;
  created_at: number;
}

/** The tables this part adds to Database. */
export interface MoneyDatabase {
  order_refunds: OrderRefundsTable;
}
