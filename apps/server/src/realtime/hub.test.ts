import { describe, expect, it } from 'vitest';
import { PUBLIC_AUDIENCE, userAudience } from '@lootbay/shared/realtime-events';
import { createMemoryBridge, type Broadcast, type PubSubBridge } from './bridge';
import { createHub } from './hub';

const notice = { type: 'notice' as const, data: { id: 'n', title: 't', body: 'b' } };

function client(userId: string | null) {
  const got: string[] = [];
  return { userId, got, send: (text: string) => void got.push(text) };
}

describe('realtime hub', () => {
  it('routes public events to every client and user events to that user, until detached', async () => {
    const bridge = createMemoryBridge();
    const hub = createHub(bridge, () => {});
    await bridge.listen((broadcast) => hub.deliver(broadcast));
    const visitor = client(null);
    const ana = client('ana');
    const anaAgain = client('ana');
    const ben = client('ben');
    const detach = [visitor, ana, anaAgain, ben].map((c) => hub.attach(c));
    expect(hub.size).toBe(4);

    await hub.publish(userAudience('ana'), notice);
    await hub.publish(PUBLIC_AUDIENCE, notice);
    detach[1]?.();
    await hub.publish(userAudience('ana'), notice);

    const text = JSON.stringify(notice);
    expect(visitor.got).toEqual([text]);
    expect(ben.got).toEqual([text]);
    expect(ana.got).toEqual([text, text]);
    expect(anaAgain.got).toEqual([text, text, text]);
    expect(hub.size).toBe(3);
  });

  it('reports a broadcast the bridge cannot carry instead of failing the publisher', async () => {
    const failures: Broadcast[] = [];
    const broken: PubSubBridge = {
      publish: async () => {
        throw new Error('redis unreachable');
      },
      listen: async () => {},
      close: async () => {},
    };
    const hub = createHub(broken, (_error, broadcast) => failures.push(broadcast));
    await expect(hub.publish(PUBLIC_AUDIENCE, notice)).resolves.toBeUndefined();
    expect(failures).toEqual([{ audience: PUBLIC_AUDIENCE, message: notice }]);
  });
});
