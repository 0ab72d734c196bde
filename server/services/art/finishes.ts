/**
 * A finish's look, derived only from its name and rarity: a pattern kind and a palette (the same name always gives
 * the same look), plus the SVG elements of that pattern drawn over a w x h box (the caller clips them to the weapon).
 */

/** How a finish is laid out over the weapon. */
export type PatternKind =
  | 'solid'
  | 'lines'
  | 'stripes'
  | 'camo'
  | 'digital'
  | 'fade'
  | 'marble'
  | 'web'
  | 'blotch'
  | 'geo'
  | 'hex'
  | 'flames'
  | 'doppler';

/** A finish's pattern and colours: base (two stops) and two accents. */
export interface FinishLook {
  kind: PatternKind;
  base: [string, string];
  accent: [string, string];
  seed: number;
}

/** A 32-bit FNV-1a hash of a text. */
export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A small seeded generator (mulberry32): numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Finishes players know on sight, by a word of their name: the pattern and colours they are famous for.
const KNOWN: [RegExp, PatternKind, [string, string], [string, string]][] = [
  [/Redline/, 'lines', ['#1b1c20', '#2c2d33'], ['#d0202a', '#f4f4f4']],
  [/Asiimov/, 'geo', ['#f2f2f0', '#d9d9d6'], ['#f26b1d', '#1a1a1a']],
  [/Fire Serpent/, 'flames', ['#3c5a2a', '#1f3319'], ['#e0b33c', '#b6341c']],
  [/Dragon Lore/, 'flames', ['#c9b27a', '#8f7440'], ['#3a6b2f', '#b8432a']],
  [/Howl/, 'flames', ['#c4461d', '#6e1e0e'], ['#f5d04a', '#1b1b1b']],
  [/Gamma Doppler/, 'doppler', ['#0d3b2b', '#052018'], ['#3fe08a', '#1c9fd0']],
  [/Doppler/, 'doppler', ['#2a1036', '#0d0718'], ['#c04de0', '#2f7bd8']],
  [/Marble Fade/, 'marble', ['#f1c232', '#c0392b'], ['#2f6fd6', '#f5f5f5']],
  [/Fade/, 'fade', ['#f5d33b', '#e45aa8'], ['#7d4ae6', '#ffffff']],
  [/Crimson Web|Web/, 'web', ['#a3101a', '#5e0810'], ['#111111', '#2b0206']],
  [/Case Hardened/, 'blotch', ['#9aa3ad', '#5e6670'], ['#2a5bd7', '#d8b13a']],
  [/Tiger Tooth/, 'stripes', ['#f3a312', '#c97405'], ['#2a1502', '#ffd36b']],
  [/Slaughter/, 'marble', ['#d9d2d6', '#b01d2c'], ['#6e0b16', '#ffffff']],
  [/Slate|Graphite|Night|Black Laminate/, 'solid', ['#3b3f47', '#1c1e23'], ['#6d7480', '#8d95a3']],
  [
    /Safari Mesh|DDPAT|Boreal|Forest|Sand Dune|Urban|Scorched|Contractor|Army/,
    'camo',
    ['#8a8459', '#5b5a3d'],
    ['#3f3b29', '#b5ac7a'],
  ],
  [/Electric Hive|Hive/, 'hex', ['#1c5fb8', '#0d2e66'], ['#f2c200', '#9fd3ff']],
  [
    /Hyper Beast|Neon|Cyrex|Vulcan|Neo-Noir|Bloodsport|Mecha|Kill Confirmed|Printstream/,
    'geo',
    ['#1b1d24', '#0f1015'],
    ['#e23b8d', '#2fd0e6'],
  ],
  [/Lore/, 'geo', ['#d4b25a', '#9a7a2c'], ['#3b2a10', '#f2e2a4']],
  [
    /Lotus|Empress|Wildfire|Frontside Misty|Blaze|Serpent|Dragon|Flame/,
    'flames',
    ['#2b2f6e', '#121433'],
    ['#f28c28', '#e8e8e8'],
  ],
  [/Laminate/, 'stripes', ['#3f78b8', '#23446e'], ['#9cc6f2', '#1b2c45']],
  [/Digital|Pixel|Disruptor|Point Disarray/, 'digital', ['#3a4a66', '#1f2a3c'], ['#66a4e8', '#d44d7a']],
];

