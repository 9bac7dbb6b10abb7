import {
  MAX_WATCHED_ROOMS,
  type Audience,
  type RealtimeEventType,
  type RealtimeMessage,
  type RoomName,
} from '@lootbay/shared/realtime-events';
import type { Broadcast, PubSubBridge } from './bridge';

/** One open socket as the hub sees it: whose it is (null for a visitor) and how to reach it. */
export interface RealtimeClient {
  readonly userId: string | null;
  send(text: string): void;
}

/** What modules use to push events to browsers, on every instance. */
export interface RealtimeHub {
  /**
   * Events are notices of changes already committed, and a client reloads what it missed after a
   * reconnect; so publishing never fails the caller: a broadcast the bridge cannot carry is logged.
   */
  publish<T extends RealtimeEventType>(audience: Audience, message: RealtimeMessage<T>): Promise<void>;
}

export interface LocalHub extends RealtimeHub {
  /** Adds a socket of this instance; the returned function removes it, and it leaves its rooms. */
  attach(client: RealtimeClient): () => void;
  /**
   * Adds an attached socket to a room; whether it now watches it (false past the cap, so one
   * socket cannot make the hub hold an unbounded number of rooms).
   */
  watch(client: RealtimeClient, room: RoomName): boolean;
  unwatch(client: RealtimeClient, room: RoomName): void;
  /** Hands a broadcast that came over the bridge to the matching sockets of this instance. */
  deliver(broadcast: Broadcast): void;
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

export function createHub(bridge: PubSubBridge, onPublishFailure: (error: unknown, broadcast: Broadcast) => void): LocalHub {
  const everyone = new Set<RealtimeClient>();
  const byUser = new Map<string, Set<RealtimeClient>>();
  const byRoom = new Map<RoomName, Set<RealtimeClient>>();
  const roomsOf = new Map<RealtimeClient, Set<RoomName>>();

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
    async publish(audience, message) {
      const broadcast = { audience, message };
      await bridge.publish(broadcast).catch((error: unknown) => onPublishFailure(error, broadcast));
    },

    attach(client) {
      everyone.add(client);
      roomsOf.set(client, new Set());
      const userId = client.userId;
      if (userId !== null) join(byUser, userId, client);
      return () => {
        everyone.delete(client);
        for (const room of roomsOf.get(client) ?? []) leave(byRoom, room, client);
        roomsOf.delete(client);
        if (userId !== null) leave(byUser, userId, client);
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

    deliver({ audience, message }) {
      const sockets = recipients(audience);
      if (!sockets) return;
      const text = JSON.stringify(message);
      for (const client of sockets) client.send(text);
    },

    get size() {
      return everyone.size;
    },
  };
}
