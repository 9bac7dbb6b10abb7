import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import { PUBLIC_AUDIENCE } from '@lootbay/shared/realtime-events';
import { redisNames } from '../src/redis-names';
import { createTestApp, type TestApp } from './helpers/app';
import { isType, messagesOfType, openSocket, type TestSocket } from './helpers/socket-client';

const TEST_REDIS_URL = process.env['TEST_REDIS_URL'];

interface Instance {
  readonly t: TestApp;
  readonly redis: Redis;
  readonly socket: TestSocket;
}

const notice = (id: string) => ({ type: 'notice' as const, data: { id, title: id, body: id } });
const noticeIds = (socket: TestSocket) => messagesOfType(socket, 'notice').map((data) => (data as { id: string }).id);

/**
 * Two deployments (staging and production, say) on one Redis, told apart by REDIS_NAMESPACE only:
 * each hears its own instances' events and counts its own rate limits.
 */
describe.skipIf(!TEST_REDIS_URL)('two deployments sharing one Redis', () => {
  const run = randomBytes(4).toString('hex');
  const deployments = { staging: `staging-${run}`, production: `production-${run}` };
  const instances: Instance[] = [];

  async function start(namespace: string): Promise<Instance> {
    const redis = new Redis(TEST_REDIS_URL as string, { maxRetriesPerRequest: 2 });
    // Two notifications a minute per address, so the third shows the limit.
    const t = await createTestApp('sqlite', { env: { REDIS_URL: TEST_REDIS_URL as string, REDIS_NAMESPACE: namespace, PAY_CALLBACK_PER_MINUTE: '2' }, deps: { redis } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = await openSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`);
    await socket.take(isType('hello'));
    const instance = { t, redis, socket };
    instances.push(instance);
    return instance;
  }

  let staging: [Instance, Instance];
  let production: [Instance, Instance];
  beforeAll(async () => {
    staging = [await start(deployments.staging), await start(deployments.staging)];
    production = [await start(deployments.production), await start(deployments.production)];
  });

  afterAll(async () => {
    for (const { t, redis, socket } of instances) {
      await socket.close();
      await t.close();
      redis.disconnect();
    }
  });

  it("delivers an event to its own deployment's instances over Redis, and never to the other deployment's", async () => {
    await staging[0].t.app.realtime.publish(PUBLIC_AUDIENCE, notice('staging-drop'));
    await production[0].t.app.realtime.publish(PUBLIC_AUDIENCE, notice('production-drop'));
    // Published after the others by each deployment: when these arrive, any stray copy has too.
    await staging[0].t.app.realtime.publish(PUBLIC_AUDIENCE, notice('staging-marker'));
    await production[0].t.app.realtime.publish(PUBLIC_AUDIENCE, notice('production-marker'));
    for (const { socket } of staging) await socket.take((text) => text.includes('staging-marker'));
    for (const { socket } of production) await socket.take((text) => text.includes('production-marker'));

    for (const { socket } of staging) expect(noticeIds(socket)).toEqual(['staging-drop', 'staging-marker']);
    for (const { socket } of production) expect(noticeIds(socket)).toEqual(['production-drop', 'production-marker']);
  });

  it("counts rate limits in Redis per deployment: an address limited by one is not by the other", async () => {
    const limited = async (instance: Instance) => {
      const answer = await instance.t.inject({ method: 'POST', url: '/api/common/pay/onPay', remoteAddress: '198.51.100.23', headers: { 'content-type': 'text/plain' }, payload: 'not a notification' });
      return answer.body.includes(`"code":${ERRORS.RATE_LIMITED.code}`);
    };
    // Counted across the deployment's instances, since they share its keys.
    expect(await limited(staging[0])).toBe(false);
    expect(await limited(staging[1])).toBe(false);
    expect(await limited(staging[0])).toBe(true);
    // The other deployment still has its whole allowance for the same address, then its own limit.
    expect(await limited(production[0])).toBe(false);
    expect(await limited(production[1])).toBe(false);
    expect(await limited(production[1])).toBe(true);
    expect(await limited(staging[1])).toBe(true);
    // Each deployment's counter lives under its own prefix, and nothing of theirs lies outside one.
    const keys = await staging[0].redis.keys(`*${run}*`);
    const under = (namespace: string) => keys.filter((key) => key.startsWith(redisNames(namespace).rateLimitPrefix));
    expect(under(deployments.staging)).toHaveLength(1);
    expect(under(deployments.production)).toHaveLength(1);
    expect(keys).toHaveLength(2);
  });
});
