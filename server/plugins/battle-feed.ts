/**
 * Puts what players take home from a finished battle on the live loot feed (`loot:feed:battle`, and `loot:feed:wow`
 * for top drops), once the battle has committed. It listens to the battle events this process publishes, so each
 * battle is announced once, by the process that settled it. Best effort: a failure is logged and the battle stands.
 */
import type { FastifyInstance } from 'fastify';
import { MsgType } from '../../src/protocol/message-types';
import type { Payloads } from '../../src/protocol/events';
import { battleFeed } from '../services/loot-feed';

/** Publishes battle drops on the loot feed; call after registerRealtime and registerBattles. */
export function registerBattleFeed(app: FastifyInstance): void {
  if (!app.hasDecorator('tapBattleEvents') || !app.hasDecorator('realtime')) return;
  const off = app.tapBattleEvents((_channel, type, payload) => {
    if (type !== MsgType.finished) return;
    const p = payload as Payloads[typeof MsgType.finished];
    if (p.cancelled) return;
    battleFeed(app.db, p.battleID, p.users, Date.now())
      .then((feed) => {
        for (const f of feed)
          for (const tag of f.tags) app.realtime.publish(`loot:feed:${tag}`, MsgType.loot, f.entry);
      })
      .catch((err: unknown) => app.log.warn({ err, battleId: p.battleID }, 'battle drops not announced'));
  });
  app.addHook('onClose', async () => {
    off();
  });
}
