/**
 * Shares channels between server processes through Redis pub/sub: one publisher and one subscriber connection.
 * A publish goes only to Redis; every process, the origin included, delivers what it receives to its local
 * sockets, so nobody gets an event twice. Message: `type\nchannel\njson`, or `type;nolobby\nchannel\njson` for a
 * publish kept off the wildcard (a private battle's events); an unknown flag makes the message malformed (dropped). Each process also reports its socket count into a hash
 * (`{prefix}:online`, field = process id, value = `count:timestamp`); stale fields are ignored and removed; the
 * visitors on the site (presence.ts) share a sorted set `{prefix}:visitors` (member = visitor, score = last seen). A control
 * message `!end\n{hash},{hash}...` ends sessions: every process closes its sockets signed in with one of them.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { isPublishableChannel } from '../../src/protocol/channels';
import type { HubLogger } from './hub';

/** A report older than this no longer counts (the process is presumed gone). */
const ONLINE_STALE_MS = 15_000;

/** What the bridge calls for every event received from Redis. */
export type Deliver = (channel: string, type: number, json: string, lobby: boolean) => void;

/** The head of a control message that ends sessions (token hashes, comma separated) on every process. */
const END_SESSIONS = '!end\n';

/** The flag of a message that must not reach the wildcard channel. */
const NO_LOBBY = 'nolobby';

/** The Redis side of the hub. */
export class RedisBridge {
  readonly processId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly events: string;
  private readonly online: string;
  private readonly visitors: string;
  /** Sum of the other processes' last reported counts. */
  othersOnline = 0;
  /** Called for every `endSessions` received from Redis (this process's own included). */
  onEndSessions: ((sessions: string[]) => void) | null = null;

  /** True once Redis has confirmed the subscription on the current subscriber connection. */
  private subscribed = false;
  private confirmFirst!: () => void;
  /** Settles once Redis has confirmed the first subscription (what `start` waits for). */
  private readonly firstSubscription = new Promise<void>((resolve) => (this.confirmFirst = resolve));

