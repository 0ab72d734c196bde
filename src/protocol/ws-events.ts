/** Payload of every websocket message type, keyed by type number. */
import type { Withdrawal } from './trade';
import type { BattlePlayer, BattleRoll, BattleView, Viewer } from './battle';
import type { LootFeedEntry } from './catalog';
import type { UserLevel } from './user';
import type { HuntFoundEvent } from './hunt';
import type { GiveawayChangedEvent, GiveawayWonEvent, RaceBoardEvent, RacePrizeEvent } from './event';
import type { MsgType } from './message-types';
import type { ReactionFrame } from './reactions';
import type { BattleBeacon, BattleStatus, FairnessVersion, Reroll, Stats } from './types';

// Their homes are battle.ts and catalog.ts; re-exported for the imports that know them from here.
export type { LootFeedEntry, Viewer };

/** A bot's state on a seat (90015). */
export interface BotStateEvent {
  battleID: string;
  slot: number;
  userID: string | null;
  state: 'thinking' | 'ready';
  at?: number;
}

/**
 * 90105 on a player's own channel: `joined` = someone (a player or a bot) took a seat in a battle the player waits
 * in (seats: how many are taken of how many); `finished` = a battle the player sat in was played to the end.
 */
export type BattleNoticeEvent =
  | {
      battleID: string;
      kind: 'joined';
      nickname: string;
      isBot: boolean;
      seats: { taken: number; total: number };
    }
  | { battleID: string; kind: 'finished'; won: boolean; amount: number };

/** A roll as the playing event carries it: the same shape as the battle detail's rolls. */
export type PlayingRoll = BattleRoll;

/** Battle statistics for the lobby (90019). */
export interface BattleStat {
  battleActive: number;
  battleCount: number;
}

/**
 * 90100 on `user:{id}`: the user reached level `lv` (a wager crossed one or more levels; `lv` is the new one).
 * xp/levelXp/nextLevelXp as in GET /user/me's `user.level` (nextLevelXp null at the top level); `reward` is the
 * points credited for the levels reached, in point units (shown divided by 1000).
 */
export interface LevelUpEvent extends UserLevel {
  reward: number;
}

/** Every payload by message type. */
export interface Payloads {
  [MsgType.connected]: { connId: string; userID: string | null; serverTime: number };
  [MsgType.disconnected]: { code: number; reason: string };
  [MsgType.connectionHeartbeat]: { ts: number | null; serverTime: number };
  [MsgType.ping]: { ts?: number | null; serverTime?: number } | null;
  [MsgType.heartbeat]: { ts: number };
  /** Client to server: the complete set of channels wanted (replaces the previous set). Server acks with accepted/rejected. */
  /** Sent: the channels (and a private battle's invite by battle id); answered: accepted and rejected ones. */
  [MsgType.subscribe]: { channels: string[]; rejected?: string[]; invites?: Record<string, string> };
  [MsgType.stat]: Stats;
  [MsgType.loot]: LootFeedEntry;
  [MsgType.battleCreated]: { battle: BattleView };
  [MsgType.viewerJoined]: { battleID: string; viewer: Viewer; viewerCount: number };
  [MsgType.viewerLeft]: { battleID: string; userID: string; viewerCount: number };
  /** The new player list (replaces it). */
  [MsgType.userJoined]: { battleID: string; users: BattlePlayer[] };
  /** The new player list (replaces it). */
  [MsgType.userLeft]: { battleID: string; users: BattlePlayer[] };
  /**
   * 90015: `thinking` = the lobby's bot will take `slot` at `at` (server ms) unless a player takes it first (userID
   * null); `ready` = a bot sat down in `slot`.
   */
  [MsgType.botState]: BotStateEvent;
  /** The last slot filled; round 1 starts at startedAt (server clock `now` lets clients correct for skew). */
  [MsgType.processing]: {
    battleID: string;
    status: Extract<BattleStatus, 'processing'>;
    clientSeed?: string;
    startedAt?: number | null;
    now?: number;
    /** Version 2: sent when the battle fills (beacon without randomness, startedAt null: waiting for the round)
     *  and again once the round is verified (randomness, clientSeed and startedAt set). */
    filledAt?: number | null;
    beacon?: BattleBeacon | null;
  };
  /** The round now playing and its rolls, appended per user. */
  [MsgType.playing]: {
    battleID: string;
    currentRound: number;
    rolls: PlayingRoll[];
    roundStartedAt?: number;
    now?: number;
  };
  /** Final users, the reroll and the final round; serverSeed revealed. */
  [MsgType.finished]: {
    battleID: string;
    users: BattlePlayer[];
    reroll: Reroll | null;
    currentRound: number;
    serverSeed: string | null;
    cancelled?: boolean;
    ticket?: string;
    fairness?: FairnessVersion;
    filledAt?: number | null;
    beacon?: BattleBeacon | null;
  };
  [MsgType.battleStat]: BattleStat;
  [MsgType.emoji]: ReactionFrame;
  [MsgType.huntFound]: HuntFoundEvent;
  [MsgType.levelUp]: LevelUpEvent;
  /** 90101 on `user:{id}`: something that counts for missions or rakeback happened (what: its source). */
  [MsgType.missionsChanged]: { what: 'case' | 'battle' | 'upgrade' };
  [MsgType.raceBoard]: RaceBoardEvent;
  [MsgType.giveawayChanged]: GiveawayChangedEvent;
  [MsgType.giveawayWon]: GiveawayWonEvent;
  [MsgType.racePrize]: RacePrizeEvent;
  [MsgType.profileChanged]: { avatar: string };
  [MsgType.battleNotice]: BattleNoticeEvent;
  [MsgType.tradeChanged]: Withdrawal;
}

/** A message type number that has a payload shape. */
export type KnownType = keyof Payloads;
/** The payload of message type T. */
export type PayloadOf<T extends KnownType> = Payloads[T];
