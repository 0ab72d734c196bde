/**
 * Keeps the lobby alive: bots create public battles with random real cases while fewer than `minActive..maxActive`
 * public battles are waiting or running, and bots take the empty slots of public waiting battles after a short
 * random wait (5-20 s per slot; 2-6 s for the later slots of a bot's own battle), so a newcomer always finds
 * battles to watch and a human creator gets opponents. Private battles are never joined by the scheduler.
 * Clock and random are injected; `tick()` can be driven directly in tests.
 */
import { AppError } from '../../errors';
import type { BattleSpec } from '../battles/create';
import type { Clock, Logger } from '../../kernel/ports';
import type { BattleService } from '../battles/service';
import { ensureBots } from './bots';
import { acquire, release } from '../../kernel/leases';
import { botSettings, type BotSettings } from '../liveops/settings';

/** The lease that makes one process of the site the lobby's bot scheduler (the others stand by). */
const BOT_SCHEDULER_LEASE = 'job:lobby-bots';

/** Tuning of the scheduler (all ms). */
export interface BotSchedulerOptions {
  tickMs: number;
  /** Below this many public active battles a new one is created at the next tick. */
  minActive: number;
  /** At or above this many none is created. */
  maxActive: number;
  /** Between minActive and maxActive, a new battle at most this often (random in the range). */
  createEveryMs: [number, number];
  /** How long a waiting public battle waits before a bot takes its next empty slot (random in the range). */
  joinDelayMs: [number, number];
  /** In a battle a bot created, the wait before each further bot (shorter, so the lobby has battles to watch). */
  botBattleJoinDelayMs: [number, number];
  /** Most rounds of a bot-created battle. */
  maxRounds: number;
}

/** The defaults: 3-6 lively battles, bots join after 5-20 s. */
const DEFAULT_BOT_OPTIONS: BotSchedulerOptions = {
  tickMs: 1000,
  minActive: 3,
  maxActive: 6,
  createEveryMs: [15_000, 45_000],
  joinDelayMs: [5_000, 20_000],
  botBattleJoinDelayMs: [2_000, 6_000],
  maxRounds: 5,
};

/** What the scheduler needs besides the battle service. */
export interface BotSchedulerDeps {
  clock: Clock;
  random: () => number;
  log: Logger;
  /**
   * With several processes on one database, only the holder of this lease ticks (the others try to take it at each
   * tick and take over when the holder dies). Without it every tick runs (one process, and tests).
   */
  lease?: { owner: string; ttlMs: number };
  /**
   * On/off and pace when staff have set none (the environment's BOTS). The back office's setting (site_settings
   * `bots`, read at every tick) overrides it, so a change reaches every process without a restart.
   */
  defaults?: BotSettings;
}

/** The lobby bot scheduler. */
export class BotScheduler {
  readonly opts: BotSchedulerOptions;
  private timer: unknown = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  // Set by stop(): a tick in flight seats no more bots (tick() can also be driven by hand without start()).
  private closing = false;
  private nextCreateAt = 0;
  private readonly joinAt = new Map<string, number>();

  constructor(
    private readonly battles: BattleService,
    private readonly deps: BotSchedulerDeps,
    opts: Partial<BotSchedulerOptions> = {},
  ) {
    this.opts = { ...DEFAULT_BOT_OPTIONS, ...opts };
  }

