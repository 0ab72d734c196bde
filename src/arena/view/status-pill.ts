/** A centred status line (waiting, processing, calculating): one cached text per translated label. */
import { Container, Graphics, type Text } from 'pixi.js';
import type { Rect } from '../core/layout';
import { label } from './labels';
import { PALETTE } from './palette';

/** Shows one of a few labels in a pill; texts are created once per string. */
export class StatusPill extends Container {
  private readonly bg = new Graphics();
  private readonly texts = new Map<string, Text>();
  private current: Text | null = null;
  private area: Rect = { x: 0, y: 0, w: 0, h: 0 };

  constructor(private readonly resolution: number) {
    super();
    this.addChild(this.bg);
    this.visible = false;
  }

  /** The area to centre in. */
  setRect(r: Rect): void {
    this.area = r;
    this.place();
  }

  /** Shows a label, or hides the pill for null. */
  show(text: string | null): void {
    if (this.current) this.current.visible = false;
    this.visible = text !== null;
    if (text === null) return;
    let t = this.texts.get(text);
    if (!t) {
      t = label(text, 16, { fill: PALETTE.text, fontWeight: '700', letterSpacing: 1 }, this.resolution);
      this.texts.set(text, t);
      this.addChild(t);
    }
    t.visible = true;
    this.current = t;
    this.place();
  }

  private place(): void {
    const t = this.current;
    if (!t) return;
    const w = t.width + 40;
    const h = t.height + 20;
    const x = this.area.x + (this.area.w - w) / 2;
    const y = this.area.y + (this.area.h - h) / 2;
    this.bg
      .clear()
      .roundRect(x, y, w, h, h / 2)
      .fill(PALETTE.panelHigh)
      .stroke({ width: 1, color: PALETTE.accent, alpha: 0.6 });
    t.position.set(x + 20, y + 10);
  }
}
