// Vitest projects: unit (pure, fast), integration (app.inject over real databases), cluster (several built server
// processes on PostgreSQL and Redis), e2e (real server + Chromium).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A guard against a hang, not a speed check: the seeded sweeps (10,000 strips, 200 timelines) take a few
          // seconds alone and several times that beside the integration lane, past vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each app gets its own PostgreSQL schema, SQLite file and Redis prefix, so two files run side by side.
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 2),
        },
      },
      {
        test: {
          // Several built server processes on one PostgreSQL and Redis (tests/cluster/harness.ts).
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 150_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each worker against its own server (global-setup.ts): most of an e2e file is waiting
          // on a browser or a server, so two share the two cores well. E2E_WORKERS=1 runs them one by one.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
