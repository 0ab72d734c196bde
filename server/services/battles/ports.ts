/** What the battle service is built from: the database (its event bus carries the battle events), clock, logger, beacon. */
import type { Db } from '../../db/database';
import type { EventBus } from '../../kernel/events';
import type { Clock, Logger } from '../../kernel/ports';
import type { BattleTiming } from '../../../src/domain/battle-timing';
import type { Beacon } from '../beacon';

/** Throws a 4xx when the user may not play now (self-ban); called on create and join. */
export type PlayGuard = (userId: string, now: number) => Promise<void>;

/** Everything the battle service is built from. */
export interface BattleDeps {
  db: Db;
  /** Where the battle events go: the app's bus (the database handle's bus when left out). */
  bus?: EventBus;
  clock: Clock;
  timing: BattleTiming;
  log: Logger;
  assertMayPlay: PlayGuard;
  /** A uniform number in [0, 1) for picking bots (not used for any outcome). */
  random: () => number;
  /** Battle ownership between processes (runner.ts); defaults to DEFAULT_LEASE. */
  lease?: LeaseSettings;
  /** The public randomness that seals version-2 battles (server/services/beacon). */
  beacon: Beacon;
  /** A filled version-2 battle whose beacon round cannot be had for this long is cancelled and refunded. */
  beaconWaitMs: number;
  /** How long a battle may wait for players and how many waiting battles one player may sit in; DEFAULT_WAITING. */
  waiting?: WaitingSettings;
}

/** Limits on battles that wait for players (a waiting stake earns nothing, but it should not sit forever). */
export interface WaitingSettings {
  /** A battle still waiting this long after it was created is cancelled and every stake refunded once. */
  ttlMs: number;
  /** A player may sit in at most this many waiting battles; the next create/join is 409 battle_waiting_cap. */
  cap: number;
}

/** The production waiting limits (config.battleWaiting has the same defaults). */
export const DEFAULT_WAITING: WaitingSettings = Object.freeze({ ttlMs: 86_400_000, cap: 3 });

/** How long a process holds a running battle, and when a battle that cannot be played is given up. */
export interface LeaseSettings {
  /** A lease not renewed for this long may be taken over by another process. */
  ttlMs: number;
  /** A battle whose step keeps failing this long is cancelled and every stake refunded. */
  giveUpMs: number;
  /** This process's name in the lease table (default: host, pid and a random part). */
  owner?: string;
}

/** The production lease settings (config.battleLease has the same defaults). */
export const DEFAULT_LEASE: LeaseSettings = Object.freeze({ ttlMs: 15_000, giveUpMs: 300_000 });
