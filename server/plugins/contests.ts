/** The events' scheduler (race and giveaway settlement) and the leaderboard publisher. TODO(issue 13, contests helper). */
import type { FastifyInstance } from 'fastify';

/** Registers the contests scheduler; call after registerRealtime and registerBattles. */
export function registerContests(_app: FastifyInstance): void {}
