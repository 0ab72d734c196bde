/** Renders item cards and case crates as SVG: original art, tinted by rarity or the case's theme colour. */
import { rarityColor, isRarityRank } from '../../../src/domain/rarity';
import { SILHOUETTES } from './silhouettes';

/** What an item card needs. */
export interface ItemArt {
  id: string;
  weaponClass: string;
  rarity: number;
  finish: string;
  exterior: string;
  stattrak: boolean;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A stable hue per finish so two finishes of one weapon look different.
function hue(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) % 360;
}

/** An item card (256 x 192): rarity glow, finish-tinted silhouette, StatTrak™ and wear badges. */
export function renderItemSvg(a: ItemArt): string {
  const s = SILHOUETTES[a.weaponClass] ?? SILHOUETTES.pistol;
  const color = isRarityRank(a.rarity) ? rarityColor(a.rarity) : '#b0c3d9';
  const h = hue(a.finish);
  const scale = Math.min(216 / s.w, 136 / s.h, 1.3); // sidearms stay smaller than rifles
  const tx = (256 - s.w * scale) / 2;
  const ty = (184 - s.h * scale) / 2;
  const tilt = a.weaponClass === 'karambit' || a.weaponClass === 'gloves' ? 0 : -8;
  const id = esc(a.id);
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
<radialGradient id="g-${id}" cx="50%" cy="55%" r="60%"><stop offset="0" stop-color="${color}" stop-opacity=".55"/><stop offset=".6" stop-color="${color}" stop-opacity=".12"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>
<linearGradient id="f-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,62%)"/><stop offset=".55" stop-color="hsl(${(h + 40) % 360},55%,42%)"/><stop offset="1" stop-color="hsl(${(h + 80) % 360},60%,28%)"/></linearGradient>
<pattern id="p-${id}" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(${20 + (h % 50)})"><rect width="5" height="12" fill="#fff" opacity=".1"/></pattern>
<filter id="s-${id}"><feDropShadow dx="0" dy="0" stdDeviation="4" flood-color="${color}" flood-opacity=".8"/></filter>
</defs>
<rect width="256" height="192" fill="url(#g-${id})"/>
<ellipse cx="128" cy="170" rx="84" ry="6" fill="${color}" opacity=".25"/>
<g transform="rotate(${tilt} 128 92) translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(3)})" filter="url(#s-${id})">
<path d="${s.d}" fill="url(#f-${id})" fill-rule="evenodd" stroke="#0b0d12" stroke-width="${(1.6 / scale).toFixed(2)}" stroke-linejoin="round"/>
<path d="${s.d}" fill="url(#p-${id})" fill-rule="evenodd"/>
</g>
<rect x="0" y="188" width="256" height="4" fill="${color}"/>${badges}
</svg>`;
}

/** A case crate (256 x 256) in the case's theme colour with its initials on the lock plate. */
export function renderCaseSvg(c: { id: string; title: string; theme: string }): string {
  const theme = /^#[0-9a-f]{6}$/i.test(c.theme) ? c.theme : '#4b69ff';
  const initials = esc(
    c.title
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}\p{N}]/gu, '').charAt(0)) // any script: player cases are named in many
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  );
  const id = esc(c.id);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="cg-${id}" cx="50%" cy="50%" r="55%"><stop offset="0" stop-color="${theme}" stop-opacity=".6"/><stop offset="1" stop-color="${theme}" stop-opacity="0"/></radialGradient>
<linearGradient id="cb-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme}"/><stop offset="1" stop-color="#101218"/></linearGradient>
<linearGradient id="cl-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".35"/><stop offset="1" stop-color="${theme}" stop-opacity=".9"/></linearGradient>
</defs>
<rect width="256" height="256" fill="url(#cg-${id})"/>
<path d="M40 112 L216 112 L208 212 Q207 220 198 220 L58 220 Q49 220 48 212 Z" fill="url(#cb-${id})" stroke="#0b0d12" stroke-width="3"/>
<path d="M36 78 Q36 66 48 64 L208 64 Q220 66 220 78 L220 112 L36 112 Z" fill="url(#cl-${id})" stroke="#0b0d12" stroke-width="3"/>
<rect x="36" y="106" width="184" height="12" fill="#0b0d12" opacity=".55"/>
<g fill="#0b0d12" opacity=".5"><circle cx="52" cy="130" r="4"/><circle cx="204" cy="130" r="4"/><circle cx="60" cy="204" r="4"/><circle cx="196" cy="204" r="4"/><circle cx="50" cy="84" r="4"/><circle cx="206" cy="84" r="4"/></g>
<path d="M56 140 L200 140 M58 176 L198 176" stroke="#ffffff" stroke-opacity=".12" stroke-width="4"/>
<rect x="100" y="92" width="56" height="56" rx="10" fill="#0b0d12" stroke="${theme}" stroke-width="4"/>
<text x="128" y="130" font-size="24" text-anchor="middle" fill="${theme}" font-family="sans-serif" font-weight="800">${initials}</text>
</svg>`;
}
