import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { Gauge, type Registry } from 'prom-client';
import type { RawData, WebSocket } from 'ws';
import { SOCKET_PING_INTERVAL_MS, SOCKET_TIMEOUT_MS } from '@lootbay/shared/constants';
import {
  HEARTBEAT_TYPE,
  isRoomName,
  type ClientMessage,
  type RealtimeMessage,
  type RoomName,
} from '@lootbay/shared/realtime-events';
import type { LiveMember, LiveSessions } from '../http/session';
import { createMemoryBridge, createRedisBridge } from './bridge';
import { createHub, type LocalHub, type RealtimeClient, type RealtimeHub, type SessionEnds } from './hub';
import { SESSION_CHECK_INTERVAL_MS, startSessionChecks } from './session-checks';

/** Clients send only heartbeats and watch/unwatch messages of a few dozen bytes; anything larger is not ours. */
const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** A socket that lets this much pile up unread is too slow to follow live events; it reconnects. */
const MAX_BUFFERED_BYTES = 1_048_576;
/** Close code for a connection that fell silent (the 4000s are the application's). */
export const SILENT_CLOSE_CODE = 4000;
/** Close code for a member socket whose session has ended; the client reconnects as whoever it is now. */
export const SESSION_ENDED_CLOSE_CODE = 4001;
/** Close code for the sockets of an instance that stops (WebSocket's "service restart"): clients reconnect, through the proxy to another instance. */
export const SERVICE_RESTART_CLOSE_CODE = 1012;

export interface RealtimeOptions {
  /** With Redis, events reach the sockets of every instance; without it, this instance's only. */
  readonly redis?: Redis;
  /** The Redis channel; instances that share events share it (the deployment's, from REDIS_NAMESPACE). */
  readonly channel: string;
  /** How often the server sends its plain-text `ping`. */
  readonly pingIntervalMs?: number;
  /** A socket with no message from its client for this long is closed. */
  readonly timeoutMs?: number;
  /** How often the sessions of member sockets are checked for ends nobody announced. */
  readonly sessionCheckMs?: number;
  readonly metrics?: Registry;
}

function queryToken(request: FastifyRequest): string | undefined {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' && token.length > 0 && token.length <= 256 ? token : undefined;
}

function textOf(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw as ArrayBuffer).toString('utf8');
}

function roomOf(data: unknown): RoomName | null {
  if (typeof data !== 'object' || data === null) return null;
  const { room } = data as Record<string, unknown>;
  return isRoomName(room) ? room : null;
}

/** A client's JSON message, or null for anything else (malformed, unknown, a bad room name): ignored. */
function parseClientMessage(text: string): ClientMessage | null {
  if (!text.startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, data } = parsed as Record<string, unknown>;
  if (type === HEARTBEAT_TYPE) return data === 'ping' ? { type: HEARTBEAT_TYPE, data } : null;
  if (type !== 'watch' && type !== 'unwatch') return null;
  const room = roomOf(data);
  return room ? { type, data: { room } } : null;
}

function watching(room: RoomName, now: boolean): RealtimeMessage<'watching'> {
  return { type: 'watching', data: { room, watching: now } };
}

/** What the server answers a client's message with, after acting on it. */
function answer(hub: LocalHub, client: RealtimeClient, message: ClientMessage): RealtimeMessage {
  switch (message.type) {
    case HEARTBEAT_TYPE:
      return { type: HEARTBEAT_TYPE, data: 'pong' } satisfies RealtimeMessage<0>;
    case 'watch':
      return watching(message.data.room, hub.watch(client, message.data.room));
    case 'unwatch':
      hub.unwatch(client, message.data.room);
      return watching(message.data.room, false);
  }
}

/** The hub the modules publish through, and the socket that opens once the account's sessions exist. */
export interface Realtime {
  readonly hub: RealtimeHub & SessionEnds;
  /** Opens `/ws`, resolving `?token=` and ending sockets whose session ended with `sessions`. */
  openSockets(sessions: LiveSessions): void;
}

/**
 * The realtime socket of spec point 7 at `GET /ws?token=…`, outside `/api` and without auth_key.
 * The token is read from the query only, never from the session cookie: a browser attaches
 * cookies to a socket opened by any site, which would let that site read a member's events.
 * The hub comes first, since every module publishes through it; the socket opens after the
 * modules are built, with the account module's sessions.
 */
