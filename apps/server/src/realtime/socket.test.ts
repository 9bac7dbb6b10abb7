import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WATCHED_ROOMS, PUBLIC_AUDIENCE, roomAudience, userAudience } from '@lootbay/shared/realtime-events';
import type { LiveMember, LiveSessions } from '../http/session';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { isType, messagesOfType, openSocket } from '../../test/helpers/socket-client';
import { SILENT_CLOSE_CODE } from './socket';

// The socket involves no table, so one dialect is enough here; the Redis path runs on PostgreSQL
// in test/two-instances.test.ts.

/** A session lookup double: two fixed tokens, each one member's, whose sessions never end. */
const sessions: LiveSessions = {
  async resolve(token) {
    const expiresAt = Date.now() + 86_400_000;
    const members: Record<string, LiveMember> = {
      'token-alice': { userId: 'alice', sessionId: 's-alice', expiresAt },
      'token-bruno': { userId: 'bruno', sessionId: 's-bruno', expiresAt },
    };
    if (token === 'token-broken') throw new Error('session store unavailable');
    return members[token] ?? null;
  },
  liveUntil: async (sessionIds) => new Map(sessionIds.map((id) => [id, Date.now() + 86_400_000])),
};

function socketUrl(testApp: TestApp, query = ''): string {
  const { port } = testApp.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws${query}`;
}

async function listeningApp(realtime: { pingIntervalMs?: number; timeoutMs?: number }): Promise<TestApp> {
  const testApp = await createTestApp('sqlite', { seed: false, deps: { sessions, realtime } });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  return testApp;
}

const hello = (text: string) => isType('hello')(text);
const notice = (id: string) => ({ type: 'notice' as const, data: { id, title: `title ${id}`, body: `body ${id}` } });
const watch = (room: string) => JSON.stringify({ type: 'watch', data: { room } });
const unwatch = (room: string) => JSON.stringify({ type: 'unwatch', data: { room } });
/** The server's answer to a watch or unwatch of that room. */
const watching = (room: string) => (text: string) =>
  isType('watching')(text) && (JSON.parse(text) as { data: { room: string } }).data.room === room;

describe('realtime socket', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await listeningApp({});
  });
  afterAll(() => testApp.close());

  it('greets a visitor, and a member whose token resolves, on connect', async () => {
    const visitor = await openSocket(socketUrl(testApp));
    const member = await openSocket(socketUrl(testApp, '?token=token-alice'));
    const stranger = await openSocket(socketUrl(testApp, '?token=not-a-session'));
    expect(JSON.parse(await visitor.take(hello)).data).toMatchObject({ authenticated: false });
    expect(JSON.parse(await member.take(hello)).data).toMatchObject({ authenticated: true });
    expect(JSON.parse(await stranger.take(hello)).data).toMatchObject({ authenticated: false });
    await Promise.all([visitor.close(), member.close(), stranger.close()]);
  });

  it('answers the JSON heartbeat and the plain-text ping', async () => {
    const socket = await openSocket(socketUrl(testApp));
    await socket.take(hello);
    socket.send(JSON.stringify({ type: 0, data: 'ping' }));
    expect(JSON.parse(await socket.take(isType(0)))).toEqual({ type: 0, data: 'pong' });
    socket.send('ping');
    expect(await socket.take((text) => text === 'pong')).toBe('pong');
    await socket.close();
  });

  it('sends public events to every socket and private events to their user only', async () => {
    const visitor = await openSocket(socketUrl(testApp));
    const alice = await openSocket(socketUrl(testApp, '?token=token-alice'));
    const aliceOnPhone = await openSocket(socketUrl(testApp, '?token=token-alice'));
    const bruno = await openSocket(socketUrl(testApp, '?token=token-bruno'));
    const everyone = [visitor, alice, aliceOnPhone, bruno];
    await Promise.all(everyone.map((socket) => socket.take(hello)));

    await testApp.app.realtime.publish(PUBLIC_AUDIENCE, notice('drop-1'));
    await testApp.app.realtime.publish(userAudience('alice'), notice('for-alice'));
    // A public marker after the private event: once it arrives, everything before it has too.
    await testApp.app.realtime.publish(PUBLIC_AUDIENCE, notice('marker'));
    await Promise.all(everyone.map((socket) => socket.take((text) => text.includes('"marker"'))));

    const ids = (socket: (typeof everyone)[number]) => messagesOfType(socket, 'notice').map((data) => (data as { id: string }).id);
    expect(ids(visitor)).toEqual(['drop-1', 'marker']);
    expect(ids(bruno)).toEqual(['drop-1', 'marker']);
    expect(ids(alice)).toEqual(['drop-1', 'for-alice', 'marker']);
    expect(ids(aliceOnPhone)).toEqual(['drop-1', 'for-alice', 'marker']);
    expect(JSON.parse(alice.received.find((text) => text.includes('for-alice')) as string)).toEqual(notice('for-alice'));
    await Promise.all(everyone.map((socket) => socket.close()));
  });

  it('ignores malformed messages and keeps serving', async () => {
    const socket = await openSocket(socketUrl(testApp, '?token=token-alice'));
    await socket.take(hello);
    for (const junk of ['{not json', 'null', '[]', '{"type":0}', '{"type":"0","data":"ping"}', '{"type":0,"data":"PING"}', '💥', '']) {
      socket.send(junk);
    }
    socket.send(Buffer.from([0, 1, 2, 3]));
    socket.send(JSON.stringify({ type: 0, data: 'ping' }));
    await socket.take(isType(0));
    // Only the one well-formed heartbeat was answered.
    expect(messagesOfType(socket, 0)).toEqual(['pong']);
    expect(socket.received.filter((text) => text === 'pong')).toEqual([]);
    await testApp.app.realtime.publish(userAudience('alice'), notice('still-here'));
    await socket.take((text) => text.includes('still-here'));
    await socket.close();
  });

  it('sends a room event to the sockets watching the room only, a visitor included, until they unwatch', async () => {
    const watcher = await openSocket(socketUrl(testApp));
    const memberWatcher = await openSocket(socketUrl(testApp, '?token=token-alice'));
    const bystander = await openSocket(socketUrl(testApp, '?token=token-bruno'));
    const everyone = [watcher, memberWatcher, bystander];
    await Promise.all(everyone.map((socket) => socket.take(hello)));

    watcher.send(watch('arena:abc'));
    memberWatcher.send(watch('arena:abc'));
    expect(JSON.parse(await watcher.take(watching('arena:abc'))).data).toEqual({ room: 'arena:abc', watching: true });
    await memberWatcher.take(watching('arena:abc'));
    await testApp.app.realtime.publish(roomAudience('arena', 'abc'), notice('round-1'));
    await testApp.app.realtime.publish(roomAudience('roll', 'abc'), notice('another-room'));
    await testApp.app.realtime.publish(PUBLIC_AUDIENCE, notice('marker-1'));
    await Promise.all(everyone.map((socket) => socket.take((text) => text.includes('"marker-1"'))));

    watcher.send(unwatch('arena:abc'));
    expect(JSON.parse(await watcher.take(watching('arena:abc'))).data).toEqual({ room: 'arena:abc', watching: false });
    await testApp.app.realtime.publish(roomAudience('arena', 'abc'), notice('round-2'));
    await testApp.app.realtime.publish(PUBLIC_AUDIENCE, notice('marker-2'));
    await Promise.all(everyone.map((socket) => socket.take((text) => text.includes('"marker-2"'))));

    const ids = (socket: (typeof everyone)[number]) => messagesOfType(socket, 'notice').map((data) => (data as { id: string }).id);
    expect(ids(watcher)).toEqual(['round-1', 'marker-1', 'marker-2']);
    expect(ids(memberWatcher)).toEqual(['round-1', 'marker-1', 'round-2', 'marker-2']);
    expect(ids(bystander)).toEqual(['marker-1', 'marker-2']);
    await Promise.all(everyone.map((socket) => socket.close()));
  });

  it('ignores watch and unwatch messages without a valid room name', async () => {
    const socket = await openSocket(socketUrl(testApp));
    await socket.take(hello);
    const tooLong = `arena:${'x'.repeat(65)}`;
    const badRooms = ['', 'arena', 'arena:', 'battle:abc', 'ARENA:abc', 'arena:a b', 'arena:abc:def', 'arena:é', ' arena:abc', tooLong];
    for (const room of badRooms) {
      socket.send(watch(room));
      socket.send(unwatch(room));
    }
    const badShapes = [
      { type: 'watch' },
      { type: 'watch', data: null },
      { type: 'watch', data: 'arena:abc' },
      { type: 'watch', data: { room: 7 } },
      { type: 'unwatch', data: { room: ['arena:abc'] } },
      { type: 'WATCH', data: { room: 'arena:abc' } },
    ];
    for (const junk of badShapes) socket.send(JSON.stringify(junk));
    socket.send(JSON.stringify({ type: 0, data: 'ping' }));
    await socket.take(isType(0));
    expect(messagesOfType(socket, 'watching')).toEqual([]);

    // Still served: a valid name sent after all that is watched.
    socket.send(watch('arena:x_Y-9'));
    await socket.take(watching('arena:x_Y-9'));
    await testApp.app.realtime.publish(roomAudience('arena', 'x_Y-9'), notice('after-junk'));
    await socket.take((text) => text.includes('after-junk'));
    await socket.close();
  });

  it(`refuses a socket's watch of a room past ${MAX_WATCHED_ROOMS}`, async () => {
    const socket = await openSocket(socketUrl(testApp));
    await socket.take(hello);
    for (let n = 0; n < MAX_WATCHED_ROOMS; n += 1) socket.send(watch(`exponent:round-${n}`));
    socket.send(watch('exponent:one-too-many'));
    const refused = JSON.parse(await socket.take(watching('exponent:one-too-many')));
    expect(refused.data).toEqual({ room: 'exponent:one-too-many', watching: false });
    expect(messagesOfType(socket, 'watching').filter((data) => (data as { watching: boolean }).watching)).toHaveLength(MAX_WATCHED_ROOMS);
    await socket.close();
  });

  it('closes a socket that sends more than a heartbeat-sized message', async () => {
    const socket = await openSocket(socketUrl(testApp));
    await socket.take(hello);
    socket.send('x'.repeat(10_000));
    expect((await socket.closed).code).toBe(1009);
    const healthy = await openSocket(socketUrl(testApp));
    await healthy.take(hello);
    await healthy.close();
  });

  it('closes the socket when the session lookup fails, rather than demote a member to a visitor', async () => {
    const socket = await openSocket(socketUrl(testApp, '?token=token-broken'));
    expect((await socket.closed).code).toBe(1011);
    expect(socket.received).toEqual([]);
  });
});

