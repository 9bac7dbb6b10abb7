import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { REPO_ROOT } from '../src/config';
import { totpCode } from '../src/modules/console/console.totp';
import { ALIYUN_TEST_CREDENTIALS, PRODUCTION_SECRETS, productionEnv } from './helpers/production';
import { SERVER_COMMAND } from './helpers/compiled-server';

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
  const child = spawn(SERVER_COMMAND[0], SERVER_COMMAND[1], {
    cwd: REPO_ROOT,
    // No demo history: it costs seconds and demo.history.api.test.ts covers it.
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SCHEDULER: 'false', SHUTDOWN_DRAIN_MS: '0', SEED_DEMO_HISTORY: 'false', ...env },
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

  it('creates a console owner on an empty database and prints its credentials once, in development', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATABASE_URL: `sqlite:${path.join(dir, 'owner', 'lootbay.db')}`, SEED_DEMO: 'false' };
    const first = startMain(env);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, first.exit);
    const line = /account (\S+) {2}password (\S+) {2}authenticator secret ([A-Z2-7]+)/.exec(first.output());
    expect(line).not.toBeNull();
    const [, account, password, secret] = line!;
    const login = await fetch(`${baseUrl}/admin/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password, totp: totpCode(secret!, Date.now()) }),
    });
    expect(((await login.json()) as { code: number; data: { token: string } }).data.token).toMatch(/^[\w-]{40,}$/);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    const second = startMain(env);
    await waitForHealth(baseUrl, second.exit);
    expect(second.output()).not.toContain('owner created');
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });

  it('refuses to start in production without the console owner on an empty database', async () => {
    const server = startMain({ ...productionEnv(), PORT: String(await freePort()), DATABASE_URL: `sqlite:${path.join(dir, 'prod-owner.db')}`, SEED_DEMO: 'false' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('CONSOLE_OWNER_ACCOUNT');
    expect(server.output()).not.toContain('owner created');
  });

  it('refuses to start in production without an SMS provider, since nobody could sign up', async () => {
    const { SMS_PROVIDER: _provider, ...withoutSms } = productionEnv();
    const server = startMain({ ...withoutSms, PORT: String(await freePort()), DATABASE_URL: `sqlite:${path.join(dir, 'prod-sms.db')}` });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('SMS is configured (SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE) but SMS_PROVIDER is missing');
  });

  it('prints what serves each kind of provider in production, and with no payment provider starts and offers no pay type', async () => {
    const port = await freePort();
    const owner = { CONSOLE_OWNER_ACCOUNT: 'owner', CONSOLE_OWNER_PASSWORD: 'a-long-owner-password', CONSOLE_OWNER_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DP' };
    const server = startMain({ ...productionEnv(), ...owner, PORT: String(port), DATABASE_URL: `sqlite:${path.join(dir, 'prod-providers.db')}` });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, server.exit);
    const table = server.output().split('\n').map((line) => line.trim()).filter((line) => line.startsWith('provider '));
    expect(table).toEqual(['provider payments: off', 'provider stores: off', 'provider sms: aliyun', 'provider identity: aliyun', 'provider steam: steam', 'provider market: off', 'provider beacon: drand']);
    expect(server.output()).not.toContain(ALIYUN_TEST_CREDENTIALS.accessKeySecret);
    const apiPath = '/api/api/payTrendConfig';
    const answer = await fetch(`${baseUrl}${apiPath}?auth_key=${signAuthKey(apiPath, Date.now() / 1000, PRODUCTION_SECRETS.AUTH_KEY)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'en', sid: 1100, platform: 'app' }),
    });
    expect(((await answer.json()) as { data: { payTypes: unknown[] } }).data.payTypes).toEqual([]);
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
