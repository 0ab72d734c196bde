/**
 * The events of issue 13 over HTTP (src/protocol/event.ts): the running feast and its ladder, the event
 * marketplace, giveaways and wager races, one endpoint per server resource. The giveaway list and the race boards
 * stay live from the `giveaway` (90041) and `leaderboard` (90040) channels while someone reads them; a reconnect
 * refetches them, since events sent while offline are lost.
 */
import { baseApi } from './base';
import { applyGiveawayChanged, applyRaceBoard } from './event-live';
import { onReconnect, whileCached } from './live';
import type { ApiAnswer } from '../protocol/answer';
import type {
  EventCurrentAnswer,
  LadderClaimAnswer,
  MarketBuyAnswer,
  MarketBuyRequest,
  MarketplaceAnswer,
} from '../protocol/event';
import type {
  GiveawayAnswer,
  GiveawayExtraRequest,
  GiveawayListAnswer,
  GiveawayResultAnswer,
  RaceCurrentAnswer,
  RaceHistoryAnswer,
  RaceKind,
} from '../protocol/contests';
import { Channel } from '../protocol/channels';
import { MsgType } from '../protocol/message-types';

/** One page of race history: the kind and the cursor of the page (null: the newest). */
export interface RaceHistoryArgs {
  kind: RaceKind;
  cursor: string | null;
}

const data = <T>(res: ApiAnswer<T>) => res.data;

const eventsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Feast', 'Market', 'Giveaway', 'Race'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /v1/event/current: the running feast and the player's tickets (a wager moves them: 'User'). */
      getEventCurrent: build.query<EventCurrentAnswer, void>({
        query: () => 'v1/event/current',
        transformResponse: data<EventCurrentAnswer>,
        providesTags: ['Feast', 'User'],
      }),
      /** POST /v1/event/ladder/claim: one rung's points. */
      claimLadder: build.mutation<LadderClaimAnswer, number>({
        query: (step) => ({ url: 'v1/event/ladder/claim', method: 'POST', body: { step } }),
        transformResponse: data<LadderClaimAnswer>,
        invalidatesTags: ['Feast', 'User'],
      }),
      /** GET /v1/event/marketplace: the offers with stock and, signed in, what the player bought. */
      getMarketplace: build.query<MarketplaceAnswer, void>({
        query: () => 'v1/event/marketplace',
        transformResponse: data<MarketplaceAnswer>,
        providesTags: ['Market'],
      }),
      /** POST /v1/event/buy: the wallet, the stock and active items move. */
      buyOffer: build.mutation<MarketBuyAnswer, MarketBuyRequest>({
        query: (body) => ({ url: 'v1/event/buy', method: 'POST', body }),
        transformResponse: data<MarketBuyAnswer>,
        invalidatesTags: ['Market', 'Feast', 'User', 'Loot'],
      }),
      /** GET /v1/event/giveaway/list, kept live from `giveaway` (90041). */
      getGiveawayList: build.query<GiveawayListAnswer, void>({
        query: () => 'v1/event/giveaway/list',
        transformResponse: data<GiveawayListAnswer>,
        providesTags: ['Giveaway'],
        async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
          const again = () => dispatch(eventsApi.util.invalidateTags(['Giveaway']));
          await whileCached(cacheDataLoaded, cacheEntryRemoved, [Channel.giveaway], (ws) => [
            ws.on(MsgType.giveawayChanged, (e) => {
              let stale = false;
              updateCachedData((d) => {
                stale = applyGiveawayChanged(d, e);
              });
              if (stale) again();
            }),
            onReconnect(ws, again),
          ]);
        },
      }),
      /** GET /v1/event/giveaway/result: refetched when `giveaway` says this one moved (drawn). */
      getGiveawayResult: build.query<GiveawayResultAnswer, string>({
        query: (giveawayID) => ({ url: 'v1/event/giveaway/result', params: { giveawayID } }),
        transformResponse: data<GiveawayResultAnswer>,
        providesTags: (_r, _e, id) => [{ type: 'Giveaway', id }],
        async onCacheEntryAdded(id, { cacheDataLoaded, cacheEntryRemoved, getCacheEntry, dispatch }) {
          const again = () => dispatch(eventsApi.util.invalidateTags([{ type: 'Giveaway', id }]));
          await whileCached(cacheDataLoaded, cacheEntryRemoved, [Channel.giveaway], (ws) => [
            ws.on(MsgType.giveawayChanged, (e) => {
              if (e.giveawayID === id && e.status !== getCacheEntry().data?.giveaway.status) again();
            }),
            onReconnect(ws, again),
          ]);
        },
      }),
      /** POST /v1/event/giveaway/join: one free entry. */
      joinGiveaway: build.mutation<GiveawayAnswer, string>({
        query: (giveawayID) => ({ url: 'v1/event/giveaway/join', method: 'POST', body: { giveawayID } }),
        transformResponse: data<GiveawayAnswer>,
        invalidatesTags: (_r, _e, id) => ['Giveaway', { type: 'Giveaway', id }],
      }),
      /** POST /v1/event/giveaway/extra: extra entries paid in points. */
      buyGiveawayEntries: build.mutation<GiveawayAnswer, GiveawayExtraRequest>({
        query: (body) => ({ url: 'v1/event/giveaway/extra', method: 'POST', body }),
        transformResponse: data<GiveawayAnswer>,
        invalidatesTags: (_r, _e, b) => ['Giveaway', { type: 'Giveaway', id: b.giveawayID }, 'User'],
      }),
      /** GET /v1/event/race/current, kept live from `leaderboard` (90040); the argument is the player's id. */
      getRaceCurrent: build.query<RaceCurrentAnswer, string | null>({
        query: () => 'v1/event/race/current',
        transformResponse: data<RaceCurrentAnswer>,
        // The player's own wager moves their standing even off the top of the board.
        providesTags: ['Race', 'User'],
        async onCacheEntryAdded(userID, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
          const again = () => dispatch(eventsApi.util.invalidateTags(['Race']));
          await whileCached(cacheDataLoaded, cacheEntryRemoved, [Channel.leaderboard], (ws) => [
            ws.on(MsgType.raceBoard, (e) => updateCachedData((d) => void applyRaceBoard(d, e, userID))),
            onReconnect(ws, again),
          ]);
        },
      }),
      /** GET /v1/event/race/history: settled races of one kind, newest first, a page per cursor. */
      getRaceHistory: build.query<RaceHistoryAnswer, RaceHistoryArgs>({
        query: ({ kind, cursor }) => ({
          url: 'v1/event/race/history',
          params: cursor ? { kind, cursor } : { kind },
        }),
        transformResponse: data<RaceHistoryAnswer>,
        providesTags: ['Race'],
      }),
    }),
  });

/** Hooks of the events API. */
export const {
  useGetEventCurrentQuery,
  useClaimLadderMutation,
  useGetMarketplaceQuery,
  useBuyOfferMutation,
  useGetGiveawayListQuery,
  useGetGiveawayResultQuery,
  useJoinGiveawayMutation,
  useBuyGiveawayEntriesMutation,
  useGetRaceCurrentQuery,
  useGetRaceHistoryQuery,
} = eventsApi;
/** The events API (tests drive its endpoints). */
export { eventsApi };
