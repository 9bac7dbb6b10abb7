import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { freePort, startServer } from './server';

/**
 * Lighthouse on the built site as `npm start` serves it, with its mobile profile (a mid-range phone
 * on a slow 4G line, simulated): the performance, accessibility and best-practices scores of the
 * pages a new player meets first, and what each page downloads. `LIGHTHOUSE_BASE_URL` measures a
 * server already running instead of building and starting one.
 *
 * One run's score moves by several points with the machine's moment, so each page is audited
 * `LIGHTHOUSE_RUNS` times (5 unless given) and its median run is reported, as Lighthouse's own
 * guidance on variability advises, with every run's performance score beside it.
 */

const PAGES = ['/', '/box-info?id=recoil', '/shop', '/fair'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 5);

type RunResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface ResourceRow {
  readonly resourceType: string;
  readonly transferSize: number;
}

/** Runs Lighthouse on a page, again when its recording failed (it says so, e.g. NO_NAVSTART, now and then). */
async function audit(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`no result for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === attempts) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

async function measure(baseUrl: string): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    for (const page of PAGES) {
      const runs: RunResult[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push((await audit(`${baseUrl}${page}`, chrome.port)).lhr);
      const { categories, audits, environment }: RunResult = computeMedianRun(runs);
      const resources = ((audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items ?? []).filter((row) => row.resourceType === 'script' || row.resourceType === 'total');
      const failed = CATEGORIES.flatMap((category) =>
        Object.values(categories[category]?.auditRefs ?? [])
          .map((ref) => audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual' && (category !== 'performance' || audit.score < 0.9))
          .map((audit) => `${category}/${audit!.id}`),
      );
      console.log(
        JSON.stringify({
          page,
          // Lighthouse's measure of this machine's speed: its simulated phone is this machine slowed
          // down, so runs on machines (or moments) of different speed differ by that much.
          benchmarkIndex: Math.round(environment.benchmarkIndex),
          scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)])),
          performanceRuns: runs.map((run) => Math.round((run.categories['performance']?.score ?? 0) * 100)).sort((a, b) => a - b),
          firstContentfulPaintMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cumulativeLayoutShift: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          speedIndexMs: Math.round(audits['speed-index']?.numericValue ?? 0),
          transferredKb: Object.fromEntries(resources.map((row) => [row.resourceType, Math.round(row.transferSize / 1024)])),
          belowFull: failed,
        }),
      );
    }
  } finally {
    await chrome.kill();
  }
}

const given = process.env['LIGHTHOUSE_BASE_URL'];
if (given) {
  await measure(given);
} else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // This machine reaches no image host: without ITEM_ART_URL given, the site shows its own pictures.
  process.env['ITEM_ART_URL'] ??= '';
  const server = await startServer('sqlite', await freePort(), undefined);
  try {
    await measure(server.baseUrl);
  } finally {
    await server.stop();
  }
}
