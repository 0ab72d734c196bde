/** One card texture per item and one glow frame per rarity, baked once per renderer into the shared atlas. */
import { Assets, Texture, type Renderer } from 'pixi.js';
import type { ItemView } from '../core/show';
import type { RarityRank } from '../core/types';
import { Atlas } from './atlas';
import { bakeFade, bakeGlowFrame, CARD_H, CARD_W, drawCard, solidTexture } from './card-factory';
import { PALETTE } from './palette';

/** Loads an item image as a texture, or null when it cannot be loaded. */
export type ArtLoader = (url: string) => Promise<Texture | null>;

/** Default loader: Pixi Assets (SVG rasterised at 2x, bitmaps as they are); failures become placeholder art. */
export const loadArtWithAssets: ArtLoader = async (url) => {
  try {
    const t = await Assets.load<Texture>({ src: url, data: { resolution: 2 } });
    return t instanceof Texture ? t : null;
  } catch {
    return null;
  }
};

/** Frees loaded art once it is baked into the atlas (the atlas keeps the only copy the arena needs). */
function unloadArt(urls: string[]): void {
  for (const url of urls) void Assets.unload(url).catch(() => undefined);
}

/** Texture cache for cards, winner frames and reel edge fades. */
export class CardCache {
  private readonly atlas: Atlas;
  private readonly cards = new Map<string, Texture>();
  // The name each card was baked with: a renamed item (skin names switched language) is baked again.
  private readonly names = new Map<string, string>();
  private readonly glows = new Map<RarityRank, Texture>();
  /** Background-coloured fade (opaque at x = 0). */
  readonly fade: Texture;
  /** The backdrop colour, solid (reel covers). */
  readonly cover: Texture;

  constructor(
    renderer: Renderer,
    private readonly resolution: number,
  ) {
    this.atlas = new Atlas(renderer, resolution);
    this.fade = bakeFade(this.atlas, PALETTE.panel);
    this.cover = solidTexture(PALETTE.background);
  }

  /**
   * Bakes the cards of items not baked yet or renamed (art is loaded first, so nothing uploads during a spin).
   * True when a card already baked got a new face (sprites showing it must take the new texture).
   */
  async add(
    items: readonly ItemView[],
    price: (cents: number) => string,
    loadArt: ArtLoader = loadArtWithAssets,
  ): Promise<boolean> {
    const todo = items.filter((i) => this.names.get(i.id) !== i.name);
    const renamed = todo.some((i) => this.cards.has(i.id));
    const arts = await Promise.all(todo.map((i) => (i.image ? loadArt(i.image) : Promise.resolve(null))));
    todo.forEach((item, k) => {
      if (this.names.get(item.id) === item.name) return;
      const face = drawCard(item, price(item.priceCents), arts[k], this.resolution);
      this.cards.set(item.id, this.atlas.bake(face, CARD_W, CARD_H));
      this.names.set(item.id, item.name);
      face.destroy({ children: true });
      if (!this.glows.has(item.rarity)) this.glows.set(item.rarity, bakeGlowFrame(this.atlas, item.rarity));
    });
    if (loadArt === loadArtWithAssets)
      unloadArt(todo.flatMap((i, k) => (i.image && arts[k] ? [i.image] : [])));
    return renamed;
  }

  /** The card of an item (a transparent texture when unknown). */
  card(id: string): Texture {
    return this.cards.get(id) ?? Texture.EMPTY;
  }

  /** The winner frame of a rarity. */
  glow(rarity: RarityRank): Texture {
    return this.glows.get(rarity) ?? Texture.EMPTY;
  }

  /** Atlas pages in use (GPU textures). */
  get pages(): number {
    return this.atlas.pageCount;
  }

  /** Frees the atlas. */
  destroy(): void {
    this.atlas.destroy();
    this.cover.destroy(true);
    this.cards.clear();
    this.names.clear();
    this.glows.clear();
  }
}
