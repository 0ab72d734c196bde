/** /api/v1/upgrade: the upgrader (placeholder until its issue-12 part lands). */
import type { FastifyInstance } from 'fastify';

/** Registers the routes (none yet). */
export async function upgradeRoutes(_app: FastifyInstance): Promise<void> {}
