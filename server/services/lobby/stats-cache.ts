/**
 * The site counts of GET /meta/stat in memory (issue 14): counted from the database once per change instead of once
 * per request. A change is noted by the events that make one (battles, openings, notices from other processes); as a
 * net under writers that note nothing (sign-ups, bots, upgrades), counts older than `maxAgeMs` are counted again
 * when asked for. The answer is kept as text cut before the live `online` figure.
 */
import type { Db } from '../../db/database';
import { readStats } from '../meta/stats';

/** The counts as JSON text after the `online` figure, and when they were read. */
interface Counted {
  tail: string;
  at: number;
  generation: number;
}

/** The stats cache of one process. */
export class StatsCache {
  private generation = 0;
  private counted: Counted | null = null;
  private counting: Promise<Counted> | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs: number,
    private readonly now: () => number,
  ) {}

  /** Notes that a count may have changed: the next answer counts again. */
  changed(): void {
    this.generation += 1;
  }

  /** The GET /meta/stat answer body with `online` live sockets. */
  async body(online: number): Promise<string> {
    let c = this.counted;
    if (!c || c.generation !== this.generation || this.now() - c.at >= this.maxAgeMs) c = await this.count();
    return `{"data":{"online":${online}${c.tail}}`;
  }

  // One count at a time; a request that arrives after a change waits for a count that started after it.
  private async count(): Promise<Counted> {
    const wanted = this.generation;
    while (this.counting) {
      const c = await this.counting.catch(() => null);
      if (c && c.generation >= wanted) return c;
    }
    const started = this.now();
    const generation = this.generation;
    this.counting = readStats(this.db, 0).then((s) => {
      const json = JSON.stringify(s);
      const counted = { tail: json.slice(json.indexOf(',')), at: started, generation };
      if (!this.counted || this.counted.generation <= generation) this.counted = counted;
      return counted;
    });
    try {
      return await this.counting;
    } finally {
      this.counting = null;
    }
  }
}
