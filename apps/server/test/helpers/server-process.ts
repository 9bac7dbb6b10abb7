import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../src/app';
import { DEV_AUTH_KEY, REPO_ROOT, loadConfig, type Config } from '../../src/config';
import type { GameInvariantSource } from '../../src/modules/play/play.invariants';
import type { Db } from '../../src/db/dialect';
import type { BankServer } from './bank';
import { TEST_DATABASE_URL } from './databases';
import { adminQuery } from './postgres-admin';
import { SERVER_COMMAND } from './compiled-server';
import { freePort } from './free-port';

/** The real server as a child process, on a scratch database: for tests that kill it. */

/** The real server as its own process, compiled as production runs it, so SIGKILL hits the server itself. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; server: BankServer }> {
  const port = await freePort();
  const child = spawn(SERVER_COMMAND[0], SERVER_COMMAND[1], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', TRUST_PROXY: '1', SCHEDULER: 'false', SEED_DEMO_HISTORY: 'false', WEB_DIST: 'apps/web/no-build-for-bank-test', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const server = { baseUrl: `http://127.0.0.1:${port}`, authKey: DEV_AUTH_KEY };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const up = await fetch(`${server.baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (up) return { child, server };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

/** The games the server registers, read from an app built (not started) on the same database. */
export async function registeredGames(db: Db): Promise<readonly GameInvariantSource[]> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SCHEDULER: 'false', WEB_DIST: 'apps/web/no-build-for-bank-test' }), { db });
  const games = app.invariants;
  await app.close();
  return games;
}

export async function scratchDatabase(dialect: 'sqlite' | 'postgres'): Promise<{ url: string; config: Config['database']; dispose(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-bank-'));
    const file = path.join(dir, 'bank.db');
    return { url: `sqlite:${file}`, config: { kind: 'sqlite', file }, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `bank_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `create schema ${schema}`);
  const url = new URL(admin);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    config: { kind: 'postgres', url: url.toString() },
    dispose: () => adminQuery(admin, `drop schema ${schema} cascade`),
  };
}
