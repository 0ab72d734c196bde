/**
 * Decorates `app.events`: this app's domain event bus (server/kernel/events.ts). The services the app builds (battles,
 * contests, trades) publish on it; the events that services taking only a database record (unitOfWork) reach the
 * database handle's bus and are forwarded here. Projections and the lobby subscribe to this bus only, so two apps
 * over one handle (tests of two processes on one SQLite file) each hear their own battles.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventBus, eventBusOf } from '../kernel/events';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's domain event bus (published after commit; subscribers never run inside a transaction). */
    events: EventBus;
  }
}

/** The events plugin: `app.events`, fed by the database handle's bus too. */
export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = new EventBus();
    bus.onError = (err, event) => app.log.warn({ err, event: event.type }, 'event subscriber failed');
    const off = eventBusOf(app.db).onAny((e) => bus.publish(e));
    app.decorate('events', bus);
    app.addHook('onClose', async () => off());
  },
  { name: 'events', dependencies: ['db'] },
);
