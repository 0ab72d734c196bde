/**
 * Paces running battles. Nothing is kept in memory that the database does not have: each step reads the
 * battle, plays every round whose start time has passed, settles when the results are due, and arms a timer
 * for the next moment. A restarted server calls resumeAll() and each battle continues from startedAt; rounds
 * and awards carry unique keys and status guards, so nothing is played or credited twice.
 */
import { finishAt, roundStartAt, roundsDueAt } from '../../../src/domain/battle-timing';
import type { BattleDeps } from './ports';
import { playRoundsUpTo, type RoundRoll } from './rounds';
import { settleBattle } from './settle';
import { findGame, type GameRow } from './store';
import { inTx } from './tx';

/** What the runner reports after each committed change (the service turns these into events). */
export interface RunnerListener {
  rounds(g: GameRow, played: { round: number; rolls: RoundRoll[] }[]): void;
  finished(battleId: string): void;
}

const RETRY_MS = 2000;

/** The per-process scheduler of running battles. */
export class BattleRunner {
  private readonly timers = new Map<string, unknown>();
  private readonly busy = new Map<string, Promise<void>>();
  private closed = false;

  constructor(
    private readonly deps: BattleDeps,
    private readonly listener: RunnerListener,
  ) {}

  /** Picks up every battle that is processing or playing (after a restart). */
  async resumeAll(): Promise<number> {
    const rows = await this.deps.db.kysely.selectFrom('battles').select('id').where('status', 'in', ['processing', 'playing']).execute();
    for (const r of rows) this.kick(r.id);
    return rows.length;
  }

  /** Steps the battle now (it re-arms itself). */
  kick(battleId: string): void {
    this.arm(battleId, this.deps.clock.now());
  }

  /** Stops every timer and waits for steps in flight. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers.values()) this.deps.clock.clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.busy.values()]);
  }

  /** Battles with a timer or a step in flight (for tests and stats). */
  get active(): number {
    return new Set([...this.timers.keys(), ...this.busy.keys()]).size;
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
        this.deps.log.error({ err, battleId }, 'battle step failed; retrying');
        this.arm(battleId, this.deps.clock.now() + RETRY_MS);
      })
      .finally(() => {
        if (this.busy.get(battleId) === next) this.busy.delete(battleId);
      });
    this.busy.set(battleId, next);
  }

  private async step(battleId: string): Promise<void> {
    if (this.closed) return;
    const g = await findGame(this.deps.db.kysely, battleId);
    if (!g || (g.status !== 'processing' && g.status !== 'playing') || g.started_at === null) return;
    const { timing, clock } = this.deps;
    const startedAt = Number(g.started_at);
    const total = Number(g.total_rounds);
    const now = clock.now();
    const due = roundsDueAt(startedAt, total, now, timing);
    if (due > Number(g.current_round)) {
      const played = await inTx(this.deps.db, (trx) => playRoundsUpTo(trx, g, due));
      if (played.length > 0) this.listener.rounds({ ...g, status: 'playing', current_round: due }, played);
    }
    const endAt = finishAt(startedAt, total, timing);
    if (due >= total && now >= endAt) {
      const done = await inTx(this.deps.db, async (trx) => {
        const fresh = await findGame(trx, battleId);
        return fresh ? settleBattle(trx, fresh, clock.now()) : false;
      });
      if (done) this.listener.finished(battleId);
      return;
    }
    this.arm(battleId, due < total ? roundStartAt(startedAt, due + 1, timing) : endAt);
  }
}
