/**
 * Paces running battles. Nothing is kept in memory that the database does not have: each step reads the
 * battle, plays every round whose start time has passed, settles when the results are due, and arms a timer
 * for the next moment. Rounds and awards carry unique keys and status guards, so nothing is played or credited
 * twice, whoever steps the battle.
 *
 * Ownership: a process steps a battle only while it holds the battle's lease (server/kernel/leases.ts). It
 * renews the lease at every step (at least every ttl/3) and again inside each transaction that writes rounds or
 * settles, so a process that stalled past its lease cannot commit after another took over. Every process scans
 * every ttl/3 for running battles whose lease expired (their owner died) and takes them over; the battle then
 * continues from startedAt with the same outcome. A process that closes hands its leases over (they expire at
 * once); a battle's lease row is removed when it settles or is given up.
 *
 * Waiting battles: the same scan cancels and refunds every battle still waiting for players `waiting.ttlMs` after
 * it was created (expire.ts), once whichever processes scan.
 *
 * Failures: a failing step is retried with exponential backoff. When a battle's failures have gone on for
 * giveUpMs (counted from the first failure, kept in the lease so a takeover does not restart the count), the
 * battle is cancelled and every stake refunded once (give-up.ts).
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { finishAt, roundStartAt, roundsDueAt, startedAtFor } from '../../../src/domain/battle-timing';
import { roundTimeMs } from '../../../src/domain/beacon';
import { acquire, clearFailing, markFailing, release, remove, renew } from '../../kernel/leases';
import { cancelRunning } from './give-up';
import { expireWaiting } from './expire';
import { DEFAULT_LEASE, DEFAULT_WAITING, type BattleDeps, type LeaseSettings } from './ports';
import { playRoundsUpTo, type PlayedRound } from './rounds';
import { sealBattle } from './seal';
import { settleBattle } from './settle';
import { battleLeaseKey, findGame, findUnleased, type GameRow } from './store';
import { unitOfWork } from '../../kernel/unit-of-work';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** What the runner reports after each committed change (the service turns these into events). */
export interface RunnerListener {
  rounds(g: GameRow, played: PlayedRound[]): void;
  /** A version-2 battle's beacon round was verified: its client seed and start are fixed. */
  sealed(battleId: string): void;
  /** The battle ended: settled, or given up (then it is cancelled and refunded). */
  finished(battleId: string): void;
}

/** The first retry of a failing step comes after this long; each further one waits twice as long... */
const RETRY_FIRST_MS = 1000;
/** ...up to this. */
const RETRY_MAX_MS = 60_000;

/** The wait before retry number `failures` (1-based). */
const retryDelay = (failures: number) =>
  Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(16, Math.max(0, failures - 1)));

/** A beacon round that is due but not had yet (a mirror is late or down) is asked for again after this long. */
const BEACON_RETRY_MS = 500;

/** Thrown inside a transaction when this process no longer holds the battle's lease (rolls it back). */
class LeaseLost extends Error {
  override name = 'LeaseLost';
}

