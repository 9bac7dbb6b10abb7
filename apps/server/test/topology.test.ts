import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, fetch as fetchThrough } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signAuthKey } from '@lootbay/shared/auth-key';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { Envelope } from '@lootbay/shared/schemas/common';
import { REPO_ROOT } from '../src/config';
import { openDatabase, type Db } from '../src/db/dialect';
import { createWalletService } from '../src/modules/wallet/wallet.service';
import { createSandboxBeacon } from '../src/providers/beacon/sandbox-beacon';
import { startAliyunDouble, type AliyunDouble } from './doubles/aliyun';
import { startDrandRelayDouble, type DrandRelayDouble } from './doubles/drand-relay';
import { ledgerViolations } from './helpers/bank';
import { SERVER_COMMAND } from './helpers/compiled-server';
import { TEST_DATABASE_URL } from './helpers/databases';
import { gameViolations } from './helpers/games';
import { adultIdNumber, randomMobile } from './helpers/members';
import { NGINX_AVAILABLE, startNginx, type RunningNginx } from './helpers/nginx';
import { TEST_GRANT } from './helpers/players';
import { ALIYUN_TEST_CREDENTIALS, productionEnv, PRODUCTION_SECRETS } from './helpers/production';
import { freePort } from './helpers/free-port';
import { registeredGames, scratchDatabase } from './helpers/server-process';
import { isType, openSocket } from './helpers/socket-client';

