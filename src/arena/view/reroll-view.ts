/** The reroll show: tied candidates share the 1..100000 bar by their ranges, and a needle sweeps onto the roll. */
import { Container, Graphics, type Text } from 'pixi.js';
import type { Rect } from '../core/layout';
import { fit, label } from './labels';
import { mix, PALETTE } from './palette';

/** One candidate as drawn: its name, colour and ticket range. */
interface RerollCandidateView {
  name: string;
  color: number;
  rangeMin: number;
  rangeMax: number;
}

const ROLLS = 100000;

/** The reroll panel; drive it with setNeedle(fraction) and finish with setWinner(index). */
export class RerollView extends Container {
  private readonly bg = new Graphics();
  private readonly segments = new Graphics();
  private readonly needle = new Graphics();
  private readonly title: Text;
  private readonly names: Text[];
  private readonly ranges: Text[];
  private bar = { x: 0, y: 0, w: 0, h: 30 };
  private winner = -1;

  constructor(
    titleText: string,
    private readonly candidates: RerollCandidateView[],
    resolution: number,
  ) {
    super();
    this.title = label(
      titleText.toUpperCase(),
      20,
      { fill: PALETTE.accent, fontWeight: '900', letterSpacing: 3 },
      resolution,
    );
    this.names = candidates.map((c) => label(c.name, 13, { fill: PALETTE.text }, resolution));
    this.ranges = candidates.map((c) =>
      label(`${c.rangeMin} – ${c.rangeMax}`, 11, { fill: PALETTE.muted, fontWeight: '600' }, resolution),
    );
    this.addChild(this.bg, this.title, this.segments, ...this.names, ...this.ranges, this.needle);
  }

  /** Places the panel. */
  setRect(r: Rect): void {
    this.position.set(r.x, r.y);
    this.bg
      .clear()
      .roundRect(0, 0, r.w, r.h, 16)
      .fill(PALETTE.panel)
      .stroke({ width: 1, color: mix(PALETTE.border, PALETTE.accent, 0.35) });
    this.title.position.set((r.w - this.title.width) / 2, 16);
    this.bar = { x: 24, y: Math.max(60, r.h * 0.42), w: r.w - 48, h: 30 };
    this.candidates.forEach((c, i) => {
      const x0 = this.bar.x + ((c.rangeMin - 1) / ROLLS) * this.bar.w;
      const w = ((c.rangeMax - c.rangeMin + 1) / ROLLS) * this.bar.w;
      fit(this.names[i], w - 12);
      this.names[i].position.set(
        x0 + (w - this.names[i].width) / 2,
        this.bar.y + (this.bar.h - this.names[i].height) / 2,
      );
      this.ranges[i].position.set(x0 + (w - this.ranges[i].width) / 2, this.bar.y + this.bar.h + 8);
    });
    this.drawSegments();
  }

  private drawSegments(): void {
    const g = this.segments.clear();
    this.candidates.forEach((c, i) => {
      const x0 = this.bar.x + ((c.rangeMin - 1) / ROLLS) * this.bar.w;
      const w = ((c.rangeMax - c.rangeMin + 1) / ROLLS) * this.bar.w;
      const dim = this.winner >= 0 && i !== this.winner;
      g.roundRect(x0 + 1, this.bar.y, w - 2, this.bar.h, 6).fill({
        color: mix(c.color, 0x000000, dim ? 0.7 : 0.25),
      });
      if (i === this.winner)
        g.roundRect(x0 - 1, this.bar.y - 2, w + 2, this.bar.h + 4, 8).stroke({
          width: 2,
          color: PALETTE.win,
        });
    });
  }

  /** Puts the needle at a fraction 0..1 of the bar (values above 1 wrap, so it can sweep several laps). */
  setNeedle(f: number): void {
    const x = this.bar.x + (f - Math.floor(f)) * this.bar.w;
    const y = this.bar.y;
    this.needle
      .clear()
      .rect(x - 1.5, y - 10, 3, this.bar.h + 20)
      .fill(PALETTE.text)
      .poly([x - 8, y - 18, x + 8, y - 18, x, y - 8])
      .fill(PALETTE.accent);
  }

  /** Highlights the winning candidate. */
  setWinner(i: number): void {
    this.winner = i;
    this.drawSegments();
  }
}
