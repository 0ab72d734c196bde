/**
 * Fastify wiring of the realtime hub: websocket upgrades on /ws (ws://host/ws?token=...), `app.realtime`,
 * `app.onlineCount()` (sockets), `app.visitorsOnline()` (people, presence.ts), the Redis bridge when REDIS_URL is set,
 * the 5 s `stat` broadcast and graceful shutdown.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import type { KnownType, PayloadOf } from '../../src/protocol/ws-events';
import { MAX_CLIENT_FRAME } from '../../src/protocol/frame';
import { userIdForToken } from '../plugins/auth';
import { hashToken } from '../services/users/users';
import { clientAddressOf } from './client-address';
import { CloseCode, RealtimeHub, type BattleGuard, type HubOptions, type PublishOptions } from './hub';
import { originAllowed } from './origin';
import { Presence } from './presence';
import { RedisBridge } from './redis-bridge';
import { startStatTicker } from './stat-ticker';
import { registerTestPublish } from './test-publish';

/** What services use to talk to live clients. */
export interface RealtimeApi {
  /**
   * Publishes an event on a concrete channel (`stat`, `battle:stat`, `battle:{id}`, `loot:feed:{tag}`, or
   * `Channel.user(id)`: only that signed-in user's sockets receive it); `{ lobby: false }` keeps it off the
   * wildcard (`battle:*`): a private battle's events.
   */
  publish<T extends KnownType>(channel: string, type: T, payload: PayloadOf<T>, opts?: PublishOptions): void;
  /** Sockets in this process subscribed to exactly this channel. */
  subscriberCount(channel: string): number;
  /** Sets who may subscribe to `battle:{id}` (the battles plugin: private battles). */
  guardBattles(guard: BattleGuard): void;
  /**
   * Closes the sockets signed in with these sessions (token hashes, see services/users/users.ts hashToken) on every process
   * (through Redis when it is on): called when sessions are revoked.
   */
  endSessions(sessions: readonly string[]): void;
}

/** The fan-out state the health endpoint reports. */
export interface RealtimeStatus {
  /** Open websockets on this process. */
  sockets: number;
  /** 'off' without REDIS_URL; 'up' when events published here reach every process; 'down' otherwise. */
  fanout: 'off' | 'up' | 'down';
  redis?: { publisher: string; subscriber: string; subscribed: boolean };
}

/** Running totals of this process's hub since start (server/metrics reads them at each scrape). */
export interface RealtimeCounters {
  /** Broadcast frames queued to a socket (one per socket per event). */
  delivered: number;
  /** Sockets the server closed, by close code (hub.ts CloseCode). */
  closed: ReadonlyMap<number, number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The websocket hub's publish API. */
    realtime: RealtimeApi;
    /** This process's websocket and cross-process fan-out state. */
    realtimeStatus(): RealtimeStatus;
    /** This process's hub totals (deliveries, closes by code). */
    realtimeCounters(): RealtimeCounters;
  }
}

/** Options for registerRealtime (tests shorten the timers). */
export interface RealtimeOptions {
  hub?: Partial<HubOptions>;
  /** Interval of the `stat` broadcast (5 s). */
  statIntervalMs?: number;
  /** Redis key prefix shared by the processes of one site. */
  redisPrefix?: string;
  /** How long startup waits for Redis to confirm the subscription (5 s). */
  redisStartTimeoutMs?: number;
}

/** Path of the websocket endpoint. */
const WS_PATH = '/ws';

