/** Shapes of the catalog, case and loot routes (server/routes/v1/case.ts, loot.ts), shared by server and client. */
import { Type, type Static } from 'typebox';
import { CursorPage, IdempotencyKey, Slug } from './fields';
import { Closed, Nullable, OneOf } from './typebox';
import { CatalogItem, LootEntry, PlayerFace } from './types';

// Its home is types.ts (battle items build on it); re-exported for the imports that know it from here.
export { CatalogItem };
import { MAX_OPEN_COUNT } from '../domain/case-opening';

/** A case as GET /case/list answers it (price in cents). */
export const CaseSummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  type: Type.String(),
  image: Type.String(),
  price: Type.Number(),
});
/** A case as GET /case/list answers it (price in cents). */
export type CaseSummary = Static<typeof CaseSummary>;

/** One odds row of GET /case/detail: tickets out of 100000, the inclusive range and the chance as display text ('12.345%'). */
export const CaseOddsRow = Type.Object({
  item: CatalogItem,
  chance: Type.Number(),
  fixedPrice: Type.Number(),
  rangeMin: Type.Number(),
  rangeMax: Type.Number(),
  chancePercent: Type.String(),
});
/** One odds row of GET /case/detail. */
export type CaseOddsRow = Static<typeof CaseOddsRow>;

/** GET /case/detail's `case`: the summary with its odds rows. */
export const CaseDetail = Type.Object({
  ...CaseSummary.properties,
  odds: Type.Object({ rows: Type.Array(CaseOddsRow) }),
});
/** GET /case/detail's `case`: the summary with its odds rows. */
export type CaseDetail = Static<typeof CaseDetail>;

/** One opened case of a POST /case/open request. */
export const OpenedCase = Type.Object({
  index: Type.Number(),
  roll: Type.Number(),
  item: CatalogItem,
  lootID: Type.String(),
});
/** One opened case of a POST /case/open request. */
export type OpenedCase = Static<typeof OpenedCase>;

/** POST /case/open's `opening`: with the revealed server seed anyone can recompute each roll (FAIRNESS.md, cursor `case:i`). */
export const Opening = Type.Object(
  {
    id: Type.String(),
    caseID: Type.String(),
    count: Type.Number(),
    price: Type.Number(),
    nonce: Type.Number(),
    serverSeedHash: Type.String(),
    clientSeed: Type.String(),
    results: Type.Array(OpenedCase),
  },
  {
    description:
      'Roll i of the opening is derived from the server seed (its hash is shown before), the client seed, the nonce ' +
      'and the cursor `case:i` (FAIRNESS.md); once the seed pair is rotated (POST /roll/seed) anyone can recompute it.',
  },
);
/** POST /case/open's `opening`. */
export type Opening = Static<typeof Opening>;

/**
 * Loot states (GET /loot/list filters by them): pending until sold, staked in a battle, put into an upgrade
 * (`upgraded`) or an exchange (`exchanged`), or on its way to Steam (`withdrawing`, then `withdrawn`, or back to pending).
 */
export const LOOT_STATUSES = [
  'pending',
  'sold',
  'withdrawn',
  'battle',
  'upgraded',
  'exchanged',
  'withdrawing',
] as const;
/** One loot state. */
export type LootStatus = (typeof LOOT_STATUSES)[number];

/** A loot entry as GET /loot/list shows it; the item's `price` is what it was won at. */
export const LootView = Type.Object({
  id: Type.String(),
  item: CatalogItem,
  status: Type.String(),
  source: Type.String(),
  createdAt: Type.Number(),
});
/** A loot entry as GET /loot/list shows it. */
export type LootView = Static<typeof LootView>;

/** One page of GET /loot/list, newest first; `cursor` is null on the last page. */
export const LootPage = CursorPage(LootView);
/** One page of GET /loot/list. */
export type LootPage = Static<typeof LootPage>;

