/**
 * Table types of the feast (012-feast): feasts, the players' feast progress and ladder claims, the event
 * marketplace's offers and purchases, and the wager log every event counts from. schema.ts joins them into Database.
 */

/** TODO(issue 13, feast helper): the tables of 012-feast. */
export interface FeastDatabase {}
