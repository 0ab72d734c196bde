/**
 * Player-made cases: POST /v1/case/create, GET /v1/case/community (an infinite query, page by cursor) and
 * GET /v1/case/mine. They hang off the 'User' tag: a new case, an opening or a sale refreshes them.
 */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type {
  CommunityCasesAnswer,
  CommunityPeriod,
  CreateCaseRequest,
  MyPlayerCasesAnswer,
  PlayerCaseDetail,
} from '../protocol/player-case';

/** What the community list is asked for. */
export interface CommunityArgs {
  period: CommunityPeriod;
  q: string;
}

/** The URL of the art a case named `name` gets when its rarest item has rank `rarity` (GET /v1/case/art-preview). */
export function artPreviewUrl(name: string, rarity: number): string {
  const p = new URLSearchParams({ name: name.slice(0, 64), rarity: String(rarity) });
  return `/api/v1/case/art-preview?${p.toString()}`;
}

const playerCasesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Creates a case; the player's and the community's lists refetch. */
    createPlayerCase: build.mutation<PlayerCaseDetail, CreateCaseRequest>({
      query: (body) => ({ url: 'v1/case/create', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<{ case: PlayerCaseDetail }>) => res.data.case,
      invalidatesTags: ['User'],
    }),
    /** Public player cases, most opened first in the period, searched by name, page by page. */
    communityCases: build.infiniteQuery<CommunityCasesAnswer, CommunityArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.cursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'v1/case/community',
        params: {
          period: queryArg.period,
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      transformResponse: (res: ApiAnswer<CommunityCasesAnswer>) => res.data,
      providesTags: ['User'],
    }),
    /** The signed-in player's own cases with their openings and earnings. */
    myPlayerCases: build.query<MyPlayerCasesAnswer, void>({
      query: () => 'v1/case/mine',
      transformResponse: (res: ApiAnswer<MyPlayerCasesAnswer>) => res.data,
      providesTags: ['User'],
    }),
  }),
});

/** Hooks of the player-case endpoints. */
export const { useCreatePlayerCaseMutation, useCommunityCasesInfiniteQuery, useMyPlayerCasesQuery } =
  playerCasesApi;
