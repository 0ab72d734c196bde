/** Sound preferences (volume 0-100, default 80; mute; style), persisted in a Storage such as localStorage. */
import type { SoundStyle } from './synth';

/** The user's sound choices. */
export interface SoundPrefs {
  volume: number;
  muted: boolean;
  style: SoundStyle;
}

/** SPEC 9: volume default 80. */
export const DEFAULT_SOUND_PREFS: Readonly<SoundPrefs> = { volume: 80, muted: false, style: 'casearena' };
const KEY = 'casearena.arena.sound';

/** The minimal Storage the prefs need. */
export type PrefsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads prefs, falling back to defaults for anything missing or invalid. */
export function readSoundPrefs(storage: PrefsStorage | null): SoundPrefs {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return { ...DEFAULT_SOUND_PREFS };
    const p = JSON.parse(raw) as Partial<SoundPrefs>;
    const volume =
      typeof p.volume === 'number' && p.volume >= 0 && p.volume <= 100
        ? Math.round(p.volume)
        : DEFAULT_SOUND_PREFS.volume;
    return { volume, muted: p.muted === true, style: p.style === 'classic' ? 'classic' : 'casearena' };
  } catch {
    return { ...DEFAULT_SOUND_PREFS };
  }
}

/** Window event sent on every write, so a mounted arena follows the settings dialog at once. */
export const SOUND_PREFS_EVENT = 'casearena:sound-prefs';

/** Writes prefs (errors such as a full or blocked storage are ignored) and announces them to mounted arenas. */
export function writeSoundPrefs(storage: PrefsStorage | null, prefs: SoundPrefs): void {
  try {
    storage?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  if (typeof dispatchEvent === 'function' && typeof CustomEvent === 'function')
    dispatchEvent(new CustomEvent<SoundPrefs>(SOUND_PREFS_EVENT, { detail: { ...prefs } }));
}
