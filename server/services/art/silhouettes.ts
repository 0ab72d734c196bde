/**
 * Original weapon-class silhouettes drawn for CaseArena as SVG path data (side view, muzzle to the right).
 * Each has its own box (w x h); the renderer fits it into the card.
 */

/** One silhouette: its drawing box and path. */
export interface Silhouette {
  w: number;
  h: number;
  d: string;
}

/** Silhouettes by weapon class (see weaponClass in server/db/seed/catalog.ts). */
export const SILHOUETTES: Record<string, Silhouette> = {
  // AK-style rifle: slanted stock, curved magazine, gas tube over the barrel.
  rifle: {
    w: 200,
    h: 72,
    d: 'M2 26 L44 20 L52 18 L128 18 L132 14 L138 14 L138 18 L170 19 L170 22 L198 22 L198 26 L170 26 L166 30 L118 30 L112 33 L104 33 L96 62 L82 58 L88 33 L76 33 L72 46 L62 46 L64 33 L52 32 L22 46 L4 44 Z',
  },
  // M4-style rifle: straight stock, carry rail, straight magazine.
  'rifle-m4': {
    w: 200,
    h: 72,
    d: 'M2 22 L10 20 L40 20 L44 16 L50 14 L120 14 L122 10 L128 10 L128 14 L150 15 L150 18 L198 18 L198 22 L150 23 L146 30 L112 30 L108 33 L100 33 L98 58 L86 58 L88 33 L74 33 L70 46 L60 46 L62 32 L48 30 L36 34 L4 38 Z',
  },
  // Bolt-action AWP: long barrel, big scope, thumbhole stock.
  sniper: {
    w: 220,
    h: 70,
    d: 'M2 30 L30 26 L48 24 L60 22 L72 22 L74 12 L80 8 L122 8 L126 12 L126 22 L150 22 L150 25 L218 26 L218 29 L150 31 L146 36 L112 36 L108 44 L98 44 L100 36 L84 36 L80 50 L70 50 L72 36 L56 36 L44 44 L30 46 L40 38 L24 40 L4 46 Z',
  },
  // Light sniper / auto sniper: scope, shorter barrel, box magazine.
  'sniper-light': {
    w: 200,
    h: 70,
    d: 'M2 28 L36 24 L58 22 L66 22 L68 12 L74 9 L110 9 L114 12 L114 22 L136 22 L136 25 L198 26 L198 29 L136 30 L132 35 L100 35 L98 52 L88 52 L88 35 L80 35 L76 48 L66 48 L68 35 L52 35 L30 44 L4 44 Z',
  },
  // Compact pistol: slide, trigger guard, angled grip.
  pistol: {
    w: 100,
    h: 72,
    d: 'M6 10 L94 10 L96 14 L96 24 L60 24 L58 30 L52 34 L44 34 L42 30 L38 30 L34 68 L12 68 L16 30 L6 26 Z',
  },
  // Large-frame pistol (Desert Eagle): long flat slide, heavy grip.
  deagle: {
    w: 120,
    h: 76,
    d: 'M4 8 L116 8 L118 12 L118 24 L66 24 L64 32 L56 36 L48 36 L46 30 L40 30 L36 72 L10 72 L16 30 L4 26 Z',
  },
  // Compact SMG: folding stock stub, short barrel, straight magazine in the grip.
  smg: {
    w: 140,
    h: 80,
    d: 'M2 22 L12 20 L12 26 L30 26 L30 16 L110 16 L110 20 L138 20 L138 25 L110 26 L106 32 L74 32 L70 38 L62 38 L58 78 L46 78 L48 38 L40 38 L36 32 L30 32 L28 34 L4 34 L2 30 Z',
  },
  // Bullpup SMG (P90-like): long rounded body, top magazine, thumbhole.
  'smg-p90': {
    w: 160,
    h: 70,
    d: 'M4 40 Q4 18 26 16 L120 16 L124 10 L134 10 L134 22 L158 24 L158 29 L134 30 L130 44 L104 44 L98 60 L86 60 L88 46 L70 46 L64 56 L40 56 Q30 56 30 48 L22 48 Q4 48 4 40 Z',
  },
  // Pump shotgun: long tube, pump grip, straight stock.
  shotgun: {
    w: 210,
    h: 66,
    d: 'M2 28 L40 20 L64 18 L84 18 L84 16 L206 16 L208 20 L206 24 L150 24 L150 32 L112 32 L112 27 L96 27 L92 34 L82 34 L80 40 L70 40 L72 32 L60 32 L30 44 L4 46 Z',
  },
  // Light machine gun: bipod legs, box magazine, carry handle.
  mg: {
    w: 220,
    h: 80,
    d: 'M2 28 L36 22 L56 20 L70 20 L72 12 L104 12 L106 20 L160 20 L160 23 L216 23 L216 27 L160 28 L156 34 L176 62 L170 64 L150 36 L118 36 L116 58 L90 58 L92 36 L80 36 L76 48 L66 48 L68 35 L52 34 L26 46 L4 46 Z',
  },
  // Straight fighting knife: clip-point blade, guard, handle.
  knife: {
    w: 200,
    h: 50,
    d: 'M4 22 Q4 16 10 16 L62 16 L66 10 L72 10 L72 16 L150 14 L196 22 L170 30 L140 34 L72 32 L72 40 L66 40 L62 32 L10 32 Q4 32 4 26 Z',
  },
  // Curved karambit: ring pommel, hooked blade.
  karambit: {
    w: 150,
    h: 110,
    d: 'M22 60 A16 16 0 1 1 22 92 A16 16 0 1 1 22 60 Z M22 68 A8 8 0 1 0 22 84 A8 8 0 1 0 22 68 Z M34 66 L78 56 L84 50 Q110 40 128 18 Q140 4 146 6 Q142 30 120 56 Q102 74 82 74 L76 72 L38 84 Z',
  },
  // Glove: cuff, palm and four fingers plus thumb.
  gloves: {
    w: 120,
    h: 130,
    d: 'M34 128 L34 104 L26 100 L20 70 L6 56 Q2 48 10 46 L28 58 L28 30 Q28 22 34 22 Q40 22 40 30 L42 52 L44 14 Q44 6 51 6 Q58 6 58 14 L58 50 L62 12 Q62 4 69 4 Q76 4 76 12 L74 52 L80 22 Q82 14 88 16 Q94 18 92 26 L86 66 L84 100 L76 104 L76 128 Z',
  },
};
