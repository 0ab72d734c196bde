/** /api/v1/loot/withdraw and withdrawals: sending items to Steam (placeholder until its issue-12 part lands). */
import type { FastifyInstance } from 'fastify';

/** Registers the routes (none yet). */
export async function tradeRoutes(_app: FastifyInstance): Promise<void> {}
