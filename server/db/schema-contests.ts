/**
 * Table types of the contests (013-contests): wager races with their entries and results, giveaways with their
 * entrants and winners. schema.ts joins them into Database.
 */

/** TODO(issue 13, contests helper): the tables of 013-contests. */
export interface ContestsDatabase {}