const PATTERNS: PatternKind[] = [
  'lines',
  'stripes',
  'camo',
  'digital',
  'marble',
  'geo',
  'hex',
  'flames',
  'fade',
];

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;

/**
 * The look of a finish: a known finish keeps its famous pattern and colours; any other name picks a pattern and a
 * hue from its hash. Rarer grades (lower rank) get brighter, more saturated colours; common ones stay muted.
 */
export function finishLook(finish: string, rarity: number): FinishLook {
  const seed = hashText(finish);
  const known = KNOWN.find(([re]) => re.test(finish));
  if (known) return { kind: known[1], base: known[2], accent: known[3], seed };
  const r = Math.min(7, Math.max(1, rarity));
  const sat = 82 - r * 8; // rank 1: 74%, rank 7: 26%
  const hue = seed % 360;
  const second = (hue + 140 + ((seed >>> 9) % 80)) % 360;
  return {
    kind: PATTERNS[(seed >>> 3) % PATTERNS.length],
    base: [hsl(hue, sat, 44), hsl(hue + 20, sat * 0.8, 24)],
    accent: [hsl(second, Math.min(95, sat + 15), 58), hsl(hue, sat * 0.4, 88)],
    seed,
  };
}

const f1 = (n: number) => n.toFixed(1);

/** The pattern's SVG elements over a w x h box (drawn over the base gradient, clipped by the caller); `fadeId` names the fade gradient. */
export function patternSvg(look: FinishLook, w: number, h: number, fadeId: string): string {
  const rnd = prng(look.seed);
  const [a, b] = look.accent;
  const out: string[] = [];
  const blob = (cx: number, cy: number, r: number, fill: string, op: number) => {
    const pts = Array.from({ length: 7 }, (_, i) => {
      const t = (i / 7) * Math.PI * 2;
      const k = r * (0.6 + rnd() * 0.6);
      return `${f1(cx + Math.cos(t) * k)} ${f1(cy + Math.sin(t) * k * 0.7)}`;
    });
    out.push(`<path d="M${pts.join(' L')} Z" fill="${fill}" opacity="${op}" stroke-linejoin="round"/>`);
  };
  switch (look.kind) {
    case 'solid':
      out.push(`<rect y="${f1(h * 0.28)}" width="${w}" height="${f1(h * 0.08)}" fill="${b}" opacity=".35"/>`);
      break;
    case 'lines':
      for (const [y, c, sw] of [
        [0.3, a, 5],
        [0.42, b, 1.5],
        [0.56, a, 3.5],
      ] as const)
        out.push(
          `<path d="M0 ${f1(h * y)} L${w} ${f1(h * (y - 0.06))}" stroke="${c}" stroke-width="${sw}" fill="none"/>`,
        );
      for (let i = 0; i < 3; i++) {
        const x = w * (0.2 + rnd() * 0.6);
        out.push(`<path d="M${f1(x)} 0 L${f1(x + 14)} ${h}" stroke="${a}" stroke-width="2" opacity=".9"/>`);
      }
      break;
    case 'stripes':
      for (let x = -h; x < w; x += 9 + rnd() * 10) {
        const t = 3 + rnd() * 6;
        out.push(
          `<path d="M${f1(x)} 0 L${f1(x + t)} 0 L${f1(x + t + h * 0.5)} ${h} L${f1(x + h * 0.5)} ${h} Z" fill="${a}" opacity=".85"/>`,
        );
      }
      break;
    case 'camo':
      for (let i = 0; i < 26; i++) blob(rnd() * w, rnd() * h, 6 + rnd() * 12, i % 2 ? a : b, 0.85);
      break;
    case 'digital':
      for (let i = 0; i < 70; i++) {
        const s = 4 + Math.floor(rnd() * 3) * 2;
        out.push(
          `<rect x="${f1(Math.floor((rnd() * w) / 4) * 4)}" y="${f1(Math.floor((rnd() * h) / 4) * 4)}" width="${s * 2}" height="${s}" fill="${i % 3 ? a : b}" opacity=".8"/>`,
        );
      }
      break;
    case 'fade':
      out.push(`<rect width="${w}" height="${h}" fill="url(#${fadeId})"/>`);
      break;
    case 'marble':
    case 'flames':
      for (let i = 0; i < 7; i++) {
        const y = h * (0.1 + rnd() * 0.8);
        const amp = h * (0.15 + rnd() * 0.25);
        const x0 = look.kind === 'flames' ? w * rnd() * 0.4 : -10;
        const len = look.kind === 'flames' ? w * (0.3 + rnd() * 0.4) : w + 20;
        out.push(
          `<path d="M${f1(x0)} ${f1(y)} C${f1(x0 + len * 0.3)} ${f1(y - amp)} ${f1(x0 + len * 0.6)} ${f1(y + amp)} ${f1(x0 + len)} ${f1(y - amp * 0.5)} L${f1(x0 + len * 0.8)} ${f1(y + amp * 0.3)} C${f1(x0 + len * 0.5)} ${f1(y + amp * 1.2)} ${f1(x0 + len * 0.25)} ${f1(y)} ${f1(x0)} ${f1(y + amp * 0.6)} Z" fill="${i % 3 === 2 ? b : a}" opacity=".8"/>`,
        );
      }
      break;
    case 'web': {
      const cx = w * (0.3 + rnd() * 0.4);
      const cy = h * 0.4;
      for (let i = 0; i < 12; i++) {
        const t = (i / 12) * Math.PI * 2;
        out.push(
          `<path d="M${f1(cx)} ${f1(cy)} L${f1(cx + Math.cos(t) * w)} ${f1(cy + Math.sin(t) * w)}" stroke="${a}" stroke-width="1.6"/>`,
        );
      }
      for (let r = 10; r < w; r += 16)
        out.push(
          `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${r}" ry="${f1(r * 0.7)}" fill="none" stroke="${a}" stroke-width="1.3"/>`,
        );
      break;
    }
    case 'blotch':
      for (let i = 0; i < 18; i++) blob(rnd() * w, rnd() * h, 8 + rnd() * 16, i % 3 === 0 ? b : a, 0.75);
      break;
    case 'geo':
      for (let i = 0; i < 9; i++) {
        const x = rnd() * w;
        const y = rnd() * h;
        const s = 18 + rnd() * 40;
        out.push(
          `<path d="M${f1(x)} ${f1(y)} L${f1(x + s)} ${f1(y + s * 0.3)} L${f1(x + s * 0.4)} ${f1(y + s * 0.8)} Z" fill="${i % 3 === 0 ? b : a}" opacity=".9"/>`,
        );
      }
      out.push(
        `<path d="M0 ${f1(h * 0.62)} L${w} ${f1(h * 0.5)}" stroke="${b}" stroke-width="3"/><path d="M${f1(w * 0.55)} 0 L${f1(w * 0.62)} ${h}" stroke="${a}" stroke-width="4"/>`,
      );
      break;
    case 'hex':
      for (let y = 0; y < h + 8; y += 9)
        for (let x = (y / 9) % 2 ? 5 : 0; x < w; x += 10)
          out.push(
            `<path d="M${x} ${y - 5} l4.3 2.5 v5 l-4.3 2.5 l-4.3 -2.5 v-5 Z" fill="none" stroke="${rnd() < 0.15 ? b : a}" stroke-width="1.1"/>`,
          );
      break;
    case 'doppler':
      for (let i = 0; i < 40; i++)
        out.push(
          `<circle cx="${f1(rnd() * w)}" cy="${f1(rnd() * h)}" r="${f1(0.8 + rnd() * 5)}" fill="${i % 4 ? a : b}" opacity="${f1(0.3 + rnd() * 0.6)}"/>`,
        );
      out.push(
        `<ellipse cx="${f1(w * (0.4 + rnd() * 0.3))}" cy="${f1(h * 0.4)}" rx="${f1(w * 0.25)}" ry="${f1(h * 0.25)}" fill="${a}" opacity=".35"/>`,
      );
      break;
  }
  return out.join('');
}
