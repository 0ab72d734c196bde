/** /api/v1/event/race/*, /event/giveaway/*. TODO(issue 13, contests helper). */
import type { FastifyInstance } from 'fastify';

/** Registers the wager race and giveaway routes. */
export async function contestRoutes(_app: FastifyInstance): Promise<void> {}
