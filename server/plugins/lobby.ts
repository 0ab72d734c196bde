/**
 * Wires the in-memory lobby (server/services/lobby): the battle list and the site counts, kept per process and told
 * of changes by this process's battle events and, through Redis, by every other process's. Filled from the database
 * on ready, and read again in full every `reconcileMs` as a net under a notice lost while Redis was away.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Channel } from '../../src/protocol/channels';
import type { DomainEventType } from '../kernel/events';
import { RedisBridge } from '../realtime/redis-bridge';
import { forgetCatalogList } from '../services/catalog/catalog';
import { BattleLobby } from '../services/lobby/battle-lobby';
import { StatsCache } from '../services/lobby/stats-cache';

/** Notice kinds on the lobby's Redis channel (the message's type; its JSON is the sender's process id). */
const Notice = { battle: 1, stats: 2, catalog: 3 } as const;

/** The battle events after which a battle's lobby entry is read again (a bot "thinking" or a viewer changes nothing stored). */
const BATTLE_CHANGES: readonly DomainEventType[] = [
  'BattleCreated',
  'SeatTaken',
  'SeatLeft',
  'BattleFilled',
  'BattleSealed',
  'RoundPlayed',
  'BattleSettled',
  'BattleCancelled',
];

/** The events after which the site counts are counted again. */
const STATS_CHANGES: readonly DomainEventType[] = [
  'BattleCreated',
  'BattleSettled',
  'BattleCancelled',
  'CaseOpened',
];

/** What routes and services use. */
export interface LobbyApi {
  /** The battle list in memory. */
  battles: BattleLobby;
  /** The site counts in memory. */
  stats: StatsCache;
  /** A battle changed here: read it again, and tell the other processes. */
  battleChanged(id: string): void;
  /** A site count changed here (an opening, a sign-up...): count again, and tell the other processes. */
  statsChanged(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory lobby list and site counts (server/plugins/lobby.ts). */
    lobby: LobbyApi;
  }
}

/** Options (tests shorten the timers). */
export interface LobbyOptions {
  /** Counts older than this are counted again when asked for (2 s). */
  statsMaxAgeMs?: number;
  /** How often the whole list is read again from the database (60 s). */
  reconcileMs?: number;
}

/** Builds the lobby over app.db and app.battles; call after registerBattles. */
function registerLobby(app: FastifyInstance, opts: LobbyOptions = {}): void {
  const now = () => app.battles.deps.clock.now();
  const battles = new BattleLobby(app.db, app.battles.deps.timing, now);
  const stats = new StatsCache(app.db, opts.statsMaxAgeMs ?? 2_000, now);
  const bridge = app.config.redisUrl
    ? new RedisBridge(
        app.config.redisUrl,
        (channel, type, json) => {
          if (json === bridge?.processId) return;
          if (type === Notice.battle && channel.startsWith('battle:')) battles.changed(channel.slice(7));
          else if (type === Notice.stats) stats.changed();
          else if (type === Notice.catalog) forgetCatalogList(app.db);
        },
        app.log,
        `${app.config.redisPrefix}:lobby`,
      )
    : null;
  const tell = (channel: string, type: number) => {
    if (bridge?.ready) bridge.publish(channel, type, bridge.processId);
  };
  const api: LobbyApi = {
    battles,
    stats,
    battleChanged(id) {
      battles.changed(id);
      tell(Channel.battle(id), Notice.battle);
    },
    statsChanged() {
      stats.changed();
      tell(Channel.stat, Notice.stats);
    },
  };
  app.decorate('lobby', api);

  // Private battles too: their creator's list shows them and the counts include them.
  const bus = app.events;
  const offs = [
    ...BATTLE_CHANGES.map((type) =>
      bus.on(type, (e) => api.battleChanged('battle' in e ? e.battle.id : 'battleId' in e ? e.battleId : '')),
    ),
    ...STATS_CHANGES.map((type) => bus.on(type, () => api.statsChanged())),
  ];

  const reconcile = () =>
    battles.fill().catch((err: unknown) => app.log.warn({ err }, 'lobby: the battle list was not read'));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (bridge) {
      const ok = await Promise.race([
        bridge.start().then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 5_000).unref()),
      ]);
      if (!ok) app.log.warn('lobby: Redis did not confirm the subscription yet; notices wait for it');
      // Another process may hold a catalog list read before this one seeded it.
      tell(Channel.stat, Notice.catalog);
    }
    await reconcile();
    timer = setInterval(() => void reconcile(), opts.reconcileMs ?? 60_000);
    timer.unref();
  });
  // Reads in flight finish before the database closes (onClose).
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await battles.settle().catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    offs.forEach((off) => off());
    await bridge?.close();
  });
}

/** The lobby plugin: the in-memory battle list and site counts, fed by domain events. */
export const lobbyPlugin = fp(async (app: FastifyInstance) => registerLobby(app), {
  name: 'lobby',
  dependencies: ['db', 'events', 'battles'],
});
