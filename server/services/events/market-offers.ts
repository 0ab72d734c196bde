/**
 * The event marketplace's offers: items and cases for tickets (belonging to the running feast, restocked with each
 * feast) or points (standing), created on first need by deterministic picks from the catalog (src/domain/feast.ts
 * pickOfferItems; prices ticketPrice / pointPrice) with insert on conflict do nothing, so racing processes agree.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { MarketOffersTable } from '../../db/schema';
import {
  CASE_STOCK,
  ITEM_STOCK,
  pickBy,
  pickOfferItems,
  pointPrice,
  ticketPrice,
} from '../../../src/domain/feast';
import type { MarketCurrency, MarketOffer, MarketplaceAnswer } from '../../../src/protocol/event';
import { getCase, itemView } from '../catalog/catalog';
import type { Q } from '../ledger/ledger';
import { ensureFeast } from './feast';

/** Cases a marketplace case offer may be: active paid cases up to this price (cents). */
const MAX_CASE_OFFER_CENTS = 1000;

/** Offers of one currency: the items picked by `seed` and one case, at the currency's price rule. */
async function newOffers(
  q: Q,
  seed: string,
  currency: MarketCurrency,
  feastId: string | null,
  now: number,
): Promise<MarketOffersTable[]> {
  const items = await q.selectFrom('items').select(['id', 'price']).execute();
  const cases = await q
    .selectFrom('cases')
    .select(['id', 'price'])
    .where('active', '=', 1)
    .where('type', 'not in', ['daily', 'player'])
    .where('price', '>', 0)
    .where('price', '<=', MAX_CASE_OFFER_CENTS)
    .execute();
  const price = currency === 'ticket' ? ticketPrice : pointPrice;
  const picked = pickOfferItems(
    seed,
    items.map((i) => ({ id: i.id, price: Number(i.price) })),
  ).map((i) => ({ kind: 'item', item: i, case: null, stock: ITEM_STOCK }) as const);
  const c = pickBy(
    `${seed}:case`,
    cases.map((x) => ({ id: x.id, price: Number(x.price) })),
    () => true,
  );
  const all = c ? [...picked, { kind: 'case', item: null, case: c, stock: CASE_STOCK } as const] : picked;
  return all.map((o, position) => ({
    id: `${seed}-${currency}-${position + 1}`,
    feast_id: feastId,
    position,
    kind: o.kind,
    item_id: o.item?.id ?? null,
    case_id: o.case?.id ?? null,
    currency,
    price: price((o.item ?? o.case).price),
    stock_total: o.stock.total,
    stock: o.stock.total,
    per_player_limit: o.stock.perPlayer,
    created_at: now,
  }));
}

/** The offers on sale at `now`: the running feast's ticket offers and the standing point offers (created once). */
async function ensureOffers(
  db: Db,
  now: number,
): Promise<{ feastId: string | null; offers: MarketOffersTable[] }> {
  const feast = await ensureFeast(db.kysely, now);
  const feastId = feast?.id ?? null;
  const read = () =>
    db.kysely
      .selectFrom('market_offers')
      .selectAll()
      .where((eb) => eb.or([eb('feast_id', 'is', null), ...(feastId ? [eb('feast_id', '=', feastId)] : [])]))
      .orderBy('currency', 'desc')
      .orderBy('position')
      .execute();
  const offers = await read();
  const hasStanding = offers.some((o) => o.feast_id === null);
  const hasFeast = !feastId || offers.some((o) => o.feast_id === feastId);
  if (hasStanding && hasFeast) return { feastId, offers };
  const rows = [
    ...(hasStanding ? [] : await newOffers(db.kysely, 'market', 'point', null, now)),
    ...(hasFeast || !feastId ? [] : await newOffers(db.kysely, feastId, 'ticket', feastId, now)),
  ];
  for (const r of rows) {
    await db.kysely
      .insertInto('market_offers')
      .values(r)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  return { feastId, offers: await read() };
}

/** Units each offer was bought by the player. */
export async function boughtBy(
  q: Q,
  userId: string,
  offerIds: readonly string[],
): Promise<Map<string, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await q
    .selectFrom('market_purchases')
    .select(['offer_id', sql<number>`sum(quantity)`.as('n')])
    .where('user_id', '=', userId)
    .where('offer_id', 'in', [...offerIds])
    .groupBy('offer_id')
    .execute();
  return new Map(rows.map((r) => [r.offer_id, Number(r.n)]));
}

/** GET /event/marketplace: every offer on sale, with what the player bought of each (0 signed out). */
export async function listMarket(db: Db, userId: string | null, now: number): Promise<MarketplaceAnswer> {
  const { feastId, offers } = await ensureOffers(db, now);
  const bought = userId
    ? await boughtBy(
        db.kysely,
        userId,
        offers.map((o) => o.id),
      )
    : new Map<string, number>();
  const itemIds = offers.flatMap((o) => (o.item_id ? [o.item_id] : []));
  const items = itemIds.length
    ? await db.kysely.selectFrom('items').selectAll().where('id', 'in', itemIds).execute()
    : [];
  const list: MarketOffer[] = [];
  for (const o of offers) {
    const item = items.find((i) => i.id === o.item_id);
    const c = o.case_id ? await getCase(db, o.case_id) : null;
    if (o.kind === 'item' ? !item : !c) continue; // gone from the catalog: not on sale
    list.push({
      id: o.id,
      kind: o.kind as MarketOffer['kind'],
      item: item ? itemView(item) : null,
      case: c?.case ?? null,
      currency: o.currency as MarketCurrency,
      price: Number(o.price),
      stock: Number(o.stock),
      stockTotal: Number(o.stock_total),
      perPlayerLimit: Number(o.per_player_limit),
      bought: bought.get(o.id) ?? 0,
      available: o.feast_id === null || o.feast_id === feastId,
    });
  }
  return { offers: list, now };
}
