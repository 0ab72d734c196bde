/** Shared entity shapes (SPEC section 3) used by the server, the websocket events and the client. */
import { Type, type Static } from 'typebox';
import { Nullable, OneOf } from './typebox';

/** Battle status (SPEC section 4). */
export const BattleStatus = OneOf(['waiting', 'processing', 'playing', 'finished']);
/** Battle status (SPEC section 4). */
export type BattleStatus = Static<typeof BattleStatus>;
/** Single battles pit players against each other; team battles put slots 1-2 against 3-4. */
export const BattleType = OneOf(['single', 'team']);
/** Single battles pit players against each other; team battles put slots 1-2 against 3-4. */
export type BattleType = Static<typeof BattleType>;
/** default: highest wins; crazy: lowest wins; sharing: everybody wins. */
export const BattleMode = OneOf(['default', 'crazy', 'sharing']);
/** default: highest wins; crazy: lowest wins; sharing: everybody wins. */
export type BattleMode = Static<typeof BattleMode>;

/** Site statistics shown in the header and lobby. */
export const Stats = Type.Object({
  online: Type.Number(),
  userCount: Type.Number(),
  battleCount: Type.Number(),
  upgradeCount: Type.Number(),
  caseCount: Type.Number(),
  battleActive: Type.Number(),
});
/** Site statistics shown in the header and lobby. */
export type Stats = Static<typeof Stats>;

/** A skin as shown on a card. Prices are cents. */
export const Item = Type.Object({
  rarity: Type.String(),
  price: Type.Number(),
  image: Type.String(),
  base: Type.String(),
  pattern: Type.String(),
  exterior: Type.String(),
  stattrak: Type.Boolean(),
});
/** A skin as shown on a card. Prices are cents. */
export type Item = Static<typeof Item>;

/** An item as the catalog sends it; `rarity` is the rank 1 (rarest) to 7, `price` cents, base = weapon, pattern = finish. */
export const CatalogItem = Type.Object({
  ...Type.Omit(Item, ['rarity']).properties,
  id: Type.String(),
  name: Type.String(),
  weapon: Type.String(),
  finish: Type.String(),
  rarity: Type.Number({ description: 'Rank 1 (rarest) to 7.' }),
});
/** An item as the catalog sends it. */
export type CatalogItem = Static<typeof CatalogItem>;

/** A catalog item with its grade's name in `rarity` (the drop feed and battles show names, not ranks). */
export const GradedItem = Type.Object({
  ...Type.Omit(CatalogItem, ['rarity']).properties,
  rarity: Type.String({ description: "The grade's name (Covert, Classified...)." }),
});
/** A catalog item with its grade's name in `rarity`. */
export type GradedItem = Static<typeof GradedItem>;

/** An item as battles carry it: the graded item with the rank (1 rarest .. 7) in `rarityRank`. */
export const BattleItem = Type.Object({ ...GradedItem.properties, rarityRank: Type.Number() });
/** An item as battles carry it. */
export type BattleItem = Static<typeof BattleItem>;

/** One won item, as the drop feed shows it. */
export const LootEntry = Type.Object({ id: Type.String(), item: GradedItem });
/** One won item, as the drop feed shows it. */
export type LootEntry = Static<typeof LootEntry>;

/** One row of a case's odds table; chances are out of 100000. */
export const OddsRow = Type.Object({
  item: BattleItem,
  chance: Type.Number(),
  fixedPrice: Type.Number(),
  rangeMin: Type.Number(),
  rangeMax: Type.Number(),
  chancePercent: Type.Number(),
});
/** One row of a case's odds table; chances are out of 100000. */
export type OddsRow = Static<typeof OddsRow>;

/** A case inside a battle. */
export const BattleCase = Type.Object({
  case: Type.Object({
    id: Type.Optional(Type.String()),
    title: Type.String(),
    image: Type.Optional(Type.String()),
    price: Type.Optional(Type.Number()),
    odds: Type.Object({ rows: Type.Array(OddsRow) }),
  }),
  quantity: Type.Number(),
});
/** A case inside a battle. */
export type BattleCase = Static<typeof BattleCase>;

/** One roll: who rolled, the price won (cents) and the item. */
export const Roll = Type.Object({ userID: Type.String(), price: Type.Number(), itemID: Type.String() });
/** One roll: who rolled, the price won (cents) and the item. */
export type Roll = Static<typeof Roll>;

/** A player's public face beside what they did: id, nickname and avatar (feeds, boards, viewers, creators). */
export const PlayerFace = Type.Object({
  userID: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
});
/** A player's public face. */
export type PlayerFace = Static<typeof PlayerFace>;

