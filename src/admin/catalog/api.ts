/**
 * The back office's catalog endpoints (server/routes/admin/v1/catalog.ts): staff cases (drafts, publish, retire,
 * new version) and the player-case review queue (review, take down). Everything hangs off one tag: any change
 * refetches what is shown.
 */
import { adminApi } from '../api';
import type { ApiAnswer } from '../../protocol/answer';
import type {
  AdminCaseAnswer,
  AdminCaseDetail,
  AdminCaseListAnswer,
  AdminCaseStatus,
  AdminCaseSummary,
  AdminCopyBody,
  AdminDraftBody,
  AdminPlayerCase,
  AdminPlayerCaseActionAnswer,
  AdminPlayerCaseAnswer,
  AdminPlayerCaseQuery,
} from '../../protocol/admin-catalog';

const TAG = 'AdminCatalog' as const;
const api = adminApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    adminCases: build.query<AdminCaseSummary[], AdminCaseStatus | undefined>({
      query: (status) => ({ url: 'catalog/cases', params: status ? { status } : {} }),
      transformResponse: (res: ApiAnswer<AdminCaseListAnswer>) => res.data.list,
      providesTags: [TAG],
    }),
    adminCase: build.query<AdminCaseDetail, string>({
      query: (id) => `catalog/cases/${encodeURIComponent(id)}`,
      transformResponse: (res: ApiAnswer<AdminCaseAnswer>) => res.data.case,
      providesTags: [TAG],
    }),
    createAdminDraft: build.mutation<AdminCaseDetail, AdminDraftBody>({
      query: (body) => ({ url: 'catalog/cases', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<AdminCaseAnswer>) => res.data.case,
      invalidatesTags: [TAG],
    }),
    saveAdminDraft: build.mutation<AdminCaseDetail, { id: string; body: AdminDraftBody }>({
      query: ({ id, body }) => ({ url: `catalog/cases/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (res: ApiAnswer<AdminCaseAnswer>) => res.data.case,
      invalidatesTags: [TAG],
    }),
    deleteAdminDraft: build.mutation<void, string>({
      query: (id) => ({ url: `catalog/cases/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAG],
    }),
    publishAdminCase: build.mutation<AdminCaseDetail, string>({
      query: (id) => ({ url: `catalog/cases/${encodeURIComponent(id)}/publish`, method: 'POST', body: {} }),
      transformResponse: (res: ApiAnswer<AdminCaseAnswer>) => res.data.case,
      invalidatesTags: [TAG],
    }),
    retireAdminCase: build.mutation<AdminCaseDetail, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `catalog/cases/${encodeURIComponent(id)}/retire`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (res: ApiAnswer<AdminCaseAnswer>) => res.data.case,
      invalidatesTags: [TAG],
    }),
    copyAdminCase: build.mutation<AdminCaseDetail, AdminCopyBody>({
      query: (body) => ({ url: 'catalog/cases/copy', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<AdminCaseAnswer>) => res.data.case,
      invalidatesTags: [TAG],
    }),
    playerCaseQueue: build.query<AdminPlayerCaseAnswer, AdminPlayerCaseQuery>({
      query: (params) => ({ url: 'catalog/player-cases', params }),
      transformResponse: (res: ApiAnswer<AdminPlayerCaseAnswer>) => res.data,
      providesTags: [TAG],
    }),
    reviewPlayerCase: build.mutation<AdminPlayerCase, string>({
      query: (id) => ({
        url: `catalog/player-cases/${encodeURIComponent(id)}/review`,
        method: 'POST',
        body: {},
      }),
      transformResponse: (res: ApiAnswer<AdminPlayerCaseActionAnswer>) => res.data.playerCase,
      invalidatesTags: [TAG],
    }),
    takeDownPlayerCase: build.mutation<AdminPlayerCase, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `catalog/player-cases/${encodeURIComponent(id)}/take-down`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (res: ApiAnswer<AdminPlayerCaseActionAnswer>) => res.data.playerCase,
      invalidatesTags: [TAG],
    }),
  }),
});

export const {
  useAdminCasesQuery,
  useAdminCaseQuery,
  useCreateAdminDraftMutation,
  useSaveAdminDraftMutation,
  useDeleteAdminDraftMutation,
  usePublishAdminCaseMutation,
  useRetireAdminCaseMutation,
  useCopyAdminCaseMutation,
  usePlayerCaseQueueQuery,
  useReviewPlayerCaseMutation,
  useTakeDownPlayerCaseMutation,
} = api;
