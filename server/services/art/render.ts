/**
 * Generated item and case art as SVG (where no real image is available): the weapon model's outline, painted in the
 * finish's own pattern and palette, worn by its exterior; a case is its own container with its best items in front.
 */
import { rarityColor, isRarityRank } from '../../../src/domain/rarity';
import { finishLook, hashText, patternSvg, prng } from './finishes';
import { modelOf, SILHOUETTES, type Silhouette } from './silhouettes';

/** What an item's art needs. */
export interface ItemArt {
  id: string;
  weapon: string;
  rarity: number;
  finish: string;
  exterior: string;
  stattrak: boolean;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const gradeColor = (rank: number) => (isRarityRank(rank) ? rarityColor(rank) : '#b0c3d9');
// How much wear shows: scratches over the paint, from Factory New to Battle-Scarred.
const WEAR: Record<string, number> = { FN: 0, MW: 0.12, FT: 0.25, WW: 0.4, BS: 0.6 };

/** A painted weapon drawn in its own box (s.w x s.h); `p` prefixes its ids so several fit in one picture. */
function figure(a: ItemArt, p: string): { defs: string; body: string; s: Silhouette } {
  const s: Silhouette = SILHOUETTES[modelOf(a.weapon)];
  const look = finishLook(a.finish, a.rarity);
  const defs = `<clipPath id="${p}c"><path d="${s.paint}" clip-rule="evenodd"/></clipPath>
<linearGradient id="${p}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.base[0]}"/><stop offset="1" stop-color="${look.base[1]}"/></linearGradient>
<linearGradient id="${p}f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${look.base[0]}"/><stop offset=".55" stop-color="${look.base[1]}"/><stop offset="1" stop-color="${look.accent[0]}"/></linearGradient>
<linearGradient id="${p}m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4b515d"/><stop offset="1" stop-color="#14171d"/></linearGradient>
<linearGradient id="${p}h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient>`;
  const wear = WEAR[a.exterior] ?? 0;
  const rnd = prng(hashText(a.id));
  const scratches = Array.from({ length: Math.round(wear * 40) }, () => {
    const x = rnd() * s.w;
    const y = rnd() * s.h;
    return `M${x.toFixed(1)} ${y.toFixed(1)} l${(4 + rnd() * 10).toFixed(1)} ${(rnd() * 4 - 2).toFixed(1)}`;
  }).join(' ');
  const body = `<path d="${s.metal}" fill="url(#${p}m)" stroke="#07080b" stroke-width="1.2" stroke-linejoin="round"/>
<g clip-path="url(#${p}c)"><rect width="${s.w}" height="${s.h}" fill="url(#${p}b)"/>${patternSvg(look, s.w, s.h, `${p}f`)}<rect width="${s.w}" height="${s.h}" fill="url(#${p}h)"/>${
    scratches
      ? `<path d="${scratches}" stroke="#d5d8de" stroke-width="1.3" opacity="${wear}" fill="none"/>`
      : ''
  }</g>
<path d="${s.paint}" fill="none" fill-rule="evenodd" stroke="#07080b" stroke-width="1.5" stroke-linejoin="round"/>`;
  return { defs, body, s };
}

/** The transform that fits a figure into a box (centred at cx, cy), tilted by `tilt` degrees. */
function fit(s: Silhouette, cx: number, cy: number, bw: number, bh: number, tilt: number, max = 1.6): string {
  const k = Math.min(bw / s.w, bh / s.h, max);
  return `translate(${cx} ${cy}) rotate(${tilt}) scale(${k.toFixed(3)}) translate(${-s.w / 2} ${-s.h / 2})`;
}

/** An item picture (256 x 192): rarity glow, the painted weapon, StatTrak™ and wear badges (cards draw their own rarity edge). */
export function renderItemSvg(a: ItemArt): string {
  const color = gradeColor(a.rarity);
  const { defs, body, s } = figure(a, 'i');
  const tilt = s === SILHOUETTES.gloves || s === SILHOUETTES.karambit ? 0 : -4;
  const badges = [
    a.stattrak
      ? `<rect x="10" y="10" width="30" height="16" rx="3" fill="#cf6a32"/><text x="25" y="22" font-size="11" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">ST</text>`
      : '',
    a.exterior
      ? `<text x="246" y="182" font-size="12" text-anchor="end" fill="${color}" font-family="sans-serif" font-weight="700" opacity=".9">${esc(a.exterior)}</text>`
      : '',
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 192" width="256" height="192">
<defs>
<radialGradient id="g" cx="50%" cy="55%" r="60%"><stop offset="0" stop-color="${color}" stop-opacity=".5"/><stop offset=".6" stop-color="${color}" stop-opacity=".1"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>
<filter id="sh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity=".55"/></filter>
${defs}
</defs>
<rect width="256" height="192" fill="url(#g)"/>
<ellipse cx="128" cy="168" rx="86" ry="7" fill="${color}" opacity=".22"/>
<g transform="${fit(s, 128, 90, 248, 158, tilt)}" filter="url(#sh)">${body}</g>
${badges}
</svg>`;
}

/** What a case's art needs: its id and title (they choose its container and texture), colour and best items. */
export interface CaseArt {
  id: string;
  title: string;
  theme: string;
  /** Its most valuable items, best first (up to three are drawn). */
  items: readonly ItemArt[];
}

// Container outlines (256 x 256): a weapon case, a capsule, a shield crest, a hard-shell briefcase.
const CONTAINERS = [
  'M34 96 Q34 84 46 82 L210 82 Q222 84 222 96 L216 206 Q215 216 204 216 L52 216 Q41 216 40 206 Z',
  'M40 150 Q40 92 128 88 Q216 92 216 150 Q216 210 128 214 Q40 210 40 150 Z',
  'M128 60 L214 88 L206 166 Q196 204 128 226 Q60 204 50 166 L42 88 Z',
  'M30 100 Q30 90 40 90 L216 90 Q226 90 226 100 L226 204 Q226 214 216 214 L40 214 Q30 214 30 204 Z M100 90 L100 74 Q100 66 108 66 L148 66 Q156 66 156 74 L156 90 L146 90 L146 76 L110 76 L110 90 Z',
];

/** A case (256 x 256): its own container shape and texture in its colour, its best items fanned in front. */
export function renderCaseSvg(c: CaseArt): string {
  const theme = /^#[0-9a-f]{6}$/i.test(c.theme) ? c.theme : '#4b69ff';
  const h = hashText(c.id);
  const shape = CONTAINERS[h % CONTAINERS.length];
  const texture = finishLook(c.title, 3);
  const figures = c.items.slice(0, 3).map((a, i) => ({ ...figure(a, `c${i}`), a }));
  // The best item in front and largest; the others behind it, tilted apart.
  const slots = [
    { cx: 128, cy: 150, bw: 200, bh: 96, tilt: -8 },
    { cx: 92, cy: 118, bw: 150, bh: 74, tilt: -28 },
    { cx: 166, cy: 116, bw: 150, bh: 74, tilt: 22 },
  ];
  const drawn = figures
    .map((f, i) => ({ f, slot: slots[i] }))
    .reverse()
    .map(
      ({ f, slot }) =>
        `<g transform="${fit(f.s, slot.cx, slot.cy, slot.bw, slot.bh, slot.tilt, 1.3)}" filter="url(#csh)">${f.body}</g>`,
    )
    .join('\n');
  // A case not filled yet (the generator's preview) shows its initials instead of its items.
  const initials = esc(
    c.title
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}\p{N}]/gu, '').charAt(0)) // any script: player cases are named in many
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  );
  const plate = `<rect x="96" y="118" width="64" height="64" rx="12" fill="#0b0d12" stroke="${theme}" stroke-width="4"/><text x="128" y="161" font-size="28" text-anchor="middle" fill="${theme}" font-family="sans-serif" font-weight="800">${initials}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="cg" cx="50%" cy="55%" r="55%"><stop offset="0" stop-color="${theme}" stop-opacity=".55"/><stop offset="1" stop-color="${theme}" stop-opacity="0"/></radialGradient>
<linearGradient id="cb" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${theme}"/><stop offset="1" stop-color="#0c0e14"/></linearGradient>
<linearGradient id="cf" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${texture.accent[0]}"/><stop offset="1" stop-color="${theme}"/></linearGradient>
<clipPath id="cc"><path d="${shape}"/></clipPath>
<filter id="csh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="5" stdDeviation="4" flood-color="#000" flood-opacity=".6"/></filter>
${figures.map((f) => f.defs).join('\n')}
</defs>
<rect width="256" height="256" fill="url(#cg)"/>
<g transform="translate(128 140) scale(1.12) translate(-128 -150)">
<ellipse cx="128" cy="226" rx="92" ry="8" fill="#000" opacity=".4"/>
<path d="${shape}" fill="url(#cb)" stroke="#07080b" stroke-width="3" fill-rule="evenodd"/>
<g clip-path="url(#cc)" opacity=".35">${patternSvg(texture, 256, 256, 'cf')}</g>
<path d="${shape}" fill="none" stroke="#ffffff" stroke-opacity=".18" stroke-width="2" transform="translate(128 150) scale(.94) translate(-128 -150)"/>
${figures.length ? drawn : plate}
</g>
</svg>`;
}
