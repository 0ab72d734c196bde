/**
 * Battle domain events -> websocket messages. Everything goes on `battle:{id}`; the hub fans the lobby-level types
 * (created, user joined/left, bot state, processing, playing, finished) out to `battle:*` as well, except for a
 * private battle: its messages are published with `{ lobby: false }` (its id is its only access control, so the
 * lobby must never learn it) and 90010 created is not sent at all. Players also hear on `user:{id}` (90105) when
 * someone sits down in their waiting battle and how a battle they played ended. A failing publish is logged.
 * The payloads are built here and only here (a field added to the battle view passes through `BattleView`).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { EventBus, EventOf } from '../../kernel/events';
import type { Logger } from '../../kernel/ports';
import { Channel } from '../../../src/protocol/channels';
import type { BattleView } from '../../../src/protocol/battle';
import { MsgType } from '../../../src/protocol/message-types';
import type { KnownType, PayloadOf } from '../../../src/protocol/ws-events';
import type { PublishOptions } from '../hub';

/** Where the messages go: the realtime hub's publish (and the battle taps of tests and metrics). */
export interface WirePublish {
  publish<T extends KnownType>(channel: string, type: T, payload: PayloadOf<T>, opts?: PublishOptions): void;
}

/** Lobby-level messages of a private battle stay on `battle:{id}`. */
const lobbyOf = (b: BattleView): PublishOptions => ({ lobby: b.isPublic });

/** Subscribes the battle messages to `bus`; returns the unsubscribe. */
export function projectBattles(bus: EventBus, out: WirePublish, db: Db, log: Logger): () => void {
  const send = <T extends KnownType>(
    channel: string,
    type: T,
    payload: PayloadOf<T>,
    opts?: PublishOptions,
  ) => {
    try {
      out.publish(channel, type, payload, opts);
    } catch (err) {
      log.warn({ err, channel, type }, 'battle event not published');
    }
  };
  const toBattle = <T extends KnownType>(b: BattleView, type: T, payload: PayloadOf<T>) =>
    send(Channel.battle(b.id), type, payload, lobbyOf(b));
  // 90019 on battle:stat: active and total battle counts.
  const stat = () => {
    db.kysely
      .selectFrom('battles')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`sum(case when status <> 'finished' then 1 else 0 end)`.as('active'),
      ])
      .executeTakeFirstOrThrow()
      .then((row) =>
        send(Channel.battleStat, MsgType.battleStat, {
          battleActive: Number(row.active ?? 0),
          battleCount: Number(row.total),
        }),
      )
      .catch((err: unknown) => log.warn({ err }, 'battle stat not published'));
  };
  // 90016: the last slot filled (a version-2 battle: again once its beacon round is verified).
  const processing = (b: BattleView) =>
    toBattle(b, MsgType.processing, {
      battleID: b.id,
      revision: b.revision,
      status: 'processing',
      clientSeed: b.clientSeed,
      startedAt: b.startedAt,
      now: b.now,
      filledAt: b.filledAt,
      beacon: b.beacon,
    });
  // 90018 (settled or cancelled), then 90105 to every player of a battle played to the end.
  const finished = (b: BattleView) => {
    toBattle(b, MsgType.finished, {
      battleID: b.id,
      revision: b.revision,
      users: b.users,
      reroll: b.reroll,
      currentRound: b.currentRound,
      serverSeed: b.serverSeed,
      cancelled: b.cancelled,
      ticket: b.ticket,
      fairness: b.fairness,
      filledAt: b.filledAt,
      beacon: b.beacon,
    });
    if (!b.cancelled)
      for (const u of b.users)
        if (!u.user.isBot)
          send(Channel.user(u.userID), MsgType.battleNotice, {
            battleID: b.id,
            kind: 'finished',
            won: u.isWinner,
            amount: u.winAmount,
          });
    stat();
  };
  const seatTaken = ({ battle: b, joinerId, callerId, bot }: EventOf<'SeatTaken'>) => {
    toBattle(b, MsgType.userJoined, { battleID: b.id, revision: b.revision, users: b.users });
    if (bot)
      toBattle(b, MsgType.botState, { battleID: b.id, slot: bot.slot, userID: bot.botId, state: 'ready' });
    // 90105 to the other seated players (the one who asked for the seat is not told of their own act).
    const joiner = b.users.find((u) => u.userID === joinerId);
    if (!joiner) return;
    const notice = {
      battleID: b.id,
      kind: 'joined' as const,
      nickname: joiner.user.nickname,
      isBot: joiner.user.isBot,
      seats: { taken: b.users.length, total: b.players },
    };
    for (const u of b.users)
      if (!u.user.isBot && u.userID !== joinerId && u.userID !== callerId)
        send(Channel.user(u.userID), MsgType.battleNotice, notice);
  };

  const offs = [
    bus.on('BattleCreated', ({ battle: b }) => {
      // A private battle is announced to nobody (its creator's list and the counts still include it).
      if (b.isPublic) send(Channel.battle(b.id), MsgType.battleCreated, { battle: b });
      stat();
    }),
    bus.on('SeatTaken', seatTaken),
    bus.on('SeatLeft', ({ battle: b }) =>
      toBattle(b, MsgType.userLeft, { battleID: b.id, revision: b.revision, users: b.users }),
    ),
    bus.on('BattleFilled', ({ battle }) => {
      processing(battle);
      stat();
    }),
    bus.on('BattleSealed', ({ battle }) => processing(battle)),
    bus.on('RoundPlayed', (e) =>
      send(
        Channel.battle(e.battleId),
        MsgType.playing,
        {
          battleID: e.battleId,
          revision: e.revision,
          currentRound: e.round,
          rolls: e.rolls,
          roundStartedAt: e.roundStartedAt,
          now: e.now,
        },
        { lobby: e.isPublic },
      ),
    ),
    bus.on('BattleSettled', ({ battle }) => finished(battle)),
    bus.on('BattleCancelled', ({ battle }) => finished(battle)),
    bus.on('BotThinking', (e) =>
      send(Channel.battle(e.battleId), MsgType.botState, {
        battleID: e.battleId,
        slot: e.slot,
        userID: null,
        state: 'thinking',
        at: e.at,
      }),
    ),
    bus.on('ViewerJoined', (e) =>
      send(Channel.battle(e.battleId), MsgType.viewerJoined, {
        battleID: e.battleId,
        viewer: e.viewer,
        viewerCount: e.count,
      }),
    ),
    bus.on('ViewerLeft', (e) =>
      send(Channel.battle(e.battleId), MsgType.viewerLeft, {
        battleID: e.battleId,
        userID: e.userId,
        viewerCount: e.count,
      }),
    ),
  ];
  return () => offs.forEach((off) => off());
}
