/** What a page hands the arena: plain, serialisable descriptions of a battle or a case opening. */
import type { ArenaTiming } from './timing';
import type { ArenaOddsRow, RarityRank } from './types';

/** An item as drawn on a card. `image` is a URL (the catalog's /api/v1/art picture); without it the card shows name and price only. */
export interface ItemView {
  id: string;
  name: string;
  priceCents: number;
  rarity: RarityRank;
  image?: string;
}

/** A case: its id, title and odds rows (each row names an item in `items`). */
export interface CaseView {
  id: string;
  title: string;
  odds: ArenaOddsRow[];
}

/** A player in a slot (slots 1-2 are team ct and 3-4 team t in team battles). */
interface ShowPlayer {
  slot: number;
  /** '' for an empty seat (drawn as one, with no initial). */
  userId: string;
  name: string;
  isBot?: boolean;
}

/** One round: its case, every slot's rolled item and, when known, when it started (server clock, epoch ms). */
export interface ShowRound {
  round: number;
  caseId: string;
  rolls: { slot: number; itemId: string }[];
  startedAt?: number;
}

/** A tie-break: the roll (1..100000) and the tied candidates (players, or teams ct before t) with their ranges. */
export interface ShowReroll {
  roll: number;
  candidates: { slots: number[]; rangeMin: number; rangeMax: number }[];
}

/** The final result: winning slots and what each slot takes home (cents). */
export interface ShowResult {
  winnerSlots: number[];
  winnings: { slot: number; cents: number }[];
}

/** Translated strings drawn in the canvas (the arena hard-codes no words). */
export interface ArenaLabels {
  winner: string;
  reroll: string;
  teamCt: string;
  teamT: string;
  waiting: string;
  processing: string;
  calculating: string;
  /** Title of a case opening's result, e.g. 'You won'. */
  won: string;
}

/** How money is written: the locale (ISO tag such as 'de-DE') whose style the whole site uses, see src/domain/format.ts. */
export interface MoneyFormat {
  locale: string;
}

/** The money format when a show names none. */
export const DEFAULT_MONEY: MoneyFormat = { locale: 'en-US' };

/** A case battle to show: everything known so far; call `engine.load` again with a new object as it changes. */
export interface BattleShow {
  kind: 'battle';
  battleId: string;
  type: 'single' | 'team';
  mode: 'default' | 'crazy' | 'sharing';
  status: 'waiting' | 'processing' | 'playing' | 'finished';
  totalRounds: number;
  players: ShowPlayer[];
  /** Rounds started so far, in order. */
  rounds: ShowRound[];
  cases: CaseView[];
  items: ItemView[];
  reroll?: ShowReroll | null;
  result?: ShowResult | null;
  labels: ArenaLabels;
  money?: MoneyFormat;
  timing?: Partial<ArenaTiming>;
}

/** A case opening of 1 to 5 strips, one result per strip. */
export interface CaseShow {
  kind: 'case';
  /** Unique per opening (seeds the strips), e.g. `${userId}:${nonce}`. */
  openingId: string;
  case: CaseView;
  items: ItemView[];
  results: string[];
  /** Server clock, epoch ms; absent means "now". */
  startedAt?: number;
  labels: ArenaLabels;
  money?: MoneyFormat;
  spinMs?: number;
}

/** Translated strings the upgrade gauge draws (the arena hard-codes no words). */
export interface UpgradeLabels {
  /** Under the chance in the gauge's centre, e.g. 'Chance'. */
  chance: string;
  /** The result when the needle lands in the win arc, e.g. 'Upgraded'. */
  won: string;
  /** The result when it lands outside, e.g. 'Lost'. */
  lost: string;
}

/**
 * An upgrade on the radial gauge: the win arc covers `winTickets` of the 100000 tickets from 12 o'clock clockwise.
 * Without a `roll` the gauge shows the chance and waits; a roll (with a new `upgradeId`) spins the needle onto it.
 */
export interface UpgradeShow {
  kind: 'upgrade';
  /** Unique per roll; null before the roll. A new id starts a new spin. */
  upgradeId: string | null;
  /** Tickets out of 100000 that win (1000..80000 for a valid upgrade). */
  winTickets: number;
  /** The roll, 1..100000, once made. */
  roll: number | null;
  /** The item the player is upgrading to (drawn in the gauge's centre). */
  target: ItemView;
  /** The stake in cents (items plus coins): the multiplier shown is target / stake. */
  stakeCents: number;
  /** Server clock, epoch ms, of the roll; absent means "now". */
  startedAt?: number;
  labels: UpgradeLabels;
  money?: MoneyFormat;
  spinMs?: number;
}

/** Any kind of show. */
export type ArenaShow = BattleShow | CaseShow | UpgradeShow;

/** Each of the slots' sum (cents) of the prices of its rolls in rounds 1..uptoRound. */
export function slotTotals(
  items: readonly { id: string; priceCents: number }[],
  slots: readonly number[],
  rounds: readonly { round: number; rolls: readonly { slot: number; itemId: string }[] }[],
  uptoRound: number,
): Map<number, number> {
  const price = new Map(items.map((i) => [i.id, i.priceCents]));
  const totals = new Map<number, number>(slots.map((slot) => [slot, 0]));
  for (const r of rounds) {
    if (r.round > uptoRound) continue;
    for (const roll of r.rolls)
      totals.set(roll.slot, (totals.get(roll.slot) ?? 0) + (price.get(roll.itemId) ?? 0));
  }
  return totals;
}

/** Each slot's running total (cents) over rounds 1..uptoRound. */
export function runningTotals(show: BattleShow, uptoRound: number): Map<number, number> {
  const slots = show.players.map((p) => p.slot);
  return slotTotals(show.items, slots, show.rounds, uptoRound);
}
