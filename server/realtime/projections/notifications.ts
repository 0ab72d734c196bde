/**
 * A player's own channel `user:{id}`, from domain events: 90100 levelUp when a wager reached a level, 90101
 * missionsChanged when an opening, an upgrade or a battle played to the end may have moved their missions (the
 * client refetches; the message carries no numbers, so a lost one only delays a refresh), 90104 profileChanged
 * for a new avatar and 90106 tradeChanged for each step of a withdrawal. A failing publish is logged.
 */
import type { EventBus } from '../../kernel/events';
import type { Logger } from '../../kernel/ports';
import { Channel } from '../../../src/protocol/channels';
import { MsgType } from '../../../src/protocol/message-types';
import type { KnownType, PayloadOf } from '../../../src/protocol/ws-events';
import type { WirePublish } from './battles';

/** Subscribes the per-player messages to `bus`; returns the unsubscribe. */
export function projectNotifications(bus: EventBus, out: WirePublish, log: Logger): () => void {
  const toUser = <T extends KnownType>(userId: string, type: T, payload: PayloadOf<T>) => {
    try {
      out.publish(Channel.user(userId), type, payload);
    } catch (err) {
      log.warn({ err, userId, type }, 'user event not published');
    }
  };
  const offs = [
    bus.on('LevelReached', (e) => toUser(e.userId, MsgType.levelUp, e.progress)),
    bus.on('CaseOpened', (e) => toUser(e.userId, MsgType.missionsChanged, { what: 'case' })),
    bus.on('UpgradePlayed', (e) => toUser(e.userId, MsgType.missionsChanged, { what: 'upgrade' })),
    bus.on('BattleSettled', ({ battle }) => {
      for (const u of battle.users)
        if (!u.user.isBot) toUser(u.userID, MsgType.missionsChanged, { what: 'battle' });
    }),
    bus.on('AvatarChanged', (e) => toUser(e.userId, MsgType.profileChanged, { avatar: e.avatar })),
    bus.on('WithdrawalChanged', (e) => toUser(e.userId, MsgType.tradeChanged, e.withdrawal)),
  ];
  return () => offs.forEach((off) => off());
}
