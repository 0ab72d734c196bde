/** Answer shapes of the missions, rakeback and survey routes (server/routes/v1/missions.ts, survey.ts). */
import type { MissionKind, MissionPeriod } from '../domain/missions';
import type { SurveyAnswers } from '../domain/survey';
import type { CaseSummary } from './catalog';

/** One mission as GET /mission/list shows it; `reward` in point units, times epoch ms. */
export interface MissionView {
  id: string;
  period: MissionPeriod;
  kind: MissionKind;
  target: number;
  progress: number;
  reward: number;
  claimable: boolean;
  claimedAt: number | null;
  /** When the window ends and progress starts again; null for milestones. */
  resetsAt: number | null;
  /** For `open_case_type`: the case type that counts. */
  caseType?: string;
}

/** The rakeback account: wager totals in cents, amounts in point units. */
export interface RakebackView {
  percent: number;
  /** Coins wagered (cents) since the last claim (all time before the first). */
  wageredSinceClaim: number;
  available: number;
  claimedTotal: number;
  lastClaimedAt: number | null;
}

/** GET /mission/list. `rakeback` is null when signed out (the list then shows progress 0, nothing claimable). */
export interface MissionListAnswer {
  list: MissionView[];
  rakeback: RakebackView | null;
  now: number;
}

/** POST /mission/claim. */
export interface MissionClaimRequest {
  missionID: string;
}

/** What a claim credited (point units) and the mission after it. */
export interface MissionClaimAnswer {
  mission: MissionView;
  credited: number;
}

/** POST /rakeback/claim. */
export interface RakebackClaimAnswer {
  credited: number;
  rakeback: RakebackView;
}

/** GET /survey: whether the signed-in account answered, the answer, the reward and the weapon choices. */
export interface SurveyStateAnswer {
  done: boolean;
  answers: SurveyAnswers | null;
  reward: number;
  /** Weapon names of the catalog, for the favourite-weapons question. */
  weapons: string[];
}

/** POST /survey. */
export interface SurveyRequest {
  answers: SurveyAnswers;
}

/** What answering credited (point units). */
export interface SurveyAnswerResult {
  credited: number;
  answers: SurveyAnswers;
}

/** GET /survey/recommended: cases containing the favourite weapons, best match first (empty without an answer). */
export interface RecommendedCasesAnswer {
  list: CaseSummary[];
  weapons: string[];
}