  constructor(url: string, deliver: Deliver, log: HubLogger, prefix = 'casearena:rt') {
    this.events = `${prefix}:events`;
    this.online = `${prefix}:online`;
    this.visitors = `${prefix}:visitors`;
    // Named connections: an operator (or a test) can tell them apart in CLIENT LIST.
    const name = (role: string) => `${prefix}:${role}:${this.processId}`.replace(/[^A-Za-z0-9:_.-]/g, '_');
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3, connectionName: name('pub') });
    // The subscriber skips ioredis's ready check: that check sends INFO, and an INFO that reaches Redis after a
    // queued SUBSCRIBE is refused ("only subscriber commands may be used") and the subscription never happens.
    // It subscribes itself on every (re)connect instead of relying on autoResubscribe.
    this.sub = new Redis(url, {
      lazyConnect: false,
      enableReadyCheck: false,
      autoResubscribe: false,
      connectionName: name('sub'),
    });
    for (const c of [this.pub, this.sub])
      c.on('error', (err: Error) => log.warn({ err }, 'redis connection error'));
    this.sub.on('ready', () => {
      this.sub.subscribe(this.events).then(
        () => {
          this.subscribed = true;
          this.confirmFirst();
        },
        (err: unknown) => log.warn({ err }, 'redis subscribe failed; retried on the next reconnect'),
      );
    });
    this.sub.on('close', () => {
      this.subscribed = false;
    });
    this.sub.on('message', (_ch: string, msg: string) => {
      if (msg.startsWith(END_SESSIONS)) {
        const sessions = msg
          .slice(END_SESSIONS.length)
          .split(',')
          .filter((h) => /^[0-9a-f]{64}$/.test(h));
        this.onEndSessions?.(sessions);
        return;
      }
      const parsed = parseMessage(msg);
      if (parsed) deliver(parsed.channel, parsed.type, parsed.json, parsed.lobby);
      else log.warn({ sample: msg.slice(0, 80) }, 'ignoring malformed realtime message from redis');
    });
  }

  /** Resolves once Redis has confirmed the subscription (it is made on every connect, see the constructor). */
  start(): Promise<void> {
    return this.firstSubscription;
  }

  /** The fan-out state for the health endpoint: both connections up and the subscription confirmed. */
  status(): { publisher: string; subscriber: string; subscribed: boolean } {
    return { publisher: this.pub.status, subscriber: this.sub.status, subscribed: this.subscribed };
  }

  /** True while both connections are up (events published now reach every process, this one included). */
  get ready(): boolean {
    return this.pub.status === 'ready' && this.sub.status === 'ready' && this.subscribed;
  }

  /** Sends an event to every process (this one included); `lobby` false keeps it off the wildcard there. */
  publish(channel: string, type: number, json: string, lobby = true): void {
    this.pub.publish(this.events, encodeMessage(channel, type, json, lobby)).catch(() => undefined);
  }

  /** Asks every process (this one included) to close the sockets of these sessions (token hashes). */
  endSessions(sessions: readonly string[]): void {
    if (sessions.length === 0) return;
    this.pub.publish(this.events, `${END_SESSIONS}${sessions.join(',')}`).catch(() => undefined);
  }

  /** Records this process's socket count and returns the sum over every live process. */
  async reportOnline(local: number, now = Date.now()): Promise<number> {
    const res = await this.pub
      .multi()
      .hset(this.online, this.processId, `${local}:${now}`)
      .pexpire(this.online, ONLINE_STALE_MS * 2)
      .hgetall(this.online)
      .exec();
    const all = (res?.[2]?.[1] ?? {}) as Record<string, string>;
    let others = 0;
    const stale: string[] = [];
    for (const [pid, v] of Object.entries(all)) {
      if (pid === this.processId) continue;
      const [count, at] = v.split(':').map(Number);
      if (!Number.isFinite(count) || !Number.isFinite(at) || now - at > ONLINE_STALE_MS) stale.push(pid);
      else others += count;
    }
    if (stale.length > 0) await this.pub.hdel(this.online, ...stale);
    this.othersOnline = others;
    return local + others;
  }

  /**
   * Marks these visitors (server/realtime/presence.ts) as seen at `now`, forgets those not seen for `windowMs`, and
   * answers how many the site has.
   */
  async reportVisitors(keys: readonly string[], now: number, windowMs: number): Promise<number> {
    const m = this.pub.multi();
    if (keys.length > 0) m.zadd(this.visitors, ...keys.flatMap((k) => [now, k]));
    const res = await m
      .zremrangebyscore(this.visitors, '-inf', now - windowMs)
      .pexpire(this.visitors, windowMs * 2)
      .zcard(this.visitors)
      .exec();
    return Number(res?.[res.length - 1]?.[1] ?? keys.length);
  }

  /** Removes this process's count and closes both connections. */
  async close(): Promise<void> {
    if (!this.ready) {
      // QUIT would wait in the offline queue for a Redis that may never come back.
      this.pub.disconnect();
      this.sub.disconnect();
      return;
    }
    await this.pub.hdel(this.online, this.processId).catch(() => undefined);
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}

/** Builds `type\nchannel\njson` (lobby) or `type;nolobby\nchannel\njson`. */
export function encodeMessage(channel: string, type: number, json: string, lobby: boolean): string {
  return `${type}${lobby ? '' : `;${NO_LOBBY}`}\n${channel}\n${json}`;
}

/** Parses `type[;nolobby]\nchannel\njson` (no flag = lobby, as before the flag existed); null when malformed. */
export function parseMessage(
  msg: string,
): { type: number; channel: string; json: string; lobby: boolean } | null {
  const a = msg.indexOf('\n');
  const b = a < 0 ? -1 : msg.indexOf('\n', a + 1);
  if (b < 0) return null;
  const [head, flag, ...more] = msg.slice(0, a).split(';');
  if (more.length > 0 || (flag !== undefined && flag !== NO_LOBBY)) return null;
  const type = head === '' ? NaN : Number(head);
  const channel = msg.slice(a + 1, b);
  if (!Number.isInteger(type) || type < 0 || type > 0xffffffff || !isPublishableChannel(channel)) return null;
  return { type, channel, json: msg.slice(b + 1), lobby: flag === undefined };
}
