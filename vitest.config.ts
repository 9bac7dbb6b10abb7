import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at once even on two cores (the default leaves one core idle): most of a file's time
    // is spent waiting on PostgreSQL, child servers and timers, not on the processor.
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
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
