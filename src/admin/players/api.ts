/** The Players area's endpoints on the back office API: search, a player's page and ledger, and the support actions. */
import type { Answer } from '../../protocol/answer';
import type {
  HoldRequest,
  MuteRequest,
  PlayerDetail,
  PlayerLedgerAnswer,
  PlayerLedgerQuery,
  PlayerSearchAnswer,
  RevokeSessionsRequest,
} from '../../protocol/admin-players';
import { adminApi } from '../api';

type Act<B> = { id: string } & B;
const detail = (r: Answer<PlayerDetail>) => r.data;
const tags = (_r: unknown, _e: unknown, a: { id: string }) => [
  { type: 'Player' as const, id: a.id },
  'Audit' as const,
];

const playersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    searchPlayers: build.query<PlayerSearchAnswer, string>({
      query: (q) => ({ url: '/players/search', params: { q } }),
      transformResponse: (r: Answer<PlayerSearchAnswer>) => r.data,
      providesTags: ['Player'],
    }),
    playerDetail: build.query<PlayerDetail, string>({
      query: (id) => `/players/${encodeURIComponent(id)}`,
      transformResponse: detail,
      providesTags: (_r, _e, id) => [{ type: 'Player', id }],
    }),
    playerLedger: build.query<PlayerLedgerAnswer, { id: string } & PlayerLedgerQuery>({
      query: ({ id, ...params }) => ({ url: `/players/${encodeURIComponent(id)}/ledger`, params }),
      transformResponse: (r: Answer<PlayerLedgerAnswer>) => r.data,
      providesTags: (_r, _e, a) => [{ type: 'Player', id: a.id }],
    }),
    addNote: build.mutation<PlayerDetail, Act<{ body: string }>>({
      query: ({ id, ...body }) => ({ url: `/players/${encodeURIComponent(id)}/notes`, method: 'POST', body }),
      transformResponse: detail,
      invalidatesTags: tags,
    }),
    placeHold: build.mutation<PlayerDetail, Act<HoldRequest>>({
      query: ({ id, ...body }) => ({ url: `/players/${encodeURIComponent(id)}/holds`, method: 'POST', body }),
      transformResponse: detail,
      invalidatesTags: tags,
    }),
    liftHold: build.mutation<PlayerDetail, Act<{ holdId: string; reason: string }>>({
      query: ({ id, holdId, reason }) => ({
        url: `/players/${encodeURIComponent(id)}/holds/${encodeURIComponent(holdId)}/lift`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: detail,
      invalidatesTags: tags,
    }),
    placeMute: build.mutation<PlayerDetail, Act<MuteRequest>>({
      query: ({ id, ...body }) => ({ url: `/players/${encodeURIComponent(id)}/mutes`, method: 'POST', body }),
      transformResponse: detail,
      invalidatesTags: tags,
    }),
    liftMute: build.mutation<PlayerDetail, Act<{ muteId: string; reason: string }>>({
      query: ({ id, muteId, reason }) => ({
        url: `/players/${encodeURIComponent(id)}/mutes/${encodeURIComponent(muteId)}/lift`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: detail,
      invalidatesTags: tags,
    }),
    revokeSessions: build.mutation<PlayerDetail, Act<RevokeSessionsRequest>>({
      query: ({ id, ...body }) => ({
        url: `/players/${encodeURIComponent(id)}/sessions/revoke`,
        method: 'POST',
        body,
      }),
      transformResponse: detail,
      invalidatesTags: tags,
    }),
  }),
});

export const {
  useSearchPlayersQuery,
  usePlayerDetailQuery,
  usePlayerLedgerQuery,
  useAddNoteMutation,
  usePlaceHoldMutation,
  useLiftHoldMutation,
  usePlaceMuteMutation,
  useLiftMuteMutation,
  useRevokeSessionsMutation,
} = playersApi;
