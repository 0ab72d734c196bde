/**
 * Tells a player's own channel `user:{id}` when their missions or rakeback may have moved (90101 missionsChanged)
 * because a battle they sat in finished (not cancelled); openings say so themselves (plugins/opening-events.ts). The
 * client refetches GET /mission/list on it; the event carries no numbers, so a lost one only delays a refresh.
 */
import type { FastifyInstance } from 'fastify';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import type { Payloads } from '../../src/protocol/ws-events';

/** Publishes the missions-changed events; call after registerRealtime and registerBattles. */
export function registerMissions(app: FastifyInstance): void {
  const notify = (userId: string, what: 'battle') => {
    if (!app.hasDecorator('realtime')) return;
    try {
      app.realtime.publish(Channel.user(userId), MsgType.missionsChanged, { what });
    } catch (err) {
      app.log.warn({ err, userId }, 'missions event not published');
    }
  };

  if (!app.hasDecorator('tapBattleEvents')) return;
  const off = app.tapBattleEvents((_channel, type, payload) => {
    if (type !== MsgType.finished) return;
    const p = payload as Payloads[typeof MsgType.finished];
    if (p.cancelled) return;
    for (const u of p.users) if (!u.user.isBot) notify(u.userID, 'battle');
  });
  app.addHook('onClose', async () => {
    off();
  });
}
