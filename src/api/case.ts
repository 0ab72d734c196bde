/**
 * The case resource (server/routes/v1/case.ts): GET /v1/case/list, /v1/case/detail and /v1/case/types, the catalog
 * the case screens, the home page and battles share, a case's top drops (/v1/case/top-drops), and POST /v1/case/open.
 */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { CaseTopDropsAnswer } from '../protocol/case-drops';
import type {
  CaseDetail,
  CaseDetailAnswer,
  CaseListAnswer,
  CaseSummary,
  CaseTypeCount,
  CaseTypesAnswer,
  Opening,
  OpeningAnswer,
  OpenCasesRequest,
} from '../protocol/catalog';

const caseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Active cases, of one type or all. */
    caseList: build.query<CaseSummary[], string | void>({
      query: (type) => (type ? `v1/case/list?type=${encodeURIComponent(type)}` : 'v1/case/list'),
      transformResponse: (res: ApiAnswer<CaseListAnswer>) => res.data.list,
    }),
    /** One case with its odds rows. */
    caseDetail: build.query<CaseDetail, string>({
      query: (id) => `v1/case/detail?caseID=${encodeURIComponent(id)}`,
      transformResponse: (res: ApiAnswer<CaseDetailAnswer>) => res.data.case,
    }),
    /** The case types with how many active cases each has. */
    caseTypes: build.query<CaseTypeCount[], void>({
      query: () => 'v1/case/types',
      transformResponse: (res: ApiAnswer<CaseTypesAnswer>) => res.data.list,
    }),
    /**
     * A case's most valuable recent drops. Not refreshed by an opening (that would show the drop before the reels
     * land): the case page refetches once its result is on screen.
     */
    caseTopDrops: build.query<CaseTopDropsAnswer, string>({
      query: (id) => `v1/case/top-drops?caseID=${encodeURIComponent(id)}`,
      transformResponse: (res: ApiAnswer<CaseTopDropsAnswer>) => res.data,
    }),
    /** Moves coins and adds loot: the balance (user/me), the loot lists and the seed's nonce refetch. */
    openCases: build.mutation<Opening, OpenCasesRequest>({
      query: (body) => ({ url: 'v1/case/open', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<OpeningAnswer>) => res.data.opening,
      invalidatesTags: ['User', 'Loot', 'Seed'],
    }),
  }),
});

/** Hooks of the case resource. */
export const {
  useCaseListQuery,
  useCaseDetailQuery,
  useCaseTypesQuery,
  useCaseTopDropsQuery,
  useOpenCasesMutation,
} = caseApi;
/** The case API (tests drive its endpoints). */
export { caseApi };
