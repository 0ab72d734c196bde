/** RTK Query endpoints of the battle screens: detail and viewers kept live over `battle:{id}`, cases, user and actions. */
import { baseApi } from '../../lib/base-api';
import { getWsClient } from '../../lib/ws-connection';
import { Channel } from '../../protocol/channels';
import { MsgType } from '../../protocol/message-types';
import { applyBattleEvent, applyViewerEvent } from './battle-live';
import type { CaseSummary } from '../../protocol/api-catalog';
import type { BattleDetail, CreateBattleBody, ViewersAnswer } from './battle-types';

/** The signed-in user as the battle screens need it. */
export interface BattleMe {
  userID: string;
  nickname: string;
  avatar: string;
  coins: number;
}

interface MeAnswer {
  data: {
    user: { userID: string; nickname: string; avatar: string };
    wallets: { currency: string; balance: number }[];
  };
}

type Seat = { battleID: string; slot: number };

/** Subscribes the battle's channel while the cache entry lives, binding the listeners; fetches again once subscribed. */
async function whileOpen(
  loaded: Promise<unknown>,
  removed: Promise<unknown>,
  id: string,
  bind: (ws: ReturnType<typeof getWsClient>) => (() => void)[],
  refetch: () => void,
): Promise<void> {
  try {
    await loaded;
  } catch {
    return;
  }
  const ws = getWsClient();
  // Events published between the first fetch and the subscription taking effect would be lost (a spectator
  // arriving just before a round would miss it), so fetch again once the subscription is live: now if the socket
  // is open, otherwise when it opens, and after every reconnect. The delay lets the subscribe frame go first.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const resync = () => {
    clearTimeout(timer);
    timer = setTimeout(refetch, RESYNC_DELAY_MS);
  };
  const undo = [
    ws.subscribe(Channel.battle(id)),
    ...bind(ws),
    ws.onState((s) => s === 'open' && resync()),
    () => clearTimeout(timer),
  ];
  if (ws.state === 'open') resync();
  await removed;
  for (const u of undo) u();
}

/** How long after subscribing the battle is fetched again. */
const RESYNC_DELAY_MS = 300;

/** Tags a battle action that moves money or items invalidates: the header's balance (User) and loot lists (Loot). */
const MONEY_TAGS = ['User', 'Loot'] as const;

/** The battle endpoints. */
export const battlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/battle/detail, then every event of `battle:{id}`. */
    getBattleDetail: build.query<BattleDetail, string>({
      query: (id) => ({ url: 'v1/battle/detail', params: { battleID: id } }),
      transformResponse: (res: { data: { battle: Omit<BattleDetail, 'clientAt'> } }) => ({
        ...res.data.battle,
        clientAt: Date.now(),
      }),
      providesTags: (_r, _e, id) => [{ type: 'Battle', id }],
      async onCacheEntryAdded(id, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        const on = <
          T extends
            | typeof MsgType.userJoined
            | typeof MsgType.userLeft
            | typeof MsgType.processing
            | typeof MsgType.playing
            | typeof MsgType.finished,
        >(
          ws: ReturnType<typeof getWsClient>,
          type: T,
        ) =>
          ws.on(type, (payload) =>
            updateCachedData((d) =>
              applyBattleEvent(d, { type, payload } as Parameters<typeof applyBattleEvent>[1], Date.now()),
            ),
          );
        await whileOpen(
          cacheDataLoaded,
          cacheEntryRemoved,
          id,
          (ws) => [
            on(ws, MsgType.userJoined),
            on(ws, MsgType.userLeft),
            on(ws, MsgType.processing),
            on(ws, MsgType.playing),
            on(ws, MsgType.finished),
          ],
          () => dispatch(baseApi.util.invalidateTags([{ type: 'Battle', id }])),
        );
      },
    }),
    /** GET /v1/battle/viewers, then viewer joined/left (90011/90012). */
    getBattleViewers: build.query<ViewersAnswer, string>({
      query: (id) => ({ url: 'v1/battle/viewers', params: { battleID: id } }),
      transformResponse: (res: { data: ViewersAnswer }) => res.data,
      async onCacheEntryAdded(id, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        await whileOpen(
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
    /** GET /v1/case/list. */
    getBattleCases: build.query<CaseSummary[], void>({
      query: () => 'v1/case/list',
      transformResponse: (res: { data: { list: CaseSummary[] } }) => res.data.list,
    }),
    /** GET /v1/user/me reduced to what battles need (skip it when signed out). */
    getBattleMe: build.query<BattleMe, string>({
      query: () => 'v1/user/me',
      transformResponse: (res: MeAnswer) => ({
        ...res.data.user,
        coins: res.data.wallets.find((w) => w.currency === 'coin')?.balance ?? 0,
      }),
      providesTags: ['User'],
    }),
    createBattle: build.mutation<BattleDetail, CreateBattleBody>({
      query: (body) => ({ url: 'v1/battle/create', method: 'POST', body }),
      transformResponse: (res: { data: BattleDetail }) => res.data,
      invalidatesTags: MONEY_TAGS,
    }),
    joinBattle: build.mutation<unknown, Seat>({
      query: (body) => ({ url: 'v1/battle/join', method: 'POST', body }),
      invalidatesTags: MONEY_TAGS,
    }),
    leaveBattle: build.mutation<unknown, Seat>({
      query: (body) => ({ url: 'v1/battle/leave', method: 'POST', body }),
      invalidatesTags: MONEY_TAGS,
    }),
    callBot: build.mutation<unknown, Seat>({
      query: (body) => ({ url: 'v1/battle/bot', method: 'POST', body }),
      invalidatesTags: MONEY_TAGS,
    }),
    viewerJoin: build.mutation<unknown, string>({
      query: (battleID) => ({ url: 'v1/battle/viewer/join', method: 'POST', body: { battleID } }),
    }),
    viewerLeave: build.mutation<unknown, string>({
      query: (battleID) => ({ url: 'v1/battle/viewer/leave', method: 'POST', body: { battleID } }),
    }),
    saveTemplate: build.mutation<{ templateID: string }, string>({
      query: (battleID) => ({ url: 'v1/battle/template/save', method: 'POST', body: { battleID } }),
      transformResponse: (res: { data: { templateID: string } }) => res.data,
    }),
    recreateBattle: build.mutation<BattleDetail, { battleID?: string; templateID?: string }>({
      query: (body) => ({ url: 'v1/battle/recreate', method: 'POST', body }),
      transformResponse: (res: { data: BattleDetail }) => res.data,
      invalidatesTags: MONEY_TAGS,
    }),
  }),
});

/** Hooks of the battle endpoints. */
export const {
  useGetBattleDetailQuery,
  useGetBattleViewersQuery,
  useGetBattleCasesQuery,
  useGetBattleMeQuery,
  useCreateBattleMutation,
  useJoinBattleMutation,
  useLeaveBattleMutation,
  useCallBotMutation,
  useViewerJoinMutation,
  useViewerLeaveMutation,
  useSaveTemplateMutation,
  useRecreateBattleMutation,
} = battlesApi;
