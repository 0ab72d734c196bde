/** A shelf-packed render-texture atlas: every baked picture lives in a few shared pages, so reels batch into few draw calls. */
import { Container, Matrix, Rectangle, RenderTexture, Texture, type Renderer } from 'pixi.js';

const PAGE_PX = 2048;
const PAD = 2;

/** Bakes containers into shared pages and hands out sub-textures. */
export class Atlas {
  private pages: RenderTexture[] = [];
  private x = PAD;
  private y = PAD;
  private rowH = 0;
  private readonly pageSize: number;
  private readonly textures: Texture[] = [];

  constructor(
    private readonly renderer: Renderer,
    private readonly resolution: number,
  ) {
    this.pageSize = Math.floor(PAGE_PX / resolution);
  }

  /** Renders `content` (drawn in a w x h box at 0,0) into the atlas and returns its texture. */
  bake(content: Container, w: number, h: number): Texture {
    const cw = Math.ceil(w);
    const ch = Math.ceil(h);
    if (this.x + cw + PAD > this.pageSize) {
      this.x = PAD;
      this.y += this.rowH + PAD;
      this.rowH = 0;
    }
    if (this.pages.length === 0 || this.y + ch + PAD > this.pageSize) this.newPage();
    const page = this.pages[this.pages.length - 1];
    this.renderer.render({
      container: content,
      target: page,
      clear: false,
      transform: new Matrix().translate(this.x, this.y),
    });
    const texture = new Texture({ source: page.source, frame: new Rectangle(this.x, this.y, cw, ch) });
    this.textures.push(texture);
    this.x += cw + PAD;
    this.rowH = Math.max(this.rowH, ch);
    return texture;
  }

  /** Number of pages (each is one GPU texture). */
  get pageCount(): number {
    return this.pages.length;
  }

  private newPage(): void {
    const page = RenderTexture.create({
      width: this.pageSize,
      height: this.pageSize,
      resolution: this.resolution,
      antialias: true,
    });
    this.renderer.render({ container: new Container(), target: page, clear: true, clearColor: [0, 0, 0, 0] });
    this.pages.push(page);
    this.x = PAD;
    this.y = PAD;
    this.rowH = 0;
  }

  /** Frees every page and texture. */
  destroy(): void {
    for (const t of this.textures) t.destroy(false);
    for (const p of this.pages) p.destroy(true);
    this.pages = [];
  }
}
