/** A number label drawn as glyph sprites of the installed digits BitmapFont: a new text only swaps textures. */
import { BitmapFontManager, Container, Sprite, TextStyle, Texture, type BitmapFont } from 'pixi.js';
import { digitsFont } from './fonts';

/**
 * Used for totals and winnings that count up every frame. A BitmapText rebuilds its glyph geometry on every change
 * (and on Pixi 8.22's Canvas 2D renderer only shows a change after a render-group rebuild); swapping the textures of
 * a few pooled sprites costs neither.
 */
export class DigitText extends Container {
  private readonly glyphs: Sprite[] = [];
  private font: BitmapFont;
  private k = 1;
  private size: number;
  private color: number;
  private shown = '';
  private w = 0;

  /** `color`: the glyphs' colour (a coloured copy of the font, never a tint). */
  constructor(fontSize: number, color = 0xffffff) {
    super();
    this.size = fontSize;
    this.color = color;
    this.font = DigitText.fontOf(color, fontSize);
    this.setFontSize(fontSize);
  }

  private static fontOf(color: number, fontSize: number): BitmapFont {
    return BitmapFontManager.getFont('0', new TextStyle({ fontFamily: digitsFont(color), fontSize }));
  }

  /** Changes the colour (re-lays the current text out with the font of that colour). */
  setColor(color: number): void {
    if (color === this.color) return;
    this.color = color;
    this.font = DigitText.fontOf(color, this.size);
    this.setFontSize(this.size);
  }

  /** Changes the size (re-lays the current text out). */
  setFontSize(size: number): void {
    this.size = size;
    this.k = size / this.font.fontMetrics.fontSize;
    const t = this.shown;
    this.shown = '';
    this.setText(t);
  }

  /** Shows a text; characters missing from the font are skipped. No-op (false) when unchanged, true when redrawn. */
  setText(text: string): boolean {
    if (text === this.shown) return false;
    this.shown = text;
    const chars = [...text];
    while (this.glyphs.length < chars.length) this.glyphs.push(this.addChild(new Sprite(Texture.EMPTY)));
    let x = 0;
    for (let i = 0; i < this.glyphs.length; i++) {
      const s = this.glyphs[i];
      const c = i < chars.length ? this.font.chars[chars[i]] : undefined;
      // Unused glyphs get an empty texture rather than visible=false, so nothing changes the scene's structure.
      if (!c?.texture) {
        s.texture = Texture.EMPTY;
        continue;
      }
      s.texture = c.texture;
      s.scale.set(this.k);
      s.position.set((x + c.xOffset) * this.k, (this.font.baseLineOffset + c.yOffset) * this.k);
      x += c.xAdvance;
    }
    this.w = x * this.k;
    return true;
  }

  /** The text shown ('' before the first setText). */
  get text(): string {
    return this.shown;
  }

  /** Laid-out width of the text. */
  get textWidth(): number {
    return this.w;
  }

  /** Line height at the current size. */
  get textHeight(): number {
    return this.font.lineHeight * this.k;
  }
}
