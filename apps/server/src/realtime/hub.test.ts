import { describe, expect, it } from 'vitest';
import { MAX_WATCHED_ROOMS, PUBLIC_AUDIENCE, roomAudience, roomName, userAudience } from '@lootbay/shared/realtime-events';
import { createMemoryBridge, type BridgeMessage, type PubSubBridge } from './bridge';
import { createHub } from './hub';

const notice = { type: 'notice' as const, data: { id: 'n', title: 't', body: 'b' } };

function client(userId: string | null, session: { id: string; expiresAt: number } | null = null) {
  const got: string[] = [];
  const state = { ended: false };
  return { userId, session, got, state, send: (text: string) => void got.push(text), end: () => void (state.ended = true) };
}

async function listeningHub() {
  const bridge = createMemoryBridge();
  const hub = createHub(bridge, () => {});
  await bridge.listen((broadcast) => hub.deliver(broadcast));
  return hub;
}

const battle = roomName('arena', 'b1');

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
    const failures: BridgeMessage[] = [];
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

describe('realtime hub rooms', () => {
  const text = JSON.stringify(notice);

  it('delivers a room event only to the sockets watching that room, visitors and members alike', async () => {
    const hub = await listeningHub();
    const visitor = client(null);
    const ana = client('ana');
    const elsewhere = client('ben');
    const bystander = client(null);
    for (const c of [visitor, ana, elsewhere, bystander]) hub.attach(c);
    expect(hub.watch(visitor, battle)).toBe(true);
    expect(hub.watch(ana, battle)).toBe(true);
    expect(hub.watch(elsewhere, roomName('roll', 'b1'))).toBe(true);

    await hub.publish(roomAudience('arena', 'b1'), notice);
    expect(visitor.got).toEqual([text]);
    expect(ana.got).toEqual([text]);
    expect(elsewhere.got).toEqual([]);
    expect(bystander.got).toEqual([]);
  });

  // Counting watchers is the browser's work (lib/socket-client.ts): a socket is in a room or not.
  it('stops delivering to a socket that unwatches, however many times it watched', async () => {
    const hub = await listeningHub();
    const visitor = client(null);
    const other = client(null);
    hub.attach(visitor);
    hub.attach(other);
    hub.watch(visitor, battle);
    hub.watch(visitor, battle);
    hub.watch(other, battle);

    await hub.publish(roomAudience('arena', 'b1'), notice);
    hub.unwatch(visitor, battle);
    await hub.publish(roomAudience('arena', 'b1'), notice);
    expect(visitor.got).toEqual([text]);
    expect(other.got).toEqual([text, text]);
  });

  it('takes a socket out of its rooms when it detaches, and lets no detached socket watch', async () => {
    const hub = await listeningHub();
    const visitor = client(null);
    const detach = hub.attach(visitor);
    hub.watch(visitor, battle);
    detach();
    expect(hub.watch(visitor, roomName('exponent', 'r1'))).toBe(false);

    await hub.publish(roomAudience('arena', 'b1'), notice);
    await hub.publish(roomAudience('exponent', 'r1'), notice);
    expect(visitor.got).toEqual([]);
  });

  it(`refuses a socket's watch past ${MAX_WATCHED_ROOMS} rooms, until it leaves one`, async () => {
    const hub = await listeningHub();
    const visitor = client(null);
    hub.attach(visitor);
    const grounds = Array.from({ length: MAX_WATCHED_ROOMS }, (_, n) => roomName('fishing', `ground-${n}`));
    const firstGround = roomName('fishing', 'ground-0');
    const oneTooMany = roomName('fishing', 'one-too-many');
    expect(grounds.map((room) => hub.watch(visitor, room))).toEqual(grounds.map(() => true));
    expect(hub.watch(visitor, oneTooMany)).toBe(false);
    // A room it already watches is no new room.
    expect(hub.watch(visitor, firstGround)).toBe(true);

    await hub.publish(roomAudience('fishing', 'one-too-many'), notice);
    expect(visitor.got).toEqual([]);
    hub.unwatch(visitor, firstGround);
    expect(hub.watch(visitor, oneTooMany)).toBe(true);
    await hub.publish(roomAudience('fishing', 'one-too-many'), notice);
    expect(visitor.got).toEqual([text]);
  });
});

describe('realtime hub sessions', () => {
  const text = JSON.stringify(notice);
  const later = () => Date.now() + 60_000;

  it('closes the sockets of ended sessions on delivery, and only those', async () => {
    const hub = await listeningHub();
    const phone = client('ana', { id: 's1', expiresAt: later() });
    const laptop = client('ana', { id: 's1', expiresAt: later() });
    const tablet = client('ana', { id: 's2', expiresAt: later() });
    const visitor = client(null);
    for (const c of [phone, laptop, tablet, visitor]) hub.attach(c);

    await hub.endSessions(['s1', 'unknown']);
    expect([phone, laptop, tablet, visitor].map((c) => c.state.ended)).toEqual([true, true, false, false]);
  });

  it('sends nothing to a socket whose session has expired: it closes it instead', async () => {
    const bridge = createMemoryBridge();
    let now = 1_000;
    const hub = createHub(bridge, () => {}, () => now);
    await bridge.listen((message) => hub.deliver(message));
    const expiring = client('ana', { id: 's1', expiresAt: 2_000 });
    const lasting = client('ana', { id: 's2', expiresAt: 9_000 });
    hub.attach(expiring);
    hub.attach(lasting);

    await hub.publish(userAudience('ana'), notice);
    now = 2_000;
    await hub.publish(userAudience('ana'), notice);
    await hub.publish(PUBLIC_AUDIENCE, notice);
    expect(expiring.got).toEqual([text]);
    expect(expiring.state.ended).toBe(true);
    expect(lasting.got).toEqual([text, text, text]);
  });

  it('applies a session check to the sessions it checked: the live get their new expiry, the others close', async () => {
    const hub = await listeningHub();
    const renewed = client('ana', { id: 's1', expiresAt: 5 });
    const ended = client('ben', { id: 's2', expiresAt: later() });
    const attachedSince = client('cid', { id: 's3', expiresAt: later() });
    hub.attach(renewed);
    hub.attach(ended);
    const checked = hub.sessionIds();
    expect(checked.sort()).toEqual(['s1', 's2']);
    hub.attach(attachedSince);

    const until = later();
    hub.confirmSessions(checked, new Map([['s1', until]]));
    expect(renewed.session?.expiresAt).toBe(until);
    expect([renewed, ended, attachedSince].map((c) => c.state.ended)).toEqual([false, true, false]);
  });

  it('closes a socket whose session ended while its token was being looked up', async () => {
    const hub = await listeningHub();
    const firstLookup = hub.lookingUp();
    const secondLookup = hub.lookingUp();
    await hub.endSessions(['s1']);
    const late = client('ana', { id: 's1', expiresAt: later() });
    hub.attach(late);
    firstLookup();
    expect(late.state.ended).toBe(true);

    // Once no lookup that began before the end runs, the end is forgotten.
    secondLookup();
    const afterwards = client('ana', { id: 's1', expiresAt: later() });
    hub.attach(afterwards);
    expect(afterwards.state.ended).toBe(false);
  });
});