  /** Starts ticking. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.schedule();
  }

  /** Stops ticking, waits for a tick in flight and hands the lease over so another process carries on at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    const lease = this.deps.lease;
    if (lease)
      await release(this.battles.deps.db.kysely, BOT_SCHEDULER_LEASE, lease.owner).catch(() => undefined);
  }

  /** True when this process may run the lobby now (it holds, or just took, the scheduler's lease). */
  private async mayRun(now: number): Promise<boolean> {
    const lease = this.deps.lease;
    if (!lease) return true;
    return acquire(this.battles.deps.db.kysely, BOT_SCHEDULER_LEASE, lease.owner, lease.ttlMs, now);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      this.running = this.tick()
        .catch((err: unknown) => this.deps.log.warn({ err }, 'bot scheduler tick failed'))
        .finally(() => {
          this.running = null;
          this.schedule();
        });
    }, this.opts.tickMs);
  }

  // A pace of 200 (percent) halves every wait, 50 doubles it.
  private between([lo, hi]: [number, number]): number {
    return Math.round((lo + Math.floor(this.deps.random() * (hi - lo + 1))) * (100 / this.pace));
  }

  private pace = 100;

  /** One pass: maybe create a battle, then let bots take due slots (unless staff turned the bots off). */
  async tick(): Promise<void> {
    const now = this.deps.clock.now();
    const db = this.battles.deps.db.kysely;
    // Read before the lease: a site with its bots off writes nothing at each tick.
    const settings = await botSettings(db, this.deps.defaults ?? { enabled: true, pace: 100 });
    if (!settings.enabled) {
      this.joinAt.clear();
      return;
    }
    if (settings.pace !== this.pace) {
      // Waits planned at the old pace are planned again at the new one.
      this.pace = settings.pace;
      this.joinAt.clear();
      this.nextCreateAt = Math.min(this.nextCreateAt, now + this.between(this.opts.createEveryMs));
    }
    if (!(await this.mayRun(now))) return;
    const active = await db
      .selectFrom('battle_games')
      .innerJoin('battles', 'battles.id', 'battle_games.id')
      .innerJoin('users', 'users.id', 'battle_games.user_id')
      .select(['battle_games.id', 'battles.status', 'users.is_bot'])
      .where('battles.status', '!=', 'finished')
      .where('battle_games.is_public', '=', 1)
      .execute();
    const { minActive, maxActive } = this.opts;
    if (active.length < minActive || (active.length < maxActive && now >= this.nextCreateAt)) {
      this.nextCreateAt = now + this.between(this.opts.createEveryMs);
      await this.createOne();
    }
    const waiting = new Map(active.filter((a) => a.status === 'waiting').map((a) => [a.id, a.is_bot === 1]));
    for (const id of this.joinAt.keys()) if (!waiting.has(id)) this.joinAt.delete(id);
    for (const [id, byBot] of waiting) {
      const at = this.joinAt.get(id);
      if (at === undefined) {
        await this.plan(id, now + this.between(this.opts.joinDelayMs));
        continue;
      }
      if (now < at || this.closing) continue;
      await this.fillOne(id);
      await this.plan(id, now + this.between(byBot ? this.opts.botBattleJoinDelayMs : this.opts.joinDelayMs));
    }
  }

  /** Notes when a bot takes the battle's next empty slot and tells its viewers (90015 thinking). */
  private async plan(battleId: string, at: number): Promise<void> {
    this.joinAt.set(battleId, at);
    const slot = await this.emptySlot(battleId);
    if (slot !== undefined) this.battles.botThinking(battleId, slot, at);
  }

  /** The battle's first empty slot, if any. */
  private async emptySlot(battleId: string): Promise<number | undefined> {
    const db = this.battles.deps.db.kysely;
    const g = await db
      .selectFrom('battle_games')
      .select('players')
      .where('id', '=', battleId)
      .executeTakeFirst();
    if (!g) return undefined;
    const taken = new Set(
      (await db.selectFrom('battle_slots').select('slot').where('battle_id', '=', battleId).execute()).map(
        (s) => s.slot,
      ),
    );
    return Array.from({ length: Number(g.players) }, (_, i) => i + 1).find((s) => !taken.has(s));
  }

  private async fillOne(battleId: string): Promise<void> {
    const slot = await this.emptySlot(battleId);
    if (slot === undefined) return;
    try {
      await this.battles.addBot(null, battleId, slot);
    } catch (err) {
      // A human took the slot or the battle started meanwhile: try again at the next due time.
      if (!(err instanceof AppError)) throw err;
    }
  }

  /** A random public battle by a random bot, from 1..3 real cases. */
  private async createOne(): Promise<string | null> {
    const db = this.battles.deps.db.kysely;
    const cases = await db
      .selectFrom('cases')
      .select('id')
      .where('active', '=', 1)
      .where('type', 'not in', ['daily', 'player'])
      .orderBy('sort')
      .execute();
    if (cases.length === 0) return null;
    const bots = await ensureBots(this.battles.deps.db, this.deps.clock.now());
    const pick = <T>(xs: readonly T[]): T =>
      xs[Math.min(xs.length - 1, Math.floor(this.deps.random() * xs.length))];
    const kinds = Math.min(cases.length, 1 + Math.floor(this.deps.random() * 3));
    const chosen = new Set<string>();
    while (chosen.size < kinds) chosen.add(pick(cases).id);
    let rounds = 0;
    const specCases = [...chosen].flatMap((caseId) => {
      const quantity = Math.min(1 + Math.floor(this.deps.random() * 2), this.opts.maxRounds - rounds);
      rounds += Math.max(0, quantity);
      return quantity > 0 ? [{ caseId, quantity }] : [];
    });
    const team = this.deps.random() < 0.25;
    const r = this.deps.random();
    const spec: BattleSpec = {
      cases: specCases,
      type: team ? 'team' : 'single',
      players: team ? 4 : pick([2, 2, 3, 4]),
      mode: r < 0.6 ? 'default' : r < 0.85 ? 'crazy' : 'sharing',
      isPublic: true,
    };
    return this.battles.createAsBot(pick(bots).id, spec);
  }
}
