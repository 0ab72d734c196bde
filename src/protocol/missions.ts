/** Answer shapes of the missions and rakeback routes (server/routes/v1/missions.ts). */
import { Type, type Static } from 'typebox';
import { MISSION_KINDS, MISSION_PERIODS } from '../domain/missions';
import { Slug } from './fields';
import { Closed, Nullable, OneOf } from './typebox';

/** One mission as GET /mission/list shows it; `reward` in point units, times epoch ms. */
export const MissionView = Type.Object({
  id: Type.String(),
  period: OneOf(MISSION_PERIODS),
  kind: OneOf(MISSION_KINDS),
  target: Type.Integer(),
  progress: Type.Integer(),
  reward: Type.Integer(),
  claimable: Type.Boolean(),
  claimedAt: Nullable(Type.Number()),
  /** When the window ends and progress starts again; null for milestones. */
  resetsAt: Nullable(Type.Number()),
  /** For `open_case_type`: the case type that counts. */
  caseType: Type.Optional(Type.String()),
});
/** One mission as the list shows it. */
export type MissionView = Static<typeof MissionView>;

/** The rakeback account: wager totals in cents, amounts in point units. */
export const RakebackView = Type.Object({
  percent: Type.Number(),
  /** Coins wagered (cents) since the last claim (all time before the first). */
  wageredSinceClaim: Type.Integer(),
  available: Type.Integer(),
  claimedTotal: Type.Integer(),
  lastClaimedAt: Nullable(Type.Number()),
});
/** The rakeback account. */
export type RakebackView = Static<typeof RakebackView>;

/** GET /mission/list. `rakeback` is null when signed out (the list then shows progress 0, nothing claimable). */
export const MissionListAnswer = Type.Object({
  list: Type.Array(MissionView),
  rakeback: Nullable(RakebackView),
  now: Type.Number(),
});
/** GET /mission/list data. */
export type MissionListAnswer = Static<typeof MissionListAnswer>;

/** POST /mission/claim. */
export const MissionClaimRequest = Closed({
  missionID: Slug,
});
/** POST /mission/claim body. */
export type MissionClaimRequest = Static<typeof MissionClaimRequest>;

/** What a claim credited (point units) and the mission after it. */
export const MissionClaimAnswer = Type.Object({ mission: MissionView, credited: Type.Integer() });
/** POST /mission/claim data. */
export type MissionClaimAnswer = Static<typeof MissionClaimAnswer>;

/** POST /rakeback/claim. */
export const RakebackClaimAnswer = Type.Object({ credited: Type.Integer(), rakeback: RakebackView });
/** POST /rakeback/claim data. */
export type RakebackClaimAnswer = Static<typeof RakebackClaimAnswer>;
