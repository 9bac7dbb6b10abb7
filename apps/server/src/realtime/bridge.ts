import type { Redis } from 'ioredis';
import { isRoomName, type Audience, type RealtimeMessage } from '@lootbay/shared/realtime-events';

/** What crosses the bridge: one message and who may see it. */
export interface Broadcast {
  readonly audience: Audience;
  readonly message: RealtimeMessage;
}

/**
 * Carries broadcasts to every server instance, the publishing one included: an instance delivers
 * to its sockets only what comes back from the bridge, so each socket gets a message once.
 */
export interface PubSubBridge {
  publish(broadcast: Broadcast): Promise<void>;
  /** Starts delivering broadcasts to the listener; resolves once the bridge is listening. */
  listen(listener: (broadcast: Broadcast) => void): Promise<void>;
  close(): Promise<void>;
}

/** One instance: broadcasts go straight back to its own listener. */
export function createMemoryBridge(): PubSubBridge {
  let listener: ((broadcast: Broadcast) => void) | null = null;
  return {
    async publish(broadcast) {
      listener?.(broadcast);
    },
    async listen(next) {
      listener = next;
    },
    async close() {
      listener = null;
    },
  };
}

export const DEFAULT_REDIS_CHANNEL = 'lootbay:realtime';

function isAudience(value: unknown): value is Audience {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, userId, room } = value as Record<string, unknown>;
  return kind === 'public' || (kind === 'user' && typeof userId === 'string') || (kind === 'room' && isRoomName(room));
}

function isBroadcast(value: unknown): value is Broadcast {
  if (typeof value !== 'object' || value === null) return false;
  const { audience, message } = value as Record<string, unknown>;
  if (!isAudience(audience) || typeof message !== 'object' || message === null) return false;
  return 'type' in message && 'data' in message;
}

/**
 * Several instances: broadcasts travel over one Redis channel. A connection in subscriber mode
 * can run no other command, so listening uses a duplicate of the shared connection, which the
 * bridge owns and closes; the shared one stays the caller's.
 */
export function createRedisBridge(
  redis: Redis,
  options: { channel?: string; onInvalid?: (raw: string) => void } = {},
): PubSubBridge {
  const channel = options.channel ?? DEFAULT_REDIS_CHANNEL;
  let subscriber: Redis | null = null;
  return {
    async publish(broadcast) {
      await redis.publish(channel, JSON.stringify(broadcast));
    },
    async listen(listener) {
      const connection = redis.duplicate();
      subscriber = connection;
      connection.on('message', (from: string, raw: string) => {
        if (from !== channel) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          parsed = null;
        }
        if (isBroadcast(parsed)) listener(parsed);
        else options.onInvalid?.(raw);
      });
      await connection.subscribe(channel);
    },
    async close() {
      const connection = subscriber;
      subscriber = null;
      if (!connection) return;
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
