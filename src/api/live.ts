/**
 * RTK Query endpoints kept live by the websocket: each is seeded over HTTP (or empty) and then updated in
 * `onCacheEntryAdded` while someone uses it; the channel subscription ends with the cache entry. After a
 * reconnect the HTTP-seeded entries are refetched, because events sent while offline are lost.
 */
import { baseApi } from './base';
import type { WsClient } from '../realtime/client';
import { getWsClient } from '../realtime/connection';
import type { ApiAnswer } from '../protocol/answer';
import type { BattleListAnswer, BattleView } from '../protocol/battle';
import { Channel } from '../protocol/channels';
import type { BattleStat, LootFeedEntry } from '../protocol/ws-events';
import { pushLoot } from '../protocol/loot-feed';
import { MsgType } from '../protocol/message-types';
import { applyLobbyEvent } from './lobby-live';
import { applyHuntFound } from './hunt-live';
import type { HuntListAnswer } from '../protocol/hunt';
import type { LootFeedAnswer } from '../protocol/catalog';
import { metaApi, useGetSiteStatsQuery } from './meta';

/** Subscribes `channels` and binds listeners once the entry has data; undoes both when the entry goes away. */
export async function whileCached(
  loaded: Promise<unknown>,
  removed: Promise<unknown>,
  channels: string[],
  bind: (ws: WsClient) => (() => void)[],
): Promise<void> {
  try {
    await loaded;
  } catch {
    return; // removed before its first data arrived
  }
  const ws = getWsClient();
  const undo = [...channels.map((c) => ws.subscribe(c)), ...bind(ws)];
  await removed;
  for (const u of undo) u();
}

/** Calls `fn` on every open after the first (a reconnect). */
export function onReconnect(ws: WsClient, fn: () => void): () => void {
  let first = ws.state === 'open';
  return ws.onState((s) => {
    if (s !== 'open') return;
    if (first) fn();
    first = true;
  });
}

/** The live endpoints. */
export const liveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * While followed, every `stat` (90000) event replaces the data of GET /v1/meta/stat's one entry (meta-api.ts),
     * and a reconnect refetches it. Its own data is nothing: the stats stay in that entry.
     */
    followSiteStats: build.query<null, void>({
      queryFn: () => ({ data: null }),
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        await whileCached(cacheDataLoaded, cacheEntryRemoved, [Channel.stat], (ws) => [
          ws.on(MsgType.stat, (stats) => {
            dispatch(metaApi.util.updateQueryData('getSiteStats', undefined, () => stats));
          }),
          onReconnect(ws, () => dispatch(baseApi.util.invalidateTags(['Stats']))),
        ]);
      },
    }),
    /**
     * The recent loot feed (newest first, 10 kept): seeded by GET /v1/loot/feed, then `all` follows `loot:feed:*` and
     * `wow` (top drops) `loot:feed:wow`; a reconnect refetches it.
     */
    getLootFeed: build.query<LootFeedEntry[], 'all' | 'wow'>({
      query: (feed) => `v1/loot/feed?tag=${feed}`,
      transformResponse: (res: ApiAnswer<LootFeedAnswer>) => res.data.list,
      providesTags: (_r, _e, feed) => [{ type: 'LootFeed', id: feed }],
      async onCacheEntryAdded(feed, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        const channel = feed === 'wow' ? Channel.lootFeedWow : Channel.lootFeed;
        await whileCached(cacheDataLoaded, cacheEntryRemoved, [channel], (ws) => [
          ws.on(MsgType.loot, (entry) => updateCachedData((draft) => pushLoot(draft, entry))),
          onReconnect(ws, () => dispatch(baseApi.util.invalidateTags([{ type: 'LootFeed', id: feed }]))),
        ]);
      },
    }),
    /** Lobby battle statistics from `battle:stat` (90019); null until the first event. */
    getBattleStat: build.query<BattleStat | null, void>({
      queryFn: () => ({ data: null }),
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        await whileCached(cacheDataLoaded, cacheEntryRemoved, [Channel.battleStat], (ws) => [
          ws.on(MsgType.battleStat, (stat) => updateCachedData(() => stat)),
        ]);
      },
    }),
    /** GET /v1/hunt/list kept live from `hunt` (90030: a target found); a reconnect refetches it. */
    getHuntList: build.query<HuntListAnswer, void>({
      query: () => 'v1/hunt/list',
      transformResponse: (res: ApiAnswer<HuntListAnswer>) => res.data,
      providesTags: ['Hunt'],
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        await whileCached(cacheDataLoaded, cacheEntryRemoved, [Channel.hunt], (ws) => [
          ws.on(MsgType.huntFound, (found) => updateCachedData((d) => applyHuntFound(d, found))),
          onReconnect(ws, () => dispatch(baseApi.util.invalidateTags(['Hunt']))),
        ]);
      },
    }),
    /** GET /v1/battle/list kept live from `battle:*`; the argument is the signed-in user's id (private battles). */
    getLiveBattleList: build.query<BattleView[], string | null>({
      query: () => 'v1/battle/list',
      transformResponse: (res: ApiAnswer<BattleListAnswer>) => res.data.list,
      providesTags: [{ type: 'Battle', id: 'LIVE-LIST' }],
      async onCacheEntryAdded(viewerID, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        await whileCached(cacheDataLoaded, cacheEntryRemoved, [Channel.battles], (ws) => [
          ws.on(MsgType.battleCreated, (payload) =>
            updateCachedData((d) => applyLobbyEvent(d, { type: MsgType.battleCreated, payload }, viewerID)),
          ),
          ws.on(MsgType.userJoined, (payload) =>
            updateCachedData((d) => applyLobbyEvent(d, { type: MsgType.userJoined, payload }, viewerID)),
          ),
          ws.on(MsgType.userLeft, (payload) =>
            updateCachedData((d) => applyLobbyEvent(d, { type: MsgType.userLeft, payload }, viewerID)),
          ),
          ws.on(MsgType.processing, (payload) =>
            updateCachedData((d) => applyLobbyEvent(d, { type: MsgType.processing, payload }, viewerID)),
          ),
          ws.on(MsgType.playing, (payload) =>
            updateCachedData((d) => applyLobbyEvent(d, { type: MsgType.playing, payload }, viewerID)),
          ),
          ws.on(MsgType.finished, (payload) =>
            updateCachedData((d) => applyLobbyEvent(d, { type: MsgType.finished, payload }, viewerID)),
          ),
          onReconnect(ws, () => dispatch(baseApi.util.invalidateTags([{ type: 'Battle', id: 'LIVE-LIST' }]))),
        ]);
      },
    }),
  }),
});

/** Hooks of the live endpoints. */
export const {
  useFollowSiteStatsQuery,
  useGetLootFeedQuery,
  useGetBattleStatQuery,
  useGetLiveBattleListQuery,
  useGetHuntListQuery,
} = liveApi;

/** The site stats kept live over the websocket while mounted (the lobby); the same entry the home page polls. */
export function useLiveSiteStats() {
  useFollowSiteStatsQuery();
  return useGetSiteStatsQuery();
}
