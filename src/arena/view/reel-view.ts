/** One virtualised reel: a small pool of card sprites repositioned as the strip moves under a fixed centre marker. */
import { Container, Graphics, Sprite, Texture } from 'pixi.js';
import type { Orientation, SlotLayout } from '../core/layout';
import type { RarityRank } from '../core/types';
import type { CardCache } from './card-cache';
import { CARD_W, GLOW_MARGIN } from './card-factory';
import { PALETTE } from './palette';

const FADE_SHARE = 0.22;
const DIM_ALPHA = 0.28;

/** A reel view; call setPosition every frame with the strip coordinate under the marker. */
export class ReelView extends Container {
  private readonly bg = new Graphics();
  private readonly cards = new Container();
  private readonly glow = new Sprite(Texture.EMPTY);
  private readonly covers: Sprite[];
  private readonly fades: Sprite[];
  private readonly marker = new Graphics();
  private pool: Sprite[] = [];
  private poolIndex: number[] = [];
  private items: readonly string[] = [];
  private winnerIndex = -1;
  private revealed = false;
  private layoutSlot: SlotLayout | null = null;
  private orientation: Orientation = 'vertical';
  private position_ = 0;
  private readonly clip: Graphics | null;

  /** `keyed`: on a chroma-key background, clip the cards with a mask instead of backdrop-coloured covers. */
  constructor(
    private readonly cache: CardCache,
    keyed = false,
  ) {
    super();
    this.fades = [new Sprite(cache.fade), new Sprite(cache.fade)];
    this.covers = [new Sprite(cache.cover), new Sprite(cache.cover)];
    this.glow.visible = false;
    for (const c of this.covers) c.visible = !keyed;
    this.clip = keyed ? new Graphics() : null;
    this.addChild(this.bg, this.cards, this.glow, ...this.covers, ...this.fades, this.marker);
    if (this.clip) {
      this.addChild(this.clip);
      this.cards.mask = this.clip;
    }
  }

  /** Places the reel and sizes its pool for a layout slot. */
  setLayout(slot: SlotLayout, orientation: Orientation): void {
    this.layoutSlot = slot;
    this.orientation = orientation;
    const r = slot.reel;
    this.position.set(r.x, r.y);
    const vertical = orientation === 'vertical';
    const along = vertical ? r.h : r.w;
    const cross = vertical ? r.w : r.h;
    this.bg.clear();
    if (vertical)
      this.bg
        .roundRect(0, 0, r.w, r.h, 14)
        .fill(PALETTE.panel)
        .stroke({ width: 1, color: PALETTE.border, alpha: 0.8 });
    else
      this.bg
        .rect(0, 0, r.w, r.h)
        .fill(PALETTE.panel)
        .rect(0, 0, r.w, 1)
        .fill(PALETTE.border)
        .rect(0, r.h - 1, r.w, 1)
        .fill(PALETTE.border);
    this.clip?.clear().rect(0, 0, r.w, r.h).fill(0xffffff);
    const pitch = slot.cardSize + slot.gap;
    const need = Math.ceil(along / pitch) + 2;
    while (this.pool.length < need) {
      const s = new Sprite(Texture.EMPTY);
      this.pool.push(s);
      this.poolIndex.push(-1);
      this.cards.addChild(s);
    }
    for (const extra of this.pool.splice(need)) extra.destroy();
    this.poolIndex = this.pool.map(() => -1);
    const scale = (vertical ? slot.cardCross : slot.cardSize) / CARD_W;
    for (const s of this.pool) s.scale.set(scale);
    const coverLen = slot.cardSize + slot.gap;
    const fadeLen = along * FADE_SHARE;
    const [c0, c1] = this.covers;
    const [f0, f1] = this.fades;
    if (vertical) {
      c0.position.set(0, -coverLen);
      c1.position.set(0, along);
      for (const c of this.covers) c.setSize(cross, coverLen);
      f0.rotation = Math.PI / 2;
      f0.position.set(cross, 1);
      f0.setSize(fadeLen, cross);
      f1.rotation = -Math.PI / 2;
      f1.position.set(0, along - 1);
      f1.setSize(fadeLen, cross);
    } else {
      c0.position.set(-coverLen, 0);
      c1.position.set(along, 0);
      for (const c of this.covers) c.setSize(coverLen, cross);
      f0.rotation = 0;
      f0.position.set(0, 1);
      f0.setSize(fadeLen, cross - 2);
      f1.rotation = Math.PI;
      f1.position.set(along, cross - 1);
      f1.setSize(fadeLen, cross - 2);
    }
    this.drawMarker(along, cross);
    this.setPosition(this.position_);
  }