/** Public profile bits shown next to a player. */
export const PublicUser = Type.Object({
  nickname: Type.String(),
  avatar: Type.String(),
  level: Type.Object({ lv: Type.Number() }),
  isBot: Type.Boolean(),
  isVerified: Type.Boolean(),
});
/** Public profile bits shown next to a player. */
export type PublicUser = Static<typeof PublicUser>;

/** The fields of a player in a battle slot, rolls aside (battle.ts adds the played rolls). */
export const battleUserFields = {
  userID: Type.String(),
  slot: Type.Number(),
  user: PublicUser,
  isWinner: Type.Boolean(),
  winAmount: Type.Number(),
  rollAmount: Type.Number(),
  loots: Type.Array(Type.Object({ id: Type.String(), item: BattleItem })),
  clientSeed: Type.String(),
  withBot: Type.Boolean(),
};

/** A player in a battle slot. */
export const BattleUser = Type.Object({ ...battleUserFields, rolls: Type.Array(Roll) });
/** A player in a battle slot. */
export type BattleUser = Static<typeof BattleUser>;

/** A reroll (tie-break): the roll and each tied user's range. */
export const Reroll = Type.Object({
  roll: Type.Number(),
  rollID: Type.String(),
  users: Type.Array(Type.Object({ userID: Type.String(), rangeMin: Type.Number(), rangeMax: Type.Number() })),
});
/** A reroll (tie-break): the roll and each tied user's range. */
export type Reroll = Static<typeof Reroll>;

/** The provably fair scheme a battle follows (FAIRNESS.md). */
export const FairnessVersion = OneOf([1, 2], { description: 'FAIRNESS.md version' });
/** The provably fair scheme a battle follows (FAIRNESS.md). */
export type FairnessVersion = Static<typeof FairnessVersion>;

/**
 * The public randomness a version-2 battle mixes into its client seed: the first beacon round published after the
 * battle filled. `randomness` and `signature` are null while the battle waits for that round.
 */
export const BattleBeacon = Type.Object({
  chain: Type.String({ description: 'The chain hash (GET /v1/beacon/info).' }),
  round: Type.Number(),
  randomness: Nullable(Type.String({ description: 'SHA256(signature), lowercase hex.' })),
  signature: Nullable(Type.String({ description: "The round's BLS signature, lowercase hex." })),
});
/** The public randomness a version-2 battle mixes into its client seed. */
export type BattleBeacon = Static<typeof BattleBeacon>;

/** The fields of a case battle, players aside (battle.ts's BattleView adds them). serverSeed is revealed only when finished. */
export const battleFields = {
  id: Type.String(),
  isPublic: Type.Boolean(),
  userID: Type.String(),
  status: BattleStatus,
  type: BattleType,
  mode: BattleMode,
  fixedPrice: Type.Number(),
  cases: Type.Array(BattleCase),
  currentRound: Type.Number(),
  totalRound: Type.Number(),
  teams: Type.Number(),
  createdAt: Type.Number(),
  templateID: Nullable(Type.String()),
  reroll: Nullable(Reroll),
  clientSeed: Type.String(),
  ticket: Type.String(),
  serverSeed: Nullable(Type.String()),
  nonce: Type.Number(),
  startedAt: Nullable(Type.Number()),
};

/** A case battle. serverSeed is revealed only when finished. */
export const Battle = Type.Object({ ...battleFields, users: Type.Array(BattleUser) });
/** A case battle. serverSeed is revealed only when finished. */
export type Battle = Static<typeof Battle>;

/** What GET /v1/battle/detail adds to the Battle: what a client needs to verify it and to resume mid-round. */
export const battleDetailFields = {
  serverSeedHash: Type.String(),
  players: Type.Number({ description: 'Number of slots.' }),
  cancelled: Type.Boolean(),
  roundStartedAt: Nullable(
    Type.Number({
      description:
        'Start of the current round (null before round 1); with `now` a spectator knows how far the spin is.',
    }),
  ),
  finishedAt: Nullable(Type.Number()),
  now: Type.Number({ description: "The server's clock when this answer was made." }),
  fairness: FairnessVersion,
  filledAt: Nullable(
    Type.Number({ description: 'When the last slot filled (ms, server clock); null while seats are open.' }),
  ),
  beacon: Nullable(BattleBeacon),
};

/** What GET /v1/battle/detail adds to the Battle. */
export const BattleDetailExtras = Type.Object(battleDetailFields);
/** What GET /v1/battle/detail adds to the Battle. */
export type BattleDetailExtras = Static<typeof BattleDetailExtras>;
