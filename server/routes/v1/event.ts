/** /api/v1/event/current, /event/ladder/claim, /event/marketplace, /event/buy. TODO(issue 13, feast helper). */
import type { FastifyInstance } from 'fastify';

/** Registers the feast and marketplace routes. */
export async function eventRoutes(_app: FastifyInstance): Promise<void> {}
