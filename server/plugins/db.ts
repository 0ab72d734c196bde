/** Decorates the app with the open database; closes it when the app closes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Attaches `app.db` and its shutdown hook. */
function registerDb(app: FastifyInstance, db: Db, ownsDb: boolean): void {
  app.decorate('db', db);
  if (ownsDb) app.addHook('onClose', async () => db.destroy());
}

/** The db plugin: `app.db`, closed with the app when the app opened it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, o: { db: Db; ownsDb: boolean }) => registerDb(app, o.db, o.ownsDb),
  { name: 'db', dependencies: [] },
);
