/** Answer shapes of the economy route (GET /v1/economy; server/routes/v1/missions.ts). */
import { Type, type Static } from 'typebox';
import { Nullable } from './typebox';

/** The published rates (ECONOMY.md rule 5). */
export const EconomyRates = Type.Object({
  /** Rakeback share of played wagers, percent. */
  rakebackPercent: Type.Number(),
  /** What a point buys at the shop's best offer, in cents (a fraction). */
  pointCents: Type.Number(),
  /** What a feast ticket buys at the shop's best offer, in cents (a fraction). */
  ticketCents: Type.Number(),
  /** Rewards any account may receive before it has played, cents. */
  welcomeCents: Type.Number(),
  /** Share of the house edge on a player's played wagers that their rewards may cost, percent. */
  budgetSharePercent: Type.Number(),
  /** Wagers needed per coin of reward value before it may be sold or withdrawn. */
  wageringMultiplier: Type.Number(),
  /** The house edge of each game, percent. */
  edges: Type.Object({
    case: Type.Number(),
    battle: Type.Number(),
    upgrade: Type.Number(),
    playerCase: Type.Number(),
  }),
});
/** The published rates. */
export type EconomyRates = Static<typeof EconomyRates>;

/** The signed-in player's budget and wagering requirement (all cents; points in point units). */
export const EconomyView = Type.Object({
  /** What rewards may still pay out before more play. */
  roomCents: Type.Number(),
  usedCents: Type.Number(),
  /** Rewards earned that wait for the budget, in point units. */
  waitingPoints: Type.Number(),
  /** Cents of paid cases that would pay every waiting reward (0 when none waits). */
  waitingPlayNeeded: Type.Number(),
  /** Cents still to play before reward value may be sold or withdrawn (0: nothing holds). */
  wageringLeft: Type.Number(),
  /** Cents the open requirement started from (0 when none is open). */
  wageringTotal: Type.Number(),
});
/** The player's budget and wagering requirement. */
export type EconomyView = Static<typeof EconomyView>;

/** GET /v1/economy: the rates, and the player's own figures when signed in. */
export const EconomyAnswer = Type.Object({ rates: EconomyRates, me: Nullable(EconomyView) });
/** GET /v1/economy data. */
export type EconomyAnswer = Static<typeof EconomyAnswer>;
