/**
 * Turns committed battle changes into websocket events. Everything goes on `battle:{id}`; the hub fans the
 * lobby-level types (created, user joined/left, bot state, processing, playing without rolls, finished) out to
 * `battle:*` as well, except for a private battle: its events are published with `{ lobby: false }` (its id is its
 * only access control, so the lobby must never learn it) and 90010 created is not sent at all.
 * A failing publish is logged and never undoes the change.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { Channel } from '../../../src/protocol/channels';
import type { KnownType, PayloadOf } from '../../../src/protocol/ws-events';
import { MsgType } from '../../../src/protocol/message-types';
import type { BattleEventOptions, BattleEvents, BattleLogger } from './ports';
import type { PlayedRound } from './rounds';
import type { BattleView } from '../../../src/protocol/battle';

/** Publishes battle events. */
export class BattlePublisher {
  constructor(
    private readonly events: BattleEvents,
    private readonly log: BattleLogger,
  ) {}

  private send<T extends KnownType>(
    channel: string,
    type: T,
    payload: PayloadOf<T>,
    opts?: BattleEventOptions,
  ): void {
    try {
      this.events.publish(channel, type, payload, opts);
    } catch (err) {
      this.log.warn({ err, channel, type }, 'battle event not published');
    }
  }

  /** Sends on the battle's channel, to the lobby too unless the battle is private. */
  private toBattle<T extends KnownType>(b: BattleView, type: T, payload: PayloadOf<T>): void {
    this.send(Channel.battle(b.id), type, payload, lobbyOf(b.isPublic));
  }

  /** 90010 on a new public battle (private ones are not announced to the lobby). */
  created(b: BattleView): void {
    if (b.isPublic) this.send(Channel.battle(b.id), MsgType.battleCreated, { battle: b });
  }

  /** 90011: someone started watching (anonymous viewers have empty fields). */
  viewerJoined(
    battleId: string,
    viewer: { userID: string; nickname: string; avatar: string },
    count: number,
  ): void {
    this.send(Channel.battle(battleId), MsgType.viewerJoined, {
      battleID: battleId,
      viewer,
      viewerCount: count,
    });
  }

  /** 90012: someone stopped watching. */
  viewerLeft(battleId: string, userId: string, count: number): void {
    this.send(Channel.battle(battleId), MsgType.viewerLeft, {
      battleID: battleId,
      userID: userId,
      viewerCount: count,
    });
  }

  /** 90013: the new player list after a join. */
  joined(b: BattleView): void {
    this.toBattle(b, MsgType.userJoined, { battleID: b.id, revision: b.revision, users: b.users });
  }

  /**
   * 90105 to every other player seated in a waiting battle: `joinerId` took a seat (`callerId` asked for it: the
   * player who joined, or who called the bot; they are not told of their own act).
   */
  seatTaken(b: BattleView, joinerId: string, callerId: string | null): void {
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
        this.send(Channel.user(u.userID), MsgType.battleNotice, notice);
  }

  /** 90105 to every player of a battle played to the end: whether they won, and what they take home (cents). */
  private finishedNotices(b: BattleView): void {
    if (b.cancelled) return;
    for (const u of b.users)
      if (!u.user.isBot)
        this.send(Channel.user(u.userID), MsgType.battleNotice, {
          battleID: b.id,
          kind: 'finished',
          won: u.isWinner,
          amount: u.winAmount,
        });
  }

  /** 90015: a bot took a slot. */
  botJoined(b: BattleView, slot: number, userId: string): void {
    this.toBattle(b, MsgType.botState, { battleID: b.id, slot, userID: userId, state: 'ready' });
  }

  /** 90015: the lobby's bot will take `slot` of a public battle at `at`, unless a player takes it first. */
  botThinking(battleId: string, slot: number, at: number): void {
    this.send(Channel.battle(battleId), MsgType.botState, {
      battleID: battleId,
      slot,
      userID: null,
      state: 'thinking',
      at,
    });
  }

  /** 90014: the new player list after a leave. */
  left(b: BattleView): void {
    this.toBattle(b, MsgType.userLeft, { battleID: b.id, revision: b.revision, users: b.users });
  }

  /**
   * 90016: the last slot filled; round 1 starts at startedAt. A version-2 battle sends it twice: at the fill (its
   * beacon round, no randomness, startedAt null: waiting for public randomness) and once the round is verified.
   */
  processing(b: BattleView): void {
    const payload = {
      battleID: b.id,
      revision: b.revision,
      status: 'processing' as const,
      clientSeed: b.clientSeed,
      startedAt: b.startedAt,
      now: b.now,
      filledAt: b.filledAt,
      beacon: b.beacon,
    };
    this.toBattle(b, MsgType.processing, payload);
  }

  /** 90017 per newly played round: its rolls, when it started and the server's clock (lobby only when public). */
  rounds(
    battleId: string,
    isPublic: boolean,
    played: PlayedRound[],
    roundStart: (r: number) => number,
    now: number,
  ): void {
    for (const p of played) {
      const rolls = p.rolls.map((r) => ({
        userID: r.user_id,
        slot: r.slot,
        roll: r.roll,
        itemID: r.item_id,
        price: Number(r.price),
        item: r.item,
        round: p.round,
      }));
      const payload = {
        battleID: battleId,
        revision: p.revision,
        currentRound: p.round,
        rolls,
        roundStartedAt: roundStart(p.round),
        now,
      };
      this.send(Channel.battle(battleId), MsgType.playing, payload, lobbyOf(isPublic));
    }
  }

  /** 90018: final users, the reroll, the final round and the revealed server seed (also on cancel). */
  finished(b: BattleView): void {
    const payload = {
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
    };
    this.toBattle(b, MsgType.finished, payload);
    this.finishedNotices(b);
  }

  /** 90019 on battle:stat: active and total battle counts. */
  async stat(db: Db): Promise<void> {
    try {
      const row = await db.kysely
        .selectFrom('battles')
        .select([
          sql<number>`count(*)`.as('total'),
          sql<number>`sum(case when status <> 'finished' then 1 else 0 end)`.as('active'),
        ])
        .executeTakeFirstOrThrow();
      this.send(Channel.battleStat, MsgType.battleStat, {
        battleActive: Number(row.active ?? 0),
        battleCount: Number(row.total),
      });
    } catch (err) {
      this.log.warn({ err }, 'battle stat not published');
    }
  }
}

/** Lobby-level events of a private battle stay on `battle:{id}`. */
function lobbyOf(isPublic: boolean): BattleEventOptions {
  return { lobby: isPublic };
}
