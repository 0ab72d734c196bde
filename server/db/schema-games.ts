/**
 * Table types of the games around the cases and battles: the local beacon chain (007), levels (008), daily cases
 * and pins (009), missions, rakeback and the survey (010), skin hunts (011). schema.ts joins them into Database.
 */

/** The embedded local beacon chain's key pair and timing (007-beacon); one row per configured period. */
export interface BeaconChainsTable {
  /** 'local:{period_ms}'. */
  name: string;
  /** The chain hash (src/domain/beacon.ts chainHashOf). */
  chain: string;
  scheme: string;
  public_key: string;
  /** The BLS secret key, hex. */
  secret_key: string;
  /** Unix seconds of round 1. */
  genesis: number;
  period_ms: number;
  created_at: number;
}

/** When a player last opened a daily case free (009-daily): one row per player and case. */
export interface DailyClaimsTable {
  user_id: string;
  case_id: string;
  opened_at: number;
  opening_id: string;
}

/** A case a player pinned (009-daily). */
export interface UserPinsTable {
  user_id: string;
  case_id: string;
  created_at: number;
}

/** A rakeback payout (010-missions): `wagered` is the player's wager total in cents it was computed from. */
export interface RakebackClaimsTable {
  user_id: string;
  seq: number;
  wagered: number;
  /** Point units credited. */
  amount: number;
  tx_id: string;
  created_at: number;
}

/** A player's one answer to the onboarding survey (010-missions); weapons_json is a JSON array of weapon names. */
export interface SurveyAnswersTable {
  user_id: string;
  experience: string;
  play_style: string;
  weapons_json: string;
  tx_id: string;
  created_at: number;
}

/** One XP change under a unique key (008-levels): a wager's XP, or the negative XP of a refunded stake. */
export interface XpEventsTable {
  key: string;
  user_id: string;
  amount: number;
  created_at: number;
}

/** A skin hunt (011-hunts): its UTC-day window. */
export interface HuntsTable {
  id: string;
  starts_at: number;
  ends_at: number;
  created_at: number;
}

/** A target skin of a hunt, its bounty (point units) and the first finder. */
export interface HuntTargetsTable {
  hunt_id: string;
  item_id: string;
  position: number;
  bounty: number;
  winner_user_id: string | null;
  winner_loot_id: string | null;
  won_at: number | null;
}

/** The tables above, by name. */
export interface GamesDatabase {
  beacon_chains: BeaconChainsTable;
  daily_claims: DailyClaimsTable;
  user_pins: UserPinsTable;
  rakeback_claims: RakebackClaimsTable;
  survey_answers: SurveyAnswersTable;
  xp_events: XpEventsTable;
  hunts: HuntsTable;
  hunt_targets: HuntTargetsTable;
}
