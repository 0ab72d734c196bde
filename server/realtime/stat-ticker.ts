/**
 * Every few seconds: report this process's socket count and visitors (Redis) and broadcast `stat` (90000), whose
 * `online` is the people on the site (presence.ts), to local `stat` subscribers.
 */
import type { FastifyInstance } from 'fastify';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import { readStats } from '../services/meta/stats';
import type { RealtimeHub } from './hub';
import type { Presence } from './presence';
import type { RedisBridge } from './redis-bridge';

/**
 * Starts the ticker; returns its stop function. Each process sends `stat` to its own sockets only (with the online
 * count summed over every process), so N processes do not put N copies of it on the wire.
 */
export function startStatTicker(
  app: FastifyInstance,
  hub: RealtimeHub,
  bridge: RedisBridge | null,
  presence: Presence,
  intervalMs: number,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // With Redis down only this process's sockets are known; the stat keeps flowing meanwhile.
      if (bridge?.ready) await bridge.reportOnline(hub.size);
      // Reported every tick, watched or not, so the other processes' answers count this one's visitors.
      const online = await presence.count();
      if (hub.subscriberCount(Channel.stat) === 0) return;
      const stats = await readStats(app.db, online);
      hub.deliver(Channel.stat, MsgType.stat, JSON.stringify(stats));
    } catch (err) {
      app.log.warn({ err }, 'stat broadcast failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
