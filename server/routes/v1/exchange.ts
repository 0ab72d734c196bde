/** /api/v1/exchange: the skin exchange (placeholder until its issue-12 part lands). */
import type { FastifyInstance } from 'fastify';

/** Registers the routes (none yet). */
export async function exchangeRoutes(_app: FastifyInstance): Promise<void> {}
