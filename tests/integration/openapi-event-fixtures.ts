/**
 * The OpenAPI walk's requests for the feast, marketplace, contests, missions, exchange, upgrade and player-case
 * routes: the ids they need, made here. A refusal the caller cannot avoid without a long setup (a ladder rung not
 * reached, a giveaway level not met) is listed among the statuses; its own test file covers the success.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/database';
import type { GiveawayListAnswer } from '../../src/protocol/contests';
import type { MarketplaceAnswer } from '../../src/protocol/event';
import { post } from './battle-helpers';
import { itemBetween, lootWorth } from './exchange-helpers';
import { catalogItems } from './player-cases-helpers';

/** What one route's valid request needs (as openapi.test.ts reads it). */
export interface WalkFixture {
  values?: Record<string, unknown>;
  body?: unknown;
  statuses?: number[];
  /** Who calls (the walker when unset). */
  who?: Record<string, string>;
}

/** The fixtures of these routes, keyed `METHOD path`, for the player `a`. */
export async function eventFixtures(
  s: { app: FastifyInstance; db: Db },
  a: { userId: string; auth: { authorization: string } },
  v1: string,
): Promise<Record<string, WalkFixture>> {
  const read = async <T>(url: string): Promise<T> =>
    (await s.app.inject({ url: `${v1}${url}`, headers: a.auth })).json<{ data: T }>().data;
  const offer = (await read<MarketplaceAnswer>('/event/marketplace')).offers.find(
    (o) => o.currency === 'point',
  );
  const giveawayID = (await read<GiveawayListAnswer>('/event/giveaway/list')).list[0]?.id;
  const target = await itemBetween(s.db, 2000, 50_000);
  const upgrade = { coins: 1000, targetItemID: target.id };
  const rolled = await post(s.app, '/upgrade/roll', { ...upgrade, idempotencyKey: 'openapi-detail' }, a.auth);
  const [given] = await lootWorth(s.db, a.userId, [5000]);
  const cheap = await itemBetween(s.db, 1, 1000);
  const items = await catalogItems(s.db);
  // What the walk's other calls (openings, battles) earned may or may not reach these; both answers are documented.
  const maybe = (status: number) => [200, status];
  return {
    [`POST ${v1}/mission/claim`]: { body: { missionID: 'daily-open-3' }, statuses: maybe(409) },
    [`POST ${v1}/event/ladder/claim`]: { body: { step: 1 }, statuses: maybe(409) },
    [`POST ${v1}/event/buy`]: {
      body: { offerID: offer?.id, quantity: 1, idempotencyKey: 'openapi-buy' },
      statuses: maybe(409),
    },
    [`POST ${v1}/event/giveaway/join`]: { body: { giveawayID }, statuses: maybe(403) },
    [`POST ${v1}/event/giveaway/extra`]: {
      body: { giveawayID, quantity: 1, idempotencyKey: 'openapi-extra' },
      statuses: maybe(409),
    },
    [`GET ${v1}/event/giveaway/result`]: { values: { giveawayID } },
    [`POST ${v1}/upgrade/roll`]: { body: { ...upgrade, idempotencyKey: 'openapi-roll' } },
    [`GET ${v1}/upgrade/detail`]: { values: { id: rolled.body.data?.id } },
    [`POST ${v1}/exchange`]: {
      body: { lootIDs: [given], itemIDs: [cheap.id], idempotencyKey: 'openapi-exchange' },
    },
    [`POST ${v1}/case/create`]: {
      body: {
        name: 'Walker case',
        visibility: 'public',
        items: [items[11], items[12]].map((i) => ({ itemID: i.id, chance: 50_000 })),
      },
    },
  };
}
