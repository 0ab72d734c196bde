/**
 * The contests' scheduler: one loop per process, and only the holder of the lease `job:contests` works at a tick
 * (the others try to take it at each tick and take over within the lease's ttl when the holder dies). A tick creates
 * the running races and giveaways, settles the races that ended (after a short grace), draws the giveaways that ended
 * once their beacon round is out, then publishes what moved: a race board (90040 on `leaderboard`) only when its top
 * changed, and a giveaway's entrants (90041 on `giveaway`) only when they changed, so both go out at most once a tick.
 * Every settlement is exactly-once by its own guarded update, so two holders at once or a restart never pay twice; a
 * process killed mid-settlement rolls its transaction back and the next holder settles.
 */
import type { Db } from '../../db/database';
import { RACE_KINDS, raceAt } from '../../../src/domain/races';
import { giveawayStatus } from '../../../src/domain/giveaways';
import type { Beacon } from '../beacon';
import { eventBusOf, type DomainEvent, type EventBus } from '../../kernel/events';
import type { Clock, Logger } from '../../kernel/ports';
import { acquire, release } from '../../kernel/leases';
import { TickLoop } from '../../kernel/tick-loop';
import { dueGiveaways, drawGiveawayOnce, ensureGiveaways, type GiveawayLengths } from './giveaway-draw';
import { countsOf } from './giveaways';
import { raceView } from './race-board';
import { dueRaces, ensureRace, settleRace, type RaceLengths } from './races';

/** The lease that makes one process the contests' scheduler. */
export const CONTESTS_LEASE = 'job:contests';
/** A race settles this long after its end, so wagers that started inside the window have committed. */
export const RACE_GRACE_MS = 2000;

/** What the scheduler is built from. */
export interface ContestSchedulerDeps {
  db: Db;
  beacon: Beacon;
  clock: Clock;
  log: Logger;
  /** Where its events go (the database handle's bus by default; tests record their own). */
  bus?: EventBus;
  giveawayLengths: GiveawayLengths;
  raceLengths: RaceLengths;
  tickMs: number;
  /** With several processes on one database only the holder ticks; without it every tick runs (tests). */
  lease?: { owner: string; ttlMs: number };
  /** Tests only: settlements wait this long inside their transaction (0: never). */
  settlePauseMs?: number;
}

/** The contests' scheduler; `tick()` can be driven by hand with any clock value. */
export class ContestScheduler {
  private readonly loop: TickLoop;
  private readonly boards = new Map<string, string>();
  private readonly counts = new Map<string, string>();

  constructor(private readonly deps: ContestSchedulerDeps) {
    this.loop = new TickLoop({
      clock: deps.clock,
      everyMs: deps.tickMs,
      tick: () => this.tick(),
      onError: (err) => deps.log.warn({ err }, 'contests tick failed'),
    });
  }

  /** Starts ticking. */
  start(): void {
    this.loop.start();
  }

  /** Stops ticking, waits for a tick in flight and hands the lease over so another process carries on at once. */
  async stop(): Promise<void> {
    await this.loop.stop();
    const lease = this.deps.lease;
    if (lease) await release(this.deps.db.kysely, CONTESTS_LEASE, lease.owner).catch(() => undefined);
  }

  // Every event tells of a settlement, a draw or a read that has committed (each runs its own transaction).
  private send(event: DomainEvent): void {
    (this.deps.bus ?? eventBusOf(this.deps.db)).publish(event);
  }

