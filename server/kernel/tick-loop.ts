/**
 * A job that ticks on the server clock: one timer at a time, the next tick scheduled only once the last has
 * finished (a slow tick never overlaps itself), a failed tick reported and the loop carried on, and `stop()` waiting
 * for a tick in flight. The lobby bots, the contests and the withdrawals' settlement each run one such loop.
 */
import type { Clock } from './ports';

/** What a loop runs. */
export interface TickLoopOptions {
  clock: Clock;
  everyMs: number;
  tick(): Promise<void>;
  /** Told about a tick that threw; the loop goes on. */
  onError(err: unknown): void;
}

/** A stoppable loop of ticks `everyMs` apart (from the end of one to the start of the next). */
export class TickLoop {
  private timer: unknown = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(private readonly opts: TickLoopOptions) {}

  /** Starts ticking (again). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  /** Stops ticking and waits for a tick in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.opts.clock.clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = this.opts.clock.setTimeout(() => {
      this.timer = null;
      this.running = this.opts
        .tick()
        .catch((err: unknown) => this.opts.onError(err))
        .finally(() => {
          this.running = null;
          this.schedule();
        });
    }, this.opts.everyMs);
  }
}
