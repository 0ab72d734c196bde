/**
 * The websocket client: one connection, typed listeners by message type, channel subscriptions kept across
 * reconnects, heartbeats and the reconnect policy of SPEC section 9 (numbers in ws-policy.ts).
 *
 * Retry rules:
 * - An attempt that never opens (error, close before open, 10 s connect timeout) is an error; an open resets it.
 * - An abnormal close (any code but 1000, including the local 35 s heartbeat timeout) schedules reconnect n after
 *   backoffDelay(n): 1 s, 2 s, 4 s ... capped at 30 s, plus up to 1 s of jitter.
 * - After 3 consecutive errors the client pauses; after 5 reconnects without a stable (30 s) connection it gives up.
 *   Paused or given up, it waits for `resume()`, the browser's 'online' event or the page becoming visible.
 * - A normal close (1000) is final until `connect()`, `resume()` or a token change.
 * - While offline nothing is attempted; the 'online' event reconnects at once.
 */
import type { KnownType, PayloadOf } from '../protocol/ws-events';
import { decodeFrame, encodeFrame, type Frame } from '../protocol/frame';
import { MsgType } from '../protocol/message-types';
import { createLogger, type Logger } from '../lib/logger';
import {
  browserPresence,
  browserSocket,
  globalTimers,
  type Presence,
  type SocketFactory,
  type SocketLike,
  type Timers,
} from './environment';
import * as P from './policy';
import { invitesForChannels } from '../lib/battle-invites';

/** Connection state (SPEC section 4). */
export type WsState = 'connecting' | 'open' | 'closed';
/** Why a closed client is not connecting: not started, stopped by close(), normal close, offline, paused or gave up. */
export type IdleReason = 'none' | 'stopped' | 'normal' | 'offline' | 'paused' | 'gave-up' | 'waiting';

/** What the client needs; everything but `url` has a browser default. */
export interface WsClientOptions {
  url: (token: string | null) => string;
  token?: string | null;
  socket?: SocketFactory;
  timers?: Timers;
  presence?: Presence;
  random?: () => number;
  now?: () => number;
  logger?: Logger;
}

type AnyListener = (payload: unknown, frame: Frame) => void;

/** A reconnecting, resubscribing websocket client. */
export class WsClient {
  private readonly o: Required<Omit<WsClientOptions, 'token'>>;
  private token: string | null;
  private socket: SocketLike | null = null;
  private gen = 0;
  private seq = 0;
  private current: WsState = 'closed';
  private idle: IdleReason = 'stopped';
  private reconnects = 0;
  private errors = 0;
  private readonly timers = new Map<'connect' | 'heartbeat' | 'silence' | 'reconnect' | 'stable', unknown>();
  private readonly channels = new Map<string, number>();
  private readonly listeners = new Map<number, Set<AnyListener>>();
  private readonly stateListeners = new Set<(s: WsState) => void>();
  private readonly unbind: (() => void)[];

  constructor(opts: WsClientOptions) {
    this.o = {
      socket: browserSocket,
      timers: globalTimers,
      presence: browserPresence,
      random: Math.random,
      now: () => Date.now(),
      logger: createLogger('ws'),
      ...opts,
    };
    this.token = opts.token ?? null;
    this.unbind = [
      this.o.presence.onOnline(() => this.wake(['offline', 'paused', 'gave-up'])),
      this.o.presence.onVisible(() => this.wake(['paused', 'gave-up'])),
    ];
  }

  /** The connection state. */
  get state(): WsState {
    return this.current;
  }

  /** State plus retry counters, for display and tests. */
  get status(): { state: WsState; idle: IdleReason; reconnects: number; errors: number } {
    return { state: this.current, idle: this.idle, reconnects: this.reconnects, errors: this.errors };
  }

  /** Starts connecting (fresh retry counters). */
  connect(): void {
    this.reconnects = 0;
    this.errors = 0;
    this.open();
  }

  /** Closes normally and stops reconnecting until `connect()`. */
  close(): void {
    this.drop(P.NORMAL_CLOSURE, 'client close', true);
    this.idle = 'stopped';
  }

  /** Retries now after a pause, give-up or normal close. */
  resume(): void {
    if (this.current !== 'closed' || this.idle === 'stopped') return;
    this.connect();
  }

  /** Stops everything and unhooks from the page (tests, hot reload). */
  dispose(): void {
    this.close();
    for (const u of this.unbind) u();
  }

