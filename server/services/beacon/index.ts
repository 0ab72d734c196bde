/** Picks the beacon from the configuration: drand's public chain (BEACON=drand) or the embedded local one. */
import type { BeaconConfig } from '../../config';
import type { Db } from '../../db/database';
import { BEACON_SCHEME } from '../../../src/domain/beacon';
import { DrandBeacon } from './drand';
import { LocalBeacon } from './local';
import type { Beacon, BeaconLogger } from './port';

export type { Beacon, BeaconSource } from './port';

/** Builds the configured beacon; the local one reads (or creates) its key in the database. */
export async function createBeacon(
  cfg: BeaconConfig,
  db: Db,
  log: BeaconLogger,
  publicUrl: string,
): Promise<Beacon> {
  if (cfg.kind === 'drand') {
    const { urls, ...chain } = cfg.drand;
    return new DrandBeacon({
      chain: { ...chain, scheme: BEACON_SCHEME },
      urls,
      timeoutMs: cfg.fetchTimeoutMs,
      log,
    });
  }
  return LocalBeacon.open(db, {
    periodMs: cfg.localPeriodMs,
    roundUrl: `${publicUrl}/api/v1/beacon/public/{round}`,
  });
}
