/** Tables of the reward budget (021-economy). schema.ts joins them into Database. */

/** A player's reward budget and wagering requirement (server/services/economy). */
export interface EconomyAccountsTable {
  user_id: string;
  /** Millicents: 40% of the house edge on the player's played wagers. */
  budget: number;
  /** Millicents: the coin value of the non-competitive rewards received. */
  used: number;
  /** Cents still to play before reward value may be sold or withdrawn. */
  wager_left: number;
  /** Cents the open requirement started from (0 when none is open), for the progress bar. */
  wager_total: number;
  updated_at: number;
}

/** A reward earned but waiting for the budget (paid by the next played wager that makes room). */
export interface RewardsWaitingTable {
  /** The ledger key it will be paid under. */
  key: string;
  user_id: string;
  kind: string;
  /** Point units. */
  amount: number;
  ref: string | null;
  created_at: number;
}

/** The tables this part adds to Database. */
export interface EconomyDatabase {
  economy_accounts: EconomyAccountsTable;
  rewards_waiting: RewardsWaitingTable;
}
