/** Chromium for the e2e suite: found on the system, launched once (global setup), shared by every test file. */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Chromium flags for a small, sandbox-less CI machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** The Chromium binary: CHROMIUM_PATH, else /usr/bin/chromium; throws with install advice when missing. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      'Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH to its binary.',
    );
  }
  return found;
}

/** Starts a headless Chromium (the suite's global setup runs one as a server instead). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
}
