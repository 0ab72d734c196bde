/** The arena's colours and type sizes: one dark, glowing theme. */
import { rarityColor, type RarityRank } from '../../domain/rarity';

/** Theme colours as 0xRRGGBB numbers. */
export const PALETTE = {
  background: 0x07090f,
  panel: 0x0d111a,
  panelHigh: 0x151b28,
  border: 0x232b3d,
  text: 0xe9edf5,
  muted: 0x7f8aa3,
  accent: 0xf5b942,
  ct: 0x4f8cff,
  t: 0xff9f43,
  win: 0x3ddc84,
  lose: 0xff5f6d,
} as const;

/** Font stack used by every text in the canvas. */
export const FONT_FAMILY = 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** A rarity's colour as a number. */
export function rarityHex(rank: RarityRank): number {
  return parseInt(rarityColor(rank).slice(1), 16);
}

/** Mixes two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: number, b: number, t: number): number {
  const ch = (c: number, s: number) => (c >> s) & 255;
  const m = (s: number) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t) << s;
  return m(16) | m(8) | m(0);
}
