/** Wire shapes of the economy route (GET /v1/economy; server/routes/v1/missions.ts). */
import { Type, type Static } from 'typebox';
import { Nullable } from './typebox';

/** The published rates (ECONOMY.md rule 5). */
export const EconomyRates = Type.Object({
  rakebackPercent: Type.Number({ description: 'Rakeback share of played wagers, percent.' }),
  pointCents: Type.Number({
    description: "What a point buys at the shop's best offer, in cents (a fraction).",
  }),
  ticketCents: Type.Number({
    description: "What a feast ticket buys at the shop's best offer, in cents (a fraction).",
  }),
  welcomeCents: Type.Integer({ description: 'Rewards any account may receive before it has played, cents.' }),
  budgetSharePercent: Type.Number({
    description: "Share of the house edge on a player's played wagers that their rewards may cost, percent.",
  }),
  wageringMultiplier: Type.Number({
    description: 'Wagers needed per coin of reward value before it may be sold or withdrawn.',
  }),
  edges: Type.Object(
    { case: Type.Number(), battle: Type.Number(), upgrade: Type.Number(), playerCase: Type.Number() },
    { description: 'The house edge of each game, percent.' },
  ),
});
/** The published rates. */
export type EconomyRates = Static<typeof EconomyRates>;

/** The signed-in player's budget and wagering requirement (all cents; points in point units). */
export const EconomyView = Type.Object({
  roomCents: Type.Number({ description: 'What rewards may still pay out before more play.' }),
  usedCents: Type.Number(),
  waitingPoints: Type.Number({ description: 'Rewards earned that wait for the budget, in point units.' }),
  waitingPlayNeeded: Type.Number({
    description: 'Cents of paid cases that would pay every waiting reward (0 when none waits).',
  }),
  wageringLeft: Type.Number({
    description: 'Cents still to play before reward value may be sold or withdrawn (0: nothing holds).',
  }),
  wageringTotal: Type.Number({
    description: 'Cents the open requirement started from (0 when none is open).',
  }),
});
/** The signed-in player's budget and wagering requirement. */
export type EconomyView = Static<typeof EconomyView>;

/** GET /v1/economy: the rates, and the player's own figures when signed in. */
export const EconomyAnswer = Type.Object({ rates: EconomyRates, me: Nullable(EconomyView) });
/** GET /v1/economy answer. */
export type EconomyAnswer = Static<typeof EconomyAnswer>;
