/**
 * What an opening (paid or free) tells the site once it has committed: its drops on the live loot feed
 * (`loot:feed:{tag}`, 90001), the skin hunt targets it found on `hunt` (90030), and the player's own channel that
 * their missions may have moved (90101). Best effort: a failure is logged and the opening stands.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Channel } from '../../src/protocol/channels';
import type { Opening } from '../../src/protocol/catalog';
import { MsgType } from '../../src/protocol/message-types';
import { huntFinds } from '../services/events/hunts';
import { openingFeed, type FeedItem } from '../services/loot/feed';

/** Publishes feed entries (once they are read) on their `loot:feed:{tag}` channels; a failure is only logged. */
export function publishFeed(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  feed: Promise<FeedItem[]>,
  what: Record<string, unknown> = {},
): void {
  feed
    .then((items) => {
      for (const f of items)
        for (const tag of f.tags) app.realtime.publish(`loot:feed:${tag}`, MsgType.loot, f.entry);
    })
    .catch((err: unknown) => log.warn({ err, ...what }, 'loot feed publish failed'));
}

/** Publishes the opening's feed entries and hunt finds. */
export function announceOpening(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
  opening: Opening,
  now: number,
): void {
  if (!app.hasDecorator('realtime')) return;
  try {
    app.realtime.publish(Channel.user(userId), MsgType.missionsChanged, { what: 'case' });
  } catch (err) {
    log.warn({ err, userId }, 'missions event not published');
  }
  publishFeed(app, log, openingFeed(app.db, userId, opening, now));
  const lootIds = opening.results.map((r) => r.lootID);
  huntFinds(app.db.kysely, lootIds)
    .then((finds) => {
      for (const f of finds) app.realtime.publish(Channel.hunt, MsgType.huntFound, f);
    })
    .catch((err: unknown) => log.warn({ err }, 'hunt finds not announced'));
}
