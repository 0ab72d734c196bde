/** Table types of the player-made cases (018-player-cases). schema.ts joins them into Database. */

/** The player-case facts of a `cases` row of type 'player'. */
export interface PlayerCasesTable {
  case_id: string;
  creator_id: string;
  /** The name in lower case, for search. */
  name_key: string;
  /** 'public' (listed in community cases) or 'unlisted' (by link only). */
  visibility: string;
  /** The art's colour (#rrggbb): the rarest item's rarity colour. */
  theme: string;
  /** Cases opened, all time (raised in each opening's transaction). */
  openings: number;
  /** What the creator earned from openings, in cents (raised with the ledger credit). */
  earnings: number;
  created_at: number;
  /** 026: when staff last marked the case reviewed (ms), null never. */
  reviewed_at?: number | null;
  /** 026: when staff took the case down (hidden from players; its creator still sees it), null if live. */
  taken_down_at?: number | null;
  /** 026: why it was taken down (shown to the creator). */
  taken_down_reason?: string | null;
}

/** The tables this part adds to Database. */
export interface PlayerCasesDatabase {
  player_cases: PlayerCasesTable;
}
