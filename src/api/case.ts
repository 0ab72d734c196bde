/** GET /v1/case/list and /v1/case/detail: the case catalog, shared by the case screens, the home page and battles. */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { CaseDetail, CaseDetailAnswer, CaseListAnswer, CaseSummary } from '../protocol/catalog';

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
  }),
});

/** Hook of the case list. */
export const { useCaseListQuery, useCaseDetailQuery } = caseApi;
/** The case list API (tests drive its endpoint). */
export { caseApi };
