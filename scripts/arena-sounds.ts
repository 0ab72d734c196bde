// Writes the arena's synthesised sounds (src/arena/fx/synth.ts) to assets/sounds/<style>/<name>.wav. Run: npx tsx scripts/arena-sounds.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeWav, SOUND_NAMES, synthesize, type SoundStyle } from '../src/arena/fx/synth';

const styles: SoundStyle[] = ['classic', 'casearena'];
for (const style of styles) {
  const dir = join('assets', 'sounds', style);
  mkdirSync(dir, { recursive: true });
  for (const name of SOUND_NAMES) {
    const bytes = encodeWav(synthesize(name, style));
    writeFileSync(join(dir, `${name}.wav`), bytes);
    console.log(`${dir}/${name}.wav ${bytes.length} bytes`);
  }
}
