/**
 * The running feast (server/routes/v1/event.ts, src/protocol/event.ts): its ladder and the event marketplace.
 * Giveaways and races, which share the /v1/event prefix, are contests.ts.
 */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type {
  EventCurrentAnswer,
  LadderClaimAnswer,
  MarketBuyAnswer,
  MarketBuyRequest,
  MarketplaceAnswer,
} from '../protocol/event';

const data = <T>(res: ApiAnswer<T>) => res.data;

const eventsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Feast', 'Market'] }).injectEndpoints({
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
  }),
});

/** Hooks of the feast API. */
export const {
  useGetEventCurrentQuery,
  useClaimLadderMutation,
  useGetMarketplaceQuery,
  useBuyOfferMutation,
} = eventsApi;
/** The feast API (tests drive its endpoints). */
export { eventsApi };
