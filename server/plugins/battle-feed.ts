/**
 * Puts what players take home from a finished battle on the live loot feed (`loot:feed:battle`, and `loot:feed:wow`
 * for top drops), once the battle has committed. It listens to the battle events this process publishes, so each
 * battle is announced once, by the process that settled it. Best effort: a failure is logged and the battle stands.
 */
import type { FastifyInstance } from 'fastify';
import { MsgType } from '../../src/protocol/message-types';
import type { Payloads } from '../../src/protocol/ws-events';
import { battleFeed } from '../services/loot/feed';
import { publishFeed } from './opening-events';

/** Publishes battle drops on the loot feed; call after registerRealtime and registerBattles. */
export function registerBattleFeed(app: FastifyInstance): void {
  if (!app.hasDecorator('tapBattleEvents') || !app.hasDecorator('realtime')) return;
  const off = app.tapBattleEvents((_channel, type, payload) => {
    if (type !== MsgType.finished) return;
    const p = payload as Payloads[typeof MsgType.finished];
    if (p.cancelled) return;
    publishFeed(app, app.log, battleFeed(app.db, p.battleID, p.users, Date.now()), { battleId: p.battleID });
  });
  app.addHook('onClose', async () => {
    off();
  });
}
