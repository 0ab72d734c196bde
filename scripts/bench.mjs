// npm run bench: runs every "bench:*" script of package.json in turn (each prints its own figures); fails if any fails.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {}).filter((s) =>
  s.startsWith('bench:'),
);
let failed = 0;
for (const name of scripts) {
  console.log(`\n=== npm run ${name} ===`);
  const r = spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
