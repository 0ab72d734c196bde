/**
 * The websocket hub: live sockets, the channel index and the broadcast path. It knows nothing about Fastify, Redis,
 * battles or cases; services reach it through `publish`, the Redis bridge through `uplink` and `deliver`.
 *
 * Sequence numbers: every broadcast frame carries the next value of one per-process counter (strictly increasing
 * on a connection, not contiguous per channel); direct replies echo the sequence of the client frame they answer;
 * `connected` carries 0.
 *
 * Limits: every frame to a socket, reply or broadcast, leaves through the fan-out's outbox and its `maxBufferedBytes`
 * limit (4008); frames from a socket draw on a token bucket (`inboundPerSec`, `inboundBurst`; empty = 1008); an
 * address holds at most `maxConnPerIp` sockets (`admitAddress`, checked before the upgrade).
 *
 * Lobby: a publish on `battle:{id}` of a lobby-level type also reaches `battle:*`, unless it says `{ lobby: false }`
 * (a private battle's events: its id is its only access control, so the lobby must never learn it).
 */
import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import { isPublishableChannel, wildcardFor, wildcardJson } from '../../src/protocol/channels';
import { REACTION_RATE } from '../../src/protocol/reactions';
import type { KnownType, PayloadOf } from '../../src/protocol/ws-events';
import { MsgType } from '../../src/protocol/message-types';
import { handleClientFrame } from './client-frames';
import { FanoutQueue } from './fanout';
import { buildPongFrame, buildWsFrame } from './ws-frame';

/** Close codes the hub uses. */
export const CloseCode = {
  goingAway: 1001,
  policyViolation: 1008,
  heartbeatTimeout: 4000,
  /** The session the socket signed in with ended (logout, sign out everywhere): it reconnects with its new token. */
  sessionEnded: 4001,
  protocolError: 4002,
  slowConsumer: 4008,
} as const;

/** Tunables; the defaults are the production values. */
export interface HubOptions {
  /** Close a socket that sent nothing for this long (35 s). */
  heartbeatTimeoutMs: number;
  /** How often idle sockets are looked for (1 s). */
  sweepIntervalMs: number;
  /** Drop a consumer with more unsent bytes than this (1 MiB). */
  maxBufferedBytes: number;
  /** Sockets flushed per event-loop turn during a broadcast. */
  sendChunkSize: number;
  /** Frames a socket may send per second on average (token refill; 20). */
  inboundPerSec: number;
  /** Frames a socket may send at once (bucket size; 60); one more closes it with 1008. */
  inboundBurst: number;
  /** Open sockets per client address (20); the next upgrade is refused. */
  maxConnPerIp: number;
  now: () => number;
}

/** Default hub options. */
const defaultHubOptions: HubOptions = {
  heartbeatTimeoutMs: 35_000,
  sweepIntervalMs: 1_000,
  maxBufferedBytes: 1024 * 1024,
  sendChunkSize: 2048,
  inboundPerSec: 20,
  inboundBurst: 60,
  maxConnPerIp: 20,
  now: () => Date.now(),
};

