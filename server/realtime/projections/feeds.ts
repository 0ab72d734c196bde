/**
 * The live feeds, from domain events: what an opening, an upgrade won or a battle played to the end drops goes on
 * the loot feed (`loot:feed:{tag}`, 90001: case, upgrade, battle, wow for the top drops), and the skin-hunt targets
 * an opening found go on `hunt` (90030). Each event is published once, by the process that committed it. Best
 * effort: a failure is logged and the change stands.
 */
import type { Db } from '../../db/database';
import type { EventBus } from '../../kernel/events';
import type { Logger } from '../../kernel/ports';
import { Channel } from '../../../src/protocol/channels';
import { MsgType } from '../../../src/protocol/message-types';
import { huntFinds } from '../../services/events/hunts';
import { battleFeed, openingFeed, upgradeFeed, type FeedItem } from '../../services/loot/feed';
import type { WirePublish } from './battles';

/** Subscribes the loot feed and the hunt finds to `bus`; returns the unsubscribe. */
export function projectFeeds(bus: EventBus, out: WirePublish, db: Db, log: Logger): () => void {
  const feed = (items: Promise<FeedItem[]>, what: Record<string, unknown>) => {
    items
      .then((list) => {
        for (const f of list)
          for (const tag of f.tags) out.publish(`loot:feed:${tag}`, MsgType.loot, f.entry);
      })
      .catch((err: unknown) => log.warn({ err, ...what }, 'loot feed publish failed'));
  };
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
    bus.on('BattleSettled', ({ battle }) =>
      feed(battleFeed(db, battle.id, battle.users, Date.now()), { battleId: battle.id }),
    ),
  ];
  return () => offs.forEach((off) => off());
}
