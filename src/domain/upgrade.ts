/** The upgrader's published limits, shared by the server (which enforces them) and the upgrade screen. */

/** At most this many pending items go into one upgrade. */
export const UPGRADE_MAX_ITEMS = 10;
/** The largest coin stake of one upgrade (cents). */
export const UPGRADE_MAX_COINS = 10_000_000;
/** The multiplier presets the target picker offers (targets priced near stake x preset). */
export const UPGRADE_PRESETS = [1.5, 2, 5, 10] as const;
