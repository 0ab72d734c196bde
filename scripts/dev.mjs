// `npm run dev`: the API server under tsx watch on API_PORT (3001) and Vite with hot reload on PORT (3000), proxying /api, /_i18n and /ws.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const port = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    // The demo providers (local sign-in, sandbox checkout and trades, local beacon) unless the developer says DEMO=0.
    env: {
      ...process.env,
      DEMO: process.env.DEMO ?? '1',
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  }),
  spawn('npx', ['vite', '--port', port], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
