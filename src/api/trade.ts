/**
 * Withdrawals to Steam (src/protocol/trade.ts): POST /v1/loot/withdraw and GET /v1/loot/withdrawals, kept live
 * from 90106 tradeChanged on the player's own channel while someone reads them; a reconnect refetches them, since
 * events sent while offline are lost. A withdrawal that ends moves the player's items (withdrawn, or back), so
 * the loot lists refetch then.
 */
import { baseApi } from './base';
import { whileCached } from './live';
import type { ApiAnswer } from '../protocol/answer';
import type { TradeStatus, Withdrawal, WithdrawalsAnswer, WithdrawRequest } from '../protocol/trade';
import { Channel } from '../protocol/channels';
import { MsgType } from '../protocol/message-types';

/** The states after which a withdrawal no longer moves (an accepted one can still be reversed within 7 days). */
export const FINAL_TRADE_STATUSES: readonly TradeStatus[] = ['declined', 'expired', 'cancelled', 'reversed'];
/** The states in which the item has left or come back: the loot and the balances change. */
const LOOT_MOVED: readonly TradeStatus[] = ['accepted', ...FINAL_TRADE_STATUSES];

/** Whether a withdrawal in `from` may move to `to`: never out of an end, and an accepted one only to reversed. */
const canFollow = (from: TradeStatus, to: TradeStatus) =>
  !FINAL_TRADE_STATUSES.includes(from) && (from !== 'accepted' || to === 'reversed');

/**
 * Puts a changed withdrawal in the list (mutating the draft): replaces the one with its id unless that one is newer
 * (events may arrive out of order), or puts a new one first.
 */
export function applyTradeChanged(list: Withdrawal[], w: Withdrawal): void {
  const i = list.findIndex((x) => x.id === w.id);
  if (i < 0) list.unshift(w);
  else if (list[i].updatedAt <= w.updatedAt && canFollow(list[i].status, w.status)) list[i] = w;
}

const data = (res: ApiAnswer<WithdrawalsAnswer>) => res.data.list;

const tradeApi = baseApi.enhanceEndpoints({ addTagTypes: ['Withdrawals'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/loot/withdrawals, newest first, kept live from `user:{id}` (90106); the argument is the player's id. */
    getWithdrawals: build.query<Withdrawal[], string>({
      query: () => 'v1/loot/withdrawals',
      transformResponse: data,
      providesTags: ['Withdrawals'],
      async onCacheEntryAdded(userID, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [Channel.user(userID)],
          listen: (ws) => [
            ws.on(MsgType.tradeChanged, (w) => {
              updateCachedData((d) => applyTradeChanged(d, w));
              if (LOOT_MOVED.includes(w.status)) dispatch(baseApi.util.invalidateTags(['Loot', 'User']));
            }),
          ],
          resync: () => dispatch(tradeApi.util.invalidateTags(['Withdrawals'])),
        });
      },
    }),
    /** POST /v1/loot/withdraw: the items leave the pending list; the new withdrawals are answered. */
    withdrawLoot: build.mutation<Withdrawal[], WithdrawRequest>({
      query: (body) => ({ url: 'v1/loot/withdraw', method: 'POST', body }),
      transformResponse: data,
      invalidatesTags: ['Loot', 'User', 'Withdrawals'],
    }),
  }),
});

/** Hooks of the withdrawals API. */
export const { useGetWithdrawalsQuery, useWithdrawLootMutation } = tradeApi;
/** The withdrawals API (tests drive its endpoints). */
export { tradeApi };
