/**
 * Wires the contests into the app: the configured window lengths (decorated, never module state), and the scheduler that settles races, draws
 * giveaways and publishes the live boards (server/services/events/contest-scheduler.ts). It starts on ready (when
 * config.contests.scheduler) and stops in preClose, before the database closes, handing its lease over.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock } from '../kernel/ports';
import { ContestScheduler } from '../services/events/contest-scheduler';
import type { GiveawayLengths } from '../services/events/giveaway-draw';
import type { RaceLengths } from '../services/events/races';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contests' scheduler (running when config.contests.scheduler) and the races' and giveaways' windows. */
    contests: { scheduler: ContestScheduler; giveawayLengths: GiveawayLengths; raceLengths: RaceLengths };
  }
}

/** Registers the contests scheduler; call after registerRealtime and registerBattles. */
function registerContests(app: FastifyInstance): void {
  const c = app.config.contests;
  const raceLengths: RaceLengths = { daily: c.raceDailyMs, weekly: c.raceWeeklyMs };
  const giveawayLengths: GiveawayLengths = {
    hourly: c.giveawayHourlyMs,
    daily: c.giveawayDailyMs,
    weekly: c.giveawayWeeklyMs,
  };
  const owner = app.hasDecorator('battles')
    ? app.battles.runner.owner
    : `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const scheduler = new ContestScheduler({
    db: app.db,
    bus: app.events,
    beacon: app.beacon,
    clock: systemClock,
    log: app.log,
    giveawayLengths,
    raceLengths,
    tickMs: c.tickMs,
    lease: { owner, ttlMs: app.config.battleLease.ttlMs },
    settlePauseMs: c.settlePauseMs,
  });
  app.decorate('contests', { scheduler, giveawayLengths, raceLengths });
  app.addHook('onReady', async () => {
    if (c.scheduler) scheduler.start();
  });
  app.addHook('preClose', async () => {
    await scheduler.stop();
  });
}

/** The contests plugin: `app.contests` and its scheduler. */
export const contestsPlugin = fp(async (app: FastifyInstance) => registerContests(app), {
  name: 'contests',
  dependencies: ['db', 'events', 'beacon', 'battles'],
});
