/** Rolling frame statistics: interval between frames and the arena's own work per frame. */

/** A fixed-size ring of numbers with percentiles. */
export class Ring {
  private readonly data: Float64Array;
  private n = 0;
  private i = 0;

  constructor(size: number) {
    this.data = new Float64Array(size);
  }

  /** Adds a value (the oldest drops out when full). */
  push(v: number): void {
    this.data[this.i] = v;
    this.i = (this.i + 1) % this.data.length;
    this.n = Math.min(this.n + 1, this.data.length);
  }

  /** The values, oldest first. */
  values(): number[] {
    const out: number[] = [];
    for (let k = 0; k < this.n; k++)
      out.push(this.data[(this.i - this.n + k + this.data.length) % this.data.length]);
    return out;
  }

  /** The p-th percentile (0..100) of the stored values, or 0 when empty. */
  percentile(p: number): number {
    return percentile(this.values(), p);
  }

  /** Number of stored values. */
  get size(): number {
    return this.n;
  }

  /** Empties the ring. */
  clear(): void {
    this.n = 0;
    this.i = 0;
  }
}

/** The p-th percentile (nearest rank) of values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const k = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[k];
}
