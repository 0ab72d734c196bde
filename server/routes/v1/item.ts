/** /api/v1/item: the catalog item search (upgrade targets, exchange, case generator) and its filter values. */
import { ITEM_PAGE_MAX, ItemFacetsAnswer, ItemListAnswer, ItemListParams } from '../../../src/protocol/item';
import { badRequest } from '../../errors';
import { itemFacets, searchItems } from '../../services/catalog/item-search';
import { answerSchema, doc, type ApiApp } from '../typebox';

/** Items per page when the client does not say. */
const DEFAULT_LIMIT = 30;

const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));

/** Registers the item routes. */
export async function itemRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/item/list',
    {
      schema: {
        ...doc('item', 'Searches the catalog items, one page at a time'),
        querystring: ItemListParams,
        response: answerSchema(ItemListAnswer),
      },
    },
    async (req) => {
      const q = req.query;
      const limit = num(q.limit) ?? DEFAULT_LIMIT;
      if (limit < 1 || limit > ITEM_PAGE_MAX)
        throw badRequest('invalid_limit', `A page holds 1 to ${ITEM_PAGE_MAX} items`);
      const search = {
        q: q.q,
        weapon: q.weapon,
        rarity: num(q.rarity),
        grade: q.grade,
        minPrice: num(q.minPrice),
        maxPrice: num(q.maxPrice),
        sort: q.sort ?? 'price_asc',
        limit,
        cursor: q.cursor,
      };
      return { data: await searchItems(app.db, search) };
    },
  );
  app.get(
    '/item/facets',
    {
      schema: {
        ...doc('item', 'The weapons, rarity ranks and grades the catalog holds, for the filters'),
        response: answerSchema(ItemFacetsAnswer),
      },
    },
    async () => ({ data: await itemFacets(app.db) }),
  );
}
