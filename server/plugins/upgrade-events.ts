/**
 * What an upgrade tells the site once it has committed: the player's own channel that their missions may have moved
 * (90101, what 'upgrade'; the upgrader mission counts upgrades), and a win on the live loot feed
 * (`loot:feed:upgrade`, and `loot:feed:wow` for a big one). Best effort: a failure is logged, the upgrade stands.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import type { UpgradeResult } from '../../src/protocol/upgrade';
import { upgradeFeed } from '../services/loot/feed';
import { publishFeed } from './opening-events';

/** Publishes the missions-changed event and the feed entry of a committed upgrade. */
export function announceUpgrade(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
  upgrade: UpgradeResult,
): void {
  if (!app.hasDecorator('realtime')) return;
  try {
    app.realtime.publish(Channel.user(userId), MsgType.missionsChanged, { what: 'upgrade' });
  } catch (err) {
    log.warn({ err, userId }, 'missions event not published');
  }
  publishFeed(app, log, upgradeFeed(app.db, userId, upgrade), { upgradeId: upgrade.id });
}
