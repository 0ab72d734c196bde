/** RTK Query endpoints of the case screens: catalog, detail, opening, the user's loot and selling it. */
import { baseApi } from '../../lib/base-api';
import type { CaseDetail, CaseSummary, LootView, Opening } from '../../protocol/api-catalog';
import type { UserInfo } from '../../protocol/api-user';

/** What POST /case/open takes: one idempotency key per click so a retried request opens once. */
export interface OpenCasesArgs {
  caseID: string;
  count: number;
  idempotencyKey: string;
}

const casesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    caseList: build.query<CaseSummary[], string | void>({
      query: (type) => (type ? `v1/case/list?type=${encodeURIComponent(type)}` : 'v1/case/list'),
      transformResponse: (res: { data: { list: CaseSummary[] } }) => res.data.list,
    }),
    caseTypes: build.query<{ type: string; count: number }[], void>({
      query: () => 'v1/case/types',
      transformResponse: (res: { data: { list: { type: string; count: number }[] } }) => res.data.list,
    }),
    caseDetail: build.query<CaseDetail, string>({
      query: (id) => `v1/case/detail?caseID=${encodeURIComponent(id)}`,
      transformResponse: (res: { data: { case: CaseDetail } }) => res.data.case,
    }),
    openCases: build.mutation<Opening, OpenCasesArgs>({
      query: (body) => ({ url: 'v1/case/open', method: 'POST', body }),
      transformResponse: (res: { data: { opening: Opening } }) => res.data.opening,
      invalidatesTags: ['User', 'Loot'],
    }),
    sellCaseLoot: build.mutation<unknown, string[]>({
      query: (lootIDs) => ({ url: 'v1/loot/sell', method: 'POST', body: { lootIDs } }),
      invalidatesTags: ['User', 'Loot'],
    }),
    recentLoot: build.query<LootView[], void>({
      query: () => 'v1/loot/list?pageSize=80&status=pending&status=sold',
      transformResponse: (res: { data: { list: LootView[] } }) => res.data.list,
      providesTags: ['Loot'],
    }),
    casesMe: build.query<UserInfo, void>({
      query: () => 'v1/user/me',
      transformResponse: (res: { data: UserInfo }) => res.data,
      providesTags: ['User'],
    }),
  }),
});

/** Hooks of the case screens. */
export const {
  useCaseListQuery,
  useCaseTypesQuery,
  useCaseDetailQuery,
  useOpenCasesMutation,
  useSellCaseLootMutation,
  useRecentLootQuery,
  useCasesMeQuery,
} = casesApi;

/** The coin balance (cents) of a user info, 0 when absent. */
export function coinBalance(me: UserInfo | undefined): number {
  return me?.wallets.find((w) => w.currency === 'coin')?.balance ?? 0;
}
