/** Original arena sounds synthesised from oscillators and seeded noise, encoded as small 16-bit mono WAV files. */
import { seededRandom } from '../core/random';

/** The two sound styles (SPEC: classic or the product's own). */
export type SoundStyle = 'classic' | 'casearena';
/** The sounds each style has. */
export const SOUND_NAMES = ['tick', 'reveal-common', 'reveal-rare', 'reveal-legend', 'win'] as const;
/** One sound's name. */
export type SoundName = (typeof SOUND_NAMES)[number];
/** Sample rate of the generated files. */
export const SAMPLE_RATE = 22050;

type Voice = {
  f: number;
  at: number;
  dur: number;
  amp: number;
  type?: 'sine' | 'tri' | 'square' | 'fm';
  drop?: number;
  decay?: number;
};

function render(
  ms: number,
  voices: Voice[],
  noise?: { at: number; dur: number; amp: number; seed: string },
): Float32Array {
  const n = Math.round((SAMPLE_RATE * ms) / 1000);
  const out = new Float32Array(n);
  for (const v of voices) {
    const start = Math.round((SAMPLE_RATE * v.at) / 1000);
    const len = Math.round((SAMPLE_RATE * v.dur) / 1000);
    let phase = 0;
    for (let i = 0; i < len && start + i < n; i++) {
      const t = i / SAMPLE_RATE;
      const f = v.f * (1 - (v.drop ?? 0) * Math.min(1, i / len));
      phase += (2 * Math.PI * f) / SAMPLE_RATE;
      const attack = Math.min(1, i / (SAMPLE_RATE * 0.003));
      const env = attack * Math.exp((-(v.decay ?? 8) * i) / len);
      let s: number;
      if (v.type === 'tri') s = (2 / Math.PI) * Math.asin(Math.sin(phase));
      else if (v.type === 'square') s = Math.sign(Math.sin(phase)) * 0.5;
      else if (v.type === 'fm') s = Math.sin(phase + 2.2 * Math.exp(-6 * t) * Math.sin(phase * 3.5));
      else s = Math.sin(phase);
      out[start + i] += s * v.amp * env;
    }
  }
  if (noise) {
    const rng = seededRandom(noise.seed);
    const start = Math.round((SAMPLE_RATE * noise.at) / 1000);
    const len = Math.round((SAMPLE_RATE * noise.dur) / 1000);
    let lp = 0;
    for (let i = 0; i < len && start + i < n; i++) {
      lp += 0.5 * (rng.next() * 2 - 1 - lp);
      out[start + i] += lp * noise.amp * Math.exp((-10 * i) / len);
    }
  }
  const fadeN = Math.min(n, Math.round(SAMPLE_RATE * 0.004));
  for (let i = 0; i < fadeN; i++) out[n - 1 - i] *= i / fadeN;
  return out;
}

const arp = (
  notes: number[],
  step: number,
  dur: number,
  amp: number,
  type: Voice['type'],
  decay = 5,
): Voice[] => notes.map((f, i) => ({ f, at: i * step, dur, amp, type, decay }));

/** The samples (-1..1) of one sound of a style. */
export function synthesize(name: SoundName, style: SoundStyle): Float32Array {
  const c = style === 'classic';
  switch (name) {
    case 'tick':
      return c
        ? render(40, [{ f: 2600, at: 0, dur: 30, amp: 0.35, decay: 9 }], {
            at: 0,
            dur: 8,
            amp: 0.5,
            seed: 'tick',
          })
        : render(45, [{ f: 1250, at: 0, dur: 40, amp: 0.5, type: 'tri', drop: 0.35, decay: 10 }], {
            at: 0,
            dur: 5,
            amp: 0.25,
            seed: 'knock',
          });
    case 'reveal-common':
      return c
        ? render(220, arp([660, 880], 70, 150, 0.35, 'sine'))
        : render(260, arp([392, 523.25], 80, 180, 0.35, 'tri'));
    case 'reveal-rare':
      return c
        ? render(420, arp([659.25, 830.6, 987.8], 80, 320, 0.3, 'sine', 4))
        : render(480, arp([523.25, 659.25, 783.99], 90, 380, 0.28, 'fm', 4));
    case 'reveal-legend':
      return c
        ? render(900, [...arp([783.99, 987.77, 1174.66, 1567.98], 70, 700, 0.26, 'sine', 3.5)], {
            at: 0,
            dur: 500,
            amp: 0.08,
            seed: 'shimmer',
          })
        : render(
            1000,
            [
              ...arp([523.25, 783.99, 1046.5, 1318.51], 85, 800, 0.25, 'fm', 3),
              { f: 130.81, at: 0, dur: 900, amp: 0.3, type: 'tri', decay: 2.5 },
            ],
            { at: 0, dur: 600, amp: 0.06, seed: 'sparkle' },
          );
    case 'win':
      return c
        ? render(1100, [
            ...arp([523.25, 659.25, 783.99], 110, 400, 0.25, 'square', 4),
            ...arp([1046.5, 1318.51, 1567.98], 0, 700, 0.18, 'square', 3).map((v) => ({ ...v, at: 360 })),
          ])
        : render(1200, [
            ...arp([392, 493.88, 587.33, 783.99], 90, 500, 0.24, 'fm', 3.5),
            { f: 196, at: 0, dur: 1100, amp: 0.3, type: 'tri', decay: 2 },
            { f: 783.99, at: 380, dur: 700, amp: 0.2, type: 'sine', decay: 2.5 },
          ]);
  }
}

/** Encodes samples as a 16-bit PCM mono WAV file. */
export function encodeWav(samples: Float32Array, rate = SAMPLE_RATE): Uint8Array {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const gain = peak > 0.9 ? 0.9 / peak : 1;
  const bytes = new Uint8Array(44 + samples.length * 2);
  const v = new DataView(bytes.buffer);
  const text = (o: number, s: string) => [...s].forEach((ch, i) => v.setUint8(o + i, ch.charCodeAt(0)));
  text(0, 'RIFF');
  v.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  text(36, 'data');
  v.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++)
    v.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, samples[i] * gain)) * 32767), true);
  return bytes;
}

/** The reveal sound for a rarity rank: 1-2 legendary, 3-4 rare, 5-7 common. */
export function revealSound(rarity: number | undefined): SoundName {
  if (rarity !== undefined && rarity <= 2) return 'reveal-legend';
  if (rarity !== undefined && rarity <= 4) return 'reveal-rare';
  return 'reveal-common';
}
