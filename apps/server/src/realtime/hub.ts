import type { Audience, RealtimeEventType, RealtimeMessage } from '@lootbay/shared/realtime-events';
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
  /** Adds a socket of this instance; the returned function removes it. */
  attach(client: RealtimeClient): () => void;
  /** Hands a broadcast that came over the bridge to the matching sockets of this instance. */
  deliver(broadcast: Broadcast): void;
  readonly size: number;
}

export function createHub(bridge: PubSubBridge, onPublishFailure: (error: unknown, broadcast: Broadcast) => void): LocalHub {
  const everyone = new Set<RealtimeClient>();
  const byUser = new Map<string, Set<RealtimeClient>>();

  return {
    async publish(audience, message) {
      const broadcast = { audience, message };
      await bridge.publish(broadcast).catch((error: unknown) => onPublishFailure(error, broadcast));
    },

    attach(client) {
      everyone.add(client);
      const userId = client.userId;
      if (userId !== null) {
        const sockets = byUser.get(userId) ?? new Set();
        sockets.add(client);
        byUser.set(userId, sockets);
      }
      return () => {
        everyone.delete(client);
        if (userId === null) return;
        const sockets = byUser.get(userId);
        sockets?.delete(client);
        if (sockets?.size === 0) byUser.delete(userId);
      };
    },

    deliver({ audience, message }) {
      const recipients = audience.kind === 'public' ? everyone : byUser.get(audience.userId);
      if (!recipients) return;
      const text = JSON.stringify(message);
      for (const client of recipients) client.send(text);
    },

    get size() {
      return everyone.size;
    },
  };
}
