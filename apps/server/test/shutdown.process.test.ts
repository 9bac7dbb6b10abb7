import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { Box } from '@lootbay/shared/schemas/catalog';
import { REPO_ROOT } from '../src/config';
import { openDatabase } from '../src/db/dialect';
import { createWalletService } from '../src/modules/wallet/wallet.service';
import { bankCall, ledgerViolations, registerBankMember, type BankMember, type BankServer } from './helpers/bank';
import { gameViolations } from './helpers/games';
import { TEST_GRANT } from './helpers/players';
import { freePort } from './helpers/free-port';
import { registeredGames, scratchDatabase } from './helpers/server-process';

/**
 * Instances started the way a supervisor or a harness starts them: `npm start` of the server as
 * a detached process group with its output piped, then SIGTERM to the group. Whatever became of
 * the reader of that output, the group is gone within the grace period.
 */

const GRACE_MS = 5_000;
const ROUND_ENDED = 23001;

function serverEnv(port: number, databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    // Every request logged, and a small buffer, so a stalled reader drops lines within seconds.
    LOG_LEVEL: 'debug',
    LOG_BUFFER_BYTES: '16384',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    WEB_DIST: 'apps/web/no-build-for-shutdown-test',
    SEED_DEMO_HISTORY: 'false',
    ...extra,
  };
}

const START_SERVER = ['run', 'start', '--workspace', '@lootbay/server'];

async function healthy(server: BankServer): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await fetch(`${server.baseUrl}/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the process group; answers how long until no process of it is left. */
async function terminateGroup(pgid: number): Promise<number> {
  const started = Date.now();
  process.kill(-pgid, 'SIGTERM');
  while (groupAlive(pgid) && Date.now() - started < GRACE_MS * 4) await new Promise((resolve) => setTimeout(resolve, 50));
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  return Date.now() - started;
}

/** Thousands of logged requests, a few at a time. */
async function logLoudly(server: BankServer, requests: number): Promise<void> {
  let sent = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (sent < requests) {
        sent += 1;
        await fetch(`${server.baseUrl}/healthz?${'padding='.repeat(40)}`).then((r) => r.arrayBuffer());
      }
    }),
  );
}

async function droppedLines(server: BankServer): Promise<number> {
  const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
  return Number(/^lootbay_log_lines_dropped_total (\d+)/m.exec(text)?.[1] ?? 'NaN');
}

async function call<T>(server: BankServer, path: string, body: Record<string, unknown>, member: BankMember): Promise<T> {
  const answer = await bankCall<T>(server, path, body, member);
  if (answer?.code !== 100) throw new Error(`${path}: ${answer ? `${answer.code} ${answer.msg}` : 'no answer'}`);
  return answer.data;
}

/** A purchase in the exponent round in play, once there is one (the scheduler opens rounds on the minute). */
async function buyIntoRound(server: BankServer, boxId: string, member: BankMember): Promise<void> {
  const end = Date.now() + 70_000;
  while (Date.now() < end) {
    const answer = await bankCall(server, '/exponential/choiceBox', { boxId, direction: 'rise' }, member);
    if (answer?.code === 100) return;
    if (answer?.code !== ROUND_ENDED) throw new Error(`choiceBox: ${answer ? `${answer.code} ${answer.msg}` : 'no answer'}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no exponent round took the purchase');
}

