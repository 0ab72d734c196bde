/** The catalog item search (GET /v1/item/list, /v1/item/facets): the upgrader's targets, exchange and the case generator pick from it. */
import { Type, type Static } from 'typebox';
import { CatalogItem } from './catalog';
import { CursorPage } from './fields';
import { Closed, OneOf } from './typebox';
import { RARITY_GRADES } from '../domain/rarity';

/** Orders of the item list: by price, cheapest or dearest first. */
export const ITEM_SORTS = ['price_asc', 'price_desc'] as const;
/** One order of the item list. */
export const ItemSort = OneOf(ITEM_SORTS);
/** One order of the item list. */
export type ItemSort = Static<typeof ItemSort>;
/** Most items one page carries. */
export const ITEM_PAGE_MAX = 60;

// Query strings are not coerced: numbers arrive as digit strings and are range-checked after parsing.
const digits = (description: string) => Type.String({ pattern: '^[0-9]{1,9}$', description });

/** GET /v1/item/list query as the wire carries it: numbers are digit strings, as in any query string. */
export const ItemListParams = Closed({
  q: Type.Optional(
    Type.String({ maxLength: 40, description: 'Matches weapon or finish (case-insensitive).' }),
  ),
  weapon: Type.Optional(
    Type.String({ minLength: 1, maxLength: 40, description: 'One weapon name exactly.' }),
  ),
  rarity: Type.Optional(Type.String({ pattern: '^[1-7]$', description: 'A rank 1 (rarest) to 7.' })),
  grade: Type.Optional(
    OneOf(RARITY_GRADES, {
      description: 'A grade as CS2 names it: rank 1 is rareSpecial (★ knives, gloves) or contraband.',
    }),
  ),
  minPrice: Type.Optional(digits('Cents, inclusive.')),
  maxPrice: Type.Optional(digits('Cents, inclusive.')),
  sort: Type.Optional(ItemSort),
  limit: Type.Optional(digits(`1 to ${ITEM_PAGE_MAX} (default 30).`)),
  cursor: Type.Optional(Type.String({ maxLength: 64, description: 'From the previous page.' })),
});
/** GET /v1/item/list query as the wire carries it. */
export type ItemListParams = Static<typeof ItemListParams>;

type NumericFilter = 'rarity' | 'minPrice' | 'maxPrice' | 'limit';
/** GET /v1/item/list query as the client builds it: the numeric filters as numbers (written as digits). */
export type ItemListQuery = Omit<ItemListParams, NumericFilter> & { [K in NumericFilter]?: number };

/** GET /v1/item/list's data: one page and the cursor of the next (null on the last). */
export const ItemListAnswer = CursorPage(CatalogItem);
/** GET /v1/item/list's data. */
export type ItemListAnswer = Static<typeof ItemListAnswer>;

/** GET /v1/item/facets's data: the weapons, rarity ranks and grades (rarest first) the catalog holds, for the filters. */
export const ItemFacetsAnswer = Type.Object({
  weapons: Type.Array(Type.String()),
  rarities: Type.Array(Type.Number()),
  grades: Type.Array(OneOf(RARITY_GRADES)),
});
/** GET /v1/item/facets's data. */
export type ItemFacetsAnswer = Static<typeof ItemFacetsAnswer>;
