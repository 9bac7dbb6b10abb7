import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_AUDIENCE, roomAudience, userAudience } from '@lootbay/shared/realtime-events';
import { createMemoryBridge, createRedisBridge, type BridgeMessage, type Broadcast, type PubSubBridge } from './bridge';

const TEST_REDIS_URL = process.env['TEST_REDIS_URL'];

const drop: Broadcast = { audience: PUBLIC_AUDIENCE, message: { type: 'notice', data: { id: 'n1', title: 't', body: 'b' } } };

describe('memory bridge', () => {
  it('hands each broadcast back to its listener once, and nothing after close', async () => {
    const bridge = createMemoryBridge();
    const heard: BridgeMessage[] = [];
    await bridge.listen((broadcast) => heard.push(broadcast));
    await bridge.publish(drop);
    await bridge.close();
    await bridge.publish(drop);
    expect(heard).toEqual([drop]);
  });
});

describe.skipIf(!TEST_REDIS_URL)('redis bridge', () => {
  const opened: { bridge?: PubSubBridge; redis: Redis }[] = [];
  afterEach(async () => {
    for (const { bridge, redis } of opened.splice(0)) {
      await bridge?.close();
      redis.disconnect();
    }
  });

  function connection(): Redis {
    const redis = new Redis(TEST_REDIS_URL as string);
    opened.push({ redis });
    return redis;
  }

  /** One bridge per simulated instance, each on its own shared connection, like main.ts makes. */
  async function instance(channel: string, invalid: string[] = []) {
    const redis = connection();
    const bridge = createRedisBridge(redis, { channel, onInvalid: (raw) => invalid.push(raw) });
    opened.push({ bridge, redis });
    const heard: BridgeMessage[] = [];
    await bridge.listen((broadcast) => heard.push(broadcast));
    return { bridge, heard };
  }

  async function until(condition: () => boolean): Promise<void> {
    for (let tries = 0; tries < 500 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    if (!condition()) throw new Error('condition not met');
  }

  it('carries a broadcast to every instance on the channel exactly once, the publisher included', async () => {
    const channel = `lootbay-test:${randomBytes(6).toString('hex')}`;
    const first = await instance(channel);
    const second = await instance(channel);
    const elsewhere = await instance(`${channel}:other`);
    const marker: Broadcast = { audience: userAudience('u1'), message: { type: 'notice', data: { id: 'marker', title: '', body: '' } } };

    await first.bridge.publish(drop);
    await first.bridge.publish(marker);
    await until(() => first.heard.length === 2 && second.heard.length === 2);
    expect(first.heard).toEqual([drop, marker]);
    expect(second.heard).toEqual([drop, marker]);
    expect(elsewhere.heard).toEqual([]);
  });

  it('drops what is not a broadcast', async () => {
    const channel = `lootbay-test:${randomBytes(6).toString('hex')}`;
    const invalid: string[] = [];
    const listener = await instance(channel, invalid);
    const raw = connection();
    for (const junk of ['{nope', '42', '{"audience":{"kind":"user"},"message":{"type":"x","data":1}}', '{"audience":{"kind":"public"}}']) {
      await raw.publish(channel, junk);
    }
    await raw.publish(channel, JSON.stringify(drop));
    await until(() => listener.heard.length === 1);
    expect(listener.heard).toEqual([drop]);
    expect(invalid).toHaveLength(4);
  });

  it('carries the end of sessions to every instance, and drops one whose ids are not strings', async () => {
    const channel = `lootbay-test:${randomBytes(6).toString('hex')}`;
    const invalid: string[] = [];
    const first = await instance(channel);
    const second = await instance(channel, invalid);
    const raw = connection();
    await raw.publish(channel, JSON.stringify({ endedSessions: [42] }));
    await raw.publish(channel, JSON.stringify({ endedSessions: 's-1' }));
    const ended: BridgeMessage = { endedSessions: ['s-1', 's-2'] };
    await first.bridge.publish(ended);
    await until(() => second.heard.length === 1 && first.heard.length === 1);
    expect(second.heard).toEqual([ended]);
    expect(first.heard).toEqual([ended]);
    expect(invalid).toHaveLength(2);
  });

  it('carries a room broadcast, and drops a room audience without a valid room name', async () => {
    const channel = `lootbay-test:${randomBytes(6).toString('hex')}`;
    const invalid: string[] = [];
    const first = await instance(channel);
    const second = await instance(channel, invalid);
    const raw = connection();
    const message = { type: 'notice' as const, data: { id: 'round', title: '', body: '' } };
    const round: Broadcast = { audience: roomAudience('arena', 'abc'), message };
    const malformed = [
      { kind: 'room' },
      { kind: 'room', room: 42 },
      { kind: 'room', room: 'arena:' },
      { kind: 'room', room: 'battle:abc' },
      { kind: 'room', userId: 'arena:abc' },
    ];
    for (const audience of malformed) await raw.publish(channel, JSON.stringify({ audience, message }));
    await first.bridge.publish(round);
    await until(() => second.heard.length === 1 && first.heard.length === 1);
    expect(second.heard).toEqual([round]);
    expect(first.heard).toEqual([round]);
    expect(invalid).toHaveLength(5);
  });
});
