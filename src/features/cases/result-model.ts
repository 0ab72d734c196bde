/** Pure arithmetic of a case result: what the drops are worth against what was paid, and what is left to sell. */

/** Whether a result gained, lost or broke even. */
export type Outcome = 'profit' | 'loss' | 'even';

/** The outcome of a difference in cents. */
export function outcomeOf(diffCents: number): Outcome {
  return diffCents > 0 ? 'profit' : diffCents < 0 ? 'loss' : 'even';
}

/** One won item as the result reads it: its price (cents), its loot id (null for a demo) and its state. */
export interface ResultItem {
  item: { price: number };
  lootID: string | null;
  state: 'pending' | 'selling' | 'sold' | 'kept';
}

/** What a spin came to: value and price paid (cents), the difference, and the items still for sale. */
export interface ResultSummary {
  /** What the drops are worth together. */
  value: number;
  /** What the cases cost together (0 for a free daily case). */
  paid: number;
  /** value - paid. */
  diff: number;
  outcome: Outcome;
  /** Loot ids of the items that can still be sold (pending ones; a demo has none). */
  sellable: string[];
  /** What they sell for together. */
  sellValue: number;
}

/** The summary of `won` when each case cost `pricePerCase` cents. */
export function resultSummary(won: readonly ResultItem[], pricePerCase: number): ResultSummary {
  const value = won.reduce((s, w) => s + w.item.price, 0);
  const paid = pricePerCase * won.length;
  const forSale = won.filter(
    (w): w is ResultItem & { lootID: string } => !!w.lootID && w.state === 'pending',
  );
  return {
    value,
    paid,
    diff: value - paid,
    outcome: outcomeOf(value - paid),
    sellable: forSale.map((w) => w.lootID),
    sellValue: forSale.reduce((s, w) => s + w.item.price, 0),
  };
}
