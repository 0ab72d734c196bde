/** RTK Query endpoints of the battle screens: viewers kept live over `battle:{id}`, and the battle actions. */
import { baseApi } from '../../api/base';
import { whileBattleOpen } from '../../api/battle';
import { inviteParam } from '../../lib/battle-invites';
import type { ApiAnswer } from '../../protocol/answer';
import type {
  BattleTemplateListAnswer,
  BattleTemplateView,
  BattleView,
  CreateBattleRequest,
  SeatRequest,
  ViewersAnswer,
} from '../../protocol/battle';
import { MsgType } from '../../protocol/message-types';
import { applyViewerEvent } from './battle-live';

/** Tags a battle action that moves money or items invalidates: the balance in user/me (User) and loot lists (Loot). */
const MONEY_TAGS = ['User', 'Loot'] as const;
/** The player's saved setups. */
const TEMPLATES = { type: 'Battle' as const, id: 'TEMPLATES' };
// A seat action also refreshes the battle: the answer to a refetch already in flight when the seat changed would
// otherwise be older than the event that showed the new seat.
const seatTags = (_r: unknown, _e: unknown, req: SeatRequest) => [
  ...MONEY_TAGS,
  { type: 'Battle' as const, id: req.battleID },
];

/** The battle endpoints (the detail itself is shared: src/api/battle.ts). */
export const battlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/battle/viewers, then viewer joined/left (90011/90012). */
    getBattleViewers: build.query<ViewersAnswer, string>({
      query: (id) => ({ url: 'v1/battle/viewers', params: { battleID: id, ...inviteParam(id) } }),
      transformResponse: (res: ApiAnswer<ViewersAnswer>) => res.data,
      async onCacheEntryAdded(id, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        await whileBattleOpen(
          cacheDataLoaded,
          cacheEntryRemoved,
          id,
          (ws) => [
            ws.on(
              MsgType.viewerJoined,
              (payload) =>
                payload.battleID === id &&
                updateCachedData((v) => applyViewerEvent(v, { type: MsgType.viewerJoined, payload })),
            ),
            ws.on(
              MsgType.viewerLeft,
              (payload) =>
                payload.battleID === id &&
                updateCachedData((v) => applyViewerEvent(v, { type: MsgType.viewerLeft, payload })),
            ),
          ],
          () => undefined,
        );
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
  useGetBattleViewersQuery,
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
} = battlesApi;
