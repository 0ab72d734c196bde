/** A realtime-only server (the websocket hub over an in-memory SQLite) on a real loopback port, for the ws tests. */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { registerRealtime, type RealtimeOptions } from '../../server/realtime/plugin';
import { testConfig } from './helpers';

/** A started realtime server: its app, port, websocket URL and stop(). */
export interface RealtimeServer {
  app: FastifyInstance;
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** Starts the hub with the test config (`over` on top: the production ws limits unless overridden) and `opts`. */
export async function startRealtimeServer(
  over: Partial<Config> = {},
  opts: RealtimeOptions = {},
): Promise<RealtimeServer> {
  const app = Fastify({ logger: false });
  app.decorate('config', testConfig(over));
  const db = openDatabase({ sqlitePath: ':memory:' });
  await migrateToLatest(db);
  app.decorate('db', db);
  registerRealtime(app, opts);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    url: `ws://127.0.0.1:${port}/ws`,
    async stop() {
      await app.close();
      await db.destroy();
    },
  };
}
