/** Decorates `app.beacon`: the public randomness that seals version-2 battles and draws giveaways. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBeacon, type Beacon } from '../services/beacon';
import { BeaconFreshness } from '../services/beacon/freshness';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public randomness beacon that seals version-2 battles. */
    beacon: Beacon;
    /** How far behind the beacon this process is (readiness and metrics). */
    beaconFreshness: BeaconFreshness;
  }
}

/** The beacon plugin: `app.beacon` from config.beacon (a local one in demo mode). */
export const beaconPlugin = fp(
  async (app: FastifyInstance) => {
    const beacon = await createBeacon(app.config.beacon, app.db, app.log, app.config.publicUrl);
    app.decorate('beacon', beacon);
    app.decorate('beaconFreshness', new BeaconFreshness(beacon));
  },
  { name: 'beacon', dependencies: ['db'] },
);
