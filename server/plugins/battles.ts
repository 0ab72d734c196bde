/** Wires the battle service and the lobby bot scheduler into the app: `app.battles`, resume on ready, stop on close. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BATTLE_TIMING, scaleTiming } from '../../src/domain/battle-timing';
import { BotScheduler } from '../services/bots/scheduler';
import { systemClock } from '../kernel/ports';
import { BattleService } from '../services/battles/service';
import { assertNotSelfBanned } from '../services/users/restrictions';
import { assertNoHold } from '../services/admin/holds';

declare module 'fastify' {
  interface FastifyInstance {
    /** The battle service (server/services/battles). */
    battles: BattleService;
    /** The lobby bot scheduler (running when config.bots). */
    botScheduler: BotScheduler;
  }
}

/** Builds the battle service over app.db (its events go to the db's bus) and registers its lifecycle hooks. */
function registerBattles(app: FastifyInstance): void {
  const scale = app.config.battleTimeScale;
  const timing = scale === 1 ? BATTLE_TIMING : scaleTiming(BATTLE_TIMING, scale);
  const service = new BattleService({
    db: app.db,
    bus: app.events,
    clock: systemClock,
    timing,
    log: app.log,
    // A break the player took, or a play hold staff put (issue 29), closes battles.
    assertMayPlay: async (userId, now) => {
      await assertNotSelfBanned(app.db.kysely, userId, now);
      await assertNoHold(app.db.kysely, userId, 'play');
    },
    random: Math.random,
    lease: app.config.battleLease,
    waiting: app.config.battleWaiting,
    beacon: app.beacon,
    beaconWaitMs: app.config.beacon.waitMs,
  });
  // One process of the site runs the lobby bots: the scheduler's lease shares the battles' owner name and ttl.
  const scheduler = new BotScheduler(service, {
    clock: systemClock,
    random: Math.random,
    log: app.log,
    lease: { owner: service.runner.owner, ttlMs: app.config.battleLease.ttlMs },
    defaults: { enabled: app.config.bots, pace: 100 },
  });
  app.decorate('battles', service);
  app.decorate('botScheduler', scheduler);
  app.addHook('onReady', async () => {
    // A private battle's channel is for its seated players and invite holders only (as its detail).
    if (app.hasDecorator('realtime'))
      app.realtime.guardBattles((id, userId, invite) => service.mayWatch(id, userId, invite));
    const resumed = await service.start();
    if (resumed > 0) app.log.info({ resumed }, 'resumed running battles');
    // Always ticking: staff may turn the bots on or off from the back office (site_settings), BOTS is the default.
    scheduler.start();
  });
  // preClose runs before the database is closed (onClose), so no step is cut off mid-transaction.
  app.addHook('preClose', async () => {
    await scheduler.stop();
    await service.close();
  });
}

/** The battles plugin: `app.battles` and the lobby bot scheduler. */
export const battlesPlugin = fp(async (app: FastifyInstance) => registerBattles(app), {
  name: 'battles',
  dependencies: ['db', 'events', 'realtime', 'beacon'],
});
