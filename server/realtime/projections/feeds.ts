/**
 * The live feeds, from domain events: what an opening or an upgrade won drops, and what each seat of a battle round
 * unboxes once that round has landed in the arena (never before: the round's entries wait for its start + spin), goes
 * on the loot feed (`loot:feed:{tag}`, 90001: case, upgrade, battle, wow for the top drops), and the skin-hunt
 * targets an opening found go on `hunt` (90030). Each event is published once, by the process that committed it.
 * Best effort: a failure is logged and the change stands.
 */
import type { Db } from '../../db/database';
import type { EventBus } from '../../kernel/events';
import type { Logger } from '../../kernel/ports';
import { Channel } from '../../../src/protocol/channels';
import { MsgType } from '../../../src/protocol/message-types';
import { huntFinds } from '../../services/events/hunts';
import { openingFeed, upgradeFeed, type FeedItem } from '../../services/loot/feed';
import { roundFeed, roundLandsAt } from '../../services/loot/battle-drops';
import type { BattleTiming } from '../../../src/domain/battle-timing';
import type { WirePublish } from './battles';

/** Subscribes the loot feed and the hunt finds to `bus`; returns the unsubscribe. */
export function projectFeeds(
  bus: EventBus,
  out: WirePublish,
  db: Db,
  log: Logger,
  timing: BattleTiming,
): () => void {
  const feed = (items: Promise<FeedItem[]>, what: Record<string, unknown>) => {
    items
      .then((list) => {
        for (const f of list)
          for (const tag of f.tags) out.publish(`loot:feed:${tag}`, MsgType.loot, f.entry);
      })
      .catch((err: unknown) => log.warn({ err, ...what }, 'loot feed publish failed'));
  };
  const pending = new Set<NodeJS.Timeout>();
  const offs = [
    bus.on('CaseOpened', ({ userId, opening, now }) => {
      feed(openingFeed(db, userId, opening, now), { openingId: opening.id });
      huntFinds(
        db.kysely,
        opening.results.map((r) => r.lootID),
      )
        .then((finds) => {
          for (const f of finds) out.publish(Channel.hunt, MsgType.huntFound, f);
        })
        .catch((err: unknown) => log.warn({ err }, 'hunt finds not announced'));
    }),
    bus.on('UpgradePlayed', ({ userId, upgrade }) =>
      feed(upgradeFeed(db, userId, upgrade), { upgradeId: upgrade.id }),
    ),
    bus.on('RoundPlayed', (e) => {
      // The event's `now` is the server clock when the round was played; a round caught up late lands at once.
      const wait = Math.max(0, roundLandsAt(e.roundStartedAt, timing) - e.now);
      const timer = setTimeout(() => {
        pending.delete(timer);
        feed(roundFeed(db, e, timing), { battleId: e.battleId, round: e.round });
      }, wait);
      timer.unref();
      pending.add(timer);
    }),
  ];
  return () => {
    offs.forEach((off) => off());
    pending.forEach((t) => clearTimeout(t));
    pending.clear();
  };
}