/** A loot feed entry (GET /loot/feed, websocket 90011): the won item, who won it and where. */
export const LootFeedEntry = Type.Object({
  ...LootEntry.properties,
  user: Type.Object({
    ...PlayerFace.properties,
    /** Set on a lobby bot's drop (the rail marks it); absent for players. */
    isBot: Type.Optional(Type.Boolean()),
  }),
  source: OneOf(['case', 'battle', 'upgrade']),
  sourceID: Nullable(Type.String()),
  createdAt: Type.Number(),
});
/** A loot feed entry: the won item, who won it and where. */
export type LootFeedEntry = Static<typeof LootFeedEntry>;

/** GET /loot/feed?tag=all|wow: the site's last drops, newest first (the live feed's start). */
export const LootFeedAnswer = Type.Object({ list: Type.Array(LootFeedEntry) });
/** GET /loot/feed. */
export type LootFeedAnswer = Static<typeof LootFeedAnswer>;

/** What POST /loot/sell did (cents). */
export const SaleResult = Type.Object({
  soldCount: Type.Number(),
  amount: Type.Number(),
  balance: Type.Number(),
});
/** What POST /loot/sell did (cents). */
export type SaleResult = Static<typeof SaleResult>;

/** GET /case/list: the active cases, of one type or all, in the catalog's order. */
export const CaseListAnswer = Type.Object({ list: Type.Array(CaseSummary) });
/** GET /case/list. */
export type CaseListAnswer = Static<typeof CaseListAnswer>;

/** One case type and how many active cases it has. */
export const CaseTypeCount = Type.Object({ type: Type.String(), count: Type.Number() });
/** One case type and how many active cases it has. */
export type CaseTypeCount = Static<typeof CaseTypeCount>;

/** GET /case/types: the types that have active cases. */
export const CaseTypesAnswer = Type.Object({ list: Type.Array(CaseTypeCount) });
/** GET /case/types. */
export type CaseTypesAnswer = Static<typeof CaseTypesAnswer>;

/** GET /case/detail. */
export const CaseDetailAnswer = Type.Object({ case: CaseDetail });
/** GET /case/detail. */
export type CaseDetailAnswer = Static<typeof CaseDetailAnswer>;

/** POST /case/open. */
export const OpeningAnswer = Type.Object({ opening: Opening });
/** POST /case/open. */
export type OpeningAnswer = Static<typeof OpeningAnswer>;

/** POST /case/open: how many (1 by default) and a key per click, so a retried request opens once. */
export const OpenCasesRequest = Closed({
  caseID: Slug,
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_OPEN_COUNT })),
  idempotencyKey: Type.Optional(IdempotencyKey),
});
/** POST /case/open. */
export type OpenCasesRequest = Static<typeof OpenCasesRequest>;

// One status or several (`?status=a&status=b`, `?status[]=a`, or `?status=a,b`).
const statusParam = Type.Union([
  Type.String({ maxLength: 16 }),
  Type.Array(Type.String({ maxLength: 16 }), { maxItems: 4 }),
]);

/** GET /loot/list query: the previous page's cursor, a page size (1 to 200, default 80) and status filters. */
export const LootListQuery = Closed({
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  pageSize: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
  status: Type.Optional(statusParam),
  'status[]': Type.Optional(statusParam),
});
/** GET /loot/list query. */
export type LootListQuery = Static<typeof LootListQuery>;

/** GET /loot/feed query: every drop, or only the top drops. */
export const LootFeedQuery = Closed({ tag: Type.Optional(OneOf(['all', 'wow'])) });
/** GET /loot/feed query. */
export type LootFeedQuery = Static<typeof LootFeedQuery>;

/** POST /loot/sell: the pending loot to sell. */
export const SellLootRequest = Closed({
  lootIDs: Type.Array(Slug, {
    minItems: 1,
    maxItems: 200,
  }),
});
/** POST /loot/sell's body. */
export type SellLootRequest = Static<typeof SellLootRequest>;
