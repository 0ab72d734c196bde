/**
 * The arena's Sound port over Howler: ticks rate-limited, volume persisted, unlock on first gesture. Howler itself
 * and the sounds load after the arena's first frame (when the browser is next idle) or on the first gesture, never
 * at mount: creating the audio context and decoding the set cost about 90 ms of the first frame.
 */
import type { Howl } from 'howler';
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
  /** The arena has drawn its first frame: a good moment to load sounds (optional). */
  afterFirstFrame?(): void;
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

type HowlerLib = typeof import('howler');
let howlerLib: Promise<HowlerLib> | null = null;
const loadHowler = () => (howlerLib ??= import('howler'));

/** At the latest this long after the first frame the sounds start loading, even if the browser never goes idle. */
const LOAD_AFTER_MS = 1500;

/** Runs `fn` once the browser is idle (at the latest after `ms`); returns a cancel function. */
function whenIdle(fn: () => void, ms: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: ms });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
}

/** Howler-backed sound; `now` is the engine clock used for the tick rate limit. */
export class HowlerSound implements SoundPort {
  private state: SoundPrefs;
  private howls = new Map<string, Howl>();
  private lastTick = -Infinity;
  private lib: HowlerLib | null = null;
  private loading = false;
  private destroyed = false;
  private cancelLoad: () => void = () => {};

  constructor(
    private readonly storage: PrefsStorage | null,
    private readonly now: () => number,
  ) {
    this.state = readSoundPrefs(storage);
    if (typeof addEventListener === 'function') addEventListener(SOUND_PREFS_EVENT, this.onPrefs);
  }

  /**
   * Fetching needs no user gesture (only playing does), so the set loads unasked once the browser is idle after the
   * arena's first frame (at the latest 1.5 s later); the first reveal comes seconds after that.
   */
  afterFirstFrame(): void {
    if (this.loading || this.destroyed) return;
    this.cancelLoad();
    this.cancelLoad = whenIdle(() => this.start(), LOAD_AFTER_MS);
  }

  /** Loads Howler, applies the prefs and preloads the current set (once). */
  private start(): void {
    if (this.loading || this.destroyed) return;
    this.loading = true;
    this.cancelLoad();
    loadHowler().then(
      (lib) => {
        if (this.destroyed) return;
        this.lib = lib;
        this.apply();
      },
      () => {
        // Offline or a failed chunk: silent for now, another gesture tries again.
        this.loading = false;
      },
    );
  }

  // Volume and mute to Howler, and the current set preloaded.
  private apply(): void {
    if (!this.lib) return;
    this.lib.Howler.volume(this.state.volume / 100);
    this.lib.Howler.mute(this.state.muted);
    for (const n of SOUND_NAMES) this.howl(n);
  }

  // Another part of the app (the settings dialog) wrote new prefs: apply them without writing back.
  private readonly onPrefs = (e: Event): void => {
    const p = (e as CustomEvent<SoundPrefs>).detail;
    if (!p) return;
    this.state = { ...p };
    this.apply();
  };

  private howl(name: SoundName): Howl | null {
    const lib = this.lib;
    if (!lib) return null;
    const key = `${this.state.style}/${name}`;
    let h = this.howls.get(key);
    if (!h) {
      const src = urlOf(this.state.style, name);
      if (!src) return null;
      h = new lib.Howl({ src: [src], preload: true, volume: name === 'tick' ? 0.45 : 0.9 });
      this.howls.set(key, h);
    }
    return h;
  }

  /** Plays a cue; ticks closer than 1/30 s to the previous are dropped, and so is any cue before Howler loaded. */
  play(cue: SoundCue, rarity?: RarityRank): void {
    if (this.state.muted || this.state.volume === 0) return;
    if (!this.lib) return this.start();
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
    this.lib?.Howler.volume(this.state.volume / 100);
    writeSoundPrefs(this.storage, this.state);
  }

  /** Mute on or off (persisted). */
  setMuted(muted: boolean): void {
    this.state = { ...this.state, muted };
    this.lib?.Howler.mute(muted);
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

  /** Resumes the audio context after a user gesture and preloads the current set (loading Howler first if needed). */
  unlock(): void {
    if (!this.lib) return this.start();
    const ctx = this.lib.Howler.ctx;
    if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    for (const n of SOUND_NAMES) this.howl(n);
  }

  /** Unloads every sound. */
  destroy(): void {
    this.destroyed = true;
    this.cancelLoad();
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
