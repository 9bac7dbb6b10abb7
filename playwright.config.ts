import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT lets a second checkout run its browser tests beside another's. */
const PORT = Number(process.env['E2E_PORT'] ?? 3100);
/**
 * Each worker has a server and a database of its own (serve.mjs starts one per worker on PORT + its
 * index), so no worker ever sees another's players or counters. One by default: on two cores a
 * single software-drawn browser with its server already keeps both busy; a larger machine sets
 * E2E_WORKERS.
 */
const WORKERS = Number(process.env['E2E_WORKERS'] ?? 1);
/** Set by Playwright in each worker process, which loads this file too: 0 … WORKERS - 1. */
const WORKER = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);

/**
 * What differs between a computer and a phone is layout, not what the server does: the pages'
 * layout, routes, accessibility and the first visit run at both sizes; every journey (a player
 * doing something from start to end) runs once, on the computer.
 */
const AT_BOTH_SIZES = /\/(a11y|first-visit|layout-stability|routes|screenshots|shell)\.spec\.ts$/;
/** What the computer's journeys settle, checked once more where a phone shows it differently. */
const PHONE_ONLY = /\/phone-[\w-]+\.spec\.ts$/;

/** Browser tests of the built site served by the real server (see apps/web/e2e/serve.mjs). */
export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // A short test here takes 2 – 8 s; a CI machine has run them at half this one's speed.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT + WORKER}`,
    trace: 'retain-on-failure',
    // The service worker would hide the network from tests that stand in for the server; the PWA spec allows it.
    serviceWorkers: 'block',
    // As a player who asked for less motion sees the site: a software-drawn browser spends most of
    // its time on endless animations otherwise. The journeys that watch a spin or a reel ask for
    // motion again (`test.use({ reducedMotion: 'no-preference' })`).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: PHONE_ONLY,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
    {
      name: 'phone',
      testMatch: [AT_BOTH_SIZES, PHONE_ONLY],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node apps/web/e2e/serve.mjs',
    url: `http://127.0.0.1:${PORT + WORKERS - 1}/healthz`,
    env: { PORT: String(PORT), E2E_SERVERS: String(WORKERS) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
