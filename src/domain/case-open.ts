/** Rules of a case opening that the server, the contract and the client share. */

/** Most cases one POST /case/open opens at once. */
export const MAX_OPEN_COUNT = 5;
