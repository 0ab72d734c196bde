/** /api/v1/item: the catalog item search (upgrade targets, exchange, case generator) and its filter values. */
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import {
  ITEM_PAGE_MAX,
  ITEM_SORTS,
  type ItemFacetsAnswer,
  type ItemListAnswer,
  type ItemSort,
} from '../../../src/protocol/item';
import { badRequest } from '../../errors';
import { itemFacets, searchItems } from '../../services/catalog/item-search';

/** Items per page when the client does not say. */
const DEFAULT_LIMIT = 30;
// Query strings are not coerced here: numbers arrive as digit strings and are range-checked after parsing.
const DIGITS = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;

const listSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      q: { type: 'string', maxLength: 40 },
      weapon: { type: 'string', minLength: 1, maxLength: 40 },
      rarity: { type: 'string', pattern: '^[1-7]$' },
      minPrice: DIGITS,
      maxPrice: DIGITS,
      sort: { type: 'string', enum: ITEM_SORTS },
      limit: DIGITS,
      cursor: { type: 'string', maxLength: 64 },
    },
  },
} as const;

interface ListQuery {
  q?: string;
  weapon?: string;
  rarity?: string;
  minPrice?: string;
  maxPrice?: string;
  sort?: ItemSort;
  limit?: string;
  cursor?: string;
}

const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));

/** Registers the item routes. */
export async function itemRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuery }>(
    '/item/list',
    { schema: listSchema },
    async (req): Promise<ApiAnswer<ItemListAnswer>> => {
      const q = req.query;
      const limit = num(q.limit) ?? DEFAULT_LIMIT;
      if (limit < 1 || limit > ITEM_PAGE_MAX)
        throw badRequest('invalid_limit', `A page holds 1 to ${ITEM_PAGE_MAX} items`);
      const search = {
        q: q.q,
        weapon: q.weapon,
        rarity: num(q.rarity),
        minPrice: num(q.minPrice),
        maxPrice: num(q.maxPrice),
        sort: q.sort ?? 'price_asc',
        limit,
        cursor: q.cursor,
      };
      return { data: await searchItems(app.db, search) };
    },
  );
  app.get('/item/facets', async (): Promise<ApiAnswer<ItemFacetsAnswer>> => ({
    data: await itemFacets(app.db),
  }));
}