  /** One pass at `now` (the clock's by default): create, settle, draw, publish what moved. */
  async tick(now = this.deps.clock.now()): Promise<void> {
    const { db, beacon, lease } = this.deps;
    if (lease && !(await acquire(db.kysely, CONTESTS_LEASE, lease.owner, lease.ttlMs, now))) return;
    const pause = {
      ms: this.deps.settlePauseMs ?? 0,
      log: (o: object, m: string) => this.deps.log.warn(o, m),
    };
    // The running races and the next ones: a wager at the first instant of a window finds its race.
    const raceIds = [];
    for (const kind of RACE_KINDS) {
      const length = this.deps.raceLengths[kind];
      raceIds.push(await ensureRace(db.kysely, kind, length, now));
      await ensureRace(db.kysely, kind, length, raceAt(kind, length, now).endsAt);
    }
    const giveawayIds = await ensureGiveaways(db, beacon, this.deps.giveawayLengths, now);

    // Each settlement on its own: one that fails (its data, a lost connection) is logged and tried again next tick,
    // and never keeps the others (due later, so listed after it) from settling.
    for (const id of await dueRaces(db.kysely, now, RACE_GRACE_MS)) {
      const paid = await settleRace(db, id, now, pause).catch((err: unknown) => {
        this.deps.log.warn({ err, raceId: id }, 'race not settled; tried again next tick');
        return null;
      });
      if (paid === null) continue;
      this.deps.log.info({ raceId: id, places: paid.length }, 'race settled');
      for (const p of paid)
        this.send({
          type: 'RacePrizePaid',
          userId: p.userId,
          prize: { raceID: p.raceId, kind: p.kind, place: p.place, coins: p.coins },
        });
      raceIds.push(id);
    }
    for (const id of await dueGiveaways(db.kysely, now)) {
      const awards = await drawGiveawayOnce(db, beacon, id, now, pause).catch((err: unknown) => {
        this.deps.log.warn({ err, giveawayId: id }, 'giveaway not drawn; tried again next tick');
        return null;
      });
      if (awards === null) continue;
      this.deps.log.info({ giveawayId: id, winners: awards.length }, 'giveaway drawn');
      for (const a of awards)
        this.send({
          type: 'GiveawayWon',
          userId: a.userId,
          award: { giveawayID: a.giveawayId, k: a.k, item: a.item, lootID: a.lootId },
        });
      giveawayIds.push(id);
    }
    await this.publishBoards(raceIds, now);
    await this.publishCounts(giveawayIds, now);
  }

  /**
   * 90040 for each race whose board differs from what this process last published: the running races, those it just
   * settled, and those it was following (settled meanwhile elsewhere). A settled race is published once, then dropped.
   */
  private async publishBoards(ids: readonly string[], now: number): Promise<void> {
    const watched = [...new Set([...ids, ...this.boards.keys()])];
    const races = await this.deps.db.kysely
      .selectFrom('races')
      .selectAll()
      .where('id', 'in', watched)
      .execute();
    for (const r of races) {
      const race = await raceView(this.deps.db.kysely, r);
      const seen = JSON.stringify(race);
      if (this.boards.get(r.id) !== seen) this.send({ type: 'RaceBoardChanged', board: { race, now } });
      if (race.settled) this.boards.delete(r.id);
      else this.boards.set(r.id, seen);
    }
  }

  /** 90041 for each giveaway whose status or counts moved since this process last published them (as the boards). */
  private async publishCounts(ids: readonly string[], now: number): Promise<void> {
    const watched = [...new Set([...ids, ...this.counts.keys()])];
    const rows = await this.deps.db.kysely
      .selectFrom('giveaways')
      .select(['id', 'ends_at', 'drawn_at'])
      .where('id', 'in', watched)
      .execute();
    for (const g of rows) {
      const status = giveawayStatus(Number(g.ends_at), g.drawn_at === null ? null : Number(g.drawn_at), now);
      const c = await countsOf(this.deps.db.kysely, g.id);
      const seen = `${status}:${c.entrants}:${c.entries}`;
      if (this.counts.get(g.id) !== seen)
        this.send({ type: 'GiveawayCountsChanged', counts: { giveawayID: g.id, status, ...c } });
      if (status === 'drawn') this.counts.delete(g.id);
      else this.counts.set(g.id, seen);
    }
  }
}
