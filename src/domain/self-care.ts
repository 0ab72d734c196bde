/**
 * Self-care restrictions (SPEC sections 3 and 5): a top-up limit over a rolling window, or a break that blocks
 * top-ups and play, each for a few days. The server enforces them; the settings screen offers the same choices.
 */

/** The two kinds of self-care restriction. */
export const RESTRICTION_TYPES = ['TypeSelfRechargeLimit', 'TypeSelfBan'] as const;
/** How many days a restriction may last. */
export const RESTRICTION_DAYS = [1, 2, 3] as const;
/** How many days a restriction lasts. */
export type RestrictionDays = (typeof RESTRICTION_DAYS)[number];
/** The highest top-up limit a player may set (cents). */
export const MAX_RECHARGE_LIMIT = 99_999_900;
