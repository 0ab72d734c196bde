/**
 * Answer shapes of a profile's history tabs (GET /user/profile/{tab}?userID=&cursor=), shared by server and
 * client. Every list is newest first; `cursor` is null on the last page. A private profile answers 403
 * `profile_private` to everyone but its owner.
 */
import { Type, type Static } from 'typebox';
import { PROFILE_TABS } from '../domain/profile-tabs';
import { CatalogItem, LootPage } from './catalog';
import { CursorPage, PageCursor, Slug } from './fields';
import { BattleMode, BattleType } from './types';
import { Closed, Nullable, OneOf } from './typebox';

/** One history tab. */
export const ProfileTab = OneOf(PROFILE_TABS);
/** One history tab. */
export type ProfileTab = Static<typeof ProfileTab>;

/** How a battle the player sat in stands: still waiting or running, finished, or cancelled (stakes refunded). */
export const ProfileBattleState = OneOf(['waiting', 'running', 'finished', 'cancelled']);
/** How a battle the player sat in stands. */
export type ProfileBattleState = Static<typeof ProfileBattleState>;

/** One battle of the player: its settings, their stake, and (once finished) whether they won and what they got. */
export const ProfileBattle = Type.Object({
  id: Type.String(),
  type: BattleType,
  mode: BattleMode,
  players: Type.Number({ description: 'Seats of the battle.' }),
  cost: Type.Number({ description: 'The stake per player (cents).' }),
  state: ProfileBattleState,
  won: Nullable(Type.Boolean()),
  winAmount: Type.Number({
    description: 'What the player received: items and coin together (cents); 0 before the end.',
  }),
  createdAt: Type.Number(),
  finishedAt: Nullable(Type.Number()),
});
/** One battle of the player. */
export type ProfileBattle = Static<typeof ProfileBattle>;

/** One case of an opening: its place, the roll's cursor (`case:<index>`, or `daily`), its roll and the item it gave. */
export const ProfileOpeningResult = Type.Object({
  index: Type.Number(),
  cursor: Type.String(),
  roll: Type.Number(),
  item: CatalogItem,
});
/** One case of an opening. */
export type ProfileOpeningResult = Static<typeof ProfileOpeningResult>;

/** One opening (up to 5 cases of one kind at once) with what the verifier needs: seed hash, client seed, nonce. */
export const ProfileOpening = Type.Object({
  id: Type.String(),
  caseID: Type.String(),
  caseTitle: Type.String(),
  caseImage: Type.String(),
  price: Type.Number({ description: 'What one case cost the player (cents; 0 for a free daily case).' }),
  nonce: Type.Number(),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  results: Type.Array(ProfileOpeningResult),
  createdAt: Type.Number(),
});
/** One opening. */
export type ProfileOpening = Static<typeof ProfileOpening>;

/**
 * One upgrade: the stake (items' prices plus `coins`, cents) and how many items went in, the target (at its price
 * then), the chance in tickets, the roll and the outcome, and the public facts the verifier needs (cursor `upgrade`).
 */
export const ProfileUpgrade = Type.Object({
  id: Type.String(),
  stake: Type.Number(),
  coins: Type.Number(),
  itemsCount: Type.Number(),
  target: CatalogItem,
  winTickets: Type.Number(),
  roll: Type.Number(),
  won: Type.Boolean(),
  nonce: Type.Number(),
  serverSeedHash: Type.String(),
  createdAt: Type.Number(),
});
/** One upgrade. */
export type ProfileUpgrade = Static<typeof ProfileUpgrade>;

const battlesPage = CursorPage(ProfileBattle);
const openingsPage = CursorPage(ProfileOpening);
const upgradesPage = CursorPage(ProfileUpgrade);

/** What each tab answers. */
export type ProfileTabPages = {
  inventory: LootPage;
  battles: Static<typeof battlesPage>;
  openings: Static<typeof openingsPage>;
  upgrades: Static<typeof upgradesPage>;
};

/** GET /user/profile/{tab}: one of the tabs. */
export const ProfileTabParams = Closed({ tab: ProfileTab });

/** GET /user/profile/{tab} query: whose profile, and where the page starts. */
export const ProfileTabQuery = Closed({
  userID: Slug,
  cursor: Type.Optional(PageCursor),
});
/** GET /user/profile/{tab} query. */
export type ProfileTabQuery = Static<typeof ProfileTabQuery>;

/** GET /user/profile/{tab}: a page of that tab (the inventory as GET /loot/list pages it). */
export const ProfileTabAnswer = Type.Union([LootPage, battlesPage, openingsPage, upgradesPage]);