  /** Sets the session token; a different token (sign-in, sign-out, switch) reconnects with it. */
  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    if (this.idle === 'stopped') return;
    if (this.socket) this.drop(P.NORMAL_CLOSURE, 'token changed', true);
    this.connect();
  }

  /** Adds a channel (reference counted); returns the function that removes it again. */
  subscribe(channel: string): () => void {
    const n = this.channels.get(channel) ?? 0;
    this.channels.set(channel, n + 1);
    if (n === 0) this.sendChannels();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.channels.get(channel) ?? 1) - 1;
      if (left > 0) return void this.channels.set(channel, left);
      this.channels.delete(channel);
      this.sendChannels();
    };
  }

  /** The channels currently wanted. */
  get subscriptions(): string[] {
    return [...this.channels.keys()];
  }

  /** Listens to one message type; returns the function that stops listening. Payloads are trusted server data. */
  on<T extends KnownType>(type: T, listener: (payload: PayloadOf<T>, frame: Frame) => void): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    const l = listener as AnyListener;
    set.add(l);
    return () => set.delete(l);
  }

  /** Listens to state changes. */
  onState(listener: (s: WsState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Sends one frame when open; returns whether it was sent. */
  send<T extends KnownType>(type: T, payload: PayloadOf<T>): boolean {
    if (this.current !== 'open' || !this.socket) return false;
    this.seq = (this.seq + 1) >>> 0;
    this.socket.send(encodeFrame(type, this.seq, 0, payload));
    return true;
  }

  private open(): void {
    this.clearTimers();
    if (!this.o.presence.isOnline()) return this.setState('closed', 'offline');
    const g = ++this.gen;
    let opened = false;
    this.setState('connecting', 'none');
    const ours = (fn: () => void) => () => g === this.gen && fn();
    this.socket = this.o.socket(this.o.url(this.token), {
      open: ours(() => {
        opened = true;
        this.onOpen();
      }),
      message: (data) => g === this.gen && this.onMessage(data),
      error: () => undefined, // a close always follows; it decides
      close: (code) => g === this.gen && this.drop(code, 'closed', opened),
    });
    this.arm('connect', P.CONNECT_TIMEOUT_MS, () => this.drop(4001, 'connect timeout', false));
  }

  private onOpen(): void {
    this.disarm('connect');
    this.errors = 0;
    this.setState('open', 'none');
    this.arm('silence', P.HEARTBEAT_TIMEOUT_MS, () =>
      this.drop(P.HEARTBEAT_TIMEOUT_CODE, 'heartbeat timeout', true),
    );
    this.arm('stable', P.STABLE_OPEN_MS, () => (this.reconnects = 0));
    const id = this.o.timers.setInterval(
      () => this.send(MsgType.heartbeat, { ts: this.o.now() }),
      P.HEARTBEAT_INTERVAL_MS,
    );
    this.timers.set('heartbeat', id);
    if (this.channels.size > 0) this.sendChannels();
  }

  private onMessage(data: ArrayBuffer): void {
    this.arm('silence', P.HEARTBEAT_TIMEOUT_MS, () =>
      this.drop(P.HEARTBEAT_TIMEOUT_CODE, 'heartbeat timeout', true),
    );
    const r = decodeFrame(new Uint8Array(data), { maxBytes: 16 * 1024 * 1024, allowUnknownTypes: true });
    if (!r.ok) return this.o.logger.warn(`ignoring a bad frame: ${r.error}`);
    for (const l of this.listeners.get(r.frame.type) ?? []) {
      try {
        l(r.frame.payload, r.frame);
      } catch (err) {
        this.o.logger.error(`listener for type ${r.frame.type} failed`, err);
      }
    }
  }

  /** Ends the current socket (if any) and decides what happens next. */
  private drop(code: number, reason: string, wasOpen: boolean): void {
    this.gen++;
    this.clearTimers();
    const s = this.socket;
    this.socket = null;
    if (s) {
      try {
        s.close(code === P.NORMAL_CLOSURE || (code >= 4000 && code < 5000) ? code : undefined, reason);
      } catch {
        // already closing
      }
    }
    if (!wasOpen) this.errors++;
    if (code === P.NORMAL_CLOSURE) return this.setState('closed', 'normal');
    if (!this.o.presence.isOnline()) return this.setState('closed', 'offline');
    if (this.errors >= P.PAUSE_AFTER_ERRORS) return this.setState('closed', 'paused');
    if (this.reconnects >= P.MAX_RECONNECTS) return this.setState('closed', 'gave-up');
    this.reconnects++;
    this.setState('closed', 'waiting');
    this.arm('reconnect', P.backoffDelay(this.reconnects, this.o.random), () => this.open());
  }

  private wake(when: IdleReason[]): void {
    if (this.current === 'closed' && when.includes(this.idle)) this.connect();
  }

  private sendChannels(): void {
    const channels = [...this.channels.keys()];
    const invites = invitesForChannels(channels);
    // A private battle's channel is granted with its invite (src/lib/battle-invites.ts).
    this.send(MsgType.subscribe, Object.keys(invites).length > 0 ? { channels, invites } : { channels });
  }

  private arm(name: 'connect' | 'silence' | 'reconnect' | 'stable', ms: number, fn: () => void): void {
    const old = this.timers.get(name);
    if (old !== undefined) this.o.timers.clearTimeout(old);
    const g = this.gen;
    this.timers.set(
      name,
      this.o.timers.setTimeout(() => g === this.gen && fn(), ms),
    );
  }

  private disarm(name: 'connect'): void {
    const id = this.timers.get(name);
    if (id !== undefined) this.o.timers.clearTimeout(id);
    this.timers.delete(name);
  }

  private clearTimers(): void {
    for (const [name, id] of this.timers) {
      if (name === 'heartbeat') this.o.timers.clearInterval(id);
      else this.o.timers.clearTimeout(id);
    }
    this.timers.clear();
  }

  private setState(state: WsState, idle: IdleReason): void {
    this.idle = idle;
    if (state === this.current) return;
    this.current = state;
    for (const l of this.stateListeners) l(state);
  }
}
