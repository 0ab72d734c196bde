/** Publishes every committed level-up on the player's own channel `user:{id}` (90100 levelUp), until the app closes. */
import type { FastifyInstance } from 'fastify';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import { onLevelUp } from '../services/progression/xp';

/** Binds the level-up listener to app.db and app.realtime. */
export function registerLevels(app: FastifyInstance): void {
  const off = onLevelUp(app.db, (up) => {
    try {
      app.realtime.publish(Channel.user(up.userId), MsgType.levelUp, up.event);
    } catch (err) {
      app.log.warn({ err, userId: up.userId }, 'level-up event not published');
    }
  });
  app.addHook('onClose', async () => off());
}
