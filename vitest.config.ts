import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Test files run two at a time (one per core): each has its own database (an in-memory SQLite
    // one or a PostgreSQL schema of its own), so they never see each other's rows.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/setup/compile-server.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
