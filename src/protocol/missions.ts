/** Answer shapes of the missions and rakeback routes (server/routes/v1/missions.ts). */
import type { MissionKind, MissionPeriod } from '../domain/missions';

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
