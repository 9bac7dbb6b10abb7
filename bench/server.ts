import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../apps/server/src/config';

/** A port no one listens on, for a server of the run. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type Dialect = 'sqlite' | 'postgres';

/** Where a server keeps its data, as its configuration names it. */
export type ServerDatabase = Config['database'];

export interface BenchServer {
  readonly dialect: Dialect;
  readonly baseUrl: string;
  /** The server's own database, for a scenario that prepares data no call changes (a mall item's stock). */
  readonly database: ServerDatabase;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..');

async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

/** Starts the real server (`npm start`'s entry point) on a fresh database of the given dialect. */
export async function startServer(dialect: Dialect, port: number, databaseUrl: string | undefined): Promise<BenchServer> {
  let url: string;
  let database: ServerDatabase;
  let cleanup: () => Promise<void>;
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-bench-'));
    const file = path.join(dir, 'bench.db');
    url = `sqlite:${file}`;
    database = { kind: 'sqlite', file };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    if (!databaseUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL run');
    const schema = `bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    await admin.end();
    const withSchema = new URL(databaseUrl);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    url = withSchema.toString();
    database = { kind: 'postgres', url };
    cleanup = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    };
  }
  // Every scenario funds its members through the sandbox's callbacks, hundreds a minute from one address.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'development', TRUST_PROXY: '1', PAY_CALLBACK_PER_MINUTE: '1000000', ARENA_COUNTDOWN_MS: '0', ARENA_ROUND_MS: '0', SEED_DEMO_HISTORY: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, child);
  return {
    dialect,
    baseUrl,
    database,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await cleanup();
    },
  };
}
