/**
 * The battle resource (server/routes/v1/battle.ts): the detail kept live over `battle:{id}` in revision order, its
 * viewers, the lobby list kept live over `battle:*`, the battle statistics, the seat actions and saved setups.
 * The reducers the events go through are in battle-live.ts.
 */
import type { ApiAnswer } from '../protocol/answer';
import type {
  BattleDetailAnswer,
  BattleListAnswer,
  BattleTemplateListAnswer,
  BattleTemplateView,
  BattleView,
  CreateBattleRequest,
  SeatRequest,
  ViewersAnswer,
} from '../protocol/battle';
import { Channel } from '../protocol/channels';
import { MsgType } from '../protocol/message-types';
import type { BattleStat } from '../protocol/ws-events';
import { baseApi } from './base';
import { inviteParam } from '../lib/battle-invites';
import {
  applyBattleEvent,
  applyLobbyEvent,
  applyViewerEvent,
  type BattleDetail,
  type BattleEvent,
  type LobbyEvent,
} from './battle-live';
import { revisionGate, whileCached } from './live';
import type { WsClient } from '../realtime/client';

/** Tags a battle action that moves money or items invalidates: the balance in user/me (User) and loot lists (Loot). */
const MONEY_TAGS = ['User', 'Loot'] as const;
/** The player's saved setups. */
const TEMPLATES = { type: 'Battle' as const, id: 'TEMPLATES' };
/** The lobby list. */
const LIVE_LIST = { type: 'Battle' as const, id: 'LIVE-LIST' };
// A seat action refreshes the battle too: the seat's own answer lands before its event.
const seatTags = (_r: unknown, _e: unknown, req: SeatRequest) => [
  ...MONEY_TAGS,
  { type: 'Battle' as const, id: req.battleID },
];

/** Listens to the battle events of every subscribed battle channel, handing each on typed. */
function onBattleEvents(ws: WsClient, fn: (ev: BattleEvent) => void): (() => void)[] {
  return [
    ws.on(MsgType.userJoined, (payload) => fn({ type: MsgType.userJoined, payload })),
    ws.on(MsgType.userLeft, (payload) => fn({ type: MsgType.userLeft, payload })),
    ws.on(MsgType.processing, (payload) => fn({ type: MsgType.processing, payload })),
    ws.on(MsgType.playing, (payload) => fn({ type: MsgType.playing, payload })),
    ws.on(MsgType.finished, (payload) => fn({ type: MsgType.finished, payload })),
  ];
}

