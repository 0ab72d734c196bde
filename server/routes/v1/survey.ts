/** /api/v1/survey: the onboarding survey (answered once per account) and the cases it recommends. */
import {
  RecommendedCasesAnswer,
  SurveyAnswerResult,
  SurveyRequest,
  SurveyStateAnswer,
} from '../../../src/protocol/survey';
import { SURVEY_REWARD } from '../../../src/domain/survey';
import { requireUser } from '../../plugins/auth';
import {
  answerSurvey,
  catalogWeapons,
  recommendedCases,
  surveyAnswers,
} from '../../services/missions/survey';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'survey';

/** Registers GET /survey, POST /survey and GET /survey/recommended. */
export async function surveyRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/survey',
    {
      schema: {
        ...doc(tag, 'Whether the caller answered the survey, the answer, the reward and the weapon choices', {
          signedIn: true,
        }),
        response: answerSchema(SurveyStateAnswer),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const [answers, weapons] = await Promise.all([surveyAnswers(app.db, userId), catalogWeapons(app.db)]);
      return { data: { done: answers !== null, answers, reward: SURVEY_REWARD, weapons } };
    },
  );

  app.post(
    '/survey',
    {
      schema: {
        ...doc(tag, 'Answers the survey once, for a one-time points reward', { signedIn: true }),
        body: SurveyRequest,
        response: answerSchema(SurveyAnswerResult),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await answerSurvey(app.db, userId, req.body.answers, Date.now()) };
    },
  );

  // Signed out or without an answer: an empty list (the home page then shows the catalog unchanged).
  app.get(
    '/survey/recommended',
    {
      schema: {
        ...doc(tag, 'Cases holding the favourite weapons of the survey, best match first'),
        response: answerSchema(RecommendedCasesAnswer),
      },
    },
    async (req) => ({ data: await recommendedCases(app.db, req.userId) }),
  );
}
