/** Shared entity shapes (SPEC section 3) used by the server, the websocket events and the client. */

/** Battle status (SPEC section 4). */
export type BattleStatus = 'waiting' | 'processing' | 'playing' | 'finished';
/** Single battles pit players against each other; team battles put slots 1-2 against 3-4. */
export type BattleType = 'single' | 'team';
/** default: highest wins; crazy: lowest wins; sharing: everybody wins. */
export type BattleMode = 'default' | 'crazy' | 'sharing';

/** Site statistics shown in the header and lobby. */
export interface Stats {
  online: number;
  userCount: number;
  battleCount: number;
  upgradeCount: number;
  caseCount: number;
  battleActive: number;
}

/** A skin as shown on a card. Prices are cents. */
export interface Item {
  rarity: string;
  price: number;
  image: string;
  base: string;
  pattern: string;
  exterior: string;
  stattrak: boolean;
}

/** One won item. */
export interface LootEntry {
  id: string;
  item: Item;
}

/** One row of a case's odds table; chances are out of 100000. */
export interface OddsRow {
  item: Item & { id?: string };
  chance: number;
  fixedPrice: number;
  rangeMin: number;
  rangeMax: number;
  chancePercent: number;
}

/** A case inside a battle. */
export interface BattleCase {
  case: { id?: string; title: string; image?: string; price?: number; odds: { rows: OddsRow[] } };
  quantity: number;
}

/** One roll: who rolled, the price won (cents) and the item. */
export interface Roll {
  userID: string;
  price: number;
  itemID: string;
}

/** Public profile bits shown next to a player. */
export interface PublicUser {
  nickname: string;
  avatar: string;
  level: { lv: number };
  isBot: boolean;
  isVerified: boolean;
}

/** A player in a battle slot. */
export interface BattleUser {
  userID: string;
  slot: number;
  user: PublicUser;
  isWinner: boolean;
  winAmount: number;
  rollAmount: number;
  rolls: Roll[];
  loots: LootEntry[];
  clientSeed: string;
  withBot: boolean;
}

/** A reroll (tie-break): the roll and each tied user's range. */
export interface Reroll {
  roll: number;
  rollID: string;
  users: { userID: string; rangeMin: number; rangeMax: number }[];
}

/** A case battle. serverSeed is revealed only when finished. */
export interface Battle {
  id: string;
  isPublic: boolean;
  userID: string;
  status: BattleStatus;
  type: BattleType;
  mode: BattleMode;
  fixedPrice: number;
  cases: BattleCase[];
  users: BattleUser[];
  currentRound: number;
  totalRound: number;
  teams: number;
  createdAt: number;
  templateID: string | null;
  reroll: Reroll | null;
  clientSeed: string;
  ticket: string;
  serverSeed: string | null;
  nonce: number;
  startedAt: number | null;
}

/** What GET /v1/battle/detail adds to the Battle: what a client needs to verify it and to resume mid-round. */
export interface BattleDetailExtras {
  serverSeedHash: string;
  /** Number of slots. */
  players: number;
  cancelled: boolean;
  /** Start of the current round (null before round 1); with `now` a spectator knows how far the spin is. */
  roundStartedAt: number | null;
  finishedAt: number | null;
  /** The server's clock when this answer was made. */
  now: number;
  /** FAIRNESS.md version: 1 (slot seeds only) or 2 (slot seeds and a public beacon round). */
  fairness: FairnessVersion;
  /** When the last slot filled (ms, server clock); null while seats are open. */
  filledAt: number | null;
  /** Version 2: the beacon round that seals the battle (set when it fills); null in version 1 or before it fills. */
  beacon: BattleBeacon | null;
}

/** The provably fair scheme a battle follows (FAIRNESS.md). */
export type FairnessVersion = 1 | 2;

/**
 * The public randomness a version-2 battle mixes into its client seed: the first beacon round published after the
 * battle filled. `randomness` and `signature` are null while the battle waits for that round.
 */
export interface BattleBeacon {
  /** The chain hash (GET /v1/beacon/info). */
  chain: string;
  round: number;
  /** SHA256(signature), lowercase hex. */
  randomness: string | null;
  /** The round's BLS signature, lowercase hex. */
  signature: string | null;
}
