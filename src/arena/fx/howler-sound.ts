/** The arena's Sound port over Howler: per-style sprites loaded lazily, ticks rate-limited, volume persisted, unlock on first gesture. */
import { Howl, Howler } from 'howler';
import type { RarityRank } from '../core/types';
import {
  readSoundPrefs,
  SOUND_PREFS_EVENT,
  writeSoundPrefs,
  type PrefsStorage,
  type SoundPrefs,
} from './sound-prefs';
import { revealSound, SOUND_NAMES, type SoundName, type SoundStyle } from './synth';

/** A cue the engine asks for. */
export type SoundCue = 'tick' | 'reveal' | 'win';

/** What the engine needs from a sound player. */
export interface SoundPort {
  play(cue: SoundCue, rarity?: RarityRank): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  setStyle(style: SoundStyle): void;
  prefs(): SoundPrefs;
  unlock(): void;
  destroy(): void;
}

const urls = import.meta.glob('../../../assets/sounds/*/*.wav', {
  eager: true,
  query: '?url',
  import: 'default',
}) as Record<string, string>;

function urlOf(style: SoundStyle, name: SoundName): string | undefined {
  return urls[`../../../assets/sounds/${style}/${name}.wav`];
}

/** Most ticks per second across all reels together. */
export const MAX_TICKS_PER_SECOND = 30;

/** Howler-backed sound; `now` is the engine clock used for the tick rate limit. */
export class HowlerSound implements SoundPort {
  private state: SoundPrefs;
  private howls = new Map<string, Howl>();
  private lastTick = -Infinity;

  constructor(
    private readonly storage: PrefsStorage | null,
    private readonly now: () => number,
  ) {
    this.state = readSoundPrefs(storage);
    Howler.volume(this.state.volume / 100);
    Howler.mute(this.state.muted);
    // Fetching needs no user gesture (only playing does): load the set now so the first reveal is on time.
    for (const n of SOUND_NAMES) this.howl(n);
    if (typeof addEventListener === 'function') addEventListener(SOUND_PREFS_EVENT, this.onPrefs);
  }

  // Another part of the app (the settings dialog) wrote new prefs: apply them without writing back.
  private readonly onPrefs = (e: Event): void => {
    const p = (e as CustomEvent<SoundPrefs>).detail;
    if (!p) return;
    this.state = { ...p };
    Howler.volume(p.volume / 100);
    Howler.mute(p.muted);
    for (const n of SOUND_NAMES) this.howl(n);
  };

  private howl(name: SoundName): Howl | null {
    const key = `${this.state.style}/${name}`;
    let h = this.howls.get(key);
    if (!h) {
      const src = urlOf(this.state.style, name);
      if (!src) return null;
      h = new Howl({ src: [src], preload: true, volume: name === 'tick' ? 0.45 : 0.9 });
      this.howls.set(key, h);
    }
    return h;
  }

  /** Plays a cue; ticks closer than 1/30 s to the previous are dropped. */
  play(cue: SoundCue, rarity?: RarityRank): void {
    if (this.state.muted || this.state.volume === 0) return;
    if (cue === 'tick') {
      const t = this.now();
      if (t - this.lastTick < 1000 / MAX_TICKS_PER_SECOND) return;
      this.lastTick = t;
    }
    const h = this.howl(cue === 'reveal' ? revealSound(rarity) : cue);
    if (h) h.play();
  }

  /** Volume 0-100 (persisted). */
  setVolume(volume: number): void {
    this.state = { ...this.state, volume: Math.max(0, Math.min(100, Math.round(volume))) };
    Howler.volume(this.state.volume / 100);
    writeSoundPrefs(this.storage, this.state);
  }

  /** Mute on or off (persisted). */
  setMuted(muted: boolean): void {
    this.state = { ...this.state, muted };
    Howler.mute(muted);
    writeSoundPrefs(this.storage, this.state);
  }

  /** Switches the sound set (persisted); the new set preloads. */
  setStyle(style: SoundStyle): void {
    this.state = { ...this.state, style };
    writeSoundPrefs(this.storage, this.state);
    for (const n of SOUND_NAMES) this.howl(n);
  }

  /** Current prefs. */
  prefs(): SoundPrefs {
    return { ...this.state };
  }

  /** Resumes the audio context after a user gesture and preloads the current set. */
  unlock(): void {
    const ctx = Howler.ctx;
    if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    for (const n of SOUND_NAMES) this.howl(n);
  }

  /** Unloads every sound. */
  destroy(): void {
    if (typeof removeEventListener === 'function') removeEventListener(SOUND_PREFS_EVENT, this.onPrefs);
    for (const h of this.howls.values()) h.unload();
    this.howls.clear();
  }
}

/** A silent port (tests, automation, or when sound is disabled). */
export class SilentSound implements SoundPort {
  private state: SoundPrefs = { volume: 80, muted: true, style: 'casearena' };
  play(): void {}
  setVolume(volume: number): void {
    this.state = { ...this.state, volume };
  }
  setMuted(muted: boolean): void {
    this.state = { ...this.state, muted };
  }
  setStyle(style: SoundStyle): void {
    this.state = { ...this.state, style };
  }
  prefs(): SoundPrefs {
    return { ...this.state };
  }
  unlock(): void {}
  destroy(): void {}
}
