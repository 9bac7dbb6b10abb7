#!/usr/bin/env node
// `npm test`: unit and API tests on SQLite and PostgreSQL, the Redis tests, and the browser tests.
// Each outside service is found automatically; without one, its suite is skipped and said so.
// Under CI=true every suite is required.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ci = process.env.CI === 'true';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-test-'));

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function hostPort(url, fallbackPort) {
  const parsed = new URL(url);
  return [parsed.hostname || '127.0.0.1', Number(parsed.port || fallbackPort)];
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const env = {};
const skipped = [];

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await reachable(...hostPort(databaseUrl, 5432))) env.TEST_DATABASE_URL = databaseUrl;
else skipped.push(`PostgreSQL tests (nothing answers at ${databaseUrl}; set TEST_DATABASE_URL)`);

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (await reachable(...hostPort(redisUrl, 6379))) env.TEST_REDIS_URL = redisUrl;
else skipped.push(`Redis tests (nothing answers at ${redisUrl}; set TEST_REDIS_URL)`);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = fs.existsSync(chromium);
if (browser) env.CHROMIUM_PATH = chromium;
else skipped.push(`browser tests (no Chromium at ${chromium}; install Debian's chromium or set CHROMIUM_PATH)`);

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (fs.existsSync(nginx)) env.NGINX_PATH = nginx;
else skipped.push(`the nginx topology test (no nginx at ${nginx}; install Debian's nginx-light or set NGINX_PATH)`);

if (ci && skipped.length) {
  console.error(`CI requires every suite, but these cannot run:\n- ${skipped.join('\n- ')}`);
  process.exit(1);
}

const vitestReport = path.join(reports, 'vitest.json');
const vitestCode = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], env);

let browserCode = 0;
const playwrightReport = path.join(reports, 'playwright.json');
if (browser) {
  browserCode = await run('npx', ['playwright', 'test', '--reporter=list,json'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
}

function vitestCounts(file) {
  if (!fs.existsSync(file)) return null;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const tests = report.testResults.flatMap((suite) => suite.assertionResults);
  const count = (predicate) => ({
    passed: tests.filter((t) => predicate(t) && t.status === 'passed').length,
    failed: tests.filter((t) => predicate(t) && t.status === 'failed').length,
  });
  const named = (word) => (t) => t.ancestorTitles.concat(t.title).join(' ').toLowerCase().includes(word);
  return { all: count(() => true), postgres: count(named('postgres')), redis: count(named('redis')), sqlite: count(named('sqlite')) };
}

function playwrightCounts(file) {
  if (!fs.existsSync(file)) return null;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

const unit = vitestCounts(vitestReport);
const e2e = browser ? playwrightCounts(playwrightReport) : { passed: 0, failed: 0 };
console.log('\nSummary');
if (unit) {
  console.log(`- unit and API tests: ${unit.all.passed} passed, ${unit.all.failed} failed`);
  console.log(`  of which on SQLite: ${unit.sqlite.passed} passed; on PostgreSQL: ${unit.postgres.passed} passed; with Redis: ${unit.redis.passed} passed`);
} else {
  console.log('- unit and API tests: no report (the run failed before reporting)');
}
if (browser) console.log(e2e ? `- browser tests (Chromium): ${e2e.passed} passed, ${e2e.failed} failed` : '- browser tests: no report');
for (const reason of skipped) console.log(`- skipped: ${reason}`);
if (ci && unit && (unit.postgres.passed === 0 || unit.redis.passed === 0)) {
  console.error('CI requires PostgreSQL and Redis tests to run, but none did.');
  process.exit(1);
}
const passed = (unit?.all.passed ?? 0) + (e2e?.passed ?? 0);
const failed = (unit?.all.failed ?? 0) + (e2e?.failed ?? 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(vitestCode || browserCode || (unit && e2e ? 0 : 1));
