/** /api/v1/item: the catalog item search (placeholder until its issue-12 part lands). */
import type { FastifyInstance } from 'fastify';

/** Registers the routes (none yet). */
export async function itemRoutes(_app: FastifyInstance): Promise<void> {}
