// Builds the web app and the server and serves them, compiled as production runs them, for
// Playwright: one server per test worker (E2E_SERVERS, on PORT, PORT + 1, …), each on a fresh SQLite
// database of its own, so two workers never see each other's players, rooms or counters.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The console's owner on the empty database, with a fixed authenticator the console spec computes codes from. */
const consoleOwner = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/e2e/console-owner.json'), 'utf8'));
const dataDir = path.join(root, 'data');

fs.mkdirSync(dataDir, { recursive: true });
for (const name of fs.readdirSync(dataDir)) {
  if (name.startsWith('e2e')) fs.rmSync(path.join(dataDir, name), { force: true });
}

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const firstPort = Number(process.env.PORT ?? '3100');
const count = Number(process.env.E2E_SERVERS ?? '1');
const servers = [];

function serve(index) {
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    // Battles pace their countdown and rounds briskly, so a browser test watches a whole one in seconds.
    // Loopback is trusted as a proxy: a test may give a device an address of its own (X-Forwarded-For),
    // as players on different networks have, rather than spend the one address's daily SMS codes.
    env: {
      ...process.env,
      PORT: String(firstPort + index),
      DATABASE_URL: `sqlite:data/e2e-${index}.db`,
      INSTANCE_ID: `e2e-${index}`,
      LOG_LEVEL: 'warn',
      ARENA_COUNTDOWN_MS: '1000',
      ARENA_ROUND_MS: '700',
      // Exponent rounds of 15 s, so a browser test sees a round it bought into settle.
      EXPONENT_ROUND_SECONDS: '15',
      // A leisure catch every few seconds, so a browser test sees catches land and the bait run out.
      FISHING_CATCH_SECONDS: '4',
      TRUST_PROXY: 'loopback',
      // Fresh sites: the specs count battles, drops and rankings from nothing (docs/decisions/0088-demo-history.md).
      SEED_DEMO_HISTORY: 'false',
      // No image host is reachable here: the catalogue shows its own pictures (one spec stands in for the art).
      ITEM_ART_URL: '',
      ...consoleOwner,
    },
  });

  // One server stopping ends the run: its worker's tests could only fail.
  server.on('exit', (code) => {
    for (const other of servers) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  servers.push(server);
}

/** Waits until the server on `port` answers its health check. */
async function healthy(port) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => servers.forEach((server) => server.kill(signal)));
// One after another: Playwright waits for the last port, so every server is up once it answers.
for (let index = 0; index < count; index += 1) {
  serve(index);
  if (index < count - 1) await healthy(firstPort + index);
}
