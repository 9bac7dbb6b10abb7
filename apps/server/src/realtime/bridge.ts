import type { Redis } from 'ioredis';
import { isRoomName, type Audience, type RealtimeMessage } from '@lootbay/shared/realtime-events';

/** An event and who may see it. */
export interface Broadcast {
  readonly audience: Audience;
  readonly message: RealtimeMessage;
}

/** Sessions that have ended: every instance closes their sockets. */
export interface SessionsEnded {
  readonly endedSessions: readonly string[];
}

/** What crosses the bridge: an event for an audience, or the end of sessions. */
export type BridgeMessage = Broadcast | SessionsEnded;

/**
 * Carries messages to every server instance, the publishing one included: an instance delivers
 * to its sockets only what comes back from the bridge, so each socket gets a message once.
 */
export interface PubSubBridge {
  publish(message: BridgeMessage): Promise<void>;
  /** Starts delivering messages to the listener; resolves once the bridge is listening. */
  listen(listener: (message: BridgeMessage) => void): Promise<void>;
  close(): Promise<void>;
}

/** One instance: messages go straight back to its own listener. */
export function createMemoryBridge(): PubSubBridge {
  let listener: ((message: BridgeMessage) => void) | null = null;
  return {
    async publish(message) {
      listener?.(message);
    },
    async listen(next) {
      listener = next;
    },
    async close() {
      listener = null;
    },
  };
}

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

function isSessionsEnded(value: unknown): value is SessionsEnded {
  if (typeof value !== 'object' || value === null) return false;
  const { endedSessions } = value as Record<string, unknown>;
  return Array.isArray(endedSessions) && endedSessions.every((id) => typeof id === 'string');
}

/**
 * Several instances: messages travel over one Redis channel. A connection in subscriber mode
 * can run no other command, so listening uses a duplicate of the shared connection, which the
 * bridge owns and closes; the shared one stays the caller's.
 */
export function createRedisBridge(
  redis: Redis,
  options: { channel: string; onInvalid?: (raw: string) => void },
): PubSubBridge {
  const { channel } = options;
  let subscriber: Redis | null = null;
  return {
    async publish(message) {
      await redis.publish(channel, JSON.stringify(message));
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
        if (isBroadcast(parsed) || isSessionsEnded(parsed)) listener(parsed);
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
