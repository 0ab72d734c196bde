/** Answer shapes of the economy route (GET /v1/economy; server/routes/v1/missions.ts). */

/** The published rates (ECONOMY.md rule 5). */
export interface EconomyRates {
  /** Rakeback share of played wagers, percent. */
  rakebackPercent: number;
  /** What a point buys at the shop's best offer, in cents (a fraction). */
  pointCents: number;
  /** What a feast ticket buys at the shop's best offer, in cents (a fraction). */
  ticketCents: number;
  /** Rewards any account may receive before it has played, cents. */
  welcomeCents: number;
  /** Share of the house edge on a player's played wagers that their rewards may cost, percent. */
  budgetSharePercent: number;
  /** Wagers needed per coin of reward value before it may be sold or withdrawn. */
  wageringMultiplier: number;
  /** The house edge of each game, percent. */
  edges: { case: number; battle: number; upgrade: number; playerCase: number };
}

/** The signed-in player's budget and wagering requirement (all cents; points in point units). */
export interface EconomyView {
  /** What rewards may still pay out before more play. */
  roomCents: number;
  usedCents: number;
  /** Rewards earned that wait for the budget, in point units. */
  waitingPoints: number;
  /** Cents of paid cases that would pay every waiting reward (0 when none waits). */
  waitingPlayNeeded: number;
  /** Cents still to play before reward value may be sold or withdrawn (0: nothing holds). */
  wageringLeft: number;
  /** Cents the open requirement started from (0 when none is open). */
  wageringTotal: number;
}

/** GET /v1/economy: the rates, and the player's own figures when signed in. */
export interface EconomyAnswer {
  rates: EconomyRates;
  me: EconomyView | null;
}
