/**
 * Giveaways and wager races (server/routes/v1/contests.ts, src/protocol/event.ts). The giveaway list and the race
 * boards stay live from the `giveaway` (90041) and `leaderboard` (90040) channels while someone reads them; a
 * reconnect refetches them, since events sent while offline are lost.
 */
import { baseApi } from './base';
import { whileCached } from './live';
import type { ApiAnswer } from '../protocol/answer';
import type {
  GiveawayAnswer,
  GiveawayChangedEvent,
  GiveawayExtraRequest,
  GiveawayListAnswer,
  GiveawayResultAnswer,
  RaceBoardEvent,
  RaceCurrentAnswer,
  RaceHistoryAnswer,
  RaceKind,
} from '../protocol/contests';
import { Channel } from '../protocol/channels';
import { MsgType } from '../protocol/message-types';

/**
 * Puts a moved race board in place (mutating the draft, as updateCachedData allows): the race with the same id, or
 * the running race of the same kind when a new one has started. The signed-in player's standing follows the board
 * when the player is on it. Returns false when the race belongs to no kind shown (nothing changed).
 */
export function applyRaceBoard(d: RaceCurrentAnswer, e: RaceBoardEvent, userID: string | null): boolean {
  const i = d.races.findIndex((r) => r.id === e.race.id);
  const at = i >= 0 ? i : d.races.findIndex((r) => r.kind === e.race.kind && r.startsAt < e.race.startsAt);
  if (at < 0) return false;
  d.races[at] = e.race;
  d.now = e.now;
  const mine = userID ? e.race.standings.find((s) => s.player.userID === userID) : undefined;
  if (mine) d.me[e.race.id] = mine;
  else if (i < 0) d.me[e.race.id] = null;
  return true;
}

/**
 * Moves a giveaway's entrant and entry counts and its status. Returns true when the list must be fetched again: a
 * giveaway it does not know (a new one), or one just drawn (it moves to the recent list with its winners).
 */
export function applyGiveawayChanged(d: GiveawayListAnswer, e: GiveawayChangedEvent): boolean {
  const g = d.list.find((x) => x.id === e.giveawayID);
  if (!g) return !d.recent.some((x) => x.id === e.giveawayID);
  g.entrants = e.entrants;
  g.entries = e.entries;
  const drawn = e.status === 'drawn' && g.status !== 'drawn';
  g.status = e.status;
  return drawn;
}

/** One page of race history: the kind and the cursor of the page (null: the newest). */
export interface RaceHistoryArgs {
  kind: RaceKind;
  cursor: string | null;
}

const data = <T>(res: ApiAnswer<T>) => res.data;

const contestsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Giveaway', 'Race'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/event/giveaway/list, kept live from `giveaway` (90041). */
    getGiveawayList: build.query<GiveawayListAnswer, void>({
      query: () => 'v1/event/giveaway/list',
      transformResponse: data<GiveawayListAnswer>,
      providesTags: ['Giveaway'],
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        const again = () => dispatch(contestsApi.util.invalidateTags(['Giveaway']));
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [Channel.giveaway],
          listen: (ws) => [
            ws.on(MsgType.giveawayChanged, (e) => {
              let stale = false;
              updateCachedData((d) => {
                stale = applyGiveawayChanged(d, e);
              });
              if (stale) again();
            }),
          ],
          resync: again,
        });
      },
    }),
    /** GET /v1/event/giveaway/result: refetched when `giveaway` says this one moved (drawn). */
    getGiveawayResult: build.query<GiveawayResultAnswer, string>({
      query: (giveawayID) => ({ url: 'v1/event/giveaway/result', params: { giveawayID } }),
      transformResponse: data<GiveawayResultAnswer>,
      providesTags: (_r, _e, id) => [{ type: 'Giveaway', id }],
      async onCacheEntryAdded(id, { cacheDataLoaded, cacheEntryRemoved, getCacheEntry, dispatch }) {
        const again = () => dispatch(contestsApi.util.invalidateTags([{ type: 'Giveaway', id }]));
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [Channel.giveaway],
          listen: (ws) => [
            ws.on(MsgType.giveawayChanged, (e) => {
              if (e.giveawayID === id && e.status !== getCacheEntry().data?.giveaway.status) again();
            }),
          ],
          resync: again,
        });
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
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [Channel.leaderboard],
          listen: (ws) => [
            ws.on(MsgType.raceBoard, (e) => updateCachedData((d) => void applyRaceBoard(d, e, userID))),
          ],
          resync: () => dispatch(contestsApi.util.invalidateTags(['Race'])),
        });
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

/** Hooks of the giveaways and races. */
export const {
  useGetGiveawayListQuery,
  useGetGiveawayResultQuery,
  useJoinGiveawayMutation,
  useBuyGiveawayEntriesMutation,
  useGetRaceCurrentQuery,
  useGetRaceHistoryQuery,
} = contestsApi;
/** The contests API (tests drive its endpoints). */
export { contestsApi };
