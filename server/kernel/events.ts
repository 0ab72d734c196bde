/**
 * The domain events: what the world may learn once a change has committed. Services record them (inside a unit of
 * work, server/kernel/unit-of-work.ts, or right after a commit whose state they read back); the in-process bus hands
 * them to the subscribers (realtime projections, the lobby, the feeds, the notifications). The wire does not live
 * here: server/realtime/projections/ maps each event to channels and websocket message types.
 */
import type { Db } from '../db/database';
import type { BattleRoll, BattleView } from '../../src/protocol/battle';
import type { Opening } from '../../src/protocol/catalog';
import type { Withdrawal } from '../../src/protocol/trade';
import type { UpgradeResult } from '../../src/protocol/upgrade';
import type { LevelUpEvent, Viewer } from '../../src/protocol/ws-events';
import type {
  GiveawayChangedEvent,
  GiveawayWonEvent,
  RaceBoardEvent,
  RacePrizeEvent,
} from '../../src/protocol/contests';

/** Every domain event, by its `type`. A battle event carries the battle as read after its commit. */
export type DomainEvent =
  | { type: 'BattleCreated'; battle: BattleView }
  | {
      type: 'SeatTaken';
      battle: BattleView;
      /** Who sat down (a player or a bot). */
      joinerId: string;
      /** Who asked for it (the joiner, or the creator who called a bot); null for the lobby's bot scheduler. */
      callerId: string | null;
      /** Set when the seat went to a bot. */
      bot: { slot: number; botId: string } | null;
    }
  | { type: 'SeatLeft'; battle: BattleView }
  | { type: 'BattleFilled'; battle: BattleView }
  /** A version-2 battle's beacon round was verified: its client seed and start are fixed. */
  | { type: 'BattleSealed'; battle: BattleView }
  | {
      type: 'RoundPlayed';
      battleId: string;
      /** The battle's revision after the transaction that played the round. */
      revision: number;
      isPublic: boolean;
      round: number;
      rolls: BattleRoll[];
      roundStartedAt: number;
      now: number;
    }
  | { type: 'BattleSettled'; battle: BattleView }
  | { type: 'BattleCancelled'; battle: BattleView }
  /** The lobby's bot will take `slot` at `at` unless a player takes it first (nothing stored changes). */
  | { type: 'BotThinking'; battleId: string; slot: number; at: number }
  | { type: 'ViewerJoined'; battleId: string; viewer: Viewer; count: number }
  | { type: 'ViewerLeft'; battleId: string; userId: string; count: number }
  | { type: 'CaseOpened'; userId: string; opening: Opening; now: number }
  | { type: 'UpgradePlayed'; userId: string; upgrade: UpgradeResult }
  | { type: 'LevelReached'; userId: string; from: number; progress: LevelUpEvent }
  | { type: 'WithdrawalChanged'; userId: string; withdrawal: Withdrawal }
  | { type: 'AvatarChanged'; userId: string; avatar: string }
  /** A settled race paid this player a place. */
  | { type: 'RacePrizePaid'; userId: string; prize: RacePrizeEvent }
  /** A drawn giveaway gave this player a prize. */
  | { type: 'GiveawayWon'; userId: string; award: GiveawayWonEvent }
  /** A race's board (top, settled) differs from what this process last told. */
  | { type: 'RaceBoardChanged'; board: RaceBoardEvent }
  /** A giveaway's status or entrant counts differ from what this process last told. */
  | { type: 'GiveawayCountsChanged'; counts: GiveawayChangedEvent }
  /**
   * A ledger transfer committed in a unit of work (services/ledger transfer()): what moved, for the metrics. `amount`
   * is the sum of its credits in the currency's smallest unit (cents, point units, tickets).
   */
  | { type: 'LedgerTransferred'; kind: string; currency: string; amount: number };

/** The name of a domain event. */
export type DomainEventType = DomainEvent['type'];

/** The event of one type. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Where a subscriber's failure goes (the app's logger). */
export type SubscriberErrorLog = (err: unknown, event: DomainEvent) => void;

/** The in-process event bus: subscribers by event type; a failing subscriber never reaches the publisher. */
export class EventBus {
  private readonly byType = new Map<DomainEventType, Set<(e: DomainEvent) => void>>();
  private readonly all = new Set<(e: DomainEvent) => void>();
  /** Told when a subscriber throws (set by the app to its logger). */
  onError: SubscriberErrorLog = () => undefined;

  /** Calls `fn` with every event of `type`; returns the unsubscribe. */
  on<T extends DomainEventType>(type: T, fn: (e: EventOf<T>) => void): () => void {
    let set = this.byType.get(type);
    if (!set) this.byType.set(type, (set = new Set()));
    const f = fn as (e: DomainEvent) => void;
    set.add(f);
    return () => set.delete(f);
  }

  /** Calls `fn` with every event; returns the unsubscribe. */
  onAny(fn: (e: DomainEvent) => void): () => void {
    this.all.add(fn);
    return () => this.all.delete(fn);
  }

  /** Hands the events, in order, to their subscribers. Call only once the change they tell of has committed. */
  publish(...events: DomainEvent[]): void {
    for (const e of events) {
      for (const fn of [...(this.byType.get(e.type) ?? []), ...this.all]) {
        try {
          fn(e);
        } catch (err) {
          this.onError(err, e);
        }
      }
    }
  }
}

const buses = new WeakMap<Db, EventBus>();

/** The event bus of a database handle: one per app (tests that share a handle share its bus, as its subscribers). */
export function eventBusOf(db: Db): EventBus {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = new EventBus()));
  return bus;
}
