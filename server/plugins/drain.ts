/**
 * `app.drain`: whether this process is shutting down. main.ts starts it on SIGTERM before closing the app, so the
 * readiness check answers 503 at once while the in-flight work finishes; closing the app starts it too.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The shutdown flag. */
export interface Drain {
  /** True once the process has begun to drain (it never goes back). */
  readonly active: boolean;
  /** Begins the drain: readiness fails from now on. */
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process is draining (server/plugins/drain.ts). */
    drain: Drain;
  }
}

/** The drain plugin. Register it early: its preClose then runs before the others'. */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let active = false;
    app.decorate('drain', {
      get active() {
        return active;
      },
      start() {
        active = true;
      },
    } satisfies Drain);
    app.addHook('preClose', async () => {
      active = true;
    });
  },
  { name: 'drain', dependencies: [] },
);
