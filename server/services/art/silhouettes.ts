/**
 * Original weapon-model outlines drawn for CaseArena as SVG path data (side view, muzzle or tip to the right).
 * `paint` is the part a finish covers; `metal` the bare parts (barrels, magazines, scopes, handles) drawn dark.
 */

/** One model: its drawing box, the painted outline and the bare-metal parts. */
export interface Silhouette {
  w: number;
  h: number;
  paint: string;
  metal: string;
}

/** Outlines by model (see MODELS for the weapon each one draws). */
export const SILHOUETTES = {
  // AK-47: slanted wooden stock, gas tube over the handguard, deep curved magazine.
  ak47: {
    w: 220,
    h: 84,
    paint:
      'M4 34 L52 22 L56 38 L12 54 L4 52 Z M52 22 L120 22 L122 40 L56 40 Z M122 24 L162 24 L162 37 L122 37 Z M64 40 L80 40 L72 66 L58 63 Z',
    metal:
      'M116 16 L170 17 L170 23 L116 23 Z M112 12 L120 12 L120 22 L112 22 Z M162 27 L214 27 L214 32 L162 32 Z M196 19 L200 19 L200 27 L196 27 Z M100 40 L118 40 Q120 58 132 76 L114 81 Q101 62 100 40 Z M80 40 L98 40 L96 48 L82 48 Z',
  },
  // M4A4: tube stock with a square butt, flat-top rail, ribbed handguard, straight magazine.
  m4a4: {
    w: 220,
    h: 80,
    paint:
      'M4 22 L26 20 L26 44 L4 48 Z M52 22 L128 22 L128 40 L58 40 Z M128 20 L170 20 L170 38 L128 38 Z M66 40 L80 40 L74 64 L60 62 Z',
    metal:
      'M26 26 L52 26 L52 34 L26 34 Z M56 16 L128 16 L128 22 L56 22 Z M170 26 L214 26 L214 31 L170 31 Z M162 12 L168 12 L168 20 L162 20 Z M100 40 L116 40 L114 70 L98 70 Z M80 40 L96 40 L94 48 L82 48 Z',
  },
  // M4A1-S: slimmer, skeleton stock and a long suppressor.
  m4a1s: {
    w: 240,
    h: 76,
    paint:
      'M4 22 L22 20 L22 46 L4 48 Z M44 22 L118 22 L118 38 L50 38 Z M118 21 L156 21 L156 36 L118 36 Z M58 38 L72 38 L66 62 L52 60 Z',
    metal:
      'M22 24 L44 24 L44 29 L22 29 Z M22 36 L44 32 L44 36 L22 40 Z M48 16 L118 16 L118 22 L48 22 Z M156 24 L236 24 L236 33 L156 33 Z M90 38 L104 38 L102 64 L88 64 Z M72 38 L88 38 L86 45 L74 45 Z',
  },
  // AWP: thumbhole stock, long fluted barrel with a muzzle brake, big scope, short box magazine.
  awp: {
    w: 250,
    h: 76,
    paint:
      'M4 38 L40 30 L76 28 L78 44 L60 48 L44 58 L10 60 L4 56 Z M50 40 A6 5 0 1 0 50.1 40 Z M76 28 L160 28 L160 44 L78 44 Z',
    metal:
      'M160 32 L238 33 L238 38 L160 39 Z M232 30 L248 30 L248 41 L232 41 Z M86 12 L146 12 L146 21 L86 21 Z M76 9 L88 9 L88 24 L76 24 Z M144 7 L158 7 L158 26 L144 26 Z M102 21 L108 21 L108 28 L102 28 Z M124 21 L130 21 L130 28 L124 28 Z M116 44 L132 44 L132 56 L116 56 Z M140 40 L146 40 L152 50 L148 52 Z',
  },
  // Scoped rifle (SSG 08, SCAR-20, G3SG1): slim stock, scope, long thin barrel.
  scout: {
    w: 230,
    h: 70,
    paint: 'M4 34 L36 28 L70 26 L72 40 L52 44 L34 52 L6 52 Z M70 26 L144 26 L144 40 L72 40 Z',
    metal:
      'M144 30 L226 30 L226 34 L144 34 Z M80 12 L132 12 L132 20 L80 20 Z M72 10 L82 10 L82 22 L72 22 Z M130 8 L142 8 L142 24 L130 24 Z M94 20 L100 20 L100 26 L94 26 Z M104 40 L118 40 L116 58 L102 58 Z',
  },
  // Bullpup rifle (AUG, FAMAS): magazine behind the grip, carry handle, short barrel.
  bullpup: {
    w: 200,
    h: 80,
    paint: 'M4 28 Q6 20 20 20 L130 20 L132 42 L20 44 Q4 44 4 36 Z M98 42 L112 42 L106 66 L92 64 Z',
    metal:
      'M40 10 L120 10 L120 20 L40 20 Z M132 26 L196 26 L196 31 L132 31 Z M48 42 L64 42 L62 70 L46 70 Z M112 42 L126 42 L124 50 L112 50 Z',
  },
  // Desert Eagle: long flat slide with a triangular barrel, heavy grip.
  deagle: {
    w: 140,
    h: 96,
    paint: 'M6 10 L130 10 L134 16 L134 32 L6 32 Z M16 34 L46 34 L38 90 L8 88 Z',
    metal: 'M6 32 L120 32 L116 40 L64 40 L60 50 L48 50 L46 34 Z M126 16 L136 16 L136 24 L126 24 Z',
  },
  // Compact pistol (Glock-18, P250, Five-SeveN, Tec-9): slide, trigger guard, angled grip.
  pistol: {
    w: 120,
    h: 92,
    paint: 'M6 12 L112 12 L114 18 L114 32 L6 32 Z M16 34 L44 34 L36 86 L8 84 Z',
    metal: 'M8 32 L104 32 L100 40 L60 40 L56 50 L46 50 L44 34 Z M6 8 L14 8 L14 12 L6 12 Z',
  },
  // USP-S: compact pistol with a long suppressor.
  usps: {
    w: 180,
    h: 92,
    paint: 'M6 14 L100 14 L102 20 L102 32 L6 32 Z M16 34 L44 34 L36 86 L8 84 Z',
    metal: 'M8 32 L94 32 L90 40 L60 40 L56 50 L46 50 L44 34 Z M102 16 L176 16 L176 30 L102 30 Z',
  },
  // Compact SMG (MP9, MAC-10, MP7, UMP-45): folding stock stub, short barrel, magazine in the grip.
  smg: {
    w: 150,
    h: 88,
    paint: 'M30 16 L112 16 L112 34 L30 34 Z M56 34 L72 34 L66 56 L52 54 Z',
    metal:
      'M2 20 L30 20 L30 26 L8 26 L8 32 L2 32 Z M112 21 L146 21 L146 27 L112 27 Z M76 34 L88 34 L86 84 L72 84 Z M100 10 L106 10 L106 16 L100 16 Z',
  },
  // P90 / PP-Bizon: long rounded body, top magazine, thumbhole grip.
  p90: {
    w: 170,
    h: 74,
    paint:
      'M4 42 Q4 20 26 18 L132 18 L132 46 L104 46 L98 60 L86 60 L88 48 L70 48 L64 58 L40 58 Q30 58 30 50 L22 50 Q4 50 4 42 Z',
    metal: 'M30 10 L128 10 L128 18 L30 18 Z M132 26 L166 26 L166 32 L132 32 Z',
  },
  // Shotgun (Nova, XM1014, MAG-7, Sawed-Off): long tube magazine, pump, straight stock.
  shotgun: {
    w: 220,
    h: 70,
    paint: 'M4 30 L44 22 L88 20 L90 36 L64 36 L34 48 L6 50 Z M120 28 L160 28 L160 38 L120 38 Z',
    metal:
      'M88 18 L216 18 L216 24 L88 24 Z M90 25 L204 25 L204 29 L90 29 Z M90 36 L100 36 L96 44 L84 44 Z M208 12 L212 12 L212 18 L208 18 Z',
  },
  // Machine gun (Negev, M249): box magazine, bipod legs, carry handle.
  mg: {
    w: 230,
    h: 86,
    paint: 'M4 30 L40 24 L76 22 L78 38 L54 38 L28 50 L6 50 Z M76 22 L166 22 L166 40 L78 40 Z',
    metal:
      'M84 12 L116 12 L116 22 L84 22 Z M166 27 L226 27 L226 32 L166 32 Z M98 40 L130 40 L128 66 L100 66 Z M176 32 L196 68 L190 70 L170 34 Z M184 32 L176 70 L170 68 L178 32 Z',
  },
  // Straight knife (Bayonet, M9, Flip, Huntsman...): clip-point blade, guard, grooved handle.
  knife: {
    w: 220,
    h: 56,
    paint: 'M84 20 L176 18 Q204 20 216 28 Q192 38 164 40 L84 38 Z',
    metal:
      'M76 10 L84 10 L84 48 L76 48 Z M10 26 Q8 20 16 20 L76 22 L76 38 L16 40 Q8 40 10 34 Z M30 22 L32 38 M44 22 L46 38',
  },
  // Karambit: hooked blade, curved handle, finger ring.
  karambit: {
    w: 170,
    h: 120,
    paint: 'M82 66 L90 58 Q118 44 140 20 Q154 6 164 8 Q158 36 134 62 Q114 80 92 80 Z',
    metal:
      'M24 64 A18 18 0 1 1 24 100 A18 18 0 1 1 24 64 Z M24 73 A9 9 0 1 0 24 91 A9 9 0 1 0 24 73 Z M38 70 L82 62 L92 80 L42 94 Z',
  },
  // Butterfly knife: slim blade and two skeleton handle halves.
  butterfly: {
    w: 230,
    h: 52,
    paint: 'M104 18 L190 16 Q214 18 226 26 Q204 34 180 36 L104 34 Z',
    metal:
      'M6 14 L100 16 L100 24 L6 22 Z M6 28 L100 28 L100 36 L6 38 Z M20 17 L86 19 L86 21 L20 20 Z M20 32 L86 31 L86 33 L20 34 Z M98 12 L106 12 L106 40 L98 40 Z',
  },
  // Gloves: cuff, palm, four fingers and a thumb.
  gloves: {
    w: 120,
    h: 136,
    paint:
      'M34 110 L26 104 L20 74 L6 60 Q2 52 10 50 L28 62 L28 34 Q28 26 34 26 Q40 26 40 34 L42 56 L44 18 Q44 10 51 10 Q58 10 58 18 L58 54 L62 16 Q62 8 69 8 Q76 8 76 16 L74 56 L80 26 Q82 18 88 20 Q94 22 92 30 L86 70 L84 104 L76 110 Z',
    metal: 'M32 110 L78 110 L80 134 L30 134 Z',
  },
} satisfies Record<string, Silhouette>;

