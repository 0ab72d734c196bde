/**
 * Missions: the list with real progress, and claims. A claim credits the mission's points once per window: the
 * ledger transfer `house:rewards:point -> user` carries the key `mission:{user}:{mission}:{windowStart}`, so a
 * repeated or concurrent claim finds the key taken and changes nothing (409 mission_claimed).
 */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { payPointsReward } from '../economy/budget';
import {
  MISSIONS,
  missionClaimKey,
  missionComplete,
  missionProgress,
  missionWindow,
  type MissionDef,
} from '../../../src/domain/missions';
import type { MissionView } from '../../../src/protocol/missions';
import { missionCount } from './progress';

function view(def: MissionDef, count: number, claimedAt: number | null, now: number): MissionView {
  const complete = missionComplete(def, count);
  return {
    id: def.id,
    period: def.period,
    kind: def.kind,
    target: def.target,
    progress: missionProgress(def, count),
    reward: def.reward,
    claimable: complete && claimedAt === null,
    claimedAt,
    resetsAt: missionWindow(def.period, now).end,
    ...(def.caseType ? { caseType: def.caseType } : {}),
  };
}

/** Every mission with the player's progress; signed out (`userId` null): progress 0 and nothing claimable. */
export async function listMissions(db: Db, userId: string | null, now: number): Promise<MissionView[]> {
  const defs = MISSIONS;
  if (!userId) return defs.map((d) => ({ ...view(d, 0, null, now), claimable: false }));
  const keys = defs.map((d) => missionClaimKey(userId, d, now));
  const claims = await db.kysely
    .selectFrom('ledger_transactions')
    .select(['idem_key', 'created_at'])
    .where('idem_key', 'in', keys)
    .execute();
  const claimedAt = new Map(claims.map((c) => [c.idem_key, Number(c.created_at)]));
  const out: MissionView[] = [];
  for (const [i, d] of defs.entries()) {
    out.push(view(d, await missionCount(db.kysely, userId, d, now), claimedAt.get(keys[i]) ?? null, now));
  }
  return out;
}

/**
 * Claims a mission's reward: 404 mission_not_found, 409 mission_incomplete, 409 mission_claimed (this window's
 * reward was credited already, by this or a concurrent request). Returns the mission after the claim.
 */
export async function claimMission(
  db: Db,
  userId: string,
  missionId: string,
  now: number,
): Promise<{ mission: MissionView; credited: number }> {
  const def = MISSIONS.find((m) => m.id === missionId) ?? null;
  if (!def) throw notFound('mission_not_found', 'No such mission');
  const key = missionClaimKey(userId, def, now);
  const { start } = missionWindow(def.period, now);
  const count = await unitOfWorkOnce(db, async (trx) => {
    const n = await missionCount(trx, userId, def, now);
    if (!missionComplete(def, n)) throw conflict('mission_incomplete', 'This mission is not complete yet');
    // 409 reward_budget when the player's reward budget has no room for it yet (economy/budget.ts).
    const { applied } = await payPointsReward(
      trx,
      { key, kind: 'mission_reward', userId, amount: def.reward, ref: `${def.id}:${start}`, now },
      'refuse',
    );
    if (!applied) throw conflict('mission_claimed', 'This mission was claimed already');
    return n;
  });
  return { mission: view(def, count, now, now), credited: def.reward };
}