export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const pingIntervalMs = options.pingIntervalMs ?? SOCKET_PING_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? SOCKET_TIMEOUT_MS;
  const bridge = options.redis
    ? createRedisBridge(options.redis, {
        channel: options.channel,
        onInvalid: (raw) => app.log.warn({ raw: raw.slice(0, 200) }, 'realtime bridge dropped a malformed broadcast'),
      })
    : createMemoryBridge();
  const hub = createHub(bridge, (error, message) =>
    app.log.error(
      'endedSessions' in message ? { err: error, endedSessions: message.endedSessions.length } : { err: error, type: message.message.type, audience: message.audience.kind },
      'realtime broadcast failed',
    ),
  );
  if (options.metrics) {
    new Gauge({
      name: 'lootbay_realtime_sockets',
      help: 'Open realtime sockets on this instance',
      registers: [options.metrics],
      collect() {
        this.set(hub.size);
      },
    });
  }

  // Before the plugin's own close, which would close them without a reason.
  app.addHook('preClose', async () => {
    for (const socket of app.websocketServer.clients) socket.close(SERVICE_RESTART_CLOSE_CODE, 'service restart');
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  await bridge.listen((message) => hub.deliver(message));
  app.decorate('realtime', hub as RealtimeHub);
  app.addHook('onClose', async () => {
    await bridge.close();
  });

  function send(socket: WebSocket, text: string): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  function serve(socket: WebSocket, member: LiveMember | null): void {
    // The client may have gone while its token was being checked.
    if (socket.readyState !== socket.OPEN) return;
    const client: RealtimeClient = {
      userId: member?.userId ?? null,
      session: member ? { id: member.sessionId, expiresAt: member.expiresAt } : null,
      send: (text) => send(socket, text),
      end: () => socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended'),
    };
    const detach = hub.attach(client);
    const silence = setTimeout(() => socket.close(SILENT_CLOSE_CODE, 'heartbeat timeout'), timeoutMs);
    socket.on('close', () => {
      clearTimeout(silence);
      detach();
    });
    socket.on('message', (raw, isBinary) => {
      // Any message proves the client is there, even one that gets no answer.
      silence.refresh();
      if (isBinary) return;
      const text = textOf(raw);
      if (text === 'ping') {
        send(socket, 'pong');
        return;
      }
      const message = parseClientMessage(text);
      if (message) send(socket, JSON.stringify(answer(hub, client, message)));
    });
    const hello: RealtimeMessage<'hello'> = { type: 'hello', data: { serverTime: Date.now(), authenticated: member !== null } };
    send(socket, JSON.stringify(hello));
  }

  function openSockets(sessions: LiveSessions): void {
    const stopSessionChecks = startSessionChecks(hub, sessions, {
      everyMs: options.sessionCheckMs ?? SESSION_CHECK_INTERVAL_MS,
      onError: (error) => app.log.error({ err: error }, 'realtime session check failed'),
    });
    app.get('/ws', { websocket: true }, (socket, request) => {
      const token = queryToken(request);
      if (!token) {
        serve(socket, null);
        return;
      }
      // Messages that arrive while the token is checked wait in the socket until listeners exist.
      socket.pause();
      const lookedUp = hub.lookingUp();
      sessions
        .resolve(token)
        .then(
          (member) => {
            serve(socket, member);
            socket.resume();
          },
          (error: unknown) => {
            // Serving it as a visitor would silently drop the member's events; the client reconnects.
            request.log.error({ err: error }, 'realtime session lookup failed');
            socket.resume();
            socket.close(1011, 'session lookup failed');
          },
        )
        .finally(lookedUp);
    });

    const pinger = setInterval(() => {
      for (const socket of app.websocketServer.clients) send(socket, 'ping');
    }, pingIntervalMs);
    pinger.unref();

    app.addHook('onClose', async () => {
      clearInterval(pinger);
      stopSessionChecks();
    });
  }

  return { hub, openSockets };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes events to the sockets of every instance. */
    readonly realtime: RealtimeHub;
  }
}
