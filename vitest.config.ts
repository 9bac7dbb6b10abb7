import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Test files run two at a time (one per core): each has its own database (an in-memory SQLite
    // one or a PostgreSQL database of its own), so they never see each other's rows. For the same
    // reason a worker runs file after file without loading the code afresh for each (no isolation):
    // loading the server's modules cost more than most files' tests.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/setup/compile-server.ts', 'test/setup/postgres-template.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
