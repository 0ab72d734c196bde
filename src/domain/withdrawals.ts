/** Withdrawals to Steam: how many items one request may send. */

/** At most this many items in one withdrawal request. */
export const WITHDRAW_MAX_ITEMS = 10;

/**
 * Steam's trade protection: an item sent in a trade can be reverted for 7 days after it was accepted, so a withdrawal
 * stays reversible that long and the house counts it final only after.
 */
export const TRADE_PROTECTION_MS = 7 * 24 * 60 * 60_000;