/** A model name. */
export type Model = keyof typeof SILHOUETTES;

// Weapon names (as the catalog writes them) to the model drawn; the first match wins.
const MODELS: [RegExp, Model][] = [
  [/Gloves|Hand Wraps/, 'gloves'],
  [/Karambit|Talon/, 'karambit'],
  [/Butterfly/, 'butterfly'],
  [/Knife|Bayonet|Daggers/, 'knife'],
  [/^AWP$/, 'awp'],
  [/SSG 08|SCAR-20|G3SG1/, 'scout'],
  [/^AK-47$|Galil/, 'ak47'],
  [/M4A1-S/, 'm4a1s'],
  [/M4A4|SG 553/, 'm4a4'],
  [/AUG|FAMAS/, 'bullpup'],
  [/Desert Eagle|R8/, 'deagle'],
  [/USP-S/, 'usps'],
  [/P90|PP-Bizon/, 'p90'],
  [/MP9|MAC-10|MP7|MP5|UMP-45/, 'smg'],
  [/Nova|XM1014|MAG-7|Sawed-Off/, 'shotgun'],
  [/Negev|M249/, 'mg'],
];

/** The model drawn for a weapon (a compact pistol when nothing else matches). */
export function modelOf(weapon: string): Model {
  return MODELS.find(([re]) => re.test(weapon))?.[1] ?? 'pistol';
}
