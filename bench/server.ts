import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
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
  /** The server's process, whose CPU the load costs. */
  readonly pid: number;
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

export interface FreshDatabase {
  /** DATABASE_URL for the servers on it. */
  readonly url: string;
  readonly database: ServerDatabase;
  dispose(): Promise<void>;
}

/** An empty database for the run's servers: a SQLite file, or a PostgreSQL schema of its own. */
export async function freshServerDatabase(dialect: Dialect, databaseUrl: string | undefined, name = 'bench'): Promise<FreshDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lootbay-${name}-`));
    const file = path.join(dir, 'bench.db');
    return { url: `sqlite:${file}`, database: { kind: 'sqlite', file }, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL run');
  const schema = `${name.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  await admin.end();
  const withSchema = new URL(databaseUrl);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: withSchema.toString(),
    database: { kind: 'postgres', url: withSchema.toString() },
    async dispose() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

export interface BenchInstance {
  readonly port: number;
  readonly baseUrl: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * The real server (`npm start`'s entry point) on a database that `databaseUrl` names, with `env`
 * on top of the run's settings; several may share one database.
 */
export async function startInstance(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<BenchInstance> {
  // Every scenario funds its members through the sandbox's callbacks, hundreds a minute from one address.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'development', TRUST_PROXY: '1', PAY_CALLBACK_PER_MINUTE: '1000000', ARENA_COUNTDOWN_MS: '0', ARENA_ROUND_MS: '0', SEED_DEMO_HISTORY: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, baseUrl, pid: child.pid!, stop };
}

/** Starts the real server on a fresh database of the given dialect. */
export async function startServer(dialect: Dialect, port: number, databaseUrl: string | undefined): Promise<BenchServer> {
  const fresh = await freshServerDatabase(dialect, databaseUrl);
  const instance = await startInstance(fresh.url, port).catch(async (error: unknown) => {
    await fresh.dispose();
    throw error;
  });
  return {
    dialect,
    baseUrl: instance.baseUrl,
    pid: instance.pid,
    database: fresh.database,
    async stop() {
      await instance.stop();
      await fresh.dispose();
    },
  };
}
