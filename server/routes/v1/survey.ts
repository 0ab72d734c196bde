/** /api/v1/survey: the onboarding survey (answered once per account) and the cases it recommends. */
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type {
  RecommendedCasesAnswer,
  SurveyAnswerResult,
  SurveyRequest,
  SurveyStateAnswer,
} from '../../../src/protocol/missions';
import {
  SURVEY_EXPERIENCE,
  SURVEY_MAX_WEAPONS,
  SURVEY_PLAY_STYLES,
  SURVEY_REWARD,
} from '../../../src/domain/survey';
import { requireUser } from '../../plugins/auth';
import {
  answerSurvey,
  catalogWeapons,
  recommendedCases,
  surveyAnswers,
} from '../../services/missions/survey';

const answerSchema = {
  body: {
    type: 'object',
    required: ['answers'],
    additionalProperties: false,
    properties: {
      answers: {
        type: 'object',
        required: ['experience', 'weapons', 'playStyle'],
        additionalProperties: false,
        properties: {
          experience: { type: 'string', enum: SURVEY_EXPERIENCE },
          playStyle: { type: 'string', enum: SURVEY_PLAY_STYLES },
          weapons: {
            type: 'array',
            minItems: 1,
            maxItems: SURVEY_MAX_WEAPONS,
            uniqueItems: true,
            items: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
      },
    },
  },
} as const;

/** Registers GET /survey, POST /survey and GET /survey/recommended. */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/survey', async (req): Promise<ApiAnswer<SurveyStateAnswer>> => {
    const userId = requireUser(req);
    const [answers, weapons] = await Promise.all([surveyAnswers(app.db, userId), catalogWeapons(app.db)]);
    return { data: { done: answers !== null, answers, reward: SURVEY_REWARD, weapons } };
  });

  app.post<{ Body: SurveyRequest }>(
    '/survey',
    { schema: answerSchema },
    async (req): Promise<ApiAnswer<SurveyAnswerResult>> => {
      const userId = requireUser(req);
      return { data: await answerSurvey(app.db, userId, req.body.answers, Date.now()) };
    },
  );

  // Signed out or without an answer: an empty list (the home page then shows the catalog unchanged).
  app.get('/survey/recommended', async (req): Promise<ApiAnswer<RecommendedCasesAnswer>> => ({
    data: await recommendedCases(app.db, req.userId),
  }));
}
