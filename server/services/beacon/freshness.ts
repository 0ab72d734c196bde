/**
 * How far behind the beacon this process is: the newest round it has verified against the chain's clock. The
 * readiness check and the metrics ask; a round older than half the bound is refreshed by fetching the round the
 * clock says is newest (at most one fetch in flight, and not more often than once a period), so an idle site with
 * no battle to seal still knows whether its beacon answers.
 */
import { roundAt, roundTimeMs } from '../../../src/domain/beacon';
import type { Beacon } from './port';

/** Fresh means the newest verified round is at most this far behind now: a minute, or five periods if longer. */
export function freshnessBoundMs(periodS: number): number {
  return Math.max(60_000, 5 * periodS * 1000);
}

/** What a check found. */
export interface BeaconLag {
  /** Seconds from the newest verified round's time to now; since start when no round has been verified yet. */
  lagS: number;
  /** The newest round verified (0: none yet). */
  round: number;
  fresh: boolean;
}

/** Tracks the newest beacon round this process has verified. */
export class BeaconFreshness {
  private newest = 0;
  private probing: Promise<void> | null = null;
  private lastProbeAt = -Infinity;
  private readonly startedAt: number;
  readonly boundMs: number;

  constructor(
    private readonly beacon: Beacon,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
    this.boundMs = freshnessBoundMs(beacon.chain.period);
  }

  private note(round: number): void {
    if (round > this.newest) this.newest = round;
  }

  /** The lag as of now, without fetching. */
  peek(now = this.now()): BeaconLag {
    const since = this.newest > 0 ? roundTimeMs(this.beacon.chain, this.newest) : this.startedAt;
    const lagMs = Math.max(0, now - since);
    return { lagS: lagMs / 1000, round: this.newest, fresh: this.newest > 0 && lagMs <= this.boundMs };
  }

  /** The lag after refreshing the newest round when it is getting old (waits for that fetch, which has its timeout). */
  async check(): Promise<BeaconLag> {
    const now = this.now();
    const periodMs = this.beacon.chain.period * 1000;
    const lag = this.peek(now);
    const stale = lag.round === 0 || lag.lagS * 1000 > Math.min(this.boundMs / 2, 10 * periodMs);
    if (stale && !this.probing && now - this.lastProbeAt >= periodMs) {
      this.lastProbeAt = now;
      const round = roundAt(this.beacon.chain, now);
      this.probing = this.beacon
        .fetchRound(round)
        .then((r) => {
          if (r) this.note(round);
        })
        .catch(() => undefined)
        .finally(() => {
          this.probing = null;
        });
    }
    await this.probing;
    return this.peek();
  }
}
