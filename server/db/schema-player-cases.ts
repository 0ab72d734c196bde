/** Tables of the issue-12 part "player-cases" (migration in server/db/migrations). */

/** The tables this part adds to Database. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlayerCasesDatabase {}
