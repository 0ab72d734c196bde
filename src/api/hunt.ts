/** The hunt resource (server/routes/v1/hunt.ts): GET /v1/hunt/list, kept live from `hunt` (90030: a target found). */
import { baseApi } from './base';
import { whileCached } from './live';
import type { ApiAnswer } from '../protocol/answer';
import { Channel } from '../protocol/channels';
import type { HuntFoundEvent, HuntListAnswer } from '../protocol/hunt';
import { MsgType } from '../protocol/message-types';

/** Marks the found target of the running hunt (mutating the draft, as RTK Query's updateCachedData allows). */
export function applyHuntFound(d: HuntListAnswer, f: HuntFoundEvent): void {
  const hunt = d.current?.id === f.huntID ? d.current : null;
  const target = hunt?.targets.find((t) => t.item.id === f.itemID);
  if (!target || target.winner) return;
  target.winner = f.winner;
  target.wonAt = f.wonAt;
}

const huntApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The running hunt and the recent ones; a find is applied in place, a reconnect refetches the list. */
    getHuntList: build.query<HuntListAnswer, void>({
      query: () => 'v1/hunt/list',
      transformResponse: (res: ApiAnswer<HuntListAnswer>) => res.data,
      providesTags: ['Hunt'],
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [Channel.hunt],
          listen: (ws) => [
            ws.on(MsgType.huntFound, (found) => updateCachedData((d) => applyHuntFound(d, found))),
          ],
          resync: () => dispatch(baseApi.util.invalidateTags(['Hunt'])),
        });
      },
    }),
  }),
});

/** Hooks of the hunt resource. */
export const { useGetHuntListQuery } = huntApi;
/** The hunt API (tests drive it). */
export { huntApi };
