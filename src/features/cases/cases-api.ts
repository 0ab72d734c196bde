/** RTK Query endpoints of the case screens: case types and opening (list, detail, loot and user/me are shared in src/lib). */
import { baseApi } from '../../api/base';
import { useGetLootListQuery } from '../../api/loot';
import type { ApiAnswer } from '../../protocol/answer';
import type {
  CaseTypeCount,
  CaseTypesAnswer,
  LootView,
  Opening,
  OpeningAnswer,
  OpenCasesRequest,
} from '../../protocol/catalog';

const casesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    caseTypes: build.query<CaseTypeCount[], void>({
      query: () => 'v1/case/types',
      transformResponse: (res: ApiAnswer<CaseTypesAnswer>) => res.data.list,
    }),
    /** Moves coins and adds loot: the balance (user/me), the loot lists and the seed's nonce refetch. */
    openCases: build.mutation<Opening, OpenCasesRequest>({
      query: (body) => ({ url: 'v1/case/open', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<OpeningAnswer>) => res.data.opening,
      invalidatesTags: ['User', 'Loot', 'Seed'],
    }),
  }),
});

/** Hooks of the case screens. */
export const { useCaseTypesQuery, useOpenCasesMutation } = casesApi;
export { useCaseDetailQuery } from '../../api/case';
/** The case endpoints (tests drive them). */
export { casesApi };

/** What "My cases" lists: the newest pending and sold items, one page. */
const RECENT_LOOT = { status: ['pending', 'sold'], cursor: null } as const;

/** The user's recent loot (pending and sold) from the one loot list endpoint, as a list. */
export function useRecentLootQuery(): { data: LootView[] | undefined; isLoading: boolean } {
  return useGetLootListQuery(RECENT_LOOT, {
    selectFromResult: ({ data, isLoading }) => ({ data: data?.list, isLoading }),
  });
}
