/** Helpers of the race and giveaway tests: an app whose contests' scheduler is driven by hand, and a recorder. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EventBus } from '../../server/kernel/events';
import { projectContests } from '../../server/realtime/projections/contests';
import { ContestScheduler } from '../../server/services/events/contest-scheduler';
import { ensureRace } from '../../server/services/events/races';
import { recordWager } from '../../server/services/events/wagers';
import { RACE_KINDS } from '../../src/domain/races';
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
  // Its own bus through the contests' projection: the messages it would send, recorded instead of sent.
  const bus = new EventBus();
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  projectContests(
    bus,
    { publish: (channel, type, payload) => events.push({ channel, type, payload }) },
    silent,
  );
  const scheduler = new ContestScheduler({
    db: app.db,
    beacon: app.beacon,
    clock: { now: () => Date.now(), setTimeout: () => null, clearTimeout: () => undefined },
    log: silent,
    bus,
    giveawayLengths: app.contests.giveawayLengths,
    raceLengths: app.contests.raceLengths,
    tickMs: 1000,
  });
  return { scheduler, events };
}

/**
 * A wager counted by the races at `now`, in its own transaction (as wagers.ts does inside a wager's), once the races
 * running at `now` exist (the scheduler creates them a window ahead).
 */
export async function wager(
  app: FastifyInstance,
  userId: string,
  amount: number,
  now: number,
  isBot = false,
): Promise<void> {
  for (const kind of RACE_KINDS) await ensureRace(app.db.kysely, kind, app.contests.raceLengths[kind], now);
  // A played wager as the games record it: the races count it and (players) the reward budget grows with it.
  await app.db.kysely
    .transaction()
    .execute((trx) => recordWager(trx, { key: `wager:test:${randomUUID()}`, userId, isBot, amount, now }));
}
