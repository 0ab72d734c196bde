/**
 * What an upgrade tells the site once it has committed: the player's own channel that their missions may have moved
 * (90101, what 'upgrade'; the upgrader mission counts upgrades). Best effort: a failure is logged, the upgrade stands.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';

/** Publishes the missions-changed event of a committed upgrade. */
export function announceUpgrade(app: FastifyInstance, log: FastifyBaseLogger, userId: string): void {
  if (!app.hasDecorator('realtime')) return;
  try {
    app.realtime.publish(Channel.user(userId), MsgType.missionsChanged, { what: 'upgrade' });
  } catch (err) {
    log.warn({ err, userId }, 'missions event not published');
  }
}
