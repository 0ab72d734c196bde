/**
 * The contests, from domain events: 90040 raceBoard on `leaderboard`, 90041 giveawayChanged on `giveaway`, and on
 * the player's own channel 90103 racePrize / 90102 giveawayWon. A failing publish is logged.
 */
import type { EventBus } from '../../kernel/events';
import type { Logger } from '../../kernel/ports';
import { Channel } from '../../../src/protocol/channels';
import { MsgType } from '../../../src/protocol/message-types';
import type { KnownType, PayloadOf } from '../../../src/protocol/ws-events';
import type { WirePublish } from './battles';

/** Subscribes the contest messages to `bus`; returns the unsubscribe. */
export function projectContests(bus: EventBus, out: WirePublish, log: Logger): () => void {
  const send = <T extends KnownType>(channel: string, type: T, payload: PayloadOf<T>) => {
    try {
      out.publish(channel, type, payload);
    } catch (err) {
      log.warn({ err, channel, type }, 'contest event not published');
    }
  };
  const offs = [
    bus.on('RacePrizePaid', (e) => send(Channel.user(e.userId), MsgType.racePrize, e.prize)),
    bus.on('GiveawayWon', (e) => send(Channel.user(e.userId), MsgType.giveawayWon, e.award)),
    bus.on('RaceBoardChanged', (e) => send(Channel.leaderboard, MsgType.raceBoard, e.board)),
    bus.on('GiveawayCountsChanged', (e) => send(Channel.giveaway, MsgType.giveawayChanged, e.counts)),
  ];
  return () => offs.forEach((off) => off());
}
