import {
  MAX_WATCHED_ROOMS,
  type Audience,
  type RealtimeEventType,
  type RealtimeMessage,
  type RoomName,
} from '@lootbay/shared/realtime-events';
import type { BridgeMessage, PubSubBridge } from './bridge';

/** A member socket's session: which one, and when it ends unless it is used (kept current by the session checks). */
export interface SocketSession {
  readonly id: string;
  expiresAt: number;
}

/** One open socket as the hub sees it: whose it is (null for a visitor) and how to reach it. */
export interface RealtimeClient {
  readonly userId: string | null;
  readonly session: SocketSession | null;
  send(text: string): void;
  /** Closes the socket because its session has ended. */
  end(): void;
}

/** What modules use to push events to browsers, on every instance. */
export interface RealtimeHub {
  /**
   * Events are notices of changes already committed, and a client reloads what it missed after a
   * reconnect; so publishing never fails the caller: a broadcast the bridge cannot carry is logged.
   */
  publish<T extends RealtimeEventType>(audience: Audience, message: RealtimeMessage<T>): Promise<void>;
}

/** What the server uses when sessions end: the account module tells it, modules never do. */
export interface SessionEnds {
  /**
   * Closes the sockets of these sessions on every instance, once they have ended (sign-out, a
   * password change, an account switch). Like `publish`, it never fails the caller.
   */
  endSessions(sessionIds: readonly string[]): Promise<void>;
}

export interface LocalHub extends RealtimeHub, SessionEnds {
  /** Adds a socket of this instance; the returned function removes it, and it leaves its rooms. */
  attach(client: RealtimeClient): () => void;
  /**
   * Adds an attached socket to a room; whether it now watches it (false past the cap, so one
   * socket cannot make the hub hold an unbounded number of rooms).
   */
  watch(client: RealtimeClient, room: RoomName): boolean;
  unwatch(client: RealtimeClient, room: RoomName): void;
  /**
   * Marks a token lookup in progress until the returned function is called, after the socket is
   * attached: a session that ends meanwhile is remembered, so its socket is closed as it attaches
   * rather than at the next session check.
   */
  lookingUp(): () => void;
  /** Hands what came over the bridge to the matching sockets of this instance. */
  deliver(message: BridgeMessage): void;
  /** The sessions of this instance's member sockets, for the session checks. */
  sessionIds(): string[];
  /**
   * The answer of a session check: of the `checked` sessions, those in `live` get their expiry
   * updated, the others' sockets are closed. Sessions attached since the check are left alone.
   */
  confirmSessions(checked: readonly string[], live: ReadonlyMap<string, number>): void;
  readonly size: number;
}

function join<K>(groups: Map<K, Set<RealtimeClient>>, key: K, client: RealtimeClient): void {
  const members = groups.get(key) ?? new Set();
  members.add(client);
  groups.set(key, members);
}

/** Empty groups are dropped, so rooms that are over do not pile up in memory. */
function leave<K>(groups: Map<K, Set<RealtimeClient>>, key: K, client: RealtimeClient): void {
  const members = groups.get(key);
  members?.delete(client);
  if (members?.size === 0) groups.delete(key);
}

export function createHub(
  bridge: PubSubBridge,
  onPublishFailure: (error: unknown, message: BridgeMessage) => void,
  now: () => number = Date.now,
): LocalHub {
  const everyone = new Set<RealtimeClient>();
  const byUser = new Map<string, Set<RealtimeClient>>();
  const bySession = new Map<string, Set<RealtimeClient>>();
  const byRoom = new Map<RoomName, Set<RealtimeClient>>();
  const roomsOf = new Map<RealtimeClient, Set<RoomName>>();
  /** Token lookups in flight, by the tick each began at, and sessions ended while any ran, by the tick of the end. */
  let tick = 0;
  const lookups = new Set<number>();
  const endedDuringLookups = new Map<string, number>();

  async function carry(message: BridgeMessage): Promise<void> {
    await bridge.publish(message).catch((error: unknown) => onPublishFailure(error, message));
  }

  function endAll(clients: Iterable<RealtimeClient> | undefined): void {
    for (const client of [...(clients ?? [])]) client.end();
  }

  function recipients(audience: Audience): ReadonlySet<RealtimeClient> | undefined {
    switch (audience.kind) {
      case 'public':
        return everyone;
      case 'user':
        return byUser.get(audience.userId);
      case 'room':
        return byRoom.get(audience.room);
    }
  }

  return {
    publish: (audience, message) => carry({ audience, message }),

    endSessions: (sessionIds) => carry({ endedSessions: sessionIds }),

    attach(client) {
      everyone.add(client);
      roomsOf.set(client, new Set());
      const { userId, session } = client;
      if (userId !== null) join(byUser, userId, client);
      if (session !== null) join(bySession, session.id, client);
      if (session !== null && endedDuringLookups.has(session.id)) client.end();
      return () => {
        everyone.delete(client);
        for (const room of roomsOf.get(client) ?? []) leave(byRoom, room, client);
        roomsOf.delete(client);
        if (userId !== null) leave(byUser, userId, client);
        if (session !== null) leave(bySession, session.id, client);
      };
    },

    watch(client, room) {
      // A detached socket has no rooms entry: watching would keep it in a room nobody clears.
      const rooms = roomsOf.get(client);
      if (!rooms) return false;
      if (rooms.has(room)) return true;
      if (rooms.size >= MAX_WATCHED_ROOMS) return false;
      rooms.add(room);
      join(byRoom, room, client);
      return true;
    },

    unwatch(client, room) {
      if (!roomsOf.get(client)?.delete(room)) return;
      leave(byRoom, room, client);
    },

    lookingUp() {
      const began = (tick += 1);
      lookups.add(began);
      return () => {
        if (!lookups.delete(began)) return;
        // A lookup that began after an end reads the session as ended: only older lookups need the end.
        const oldest = Math.min(...lookups);
        for (const [sessionId, endedAt] of endedDuringLookups) if (endedAt < oldest) endedDuringLookups.delete(sessionId);
      };
    },

    deliver(message) {
      if ('endedSessions' in message) {
        for (const sessionId of message.endedSessions) {
          endAll(bySession.get(sessionId));
          if (lookups.size > 0) endedDuringLookups.set(sessionId, (tick += 1));
        }
        return;
      }
      const sockets = recipients(message.audience);
      if (!sockets) return;
      const text = JSON.stringify(message.message);
      const at = now();
      for (const client of sockets) {
        // A session that expired since the last check gets nothing more: it is closed instead.
        if (client.session && client.session.expiresAt <= at) client.end();
        else client.send(text);
      }
    },

    sessionIds: () => [...bySession.keys()],

    confirmSessions(checked, live) {
      for (const sessionId of checked) {
        const expiresAt = live.get(sessionId);
        if (expiresAt === undefined) endAll(bySession.get(sessionId));
        else for (const client of bySession.get(sessionId) ?? []) if (client.session) client.session.expiresAt = expiresAt;
      }
    },

    get size() {
      return everyone.size;
    },
  };
}
