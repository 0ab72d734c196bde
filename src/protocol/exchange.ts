/** The exchange's wire shapes (POST /v1/exchange, GET /v1/exchange/history). No randomness: values only. */
import { Type, type Static } from 'typebox';
import { EXCHANGE_MAX_ITEMS } from '../domain/exchange';
import { LootView } from './catalog';
import { IdempotencyKey, Slug } from './fields';
import { Closed } from './typebox';

const IdList = Type.Array(Slug, { minItems: 1, maxItems: EXCHANGE_MAX_ITEMS });

/** POST /v1/exchange body: pending loot to give, catalog items to receive (an id may repeat to receive it twice). */
export const ExchangeRequest = Closed({ lootIDs: IdList, itemIDs: IdList, idempotencyKey: IdempotencyKey });
/** POST /v1/exchange body. */
export type ExchangeRequest = Static<typeof ExchangeRequest>;

/**
 * An exchange: `givenTotal` (the loot's prices), `fee` = floor(givenTotal * 500 / 10000), `receivedTotal` (catalog
 * prices now), `change` = givenTotal - fee - receivedTotal >= 0, credited as coins; `balance` the coin balance after.
 */
export const ExchangeResult = Type.Object({
  id: Type.String(),
  given: Type.Array(LootView),
  received: Type.Array(LootView),
  givenTotal: Type.Integer(),
  fee: Type.Integer(),
  receivedTotal: Type.Integer(),
  change: Type.Integer(),
  balance: Type.Integer(),
  createdAt: Type.Number(),
});
/** One exchange. */
export type ExchangeResult = Static<typeof ExchangeResult>;

/** GET /v1/exchange/history: the player's own exchanges, newest first (the last EXCHANGE_HISTORY_LIMIT of domain/exchange). */
export const ExchangeHistoryAnswer = Type.Object({ list: Type.Array(ExchangeResult) });
/** GET /v1/exchange/history data. */
export type ExchangeHistoryAnswer = Static<typeof ExchangeHistoryAnswer>;
