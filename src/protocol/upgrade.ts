/** The upgrader's wire shapes (POST /v1/upgrade/roll, GET /v1/upgrade/history, GET /v1/upgrade/detail). FAIRNESS.md cursor `upgrade`. */
import { Type, type Static } from 'typebox';
import { UPGRADE_MAX_COINS, UPGRADE_MAX_ITEMS } from '../domain/upgrade';
import { CatalogItem, LootView } from './catalog';
import { CursorPage, PageCursor, Slug } from './fields';
import { Closed } from './typebox';

/**
 * POST /v1/upgrade/roll body: 0..10 pending loot ids and coins (cents, >= 0), at least one of them (the service
 * refuses a stake of nothing, so both may be left out); the target catalog item.
 */
export const UpgradeRollRequest = Closed({
  lootIDs: Type.Optional(Type.Array(Slug, { maxItems: UPGRADE_MAX_ITEMS, uniqueItems: true })),
  coins: Type.Optional(Type.Integer({ minimum: 0, maximum: UPGRADE_MAX_COINS })),
  targetItemID: Slug,
  idempotencyKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
});
/** POST /v1/upgrade/roll body. */
export type UpgradeRollRequest = Static<typeof UpgradeRollRequest>;

/**
 * One upgrade, as POST /v1/upgrade/roll answers it (data) and the history lists it. `stake` = the items' prices plus
 * `coins` (cents); `winTickets` = floor(stake * 95000 / target.price) in 1000..80000; won when roll <= winTickets;
 * `loot` is the target's new pending loot entry when won. `serverSeed` is set once the pair was revealed.
 */
export const UpgradeResult = Type.Object({
  id: Type.String(),
  roll: Type.Integer(),
  winTickets: Type.Integer(),
  won: Type.Boolean(),
  loot: Type.Optional(LootView),
  nonce: Type.Integer(),
  serverSeedHash: Type.String(),
  serverSeed: Type.Optional(Type.String()),
  clientSeed: Type.String(),
  stake: Type.Integer(),
  coins: Type.Integer(),
  items: Type.Array(CatalogItem),
  /** The loot entries put in, in the order of `items` (each now has status 'upgraded'). */
  lootIDs: Type.Optional(Type.Array(Type.String())),
  target: CatalogItem,
  createdAt: Type.Number(),
});
/** One upgrade. */
export type UpgradeResult = Static<typeof UpgradeResult>;

/** GET /v1/upgrade/history's data (the signed-in player's own, newest first). */
export const UpgradeHistoryAnswer = CursorPage(UpgradeResult);
/** GET /v1/upgrade/history data. */
export type UpgradeHistoryAnswer = Static<typeof UpgradeHistoryAnswer>;

/** GET /v1/upgrade/history query. */
export const UpgradeHistoryQuery = Closed({ cursor: Type.Optional(PageCursor) });
/** GET /v1/upgrade/history query. */
export type UpgradeHistoryQuery = Static<typeof UpgradeHistoryQuery>;

/** GET /v1/upgrade/detail query: any one upgrade by id (the verifier's). */
export const UpgradeDetailQuery = Closed({ id: Slug });
/** GET /v1/upgrade/detail query. */
export type UpgradeDetailQuery = Static<typeof UpgradeDetailQuery>;
