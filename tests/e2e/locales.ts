/** Reads the locale files the server serves (the run's snapshot), so tests compare against the real texts. */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** The parts of a message file the e2e tests read. */
export interface Messages {
  brand: { name: string };
  common: { close: string };
  toast: { newBuild: string; reload: string };
  home: { heroTitle: string };
  meta: Record<string, { title: string; description: string }>;
  demo: { ribbon: { both: string; signIn: string; payments: string } };
}

/** Loads locales/{code}.json. */
export function messages(code: string): Messages {
  const file = path.join(inject('localesDir'), `${code}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
}
