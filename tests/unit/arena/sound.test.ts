import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SOUND_PREFS,
  readSoundPrefs,
  SOUND_PREFS_EVENT,
  writeSoundPrefs,
} from '../../../src/arena/fx/sound-prefs';
import { encodeWav, revealSound, SAMPLE_RATE, SOUND_NAMES, synthesize } from '../../../src/arena/fx/synth';
import { memoryStorage } from '../lib/memory-storage';

describe('synthesised sounds', () => {
  it('makes short, non-silent, clipped-free sounds for both styles, differing between styles', () => {
    for (const name of SOUND_NAMES) {
      const a = synthesize(name, 'classic');
      const b = synthesize(name, 'casearena');
      for (const s of [a, b]) {
        expect(s.length / SAMPLE_RATE).toBeLessThan(1.5);
        expect(Math.max(...s.map(Math.abs))).toBeGreaterThan(0.05);
      }
      expect(a).not.toEqual(b);
      expect(synthesize(name, 'classic')).toEqual(a);
    }
    expect(synthesize('tick', 'classic').length / SAMPLE_RATE).toBeLessThanOrEqual(0.05);
  });

  it('encodes a valid 16-bit mono PCM WAV header', () => {
    const wav = encodeWav(synthesize('tick', 'classic'));
    const v = new DataView(wav.buffer);
    expect(String.fromCharCode(...wav.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...wav.slice(8, 12))).toBe('WAVE');
    expect(v.getUint16(22, true)).toBe(1);
    expect(v.getUint32(24, true)).toBe(SAMPLE_RATE);
    expect(v.getUint16(34, true)).toBe(16);
    expect(v.getUint32(40, true)).toBe(wav.length - 44);
  });

  it('picks the reveal sound by rarity', () => {
    expect([1, 2, 3, 4, 5, 7, undefined].map(revealSound)).toEqual([
      'reveal-legend',
      'reveal-legend',
      'reveal-rare',
      'reveal-rare',
      'reveal-common',
      'reveal-common',
      'reveal-common',
    ]);
  });
});

describe('sound prefs', () => {
  it('defaults to volume 80, unmuted, and persists changes', () => {
    const st = memoryStorage();
    expect(readSoundPrefs(st)).toEqual(DEFAULT_SOUND_PREFS);
    expect(DEFAULT_SOUND_PREFS.volume).toBe(80);
    writeSoundPrefs(st, { volume: 35, muted: true, style: 'classic' });
    expect(readSoundPrefs(st)).toEqual({ volume: 35, muted: true, style: 'classic' });
  });

  it('ignores invalid or unreadable storage', () => {
    const st = memoryStorage();
    st.setItem('casearena.arena.sound', '{"volume": 900, "style": "x"}');
    expect(readSoundPrefs(st)).toEqual(DEFAULT_SOUND_PREFS);
    st.setItem('casearena.arena.sound', 'not json');
    expect(readSoundPrefs(st)).toEqual(DEFAULT_SOUND_PREFS);
    expect(readSoundPrefs(null)).toEqual(DEFAULT_SOUND_PREFS);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readSoundPrefs(throwing)).toEqual(DEFAULT_SOUND_PREFS);
    expect(() => writeSoundPrefs(throwing, DEFAULT_SOUND_PREFS)).not.toThrow();
  });

  it('announces every write so a mounted arena follows the settings dialog', () => {
    const seen: unknown[] = [];
    vi.stubGlobal('dispatchEvent', (e: CustomEvent) => seen.push([e.type, e.detail]));
    try {
      writeSoundPrefs(memoryStorage(), { volume: 10, muted: false, style: 'classic' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen).toEqual([[SOUND_PREFS_EVENT, { volume: 10, muted: false, style: 'classic' }]]);
  });
});
