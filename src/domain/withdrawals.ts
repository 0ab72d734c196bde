/** Withdrawals to Steam: how many items one request may send. */

/** At most this many items in one withdrawal request. */
export const WITHDRAW_MAX_ITEMS = 10;