describe('an instance stopped by SIGTERM to its process group on SQLite', () => {
  it('is gone within its grace period though the pipe of its output is never read, after thousands of logged requests', { timeout: 90_000 }, async () => {
    const scratch = await scratchDatabase('sqlite');
    const port = await freePort();
    const server = { baseUrl: `http://127.0.0.1:${port}`, authKey: '' };
    // A real pipe whose reader never reads, as a stalled log shipper's: it fills after a few hundred lines.
    const fifo = path.join(os.tmpdir(), `lootbay-log-${process.pid}-${port}`);
    execFileSync('mkfifo', [fifo]);
    const reader = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    const output = fs.openSync(fifo, fs.constants.O_WRONLY);
    const child = spawn('npm', START_SERVER, { cwd: REPO_ROOT, detached: true, stdio: ['ignore', output, output], env: serverEnv(port, scratch.url, { SEED_DEMO: 'false' }) });
    fs.closeSync(output);
    try {
      await healthy(server);
      await logLoudly(server, 3_000);
      // The server still answers at once, having dropped what the reader would not take, and counted it.
      expect(await droppedLines(server)).toBeGreaterThan(0);

      expect(await terminateGroup(child.pid!)).toBeLessThan(GRACE_MS);
    } finally {
      if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
      fs.closeSync(reader);
      fs.rmSync(fifo, { force: true });
      await scratch.dispose();
    }
  });

  it('is gone within its grace period when the reader of its output was killed while battles, catches and exponent rounds ran', { timeout: 120_000 }, async () => {
    const scratch = await scratchDatabase('sqlite');
    const port = await freePort();
    const server = { baseUrl: `http://127.0.0.1:${port}`, authKey: 'lootbay-dev-auth-key' };
    // Battles with rounds 2 s apart and catches 2 s apart, so both are still running when the reader dies.
    const pace = { SCHEDULER: 'true', ARENA_COUNTDOWN_MS: '0', ARENA_ROUND_MS: '2000', FISHING_CATCH_SECONDS: '2' };
    // The reader: a parent that starts the server's group, reads all it writes, and says its id.
    const readerScript = `
      const { spawn } = require('node:child_process');
      const server = spawn('npm', ${JSON.stringify(START_SERVER)}, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      server.stdout.on('data', () => {});
      server.stderr.on('data', () => {});
      process.stdout.write(server.pid + '\\n');
    `;
    const reader: ChildProcess = spawn(process.execPath, ['-e', readerScript], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: serverEnv(port, scratch.url, pace) });
    const [line] = (await once(createInterface({ input: reader.stdout! }), 'line')) as [string];
    const group = Number(line);
    const db = openDatabase(scratch.config);
    try {
      await healthy(server);
      const members = await Promise.all([0, 1, 2].map((index) => registerBankMember(server, index)));
      await db.transaction((trx) =>
        createWalletService({ db }).transferMany(
          trx,
          members.map((member) => ({ id: `shutdown:${member.userId}`, from: { system: 'promotions' }, to: { user: member.userId }, currency: 'coin', amount: 200_000, reason: TEST_GRANT, reference: 'test' })),
        ),
      );
      const [fighter, fisher, buyer] = members as [BankMember, BankMember, BankMember];
      const offers = await call<{ list: { boxId: string }[] }>(server, '/exponential/boxList', {}, buyer);
      const bought = buyIntoRound(server, offers.list[0]!.boxId, buyer);
      const boxes = (await call<Box[]>(server, '/visitor/arenaBoxAll', {}, fighter)).sort((a, b) => a.price - b.price).slice(0, 6);
      const battles: string[] = [];
      for (let battle = 0; battle < 3; battle += 1) {
        const created = await call<ArenaBattle>(server, '/member/arenaAdd', { boxIds: boxes.map((box) => box.id), mode: '2p' }, fighter);
        await call(server, '/member/joinRobot', { id: created.id }, fighter);
        battles.push(created.id);
      }
      await call(server, '/activity/fish/mallBuyFishTool', { id: 'bait-1', num: 3 }, fisher);
      await call(server, '/activity/fish/startFishing', { placeId: 1, mode: 'leisure', toolId: 'bait-1', bait: 30 }, fisher);
      await bought;
      // The member keeps the fishing page open: a read lands the catches that are due.
      for (let read = 0; read < 60 && (await db.kysely.selectFrom('fishing_catches').select('id').execute()).length === 0; read += 1) {
        await call(server, '/activity/fish/fishingStatus', {}, fisher);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }

      reader.kill('SIGKILL');
      await once(reader, 'exit');
      // With nobody reading, every line written fails; the server goes on regardless.
      await logLoudly(server, 500);
      await call(server, '/exponential/choiceBox', { boxId: offers.list[1]!.boxId, direction: 'fall' }, buyer);
      expect(await droppedLines(server)).toBeGreaterThan(0);

      expect(await terminateGroup(group)).toBeLessThan(GRACE_MS);
      const rounds = await db.kysely.selectFrom('arena_battles').select('rounds_played').where('id', 'in', battles).execute();
      expect(rounds.some((battle) => battle.rounds_played > 0)).toBe(true);
      expect(await db.kysely.selectFrom('fishing_catches').select('id').execute()).not.toHaveLength(0);
      const games = await registeredGames(db);
      expect([...(await ledgerViolations(db.kysely)), ...(await gameViolations(db.kysely, games))]).toEqual([]);
    } finally {
      if (groupAlive(group)) process.kill(-group, 'SIGKILL');
      reader.kill('SIGKILL');
      await db.close();
      await scratch.dispose();
    }
  });
});
