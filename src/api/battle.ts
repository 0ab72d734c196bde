/**
 * GET /v1/battle/detail, kept live over `battle:{id}`: the one battle endpoint the battle screens and the fairness
 * verifier share. The battle feature adds its viewers and actions in its own battles-api.ts.
 */
import type { ApiAnswer } from '../protocol/answer';
import type { BattleDetailAnswer } from '../protocol/battle';
import { Channel } from '../protocol/channels';
import { MsgType } from '../protocol/message-types';
import { baseApi } from './base';
import { inviteParam } from '../lib/battle-invites';
import { applyBattleEvent, type BattleDetail, type BattleEvent } from './battle-live';
import type { WsClient } from '../realtime/client';
import { getWsClient } from '../realtime/connection';

/** How long after subscribing the battle is fetched again. */
const RESYNC_DELAY_MS = 300;

/**
 * Subscribes `battle:{id}` while a cache entry lives, binding the listeners; calls `refetch` once subscribed.
 * Events published between the first fetch and the subscription taking effect would be lost (a spectator arriving
 * just before a round would miss it), so the entry is fetched again once the subscription is live: now if the socket
 * is open, otherwise when it opens, and after every reconnect. The delay lets the subscribe frame go first.
 * A refetch answer can be older than an event applied while it was in flight (a seat filled, a round played), and
 * it replaces the entry; so `bind` reports each applied event through `touched`, and a refetch that saw one is
 * followed by another until one completes with no event in between.
 */
export async function whileBattleOpen(
  loaded: Promise<unknown>,
  removed: Promise<unknown>,
  id: string,
  bind: (ws: WsClient, touched: () => void) => (() => void)[],
  refetch: () => PromiseLike<unknown> | void,
): Promise<void> {
  try {
    await loaded;
  } catch {
    return;
  }
  const ws = getWsClient();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let events = 0;
  let closed = false;
  const run = async () => {
    const before = events;
    await refetch();
    if (events !== before && !closed) resync();
  };
  const resync = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), RESYNC_DELAY_MS);
  };
  const undo = [
    ws.subscribe(Channel.battle(id)),
    ...bind(ws, () => events++),
    ws.onState((s) => s === 'open' && resync()),
    () => {
      closed = true;
      clearTimeout(timer);
    },
  ];
  if (ws.state === 'open') resync();
  await removed;
  for (const u of undo) u();
}

/** The battle endpoint. */
export const battleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/battle/detail, then every event of `battle:{id}` until it finishes. */
    getBattleDetail: build.query<BattleDetail, string>({
      query: (id) => ({ url: 'v1/battle/detail', params: { battleID: id, ...inviteParam(id) } }),
      transformResponse: (res: ApiAnswer<BattleDetailAnswer>) => ({
        ...res.data.battle,
        clientAt: Date.now(),
      }),
      providesTags: (_r, _e, id) => [{ type: 'Battle', id }],
      async onCacheEntryAdded(id, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        // A finished battle never changes again (the verifier reads only those): no channel, no websocket.
        const first = await cacheDataLoaded.catch(() => null);
        if (!first || first.data.status === 'finished') return;
        let touched = () => {};
        const apply = (ev: BattleEvent) => {
          touched();
          updateCachedData((d) => applyBattleEvent(d, ev, Date.now()));
        };
        await whileBattleOpen(
          cacheDataLoaded,
          cacheEntryRemoved,
          id,
          (ws, onEvent) => {
            touched = onEvent;
            return [
              ws.on(MsgType.userJoined, (payload) => apply({ type: MsgType.userJoined, payload })),
              ws.on(MsgType.userLeft, (payload) => apply({ type: MsgType.userLeft, payload })),
              ws.on(MsgType.processing, (payload) => apply({ type: MsgType.processing, payload })),
              ws.on(MsgType.playing, (payload) => apply({ type: MsgType.playing, payload })),
              ws.on(MsgType.finished, (payload) => apply({ type: MsgType.finished, payload })),
            ];
          },
          () =>
            dispatch(
              battleApi.endpoints.getBattleDetail.initiate(id, { subscribe: false, forceRefetch: true }),
            ),
        );
      },
    }),
  }),
});

/** Hooks: the live battle (screens) and its lazy form (the verifier fetches on demand). */
export const { useGetBattleDetailQuery, useLazyGetBattleDetailQuery } = battleApi;
