import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import { PUBLIC_AUDIENCE } from '@lootbay/shared/realtime-events';
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
  let production: Instance;
  beforeAll(async () => {
    staging = [await start(deployments.staging), await start(deployments.staging)];
    production = await start(deployments.production);
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
    await production.t.app.realtime.publish(PUBLIC_AUDIENCE, notice('production-drop'));
    await staging[1].socket.take((text) => text.includes('staging-drop'));
    await production.socket.take((text) => text.includes('production-drop'));
    // Published after the others by each instance: when these arrive, any stray copy has too.
    await staging[0].t.app.realtime.publish(PUBLIC_AUDIENCE, notice('staging-marker'));
    await production.t.app.realtime.publish(PUBLIC_AUDIENCE, notice('production-marker'));
    await staging[1].socket.take((text) => text.includes('staging-marker'));
    await production.socket.take((text) => text.includes('production-marker'));

    expect(noticeIds(staging[0].socket)).toEqual(['staging-drop', 'staging-marker']);
    expect(noticeIds(staging[1].socket)).toEqual(['staging-drop', 'staging-marker']);
    expect(noticeIds(production.socket)).toEqual(['production-drop', 'production-marker']);
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
    expect(await limited(production)).toBe(false);
    const keys = await staging[0].redis.keys(`*${run}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(`${deployments.staging}:rate:`) || key.startsWith(`${deployments.production}:rate:`))).toBe(true);
  });
});