describe('realtime heartbeat timing', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Margins wide enough for a loaded machine: a one-second stall must not look like silence.
    testApp = await listeningApp({ pingIntervalMs: 50, timeoutMs: 1_000 });
  });
  afterAll(() => testApp.close());

  it('sends a plain-text ping, which the client answers with pong', async () => {
    const socket = await openSocket(socketUrl(testApp));
    expect(await socket.take((text) => text === 'ping')).toBe('ping');
    socket.send('pong');
    await socket.close();
  });

  it('keeps a connection open while its client answers, for many timeouts in a row', async () => {
    const socket = await openSocket(socketUrl(testApp));
    // 50 pings at 50 ms span about two and a half timeouts; each pong restarts the silence clock.
    for (let answered = 0; answered < 50; answered += 1) {
      await socket.take((text) => text === 'ping');
      socket.send('pong');
    }
    await testApp.app.realtime.publish(PUBLIC_AUDIENCE, notice('alive'));
    await socket.take((text) => text.includes('"alive"'));
    await socket.close();
  });

  it('closes a connection from which nothing arrives within the timeout', async () => {
    const socket = await openSocket(socketUrl(testApp));
    await socket.take(hello);
    expect(await socket.closed).toEqual({ code: SILENT_CLOSE_CODE, reason: 'heartbeat timeout' });
  });
});

describe('realtime socket count', () => {
  it('counts open sockets in /metrics and forgets a socket once its client leaves', async () => {
    const testApp = await listeningApp({});
    const gauge = async () => (await testApp.inject({ method: 'GET', url: '/metrics' })).body.match(/^lootbay_realtime_sockets (\d+)$/m)?.[1];
    const socket = await openSocket(socketUrl(testApp, '?token=token-bruno'));
    await socket.take(hello);
    expect(await gauge()).toBe('1');
    await socket.close();
    for (let tries = 0; tries < 500 && (await gauge()) !== '0'; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await gauge()).toBe('0');
    await testApp.close();
  });
});

describe('realtime shutdown', () => {
  it('closes open sockets when the app closes', async () => {
    const testApp = await listeningApp({});
    const socket = await openSocket(socketUrl(testApp, '?token=token-alice'));
    await socket.take(hello);
    await testApp.close();
    expect((await socket.closed).code).toBeGreaterThan(0);
  });
});
