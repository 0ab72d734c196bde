/**
 * Whether a battle is healthy, stuck or over, as staff see it before cancelling one. A running battle (processing or
 * playing) is stuck when nobody steps it (no lease for a lease's ttl after it filled, or a lease that expired), when
 * its steps keep failing (the lease notes since when), or when it is overdue: its results (or, for a version-2 battle
 * still waiting for public randomness, its beacon round) were due more than a lease's ttl ago. A waiting battle is not
 * running and may be cancelled as its expiry would; a finished one never.
 */
import { finishAt, type BattleTiming } from '../../../src/domain/battle-timing';
import { roundTimeMs, type BeaconChain } from '../../../src/domain/beacon';

/** Where a battle stands for staff. */
export type BattleHealth = 'waiting' | 'running' | 'stuck' | 'finished' | 'cancelled';
/** Why a running battle counts as stuck. */
export type StuckReason = 'no_owner' | 'lease_expired' | 'failing' | 'overdue';

/** What the judgement reads of a battle and its lease. */
export interface HealthInput {
  status: string;
  cancelled: boolean;
  processingAt: number | null;
  startedAt: number | null;
  totalRounds: number;
  fairness: number;
  beaconChain: string | null;
  beaconRound: number | null;
  lease: { until: number; failingSince: number | null } | null;
}

/** The battle's health and, when stuck, why. */
export function battleHealth(
  b: HealthInput,
  now: number,
  ctx: { ttlMs: number; timing: BattleTiming; chain: Pick<BeaconChain, 'chain' | 'genesis' | 'period'> },
): { health: BattleHealth; stuck: StuckReason | null } {
  if (b.status === 'finished') return { health: b.cancelled ? 'cancelled' : 'finished', stuck: null };
  if (b.status === 'waiting') return { health: 'waiting', stuck: null };
  const stuck = (why: StuckReason) => ({ health: 'stuck' as const, stuck: why });
  if (b.lease === null) {
    if (b.processingAt === null || b.processingAt <= now - ctx.ttlMs) return stuck('no_owner');
  } else {
    if (b.lease.until <= now) return stuck('lease_expired');
    if (b.lease.failingSince !== null) return stuck('failing');
  }
  const due =
    b.startedAt !== null
      ? finishAt(b.startedAt, b.totalRounds, ctx.timing)
      : b.fairness === 2 && b.beaconRound !== null && b.beaconChain === ctx.chain.chain
        ? roundTimeMs(ctx.chain, b.beaconRound)
        : // A sealed start that never came (another chain, or no round recorded): due at the fill.
          (b.processingAt ?? 0);
  if (now > due + ctx.ttlMs) return stuck('overdue');
  return { health: 'running', stuck: null };
}
