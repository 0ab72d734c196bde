/** Wire shapes of the onboarding survey (server/routes/v1/survey.ts: GET/POST /survey, GET /survey/recommended). */
import { Type, type Static } from 'typebox';
import { SURVEY_EXPERIENCE, SURVEY_MAX_WEAPONS, SURVEY_PLAY_STYLES } from '../domain/survey';
import { CaseSummary } from './catalog';
import { Closed, Nullable, OneOf } from './typebox';

/** A complete answer; `weapons` are weapon names of the catalog (e.g. 'AK-47'). */
export const SurveyAnswers = Closed({
  experience: OneOf(SURVEY_EXPERIENCE, { description: 'How long the player has played CS2.' }),
  weapons: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    minItems: 1,
    maxItems: SURVEY_MAX_WEAPONS,
    uniqueItems: true,
  }),
  playStyle: OneOf(SURVEY_PLAY_STYLES, { description: 'What the player wants to do most on the site.' }),
});
/** A complete answer. */
export type SurveyAnswers = Static<typeof SurveyAnswers>;

/** GET /survey: whether the signed-in account answered, the answer, the reward and the weapon choices. */
export const SurveyStateAnswer = Type.Object({
  done: Type.Boolean(),
  answers: Nullable(SurveyAnswers),
  reward: Type.Number({ description: 'The one-time reward for answering, in point units.' }),
  weapons: Type.Array(Type.String(), {
    description: 'Weapon names of the catalog, for the favourite-weapons question.',
  }),
});
/** GET /survey. */
export type SurveyStateAnswer = Static<typeof SurveyStateAnswer>;

/** POST /survey. */
export const SurveyRequest = Closed({ answers: SurveyAnswers });
/** POST /survey. */
export type SurveyRequest = Static<typeof SurveyRequest>;

/** What answering credited (point units). */
export const SurveyAnswerResult = Type.Object({ credited: Type.Number(), answers: SurveyAnswers });
/** What answering credited (point units). */
export type SurveyAnswerResult = Static<typeof SurveyAnswerResult>;

/** GET /survey/recommended: cases containing the favourite weapons, best match first (empty without an answer). */
export const RecommendedCasesAnswer = Type.Object({
  list: Type.Array(CaseSummary),
  weapons: Type.Array(Type.String()),
});
/** GET /survey/recommended. */
export type RecommendedCasesAnswer = Static<typeof RecommendedCasesAnswer>;