const TEST_REDIS_URL = process.env['TEST_REDIS_URL'];
const OWNER = { CONSOLE_OWNER_ACCOUNT: 'owner', CONSOLE_OWNER_PASSWORD: 'a-long-owner-password', CONSOLE_OWNER_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DP' };
/** A moment for the restarted instance to take requests before the next one stops. */
const SETTLE_MS = 1_000;
/** The hashed asset the instances serve from the scratch web build. */
const ASSET = '/assets/app-1a2b3c4d.js';

type InstanceName = 'a' | 'b';
interface Instance {
  readonly port: number;
  readonly url: string;
  child: ChildProcess | null;
  output: string;
}
interface Member {
  readonly token: string;
  readonly userId: string;
  readonly ip: string;
}
interface Answer<T> {
  readonly status: number;
  readonly envelope: Envelope<T> | null;
}
interface Box {
  readonly id: string;
  readonly price: number;
  readonly currency: string;
  readonly oddsVersion: number;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * The data-centre layout, as it runs: nginx from the shipped site in front of two production
 * instances of the compiled server (real processes), on PostgreSQL and Redis.
 */
describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL || !NGINX_AVAILABLE)('two production instances behind nginx on PostgreSQL and Redis', () => {
  const namespace = `topology_${randomBytes(4).toString('hex')}`;
  const instances = {} as Record<InstanceName, Instance>;
  let aliyun: AliyunDouble;
  /** drand, as both instances read it: battles against robots wait for its rounds. */
  let drand: DrandRelayDouble;
  const beacon = createSandboxBeacon();
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Db;
  let nginx: RunningNginx;
  let agent: Agent;
  let webDist: string;
  let box: Box;

  async function start(name: InstanceName): Promise<void> {
    const instance = instances[name];
    instance.output = '';
    const child = spawn(SERVER_COMMAND[0], SERVER_COMMAND[1], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...productionEnv({ endpoint: aliyun.url }),
        ...OWNER,
        PATH: process.env['PATH'] ?? '',
        HOST: '127.0.0.1',
        PORT: String(instance.port),
        INSTANCE_ID: name,
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL as string,
        REDIS_NAMESPACE: namespace,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        WEB_DIST: webDist,
        SCHEDULER_LEASE_MS: '2000',
        ARENA_COUNTDOWN_MS: '0',
        ARENA_ROUND_MS: '800',
        FISHING_CATCH_SECONDS: '1',
        DRAND_URLS: drand.url,
        DRAND_CHAIN_HASH: beacon.chainInfo.hash,
        DRAND_PUBLIC_KEY: beacon.chainInfo.public_key,
      },
    });
    child.stdout.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
    instance.child = child;
    for (let attempt = 0; attempt < 600; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`instance ${name} exited: ${instance.output}`);
      if (await fetch(`${instance.url}/readyz`).then((r) => r.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`instance ${name} did not become ready: ${instance.output}`);
  }

  /** Sends the signal and answers how the process ended. */
  async function stop(name: InstanceName, signal: NodeJS.Signals): Promise<number | null> {
    const child = instances[name].child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = once(child, 'exit') as Promise<[number | null]>;
    child.kill(signal);
    const [code] = await exited;
    return code;
  }

  /** A signed call to `base` (nginx over TLS, or an instance directly with the caller's address in X-Forwarded-For). */
  async function call<T>(base: string, apiPath: string, body: Record<string, unknown>, member?: Partial<Member>): Promise<Answer<T>> {
    const full = `/api${apiPath}`;
    const response = await fetchThrough(`${base}${full}?auth_key=${signAuthKey(full, Date.now() / 1000, PRODUCTION_SECRETS.AUTH_KEY)}`, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/json', ...(member?.token ? { token: member.token } : {}), ...(member?.ip ? { 'x-forwarded-for': member.ip } : {}) },
      body: JSON.stringify({ platform: 'pc', sid: 1100, type: 1, locale: 'en', ...body }),
    });
    const text = await response.text();
    let envelope: Envelope<T> | null = null;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      envelope = null;
    }
    return { status: response.status, envelope };
  }

  async function data<T>(base: string, apiPath: string, body: Record<string, unknown>, member?: Partial<Member>): Promise<T> {
    const answer = await call<T>(base, apiPath, body, member);
    if (answer.envelope?.code !== 100) throw new Error(`${apiPath}: ${answer.status} ${answer.envelope ? `${answer.envelope.code} ${answer.envelope.msg}` : 'no envelope'}`);
    return answer.envelope.data;
  }

  /** An adult signs up with the code the SMS gateway delivered and passes the real-name check. */
  async function signUp(base: string): Promise<Member> {
    const ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    const mobile = randomMobile();
    await data(base, '/visitor/sendMobileCode', { mobile }, { ip });
    const code = aliyun.sent.find((message) => message.phone === mobile)?.params['code'];
    const login = await data<{ token: string; user: { userId: string } }>(base, '/loginSms', { mobile, code }, { ip });
    const member = { token: login.token, userId: login.user.userId, ip };
    const realName = '李小龙';
    const idNumber = adultIdNumber();
    aliyun.identities.set(`${realName}:${idNumber}`, 'match');
    await data(base, '/visitor/user/authentication', { realName, idNumber }, member);
    await data(base, '/member/updateUserSeed', { userSeed: `device-${randomUUID()}` }, member);
    return member;
  }

  async function grant(members: readonly Member[], amount: number): Promise<void> {
    const wallet = createWalletService({ db });
    await db.transaction((trx) =>
      wallet.transferMany(trx, members.map((member) => ({ id: `topology:${member.userId}:${randomUUID()}`, from: { system: 'promotions' }, to: { user: member.userId }, currency: 'coin', amount, reason: TEST_GRANT, reference: 'test' }))),
    );
  }

  async function until(what: string, condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error(`${what}: not in ${timeoutMs} ms (a said: ${instances.a.output.slice(-1500)}; b said: ${instances.b.output.slice(-1500)})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function invariantViolations(): Promise<string[]> {
    return [...(await ledgerViolations(db.kysely)), ...(await gameViolations(db.kysely, await registeredGames(db)))];
  }

  beforeAll(async () => {
    aliyun = await startAliyunDouble(ALIYUN_TEST_CREDENTIALS);
    drand = await startDrandRelayDouble(beacon);
    database = await scratchDatabase('postgres');
    db = openDatabase(database.config);
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Lootbay</title></head><body><div id="app"></div></body></html>');
    fs.writeFileSync(path.join(webDist, ASSET), 'console.log("lootbay");');
    for (const name of ['a', 'b'] as const) {
      const port = await freePort();
      instances[name] = { port, url: `http://127.0.0.1:${port}`, child: null, output: '' };
    }
    // One after the other: the first migrates and seeds, the second finds it done.
    await start('a');
    await start('b');
    nginx = await startNginx([instances.a.port, instances.b.port]);
    agent = new Agent({ connect: { ca: nginx.certificate } });
    const boxes = await data<{ list: Box[] }>(instances.a.url, '/visitor/list/box', { page: 1, size: 100, kind: 0 });
    box = boxes.list.filter((b) => b.currency === 'coin' && b.price > 0).sort((x, y) => x.price - y.price)[0]!;
  }, 120_000);

  afterAll(async () => {
    await Promise.all((['a', 'b'] as const).map((name) => stop(name, 'SIGKILL')));
    await nginx?.stop();
    await agent?.close();
    await db?.close();
    await database?.dispose();
    await aliyun?.close();
    await drand?.close();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a player over TLS through nginx: sign-up, an open charged once however often it is sent, a sale, the socket, and caching as shipped', { timeout: 60_000 }, async () => {
    const site = nginx.siteUrl;
    const player = await signUp(site);
    await grant([player], 100_000);
    const open = { id: box.id, num: 1, requestId: randomUUID(), oddsVersion: box.oddsVersion, price: box.price };
    const first = await data<{ list: { openId: string; backpackItemId: string }[] }>(site, '/member/openBox', open, player);
    const again = await data<{ list: { openId: string }[] }>(site, '/member/openBox', open, player);
    expect(again.list[0]!.openId).toBe(first.list[0]!.openId);
    expect((await createWalletService({ db }).balances(player.userId)).coin).toBe(100_000 - box.price);
    await data(site, '/member/discount', { ids: [first.list[0]!.backpackItemId] }, player);

    const asset = await fetchThrough(`${site}${ASSET}`, { dispatcher: agent });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/index.html']) {
      const answer = await fetchThrough(`${site}${page}`, { dispatcher: agent });
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      // nginx names every request; the instance keeps that name and says it back.
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    }
    const plain = await fetch(`${nginx.httpUrl}/box-info?id=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/box-info\?id=1$/);
    expect((await fetchThrough(`${site}/metrics`, { dispatcher: agent })).status).toBe(404);

    const socket = new WebSocket(`${site.replace('https', 'wss')}/ws?token=${player.token}`, { ca: nginx.certificate });
    const [hello] = (await once(socket, 'message')) as [Buffer];
    expect(JSON.parse(hello.toString())).toMatchObject({ type: 'hello', data: { authenticated: true } });
    socket.close();
  });

  it("brings a member's balance change on one instance to their socket on the other", { timeout: 30_000 }, async () => {
    const member = await signUp(instances.a.url);
    await grant([member], 10_000);
    const onB = await openSocket(`ws://127.0.0.1:${instances.b.port}/ws?token=${member.token}`);
    await onB.take(isType('hello'));
    await data(instances.a.url, '/member/openBox', { id: box.id, num: 1, requestId: randomUUID(), oddsVersion: box.oddsVersion, price: box.price }, member);
    const balance = JSON.parse(await onB.take(isType('wallet_balance'))) as { data: { coin: number } };
    expect(balance.data.coin).toBe(10_000 - box.price);
    await onB.close();
  });

  it('settles once a battle created through one instance and joined through the other', { timeout: 60_000 }, async () => {
    const [creator, joiner] = [await signUp(instances.a.url), await signUp(instances.b.url)];
    const boxes = (await data<{ id: string; price: number }[]>(instances.a.url, '/visitor/arenaBoxAll', {})).sort((x, y) => x.price - y.price).slice(0, 2);
    await grant([creator, joiner], 100_000);
    const created = await data<ArenaBattle>(instances.a.url, '/member/arenaAdd', { boxIds: boxes.map((b) => b.id), mode: '2p' }, creator);
    await data(instances.b.url, '/member/arenaJoin', { id: created.id }, joiner);
    const status = async () => (await db.kysely.selectFrom('arena_battles').select('status').where('id', '=', created.id).executeTakeFirstOrThrow()).status;
    await until('the battle to finish', async () => (await status()) === 'finished', 30_000);
    const battle = await data<ArenaBattle>(nginx.siteUrl, '/visitor/arenaDetail', { id: created.id });
    expect(battle.winners).toHaveLength(1);
    expect(battle.seats.map((seat) => seat.items.length)).toEqual([2, 2]);
    expect(await invariantViolations()).toEqual([]);
  });

  it('loses no request, coin or item while both instances restart one after the other under a steady load of opens', { timeout: 120_000 }, async () => {
    // 60 opens a minute per member is the limit: twelve members opening about once a second each.
    const members = await Promise.all(Array.from({ length: 12 }, () => signUp(instances.a.url)));
    const granted = 1_000 * box.price;
    await grant(members, granted);
    const requests: { at: number; ms: number; ok: boolean; what: string }[] = [];
    const opened = new Map<string, Set<string>>(members.map((member) => [member.userId, new Set<string>()]));
    let loading = true;
    const load = Promise.all(
      members.map(async (member) => {
        while (loading) {
          const started = Date.now();
          const body = { id: box.id, num: 1, requestId: randomUUID(), oddsVersion: box.oddsVersion, price: box.price };
          const answer = await call<{ list: { openId: string }[] }>(nginx.siteUrl, '/member/openBox', body, member).catch((error: unknown) => ({ status: 0, envelope: null, error }));
          const ok = answer.status === 200 && answer.envelope?.code === 100;
          if (ok) opened.get(member.userId)!.add(answer.envelope!.data.list[0]!.openId);
          requests.push({ at: started, ms: Date.now() - started, ok, what: ok ? 'ok' : `${answer.status} ${answer.envelope ? `${answer.envelope.code} ${answer.envelope.msg}` : String((answer as { error?: unknown }).error ?? '')}` });
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_050 - (Date.now() - started))));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const restartStarted = Date.now();
    for (const name of ['a', 'b'] as const) {
      expect(await stop(name, 'SIGTERM')).toBe(0);
      await start(name);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    }
    const restartEnded = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    loading = false;
    await load;

    const failures = requests.filter((request) => !request.ok);
    const during = requests.filter((request) => request.at >= restartStarted && request.at < restartEnded).map((request) => request.ms);
    const before = requests.filter((request) => request.at < restartStarted).map((request) => request.ms);
    const figures = {
      requests: requests.length,
      failures: failures.length,
      perSecond: Math.round((requests.length / ((restartEnded - restartStarted + 6_000) / 1000)) * 10) / 10,
      restartSeconds: Math.round((restartEnded - restartStarted) / 100) / 10,
      before: { p50: percentile(before, 50), p99: percentile(before, 99) },
      duringRestart: { requests: during.length, p50: percentile(during, 50), p99: percentile(during, 99), max: Math.max(...during) },
    };
    console.log(`rolling restart under load: ${JSON.stringify(figures)}`);
    fs.mkdirSync(path.join(REPO_ROOT, 'test-results'), { recursive: true });
    fs.writeFileSync(path.join(REPO_ROOT, 'test-results', 'topology-restart.json'), `${JSON.stringify(figures, null, 2)}\n`);
    expect(failures.map((failure) => failure.what), `nginx said: ${nginx.errors().split("\n").filter((line) => !line.includes("no live upstreams")).join("\n").slice(0, 4000)}`).toEqual([]);

    const wallet = createWalletService({ db });
    for (const member of members) {
      const opens = opened.get(member.userId)!.size;
      expect((await wallet.balances(member.userId)).coin).toBe(granted - opens * box.price);
      const recorded = await db.kysely.selectFrom('box_opens').select('id').where('user_id', '=', member.userId).execute();
      expect(recorded).toHaveLength(opens);
      const items = await db.kysely.selectFrom('backpack_items').select('id').where('user_id', '=', member.userId).execute();
      expect(items).toHaveLength(opens);
    }
    expect(await invariantViolations()).toEqual([]);
  });

  it('finishes every battle and every catch on the survivor when one instance is killed mid-way', { timeout: 120_000 }, async () => {
    const [fighter, fisher] = [await signUp(instances.b.url), await signUp(instances.b.url)];
    await grant([fighter, fisher], 200_000);
    const boxes = (await data<{ id: string; price: number }[]>(nginx.siteUrl, '/visitor/arenaBoxAll', {})).sort((x, y) => x.price - y.price).slice(0, 6);
    const battles: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const created = await data<ArenaBattle>(nginx.siteUrl, '/member/arenaAdd', { boxIds: boxes.map((b) => b.id), mode: '2p' }, fighter);
      await data(nginx.siteUrl, '/member/joinRobot', { id: created.id }, fighter);
      battles.push(created.id);
    }
    await data(nginx.siteUrl, '/activity/fish/mallBuyFishTool', { id: 'bait-1', num: 1 }, fisher);
    const fishing = await data<{ sessionId: string }>(nginx.siteUrl, '/activity/fish/startFishing', { placeId: 1, mode: 'leisure', toolId: 'bait-1', bait: 10 }, fisher);
    const progress = async () => ({
      battles: await db.kysely.selectFrom('arena_battles').select(['status', 'rounds_played']).where('id', 'in', battles).execute(),
      catches: (await db.kysely.selectFrom('fishing_sessions').select('catches').where('id', '=', fishing.sessionId).executeTakeFirstOrThrow()).catches,
    });
    // The member keeps the fishing page open, through nginx: a read lands the catches that are due.
    const watch = () => call(nginx.siteUrl, '/activity/fish/fishingStatus', {}, fisher);
    await until('the battles and catches to be under way', async () => {
      await watch();
      const now = await progress();
      return now.catches >= 2 && now.battles.some((battle) => battle.rounds_played >= 1);
    }, 30_000);

    await stop('a', 'SIGKILL');
    const atKill = await progress();
    expect(atKill.catches < 10 || atKill.battles.some((battle) => battle.status !== 'finished')).toBe(true);
    // Now served by the survivor alone.
    await until('every battle and catch to finish', async () => {
      await watch();
      const now = await progress();
      return now.catches === 10 && now.battles.every((battle) => battle.status === 'finished');
    }, 60_000);
    for (const id of battles) {
      const battle = await data<ArenaBattle>(nginx.siteUrl, '/visitor/arenaDetail', { id });
      expect(battle.winners).toHaveLength(1);
      expect(battle.seats.map((seat) => seat.items.length)).toEqual([6, 6]);
    }
    expect(await db.kysely.selectFrom('fishing_catches').select('seq').where('session_id', '=', fishing.sessionId).execute()).toHaveLength(10);
    expect(await invariantViolations()).toEqual([]);
  });
});
