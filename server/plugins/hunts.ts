/** Announces skin hunt finds on `hunt` (90030) once the opening that made them has committed; best effort. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import { huntFinds } from '../services/hunts';

/** Publishes the finds of these freshly created loot entries (a failure is logged, the opening stands). */
export function announceHuntFinds(
  app: FastifyInstance,
  lootIds: readonly string[],
  log: FastifyBaseLogger,
): void {
  if (!app.hasDecorator('realtime') || lootIds.length === 0) return;
  huntFinds(app.db.kysely, lootIds)
    .then((finds) => {
      for (const f of finds) app.realtime.publish(Channel.hunt, MsgType.huntFound, f);
    })
    .catch((err: unknown) => log.warn({ err }, 'hunt finds not announced'));
}
