/**
 * Wires the realtime projections to the app: every domain event published on `app.events` (server/plugins/events.ts)
 * becomes the websocket messages its projection makes, sent through `app.realtime`. `app.tapBattleEvents` lets
 * tests and metrics see each battle message as it is published.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { KnownType, PayloadOf } from '../../../src/protocol/ws-events';
import type { PublishOptions } from '../hub';
import { projectBattles, type WirePublish } from './battles';
import { projectContests } from './contests';
import { projectFeeds } from './feeds';
import { timingOf } from '../../services/loot/battle-drops';
import { projectNotifications } from './notifications';

/** A listener of every battle message published; `lobby` is false for the messages kept off `battle:*`. */
export type EventTap = (channel: string, type: number, payload: unknown, lobby: boolean) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Listens to every battle message this process publishes; returns the unsubscribe. */
    tapBattleEvents(listener: EventTap): () => void;
  }
}

/** Subscribes the projections to `app.events`. */
function registerProjections(app: FastifyInstance): void {
  const bus = app.events;
  const out: WirePublish = {
    publish: (channel, type, payload, opts) => app.realtime.publish(channel, type, payload, opts),
  };
  const taps = new Set<EventTap>();
  const battleOut: WirePublish = {
    publish<T extends KnownType>(channel: string, type: T, payload: PayloadOf<T>, opts?: PublishOptions) {
      const lobby = opts?.lobby !== false;
      for (const t of taps) t(channel, type, payload, lobby);
      app.realtime.publish(channel, type, payload, { lobby });
    },
  };
  app.decorate('tapBattleEvents', (listener: EventTap) => {
    taps.add(listener);
    return () => taps.delete(listener);
  });
  const offs = [
    projectBattles(bus, battleOut, app.db, app.log),
    projectNotifications(bus, out, app.log),
    projectFeeds(bus, out, app.db, app.log, timingOf(app.config.battleTimeScale)),
    projectContests(bus, out, app.log),
  ];
  app.addHook('onClose', async () => offs.forEach((off) => off()));
}

/** The projections plugin: domain events to websocket messages. */
export const projectionsPlugin = fp(async (app: FastifyInstance) => registerProjections(app), {
  name: 'projections',
  dependencies: ['db', 'events', 'realtime'],
});
