import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { REPO_ROOT } from '../src/config';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-main-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

function startMain(env: Record<string, string>): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SCHEDULER: 'false', ...env },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitForHealth(baseUrl: string, exit: Promise<number | null>): Promise<void> {
  let exited = false;
  void exit.then(() => (exited = true));
  for (let attempt = 0; attempt < 200 && !exited; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the server did not become healthy');
}

describe('the server process (npm start entry point)', () => {
  it('creates and seeds its SQLite file, serves the API and pages, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const file = path.join(dir, 'fresh', 'lootbay.db');
    const server = startMain({ PORT: String(port), DATABASE_URL: `sqlite:${file}` });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, server.exit);
    expect(fs.existsSync(file)).toBe(true);

    const apiPath = '/api/common/notice';
    const answer = await fetch(`${baseUrl}${apiPath}?auth_key=${signAuthKey(apiPath, Date.now() / 1000, 'lootbay-dev-auth-key')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'en', sid: 1100 }),
    });
    const envelope = (await answer.json()) as { code: number; data: unknown[] };
    expect(envelope.code).toBe(100);
    expect(envelope.data.length).toBeGreaterThan(0);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/bag`)).headers.get('content-type')).toContain('text/html');

    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  });

  it('refuses to start in production with the development secrets', async () => {
    const server = startMain({ NODE_ENV: 'production', PORT: String(await freePort()), DATABASE_URL: `sqlite:${path.join(dir, 'prod.db')}` });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('production refuses the development AUTH_KEY');
  });

  it('explains an invalid configuration instead of crashing', async () => {
    const server = startMain({ PORT: 'not-a-port' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toMatch(/invalid configuration: PORT/);
  });
});
