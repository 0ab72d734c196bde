/** Decorates the app with the open database; closes it when the app closes. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Attaches `app.db` and its shutdown hook. */
export function registerDb(app: FastifyInstance, db: Db, ownsDb: boolean): void {
  app.decorate('db', db);
  if (ownsDb) app.addHook('onClose', async () => db.destroy());
}
