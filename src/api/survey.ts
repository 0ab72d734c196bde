/** GET/POST /v1/survey and GET /v1/survey/recommended: the onboarding survey and the cases it recommends. */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type {
  RecommendedCasesAnswer,
  SurveyAnswerResult,
  SurveyAnswers,
  SurveyStateAnswer,
} from '../protocol/survey';

const surveyApi = baseApi.enhanceEndpoints({ addTagTypes: ['Survey'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Whether the signed-in account answered, its answer, the reward and the weapon choices. */
    surveyState: build.query<SurveyStateAnswer, void>({
      query: () => 'v1/survey',
      transformResponse: (res: ApiAnswer<SurveyStateAnswer>) => res.data,
      providesTags: ['Survey'],
    }),
    /** Answers once; the reward moves the points balance (User). */
    answerSurvey: build.mutation<SurveyAnswerResult, SurveyAnswers>({
      query: (answers) => ({ url: 'v1/survey', method: 'POST', body: { answers } }),
      transformResponse: (res: ApiAnswer<SurveyAnswerResult>) => res.data,
      invalidatesTags: ['Survey', 'User'],
    }),
    /** Cases holding the favourite weapons, best match first (empty signed out or before the survey). */
    recommendedCases: build.query<RecommendedCasesAnswer, void>({
      query: () => 'v1/survey/recommended',
      transformResponse: (res: ApiAnswer<RecommendedCasesAnswer>) => res.data,
      providesTags: ['Survey'],
    }),
  }),
});

/** Hooks of the survey API. */
export const { useSurveyStateQuery, useAnswerSurveyMutation, useRecommendedCasesQuery } = surveyApi;
/** The survey API (tests drive its endpoints). */
export { surveyApi };