/** The per-process scheduler of running battles. */
export class BattleRunner {
  /** This process's name in the lease table. */
  readonly owner: string;
  private readonly lease: LeaseSettings;
  private readonly renewEveryMs: number;
  private readonly timers = new Map<string, unknown>();
  private readonly busy = new Map<string, Promise<void>>();
  /** Battles whose lease this process holds (released on a graceful close). */
  private readonly held = new Set<string>();
  /** Battles whose step is failing: how many times in a row and when to try again. */
  private readonly failing = new Map<string, { count: number; retryAt: number }>();
  private scanTimer: unknown = null;
  private scanStarted = false;
  private scanning: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly deps: BattleDeps,
    private readonly listener: RunnerListener,
  ) {
    this.lease = deps.lease ?? DEFAULT_LEASE;
    this.owner = this.lease.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.renewEveryMs = Math.max(1, Math.floor(this.lease.ttlMs / 3));
  }

  /** Picks up every running battle nobody holds (after a restart) and starts the periodic takeover scan. */
  async resumeAll(): Promise<number> {
    const n = await this.scan();
    if (!this.scanStarted) {
      this.scanStarted = true;
      this.scheduleScan();
    }
    return n;
  }

  /** Steps the battle now (it re-arms itself while this process holds its lease). */
  kick(battleId: string): void {
    this.arm(battleId, this.deps.clock.now());
  }

  /**
   * Stops every timer and waits for steps in flight. By default the leases are released so another process
   * takes the battles over at once; `release: false` leaves them to expire, as a killed process would.
   */
  async close(opts: { release?: boolean } = {}): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.scanTimer !== null) this.deps.clock.clearTimeout(this.scanTimer);
    for (const t of this.timers.values()) this.deps.clock.clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([this.scanning, ...this.busy.values()]);
    const held = [...this.held];
    this.held.clear();
    if (opts.release === false) return;
    for (const id of held) {
      try {
        await release(this.deps.db.kysely, battleLeaseKey(id), this.owner);
      } catch (err) {
        this.deps.log.warn({ err, battleId: id }, 'battle lease not released; it will expire');
      }
    }
  }

  /** Battles with a timer or a step in flight (for tests and stats). */
  get active(): number {
    return new Set([...this.timers.keys(), ...this.busy.keys()]).size;
  }

  private scheduleScan(): void {
    if (this.closed) return;
    this.scanTimer = this.deps.clock.setTimeout(() => {
      this.scanTimer = null;
      this.scanning = this.scan().finally(() => this.scheduleScan());
    }, this.renewEveryMs);
  }

  // Takes over running battles nobody holds; the step's acquire decides when two processes scan at once.
  // Expires the battles that waited too long for players (expire.ts; its status guard decides between processes).
  private async scan(): Promise<number> {
    if (this.closed) return 0;
    await this.expireWaiting();
    try {
      const ids = await findUnleased(this.deps.db.kysely, this.deps.clock.now(), this.lease.ttlMs);
      let n = 0;
      for (const id of ids) {
        if (this.timers.has(id) || this.busy.has(id)) continue;
        this.kick(id);
        n++;
      }
      return n;
    } catch (err) {
      this.deps.log.warn({ err }, 'battle lease scan failed');
      return 0;
    }
  }

  /** Cancels and refunds the battles that waited too long for players and announces each; returns their ids. */
  async expireWaiting(): Promise<string[]> {
    const { ttlMs } = this.deps.waiting ?? DEFAULT_WAITING;
    try {
      const ids = await expireWaiting(this.deps.db, this.deps.clock.now(), ttlMs, this.deps.log);
      for (const id of ids) this.listener.finished(id);
      return ids;
    } catch (err) {
      this.deps.log.warn({ err }, 'waiting battles not expired; retrying at the next scan');
      return [];
    }
  }

  private arm(battleId: string, at: number): void {
    if (this.closed) return;
    const old = this.timers.get(battleId);
    if (old !== undefined) this.deps.clock.clearTimeout(old);
    const delay = Math.max(0, at - this.deps.clock.now());
    this.timers.set(
      battleId,
      this.deps.clock.setTimeout(() => {
        this.timers.delete(battleId);
        this.run(battleId);
      }, delay),
    );
  }

  // One step at a time per battle: a step that is still running when the timer fires again is followed, not overlapped.
  private run(battleId: string): void {
    if (this.closed) return;
    const prev = this.busy.get(battleId) ?? Promise.resolve();
    const next = prev
      .then(() => this.step(battleId))
      .catch((err: unknown) => {
        // The lease itself could not be read or written (the database is away): try again later, nothing is given up.
        const f = this.failing.get(battleId);
        const count = (f?.count ?? 0) + 1;
        const retryAt = this.deps.clock.now() + retryDelay(count);
        this.failing.set(battleId, { count, retryAt });
        this.deps.log.warn({ err, battleId, failures: count }, 'battle lease not renewed; retrying');
        this.arm(battleId, retryAt);
      })
      .finally(() => {
        if (this.busy.get(battleId) === next) this.busy.delete(battleId);
      });
    this.busy.set(battleId, next);
  }

  private forget(battleId: string): void {
    this.held.delete(battleId);
    this.failing.delete(battleId);
  }

  private async step(battleId: string): Promise<void> {
    if (this.closed) return;
    const key = battleLeaseKey(battleId);
    const now = this.deps.clock.now();
    if (!(await acquire(this.deps.db.kysely, key, this.owner, this.lease.ttlMs, now))) {
      // Another process runs it; the scan takes it back if that one dies.
      this.forget(battleId);
      return;
    }
    this.held.add(battleId);
    const failing = this.failing.get(battleId);
    if (failing && now < failing.retryAt) {
      this.arm(battleId, Math.min(failing.retryAt, now + this.renewEveryMs));
      return;
    }
    let nextAt: number | null;
    try {
      nextAt = await this.advance(battleId);
    } catch (err) {
      if (err instanceof LeaseLost) {
        this.forget(battleId);
        return;
      }
      await this.failed(battleId, err);
      return;
    }
    if (failing) {
      this.failing.delete(battleId);
      if (nextAt !== null) await clearFailing(this.deps.db.kysely, key, this.owner);
    }
    if (nextAt === null) {
      this.forget(battleId);
      return;
    }
    this.arm(battleId, Math.min(nextAt, now + this.renewEveryMs));
  }

  // Renews the lease inside `trx`: its row stays locked until commit, so nobody takes the battle over meanwhile.
  private async fence(trx: Transaction<Database>, battleId: string): Promise<void> {
    if (!(await renew(trx, battleLeaseKey(battleId), this.owner, this.lease.ttlMs, this.deps.clock.now())))
      throw new LeaseLost();
  }

  /** Plays what is due and settles when the results are due; returns when to step next, or null when it is over. */
  private async advance(battleId: string): Promise<number | null> {
    const db = this.deps.db;
    const g = await findGame(db.kysely, battleId);
    if (g?.status === 'processing' && g.started_at === null && Number(g.fairness) === 2) return this.seal(g);
    if (!g || (g.status !== 'processing' && g.status !== 'playing') || g.started_at === null) {
      await remove(db.kysely, battleLeaseKey(battleId), this.owner);
      return null;
    }
    const { timing, clock } = this.deps;
    const startedAt = Number(g.started_at);
    const total = Number(g.total_rounds);
    const now = clock.now();
    const due = roundsDueAt(startedAt, total, now, timing);
    if (due > Number(g.current_round)) {
      const played = await unitOfWork(db, async (trx) => {
        await this.fence(trx, battleId);
        return playRoundsUpTo(trx, g, due);
      });
      if (played.length > 0) this.listener.rounds({ ...g, status: 'playing', current_round: due }, played);
    }
    const endAt = finishAt(startedAt, total, timing);
    if (due >= total && now >= endAt) {
      const done = await unitOfWork(db, async (trx) => {
        await this.fence(trx, battleId);
        const fresh = await findGame(trx, battleId);
        const settled = fresh ? await settleBattle(trx, fresh, clock.now(), db.dialect) : false;
        await remove(trx, battleLeaseKey(battleId), this.owner);
        return settled;
      });
      if (done) this.listener.finished(battleId);
      return null;
    }
    return due < total ? roundStartAt(startedAt, due + 1, timing) : endAt;
  }

  /**
   * A filled version-2 battle waits for its beacon round: once the round is published and verified it is sealed
   * and starts; while the beacon cannot be had it waits (fail closed: no other source of randomness), and after
   * beaconWaitMs from the fill it is cancelled and every stake refunded once. Returns when to step next.
   */
  private async seal(g: GameRow): Promise<number | null> {
    const { beacon, clock, db, timing } = this.deps;
    const round = Number(g.beacon_round);
    const giveUpAt = Number(g.processing_at) + this.deps.beaconWaitMs;
    // A battle that names another chain (the site switched beacons meanwhile) can never be sealed here.
    const sameChain = g.beacon_chain === beacon.chain.chain;
    if (!sameChain)
      this.deps.log.error(
        { battleId: g.id, chain: g.beacon_chain, current: beacon.chain.chain },
        'battle waits for a beacon chain this site no longer reads',
      );
    const publishAt = sameChain ? roundTimeMs(beacon.chain, round) : Infinity;
    if (clock.now() >= publishAt) {
      let r = null;
      try {
        r = await beacon.fetchRound(round);
      } catch (err) {
        this.deps.log.warn({ err, battleId: g.id, round }, 'beacon round not read');
      }
      if (r) {
        const startedAt = startedAtFor(clock.now(), timing);
        const sealed = await unitOfWork(db, async (trx) => {
          await this.fence(trx, g.id);
          return sealBattle(trx, g.id, r, startedAt);
        });
        if (sealed) this.listener.sealed(g.id);
        return sealed ? startedAt : clock.now();
      }
    }
    const now = clock.now();
    if (now >= giveUpAt) {
      const cancelled = await unitOfWork(db, async (trx) => {
        await this.fence(trx, g.id);
        const ok = await cancelRunning(trx, g.id, now);
        await remove(trx, battleLeaseKey(g.id), this.owner);
        return ok;
      });
      if (cancelled) {
        this.deps.log.error(
          { battleId: g.id, round, filledAt: Number(g.processing_at), waitMs: this.deps.beaconWaitMs },
          'beacon round never came: battle cancelled and every stake refunded',
        );
        this.listener.finished(g.id);
      }
      return null;
    }
    if (now < publishAt) this.deps.log.info({ battleId: g.id, round }, 'battle waits for its beacon round');
    return Math.min(giveUpAt, now >= publishAt ? now + BEACON_RETRY_MS : publishAt);
  }

  // A step failed: back off, and once the failures have lasted giveUpMs, cancel the battle and refund everyone.
  private async failed(battleId: string, err: unknown): Promise<void> {
    const key = battleLeaseKey(battleId);
    const now = this.deps.clock.now();
    const count = (this.failing.get(battleId)?.count ?? 0) + 1;
    let since: number | null = null;
    try {
      since = await markFailing(this.deps.db.kysely, key, this.owner, now);
      if (since === null) {
        this.forget(battleId);
        return;
      }
    } catch (markErr) {
      this.deps.log.warn({ err: markErr, battleId }, 'battle failure not recorded');
    }
    const giveUpAt = since === null ? Infinity : since + this.lease.giveUpMs;
    this.deps.log.error(
      { err, battleId, failures: count, failingSince: since, giveUpAt },
      'battle step failed; retrying with backoff',
    );
    if (now >= giveUpAt) {
      await this.giveUp(battleId, since!, count);
      return;
    }
    const retryAt = Math.min(now + retryDelay(count), giveUpAt);
    this.failing.set(battleId, { count, retryAt });
    this.arm(battleId, Math.min(retryAt, now + this.renewEveryMs));
  }

  private async giveUp(battleId: string, since: number, failures: number): Promise<void> {
    const now = this.deps.clock.now();
    let cancelled: boolean;
    try {
      cancelled = await unitOfWork(this.deps.db, async (trx) => {
        await this.fence(trx, battleId);
        const ok = await cancelRunning(trx, battleId, now);
        await remove(trx, battleLeaseKey(battleId), this.owner);
        return ok;
      });
    } catch (err) {
      if (err instanceof LeaseLost) return this.forget(battleId);
      this.deps.log.error({ err, battleId }, 'giving up a battle failed; retrying');
      this.failing.set(battleId, { count: failures, retryAt: now + retryDelay(failures) });
      return this.arm(battleId, Math.min(now + retryDelay(failures), now + this.renewEveryMs));
    }
    this.forget(battleId);
    if (!cancelled) return;
    this.deps.log.error(
      { battleId, failingSince: since, failures, giveUpMs: this.lease.giveUpMs },
      'battle could not be played: cancelled and every stake refunded',
    );
    this.listener.finished(battleId);
  }
}
