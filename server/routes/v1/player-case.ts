/** /api/v1/case (player-made cases): create, community list, mine (placeholder until its issue-12 part lands). */
import type { FastifyInstance } from 'fastify';

/** Registers the routes (none yet). */
export async function playerCaseRoutes(_app: FastifyInstance): Promise<void> {}