  private drawMarker(along: number, cross: number): void {
    const m = this.marker.clear();
    const c = along / 2;
    const a = PALETTE.accent;
    const t = 9;
    if (this.orientation === 'vertical') {
      m.rect(0, c - 6, cross, 12).fill({ color: a, alpha: 0.07 });
      m.rect(6, c - 1, cross - 12, 2).fill({ color: a, alpha: 0.9 });
      m.poly([0, c - t, t + 2, c, 0, c + t]).fill(a);
      m.poly([cross, c - t, cross - t - 2, c, cross, c + t]).fill(a);
    } else {
      m.rect(c - 6, 0, 12, cross).fill({ color: a, alpha: 0.07 });
      m.rect(c - 1, 6, 2, cross - 12).fill({ color: a, alpha: 0.9 });
      m.poly([c - t, 0, c, t + 2, c + t, 0]).fill(a);
      m.poly([c - t, cross, c, cross - t - 2, c + t, cross]).fill(a);
    }
  }

  /** Shows a new strip (cards from the cache), not revealed yet. */
  setStrip(items: readonly string[], winnerIndex: number): void {
    this.items = items;
    this.winnerIndex = winnerIndex;
    this.poolIndex = this.pool.map(() => -1);
    this.setRevealed(false);
  }

  /** Highlights the landed card (glow frame of its rarity) and dims the others. */
  setRevealed(revealed: boolean, rarity?: RarityRank): void {
    this.revealed = revealed;
    if (revealed && rarity) this.glow.texture = this.cache.glow(rarity);
    this.setPosition(this.position_);
  }

  /** Glow strength 0..1 (driven by a pulse). */
  setGlowAlpha(a: number): void {
    this.glow.alpha = a;
  }

  /** Moves the strip so that strip coordinate s sits under the marker; only visible cards are touched. */
  setPosition(s: number): void {
    this.position_ = s;
    const slot = this.layoutSlot;
    if (!slot) return;
    const vertical = this.orientation === 'vertical';
    const along = vertical ? slot.reel.h : slot.reel.w;
    const cross = vertical ? slot.reel.w : slot.reel.h;
    const pitch = slot.cardSize + slot.gap;
    const first = Math.floor((s - along / 2 - slot.cardSize) / pitch) + 1;
    const crossOff = (cross - slot.cardCross) / 2;
    let glowShown = false;
    for (let k = 0; k < this.pool.length; k++) {
      const sprite = this.pool[k];
      const i = first + k;
      if (i < 0 || i >= this.items.length) {
        sprite.visible = false;
        continue;
      }
      if (this.poolIndex[k] !== i) {
        sprite.texture = this.cache.card(this.items[i]);
        this.poolIndex[k] = i;
      }
      sprite.visible = true;
      sprite.alpha = this.revealed && i !== this.winnerIndex ? DIM_ALPHA : 1;
      const u = vertical ? along / 2 + s - i * pitch - slot.cardSize : along / 2 - s + i * pitch;
      if (vertical) sprite.position.set(crossOff, u);
      else sprite.position.set(u, crossOff);
      if (i === this.winnerIndex && this.revealed) {
        const k2 = sprite.scale.x;
        const m = GLOW_MARGIN * k2;
        this.glow.scale.set(k2);
        this.glow.position.set(sprite.x - m, sprite.y - m);
        glowShown = true;
      }
    }
    this.glow.visible = glowShown;
  }
}
