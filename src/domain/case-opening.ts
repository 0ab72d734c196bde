/** Case openings (FAIRNESS.md "Cases"): how many cases one request opens and the roll cursor of each. */

/** Most cases one request opens (the open screen offers 1..MAX_OPEN_COUNT; the server refuses more). */
export const MAX_OPEN_COUNT = 5;

/** The roll cursor of the case at `index` (0-based) of a paid opening: `case:i` (a free daily case rolls `daily`). */
export const caseCursor = (index: number): string => `case:${index}`;
