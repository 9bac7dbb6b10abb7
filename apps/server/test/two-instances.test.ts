import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { PUBLIC_AUDIENCE, roomAudience, userAudience } from '@lootbay/shared/realtime-events';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Db } from '../src/db/dialect';
import { DEFAULT_ACCOUNT_LIMITS } from '../src/modules/account/account.context';
import { createAccount } from '../src/modules/account/new-accounts';
import { createSessions, type Sessions } from '../src/modules/account/sessions';
import { SESSION_ENDED_CLOSE_CODE } from '../src/realtime/socket';
import { findJob } from '../src/scheduler/jobs.repository';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/databases';
import { isType, messagesOfType, openSocket, type TestSocket } from './helpers/socket-client';

const TEST_REDIS_URL = process.env['TEST_REDIS_URL'];

interface Instance {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly db: Db;
  readonly redis: Redis;
  socket(query?: string): Promise<TestSocket>;
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 1_000; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met');
}

const client = { ip: '127.0.0.1', userAgent: 'vitest' };
const notice = (id: string) => ({ type: 'notice' as const, data: { id, title: id, body: id } });
const noticeIds = (socket: TestSocket) => messagesOfType(socket, 'notice').map((data) => (data as { id: string }).id);

/**
 * The production layout in small: two server instances, each with its own PostgreSQL pool and
 * Redis connection, on one database and one channel, each listening on its own port.
 */
describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('two instances on PostgreSQL and Redis', () => {
  let database: TestDatabase;
  const instances: Instance[] = [];
  const sockets: TestSocket[] = [];
  /** Issues sessions in the shared database, as a sign-in on either instance would. */
  let sessions: Sessions;
  /** A member and a session token of hers; the instances resolve it through the account module. */
  let carla: { id: string; token: string };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { db } = database;
    sessions = createSessions({
      db: db.kysely,
      transaction: db.transaction,
      dialect: db.dialect,
      secret: loadConfig({}).sessionSecret,
      timeZone: 'Asia/Shanghai',
      limits: DEFAULT_ACCOUNT_LIMITS,
      now: Date.now,
    });
    const user = await createAccount(db.kysely, { nickname: 'carla' }, Date.now());
    carla = { id: user.id, token: await sessions.start(user.id, client) };
    const channel = `lootbay-test:${randomBytes(6).toString('hex')}`;
    for (let n = 0; n < 2; n += 1) {
      const db = n === 0 ? database.db : openDatabase(database.config);
      const redis = new Redis(TEST_REDIS_URL as string, { maxRetriesPerRequest: 2 });
      const config = loadConfig({ LOG_LEVEL: 'silent', SCHEDULER: 'false', REDIS_URL: TEST_REDIS_URL, INSTANCE_ID: `instance-${n}` });
      const app = await buildApp(config, { db, redis, realtime: { channel } });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      instances.push({
        app,
        config,
        db,
        redis,
        async socket(query = '') {
          const socket = await openSocket(`ws://127.0.0.1:${port}/ws${query}`);
          sockets.push(socket);
          await socket.take(isType('hello'));
          return socket;
        },
      });
    }
  });

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    for (const { app, db, redis } of instances) {
      await app.close();
      if (db !== database.db) await db.close();
      redis.disconnect();
    }
    await database.dispose();
  });

  function both(): [Instance, Instance] {
    const [first, second] = instances;
    if (!first || !second) throw new Error('instances not started');
    return [first, second];
  }

  it('delivers one published event to the sockets of both instances, once each', async () => {
    const [first, second] = both();
    const onFirst = await first.socket();
    const onSecond = await second.socket();
    const memberOnSecond = await second.socket(`?token=${carla.token}`);

    await first.app.realtime.publish(PUBLIC_AUDIENCE, notice('live-drop'));
    // Published after the event by the same instance: when it arrives, any copy of the event has too.
    await first.app.realtime.publish(PUBLIC_AUDIENCE, notice('marker-1'));
    for (const socket of [onFirst, onSecond, memberOnSecond]) {
      await socket.take((text) => text.includes('marker-1'));
      expect(noticeIds(socket)).toEqual(['live-drop', 'marker-1']);
    }
  });

  it('delivers a user event published on one instance to that user on the other, and to no one else', async () => {
    const [first, second] = both();
    const visitorOnFirst = await first.socket();
    const memberOnSecond = await second.socket(`?token=${carla.token}`);

    await first.app.realtime.publish(userAudience(carla.id), notice('balance-changed'));
    await first.app.realtime.publish(PUBLIC_AUDIENCE, notice('marker-2'));
    await memberOnSecond.take((text) => text.includes('marker-2'));
    await visitorOnFirst.take((text) => text.includes('marker-2'));
    expect(noticeIds(memberOnSecond)).toEqual(['balance-changed', 'marker-2']);
    expect(noticeIds(visitorOnFirst)).toEqual(['marker-2']);
  });

  it('delivers a room event published on one instance to a watcher on the other, and to no one else', async () => {
    const [first, second] = both();
    const watcherOnSecond = await second.socket();
    const visitorOnSecond = await second.socket();
    const visitorOnFirst = await first.socket();
    watcherOnSecond.send(JSON.stringify({ type: 'watch', data: { room: 'arena:battle-7' } }));
    // The answer comes once the room is watched on the second instance.
    expect(JSON.parse(await watcherOnSecond.take(isType('watching'))).data).toEqual({ room: 'arena:battle-7', watching: true });

    await first.app.realtime.publish(roomAudience('arena', 'battle-7'), notice('battle-round'));
    await first.app.realtime.publish(PUBLIC_AUDIENCE, notice('marker-3'));
    for (const socket of [watcherOnSecond, visitorOnSecond, visitorOnFirst]) await socket.take((text) => text.includes('marker-3'));
    expect(noticeIds(watcherOnSecond)).toEqual(['battle-round', 'marker-3']);
    expect(noticeIds(visitorOnSecond)).toEqual(['marker-3']);
    expect(noticeIds(visitorOnFirst)).toEqual(['marker-3']);
  });

  it('closes a member socket on the other instance when its session ends on one, and only that session', async () => {
    const [first, second] = both();
    const otherToken = await sessions.start(carla.id, client);
    const endingOnSecond = await second.socket(`?token=${otherToken}`);
    const stayingOnFirst = await first.socket(`?token=${carla.token}`);

    const logout = '/api/common/user/logout';
    const answer = await first.app.inject({
      method: 'POST',
      url: `${logout}?auth_key=${signAuthKey(logout, Date.now() / 1000, first.config.authKey)}`,
      headers: { token: otherToken },
      payload: { platform: 'pc', sid: 1100, type: 1, locale: 'en' },
    });
    expect(answer.json()).toMatchObject({ code: 100 });
    const stillOpen = new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('the socket is still open')), 5_000).unref());
    expect(await Promise.race([endingOnSecond.closed, stillOpen])).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: 'session ended' });

    await first.app.realtime.publish(userAudience(carla.id), notice('after-sign-out'));
    await stayingOnFirst.take((text) => text.includes('after-sign-out'));
    expect(noticeIds(endingOnSecond)).toEqual([]);
  });

  it('runs a job due once exactly once, whichever instance claims it', async () => {
    const runs: string[] = [];
    for (const [n, instance] of instances.entries()) {
      instance.app.scheduler.registerHandler('two-instances.once', async () => void runs.push(`instance-${n}`));
    }
    const [first, second] = both();
    const { id } = await first.app.scheduler.enqueue({ kind: 'two-instances.once', runAt: Date.now(), payload: {}, dedupeKey: 'once' });
    await second.app.scheduler.enqueue({ kind: 'two-instances.once', runAt: Date.now(), payload: {}, dedupeKey: 'once' });

    // Both claim at once, then both look again; the modules' recurring tasks may run alongside.
    await Promise.all([first.app.scheduler.runDueOnce(), second.app.scheduler.runDueOnce()]);
    await Promise.all([first.app.scheduler.runDueOnce(), second.app.scheduler.runDueOnce()]);
    expect(runs).toHaveLength(1);
    expect(await findJob(database.db.kysely, id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs each of many jobs once with both background runners polling', async () => {
    const runs = new Map<number, number>();
    for (const instance of instances) {
      instance.app.scheduler.registerHandler<{ n: number }>('two-instances.many', async ({ n }) => void runs.set(n, (runs.get(n) ?? 0) + 1));
    }
    const [first, second] = both();
    for (let n = 0; n < 60; n += 1) await first.app.scheduler.enqueue({ kind: 'two-instances.many', runAt: Date.now(), payload: { n } });

    first.app.scheduler.start();
    second.app.scheduler.start();
    await waitFor(async () => {
      const open = await database.db.kysely
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'two-instances.many')
        .where('status', '!=', 'done')
        .execute();
      return open.length === 0;
    });
    await Promise.all([first.app.scheduler.stop(), second.app.scheduler.stop()]);

    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
