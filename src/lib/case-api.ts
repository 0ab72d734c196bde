/** GET /v1/case/list: the case catalog, shared by the case screens, the home page and battle creation. */
import { baseApi } from './base-api';
import type { ApiAnswer } from '../protocol/api-answer';
import type { CaseListAnswer, CaseSummary } from '../protocol/api-catalog';

const caseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Active cases, of one type or all. */
    caseList: build.query<CaseSummary[], string | void>({
      query: (type) => (type ? `v1/case/list?type=${encodeURIComponent(type)}` : 'v1/case/list'),
      transformResponse: (res: ApiAnswer<CaseListAnswer>) => res.data.list,
    }),
  }),
});

/** Hook of the case list. */
export const { useCaseListQuery } = caseApi;
/** The case list API (tests drive its endpoint). */
export { caseApi };