/** The battle endpoints. */
export const battleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /v1/battle/detail, then every event of `battle:{id}` until it finishes. Events are ordered against the
     * snapshot by revision; a gap, the subscription going live and every reconnect fetch the snapshot once.
     */
    getBattleDetail: build.query<BattleDetail, string>({
      query: (id) => ({ url: 'v1/battle/detail', params: { battleID: id, ...inviteParam(id) } }),
      transformResponse: (res: ApiAnswer<BattleDetailAnswer>) => ({
        ...res.data.battle,
        clientAt: Date.now(),
      }),
      providesTags: (_r, _e, id) => [{ type: 'Battle', id }],
      async onCacheEntryAdded(id, api) {
        const { updateCachedData, cacheDataLoaded, cacheEntryRemoved, getCacheEntry, dispatch } = api;
        // A finished battle never changes again (the verifier reads only those): no channel, no websocket.
        const first = await cacheDataLoaded.catch(() => null);
        if (!first || first.data.status === 'finished') return;
        const gate = revisionGate<BattleEvent>({
          revisionOf: (ev) => ev.payload.revision,
          known: () => getCacheEntry().data?.revision ?? null,
          apply: (ev) => updateCachedData((d) => applyBattleEvent(d, ev, Date.now())),
          refetch: () =>
            dispatch(
              battleApi.endpoints.getBattleDetail.initiate(id, { subscribe: false, forceRefetch: true }),
            ),
        });
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [Channel.battle(id)],
          // Every subscribed battle's events come through the same listeners: only this one's are ordered here.
          listen: (ws) => onBattleEvents(ws, (ev) => ev.payload.battleID === id && gate.push(ev)),
          resync: gate.resync,
          catchUp: true,
        });
      },
    }),
    /** GET /v1/battle/viewers, then viewer joined/left (90011/90012); a reconnect fetches them again. */
    getBattleViewers: build.query<ViewersAnswer, string>({
      query: (id) => ({ url: 'v1/battle/viewers', params: { battleID: id, ...inviteParam(id) } }),
      transformResponse: (res: ApiAnswer<ViewersAnswer>) => res.data,
      async onCacheEntryAdded(id, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [Channel.battle(id)],
          listen: (ws) => [
            ws.on(MsgType.viewerJoined, (payload) => {
              if (payload.battleID === id)
                updateCachedData((v) => applyViewerEvent(v, { type: MsgType.viewerJoined, payload }));
            }),
            ws.on(MsgType.viewerLeft, (payload) => {
              if (payload.battleID === id)
                updateCachedData((v) => applyViewerEvent(v, { type: MsgType.viewerLeft, payload }));
            }),
          ],
          resync: () =>
            void dispatch(
              battleApi.endpoints.getBattleViewers.initiate(id, { subscribe: false, forceRefetch: true }),
            ),
        });
      },
    }),
    /** GET /v1/battle/list kept live from `battle:*`; the argument is the signed-in user's id (private battles). */
    getLiveBattleList: build.query<BattleView[], string | null>({
      query: () => 'v1/battle/list',
      transformResponse: (res: ApiAnswer<BattleListAnswer>) => res.data.list,
      providesTags: [LIVE_LIST],
      async onCacheEntryAdded(viewerID, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        const apply = (ev: LobbyEvent) => updateCachedData((d) => applyLobbyEvent(d, ev, viewerID));
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [Channel.battles],
          listen: (ws) => [
            ws.on(MsgType.battleCreated, (payload) => apply({ type: MsgType.battleCreated, payload })),
            ...onBattleEvents(ws, apply),
          ],
          resync: () => dispatch(baseApi.util.invalidateTags([LIVE_LIST])),
        });
      },
    }),
    /** Lobby battle statistics from `battle:stat` (90019); null until the first event. */
    getBattleStat: build.query<BattleStat | null, void>({
      queryFn: () => ({ data: null }),
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [Channel.battleStat],
          listen: (ws) => [ws.on(MsgType.battleStat, (stat) => updateCachedData(() => stat))],
        });
      },
    }),
    createBattle: build.mutation<BattleView, CreateBattleRequest>({
      query: (body) => ({ url: 'v1/battle/create', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<BattleView>) => res.data,
      invalidatesTags: MONEY_TAGS,
    }),
    joinBattle: build.mutation<unknown, SeatRequest>({
      query: (body) => ({
        url: 'v1/battle/join',
        method: 'POST',
        body: { ...inviteParam(body.battleID), ...body },
      }),
      invalidatesTags: seatTags,
    }),
    leaveBattle: build.mutation<unknown, SeatRequest>({
      query: (body) => ({ url: 'v1/battle/leave', method: 'POST', body }),
      invalidatesTags: seatTags,
    }),
    callBot: build.mutation<unknown, SeatRequest>({
      query: (body) => ({ url: 'v1/battle/bot', method: 'POST', body }),
      invalidatesTags: seatTags,
    }),
    viewerJoin: build.mutation<unknown, string>({
      query: (battleID) => ({
        url: 'v1/battle/viewer/join',
        method: 'POST',
        body: { battleID, ...inviteParam(battleID) },
      }),
    }),
    viewerLeave: build.mutation<unknown, string>({
      query: (battleID) => ({
        url: 'v1/battle/viewer/leave',
        method: 'POST',
        body: { battleID, ...inviteParam(battleID) },
      }),
    }),
    /** GET /v1/battle/template/list: the player's saved setups (the create screen lists them). */
    getBattleTemplates: build.query<BattleTemplateView[], void>({
      query: () => 'v1/battle/template/list',
      transformResponse: (res: ApiAnswer<BattleTemplateListAnswer>) => res.data.list,
      providesTags: [TEMPLATES],
    }),
    saveTemplate: build.mutation<{ templateID: string }, string>({
      query: (battleID) => ({ url: 'v1/battle/template/save', method: 'POST', body: { battleID } }),
      transformResponse: (res: ApiAnswer<{ templateID: string }>) => res.data,
      invalidatesTags: [TEMPLATES],
    }),
    deleteTemplate: build.mutation<unknown, string>({
      query: (templateID) => ({ url: 'v1/battle/template/delete', method: 'POST', body: { templateID } }),
      invalidatesTags: [TEMPLATES],
    }),
    recreateBattle: build.mutation<BattleView, { battleID?: string; templateID?: string }>({
      query: (body) => ({ url: 'v1/battle/recreate', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<BattleView>) => res.data,
      invalidatesTags: MONEY_TAGS,
    }),
  }),
});

/** Hooks of the battle endpoints. */
export const {
  useGetBattleDetailQuery,
  useLazyGetBattleDetailQuery,
  useGetBattleViewersQuery,
  useGetLiveBattleListQuery,
  useGetBattleStatQuery,
  useCreateBattleMutation,
  useJoinBattleMutation,
  useLeaveBattleMutation,
  useCallBotMutation,
  useViewerJoinMutation,
  useViewerLeaveMutation,
  useSaveTemplateMutation,
  useRecreateBattleMutation,
  useGetBattleTemplatesQuery,
  useDeleteTemplateMutation,
} = battleApi;
