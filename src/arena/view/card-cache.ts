/** One card texture per item and one glow frame per rarity, baked once per renderer into the shared atlas. */
import { ImageSource, Texture, type Renderer } from 'pixi.js';
import type { ItemView } from '../core/show';
import type { RarityRank } from '../core/types';
import { Atlas } from './atlas';
import { bakeFade, bakeGlowFrame, CARD_H, CARD_W, drawCard, solidTexture } from './card-factory';
import { PALETTE } from './palette';

/** Loads an item image as a texture, or null when it cannot be loaded. */
export type ArtLoader = (url: string) => Promise<Texture | null>;

/** Item art is drawn at twice its CSS size (SVG rasterised at 2x, bitmaps taken as 2x). */
const ART_RESOLUTION = 2;

/** Fetches one image: SVG rasterised on a canvas at 2x (as Pixi's SVG loader does), bitmaps decoded off the main thread. */
async function fetchArt(url: string): Promise<Texture | null> {
  const res = await fetch(url);
  if (!res.ok) return null;
  let resource: HTMLCanvasElement | ImageBitmap;
  const type = res.headers.get('content-type') ?? '';
  // The type decides (an old .svg URL may answer a real WebP image); a file without one goes by its name.
  if (/svg/.test(type) || (!/^image\//.test(type) && /\.svg([?#]|$)/i.test(url))) {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await res.text())}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(img.width * ART_RESOLUTION);
    canvas.height = Math.ceil(img.height * ART_RESOLUTION);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, img.width * ART_RESOLUTION, img.height * ART_RESOLUTION);
    resource = canvas;
  } else resource = await createImageBitmap(await res.blob());
  const source = new ImageSource({
    resource,
    alphaMode: 'premultiply-alpha-on-upload',
    resolution: ART_RESOLUTION,
  });
  return new Texture({ source, label: url });
}

// Art on its way or loaded and not yet baked, by URL: preloadArt() starts it while the renderer is still starting.
const artLoads = new Map<string, Promise<Texture | null>>();

/** Default loader: the image, fetched once (or already fetched by preloadArt); a failure leaves the card without art. */
const loadArtImage: ArtLoader = (url) => {
  let p = artLoads.get(url);
  if (!p) {
    p = fetchArt(url).catch(() => null);
    artLoads.set(url, p);
  }
  return p;
};

/**
 * Starts loading item art before the renderer is ready (the arena's adapter calls it at mount), so baking the cards
 * does not wait for the images after the renderer has started.
 */
export function preloadArt(urls: Iterable<string>): void {
  for (const url of urls) void loadArtImage(url);
}

/** Frees loaded art once it is baked into the atlas (the atlas keeps the only copy the arena needs). */
function unloadArt(urls: string[]): void {
  for (const url of urls) {
    const p = artLoads.get(url);
    artLoads.delete(url);
    void p?.then((t) => t?.destroy(true));
  }
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
    loadArt: ArtLoader = loadArtImage,
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
    if (loadArt === loadArtImage) unloadArt(todo.flatMap((i, k) => (i.image && arts[k] ? [i.image] : [])));
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
