/** Helpers of the race and giveaway tests: an app whose contests' scheduler is driven by hand, and a recorder. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/database';
import { ContestScheduler } from '../../server/services/events/contest-scheduler';
import { addRaceWager } from '../../server/services/events/races';
import { makeApp, testConfig, type TestDatabase } from './helpers';

/** The app with its contests' scheduler off (tests tick it by hand at chosen clock values) and wide write limits. */
export function makeContestApp(kind: TestDatabase): ReturnType<typeof makeApp> {
  const base = testConfig();
  const wide = { max: 1_000_000, perMs: 60_000 };
  return makeApp(kind, {
    contests: { ...base.contests, scheduler: false },
    rateLimits: { ...base.rateLimits, open: wide, read: wide },
  });
}

/** One published event. */
export interface Published {
  channel: string;
  type: number;
  payload: unknown;
}

/** A scheduler over the app's database and beacon that records what it publishes instead of sending it. */
export function recordingScheduler(app: FastifyInstance): {
  scheduler: ContestScheduler;
  events: Published[];
} {
  const events: Published[] = [];
  const scheduler = new ContestScheduler({
    db: app.db,
    beacon: app.beacon,
    clock: { now: () => Date.now(), setTimeout: () => null, clearTimeout: () => undefined },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    publish: (channel, type, payload) => events.push({ channel, type, payload }),
    giveawayLengths: app.contests.giveawayLengths,
    tickMs: 1000,
  });
  return { scheduler, events };
}

/** A wager counted by the races at `now`, in its own transaction (as wagers.ts does inside a wager's). */
export function wager(db: Db, userId: string, amount: number, now: number, isBot = false): Promise<void> {
  return db.kysely.transaction().execute((trx) => addRaceWager(trx, { userId, isBot, amount, now }));
}
