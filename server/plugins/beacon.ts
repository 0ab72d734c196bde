/** Decorates `app.beacon`: the public randomness that seals version-2 battles and draws giveaways. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBeacon, type Beacon } from '../services/beacon';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public randomness beacon that seals version-2 battles. */
    beacon: Beacon;
  }
}

/** The beacon plugin: `app.beacon` from config.beacon (a local one in demo mode). */
export const beaconPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('beacon', await createBeacon(app.config.beacon, app.db, app.log, app.config.publicUrl));
  },
  { name: 'beacon', dependencies: ['db'] },
);