/** The logging the hub needs (pino-compatible). */
export interface HubLogger {
  debug(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** One live socket. */
export interface Conn {
  id: string;
  ws: WebSocket;
  raw: Duplex;
  userID: string | null;
  /** The hash of the session token the socket signed in with (null: anonymous); logout closes it. */
  session: string | null;
  channels: Set<string>;
  lastSeen: number;
  mark: number;
  closing: boolean;
  outbox: Buffer | Buffer[] | null;
  queued: number;
  /** Inbound frames this socket may still send (token bucket), as of `tokensAt`. */
  tokens: number;
  tokensAt: number;
  /** Battle reactions this socket may still send (REACTION_RATE), as of `reactionsAt`. */
  reactions: number;
  reactionsAt: number;
  /** Bumped by every subscribe frame; a checked subscribe that finishes after a newer one is dropped. */
  subscribes: number;
}

/**
 * Decides whether a socket signed in as `userID` may watch `battle:{battleId}`: false for a private battle it is not
 * seated in and holds no invite to (true for a public or a missing one: nothing is published on a missing battle).
 */
export type BattleGuard = (
  battleId: string,
  userID: string | null,
  invite: string | undefined,
) => Promise<boolean>;

/**
 * Refills a token bucket for the time since `at` (a clock that steps back refills nothing) and takes one token;
 * false, taking nothing, when the bucket is empty. Mutates the bucket.
 */
export function takeToken(
  b: { tokens: number; at: number },
  now: number,
  perSec: number,
  burst: number,
): boolean {
  b.tokens = Math.min(burst, b.tokens + (Math.max(0, now - b.at) * perSec) / 1000);
  b.at = now;
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}

/** Options of one publish. */
export interface PublishOptions {
  /** false = never fan out to the wildcard (`battle:*`), only to subscribers of the concrete channel; default true. */
  lobby?: boolean;
}

/** Hands a publish to something that will call `deliver` in every process (the Redis bridge); false = deliver locally. */
export type Uplink = (channel: string, type: number, json: string, lobby: boolean) => boolean;

/** Live sockets, channel subscriptions and broadcasts of one process. */
export class RealtimeHub {
  readonly opts: HubOptions;
  private readonly conns = new Set<Conn>();
  private readonly index = new Map<string, Set<Conn>>();
  private readonly perAddress = new Map<string, number>();
  private readonly fanout: FanoutQueue<Conn>;
  private readonly sweeper: NodeJS.Timeout;
  private seq = 0;
  private epoch = 0;
  /** When set (Redis on), publishes go here and come back through `deliver` in every process. */
  uplink: Uplink | null = null;
  /** When set (the app with battles), a new `battle:{id}` subscription is accepted only if this says yes. */
  battleGuard: BattleGuard | null = null;
  /** Running totals since start (metrics): broadcast frames queued to sockets, and sockets closed by close code. */
  readonly counters = { delivered: 0, closed: new Map<number, number>() };

  constructor(
    readonly log: HubLogger,
    opts: Partial<HubOptions> = {},
  ) {
    this.opts = { ...defaultHubOptions, ...opts };
    this.fanout = new FanoutQueue<Conn>(this.opts.sendChunkSize, this.opts.maxBufferedBytes, (c) =>
      this.close(c, CloseCode.slowConsumer, 'slow consumer'),
    );
    this.sweeper = setInterval(() => this.sweep(), this.opts.sweepIntervalMs);
    this.sweeper.unref();
  }

  /**
   * Takes over an upgraded socket: wires its events and sends `connected`. The WebSocketServer must run with
   * `autoPong: false`: the hub answers websocket pings itself, through the outbox and the inbound limit.
   */
  attach(ws: WebSocket, raw: Duplex, userID: string | null, session: string | null = null): Conn {
    const now = this.opts.now();
    const conn: Conn = {
      id: randomBytes(8).toString('hex'),
      ws,
      raw,
      userID,
      session: userID === null ? null : session,
      channels: new Set(),
      lastSeen: now,
      mark: 0,
      closing: false,
      outbox: null,
      queued: 0,
      tokens: this.opts.inboundBurst,
      reactions: REACTION_RATE.burst,
      reactionsAt: now,
      subscribes: 0,
      tokensAt: now,
    };
    this.conns.add(conn);
    ws.on('message', (data, isBinary) => handleClientFrame(this, conn, data, isBinary));
    ws.on('ping', (data) => {
      if (this.admit(conn)) this.fanout.send(conn, buildPongFrame(data));
    });
    ws.on('pong', () => this.admit(conn));
    ws.on('error', (err) => this.log.debug({ err, connId: conn.id }, 'websocket error'));
    ws.on('close', () => this.detach(conn));
    this.reply(conn, MsgType.connected, 0, { connId: conn.id, userID, serverTime: now });
    return conn;
  }

  /**
   * Counts one frame from a socket against its token bucket and notes it as alive; false when the socket is closing
   * or has just run out of tokens (it is then closed with 1008).
   */
  admit(conn: Conn): boolean {
    if (conn.closing) return false;
    const now = this.opts.now();
    const bucket = { tokens: conn.tokens, at: conn.tokensAt };
    const ok = takeToken(bucket, now, this.opts.inboundPerSec, this.opts.inboundBurst);
    conn.tokens = bucket.tokens;
    conn.tokensAt = bucket.at;
    conn.lastSeen = now;
    if (!ok) this.close(conn, CloseCode.policyViolation, 'too many frames');
    return ok;
  }

  /** Takes one battle reaction from the socket's own bucket (REACTION_RATE); false when it has sent too many. */
  admitReaction(conn: Conn): boolean {
    const bucket = { tokens: conn.reactions, at: conn.reactionsAt };
    const ok = takeToken(bucket, this.opts.now(), REACTION_RATE.perSecond, REACTION_RATE.burst);
    conn.reactions = bucket.tokens;
    conn.reactionsAt = bucket.at;
    return ok;
  }

  /**
   * Counts a new connection from `addr` until `socket` closes; false, counting nothing, when the address already
   * holds `maxConnPerIp`. Call before accepting the upgrade.
   */
  admitAddress(addr: string, socket: Duplex): boolean {
    const n = this.perAddress.get(addr) ?? 0;
    if (n >= this.opts.maxConnPerIp || socket.destroyed) return false;
    this.perAddress.set(addr, n + 1);
    socket.once('close', () => {
      const left = (this.perAddress.get(addr) ?? 1) - 1;
      if (left > 0) this.perAddress.set(addr, left);
      else this.perAddress.delete(addr);
    });
    return true;
  }

  /** Sends one frame to one socket (direct replies), through the same outbox and limit as broadcasts. */
  reply<T extends KnownType>(conn: Conn, type: T, seq: number, payload: PayloadOf<T>): void {
    this.fanout.send(conn, buildWsFrame(type, seq, 0, JSON.stringify(payload ?? null)));
  }

  /** Publishes an event on a concrete channel, across every process when Redis is on; `lobby: false` skips the wildcard. */
  publish<T extends KnownType>(
    channel: string,
    type: T,
    payload: PayloadOf<T>,
    opts: PublishOptions = {},
  ): void {
    if (!isPublishableChannel(channel)) throw new Error(`cannot publish on channel '${channel}'`);
    const json = JSON.stringify(payload ?? null);
    const lobby = opts.lobby !== false;
    if (!this.uplink?.(channel, type, json, lobby)) this.deliver(channel, type, json, lobby);
  }

  /**
   * Delivers an already serialised event to this process's subscribers; returns how many sockets it targets.
   * `lobby` false = the concrete channel's subscribers only (no wildcard fan-out).
   */
  deliver(channel: string, type: number, json: string, lobby = true): number {
    const direct = this.index.get(channel);
    const wildcard = lobby ? wildcardFor(channel, type) : null;
    const wide = wildcard === null ? undefined : this.index.get(wildcard);
    if (!direct?.size && !wide?.size) return 0;
    this.seq = (this.seq + 1) >>> 0;
    const frame = buildWsFrame(type, this.seq, 0, json);
    // Wildcard-only subscribers may get a lighter form of the event (wildcardJson); built once when it differs.
    const wideJson = wide?.size ? wildcardJson(type, json) : json;
    const wideFrame = wideJson === json ? frame : buildWsFrame(type, this.seq, 0, wideJson);
    const epoch = ++this.epoch;
    let n = 0;
    if (direct) {
      for (const c of direct) {
        c.mark = epoch;
        this.fanout.enqueue(c, frame);
        n++;
      }
    }
    // A socket subscribed to both battle:{id} and battle:* gets the event once, in its full (direct) form.
    if (wide) {
      for (const c of wide) {
        if (c.mark === epoch) continue;
        this.fanout.enqueue(c, wideFrame);
        n++;
      }
    }
    this.fanout.flushSoon();
    this.counters.delivered += n;
    return n;
  }

  /** Replaces a socket's subscriptions. */
  setChannels(conn: Conn, channels: readonly string[]): void {
    for (const ch of conn.channels) {
      const set = this.index.get(ch);
      set?.delete(conn);
      if (set?.size === 0) this.index.delete(ch);
    }
    conn.channels = new Set(channels);
    for (const ch of conn.channels) {
      let set = this.index.get(ch);
      if (!set) this.index.set(ch, (set = new Set()));
      set.add(conn);
    }
  }

  /**
   * Closes one socket with a code; sending stops at once. Unless it is a slow consumer, what waits in its outbox and
   * a `disconnected {code, reason}` frame leave first, so the client can tell why.
   */
  close(conn: Conn, code: number, reason: string): void {
    if (conn.closing) return;
    if (code !== CloseCode.slowConsumer) {
      this.reply(conn, MsgType.disconnected, 0, { code, reason });
      this.fanout.flushNow(conn);
      // Over the limit after all: the fan-out has closed it as a slow consumer.
      if (conn.closing) return;
    }
    conn.closing = true;
    this.counters.closed.set(code, (this.counters.closed.get(code) ?? 0) + 1);
    this.log.debug({ connId: conn.id, code, reason }, 'closing websocket');
    conn.ws.close(code, reason);
    // A consumer that never answers the close handshake is cut off instead of holding its buffer for 30 s.
    setTimeout(() => conn.ws.terminate(), 5_000).unref();
  }

  /**
   * Closes this process's sockets signed in with one of these sessions (token hashes) with 4001: after a logout the
   * old session's socket can no longer subscribe to its user's private channel. Returns how many were closed.
   */
  endSessions(sessions: readonly string[]): number {
    const ended = new Set(sessions);
    let n = 0;
    for (const c of this.conns)
      if (c.session !== null && ended.has(c.session) && !c.closing) {
        this.close(c, CloseCode.sessionEnded, 'session ended');
        n += 1;
      }
    return n;
  }

  /** Closes every socket that has been silent longer than the heartbeat timeout. */
  sweep(now = this.opts.now()): void {
    const deadline = now - this.opts.heartbeatTimeoutMs;
    for (const c of this.conns)
      if (c.lastSeen < deadline) this.close(c, CloseCode.heartbeatTimeout, 'heartbeat timeout');
  }

  /** Live sockets in this process. */
  get size(): number {
    return this.conns.size;
  }

  /** Sockets subscribed to exactly this channel. */
  subscriberCount(channel: string): number {
    return this.index.get(channel)?.size ?? 0;
  }

  /** Closes every socket (shutdown) and resolves when they are gone or after `graceMs`. */
  async closeAll(code: number, reason: string, graceMs = 1_000): Promise<void> {
    clearInterval(this.sweeper);
    for (const c of this.conns) this.close(c, code, reason);
    const until = Date.now() + graceMs;
    while (this.conns.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    for (const c of this.conns) c.ws.terminate();
  }

  private detach(conn: Conn): void {
    conn.closing = true;
    this.setChannels(conn, []);
    this.conns.delete(conn);
  }
}
