/** The public randomness beacon that seals version-2 battles (FAIRNESS.md): what the battle runner needs of it. */
import type { BeaconChain, BeaconRound } from '../../../src/domain/beacon';

/** Where the rounds come from: drand's public chain, or the site's own embedded chain. */
export type BeaconSource = 'drand' | 'local';

/**
 * A beacon chain the server can read rounds of. drand's rounds pass `verifyRound` on receipt; the local chain's key is
 * checked against its chain with the same function once, when it opens.
 */
export interface Beacon {
  readonly source: BeaconSource;
  readonly chain: BeaconChain;
  /** Where anyone can look a round up ('{round}' stands for the number). */
  readonly roundUrl: string;
  /**
   * The round, verified against the chain, or null when it is not published yet or no source answered a valid one
   * (then the caller waits and asks again; it never falls back to another source of randomness).
   */
  fetchRound(round: number): Promise<BeaconRound | null>;
}

/** The logger a beacon reports refused answers and unreachable mirrors to (pino's shape). */
export interface BeaconLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}