/** Attaches the hub to the app's HTTP server and decorates `app.realtime` and `app.onlineCount`. */
export function registerRealtime(app: FastifyInstance, opts: RealtimeOptions = {}): void {
  const hub = new RealtimeHub(app.log, { ...app.config.ws, ...opts.hub });
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    // The hub answers websocket pings itself, through the outbox and the inbound limit.
    autoPong: false,
    maxPayload: 2 * MAX_CLIENT_FRAME,
    clientTracking: false,
  });
  const bridge = app.config.redisUrl
    ? new RedisBridge(
        app.config.redisUrl,
        (c, t, j, l) => hub.deliver(c, t, j, l),
        app.log,
        opts.redisPrefix ?? `${app.config.redisPrefix}:rt`,
      )
    : null;
  if (bridge) {
    bridge.onEndSessions = (sessions) => hub.endSessions(sessions);
    hub.uplink = (c, t, j, l) => {
      // While Redis is down, local spectators still get the event (other processes miss it).
      if (!bridge.ready) return false;
      bridge.publish(c, t, j, l);
      return true;
    };
  }
  let closing = false;
  // The public URL's origin is always ours, even when a proxy rewrites the Host header.
  const allowedOrigins = [...app.config.allowedOrigins, app.config.publicUrl];
  const addressOf = clientAddressOf(app.config.trustProxy);

  app.decorate('realtime', {
    publish: (channel, type, payload, publishOpts) => hub.publish(channel, type, payload, publishOpts),
    subscriberCount: (channel) => hub.subscriberCount(channel),
    guardBattles: (guard) => {
      hub.battleGuard = guard;
    },
    endSessions: (sessions) => {
      // Here at once (also while Redis is down); the other processes through Redis. Closing twice is harmless.
      hub.endSessions(sessions);
      bridge?.endSessions(sessions);
    },
  } satisfies RealtimeApi);
  app.decorate('realtimeStatus', (): RealtimeStatus => ({
    sockets: hub.size,
    fanout: bridge ? (bridge.ready ? 'up' : 'down') : 'off',
    ...(bridge ? { redis: bridge.status() } : {}),
  }));
  app.decorate('realtimeCounters', (): RealtimeCounters => hub.counters);
  app.decorate('onlineCount', () => hub.size + (bridge?.ready ? bridge.othersOnline : 0));
  const presence = new Presence(bridge);
  app.decorate('visitorsOnline', (userId: string | null, address: string) => {
    presence.touch(Presence.keyOf(userId, address));
    return presence.count();
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== WS_PATH) return refuse(socket, 404, 'Not Found');
    if (closing) return refuse(socket, 503, 'Service Unavailable');
    if (!originAllowed(req.headers.origin, req.headers.host, allowedOrigins))
      return refuse(socket, 403, 'Forbidden');
    const addr = addressOf(req);
    if (addr === undefined) return socket.destroy();
    // Counted from here until the TCP socket closes, whether or not the upgrade completes.
    if (!hub.admitAddress(addr, socket)) return refuse(socket, 429, 'Too Many Requests');
    const token = url.searchParams.get('token');
    void userIdForToken(app, token)
      .catch((err: unknown) => {
        app.log.warn({ err }, 'websocket token lookup failed; connecting as anonymous');
        return null;
      })
      .then((userID) => {
        if (closing || socket.destroyed) return socket.destroy();
        wss.handleUpgrade(req, socket, head, (ws) => {
          presence.open(Presence.keyOf(userID, addr), socket);
          hub.attach(ws, socket, userID, token && userID ? hashToken(token) : null);
        });
      });
  };
  app.server.on('upgrade', onUpgrade);

  const stopTicker = startStatTicker(app, hub, bridge, presence, opts.statIntervalMs ?? 5_000);
  registerTestPublish(app);

  app.addHook('onReady', async () => {
    if (!bridge) return;
    // A Redis that does not answer must not stop the site from starting; ioredis keeps retrying.
    const started = bridge.start().then(
      () => true,
      () => false,
    );
    const ok = await Promise.race([
      started,
      new Promise<boolean>((r) => setTimeout(() => r(false), opts.redisStartTimeoutMs ?? 5_000).unref()),
    ]);
    if (!ok)
      app.log.warn('realtime: Redis did not confirm the subscription yet; cross-process events wait for it');
  });
  app.addHook('preClose', async () => {
    closing = true;
    stopTicker();
    app.server.off('upgrade', onUpgrade);
    await hub.closeAll(CloseCode.goingAway, 'server shutting down');
    wss.close();
  });
  app.addHook('onClose', async () => {
    await bridge?.close();
  });
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`,
  );
}

/** The realtime plugin: the websocket hub as `app.realtime`. */
export const realtimePlugin = fp(async (app: FastifyInstance) => registerRealtime(app), {
  name: 'realtime',
  dependencies: ['db'],
});
