import { randomBytes, randomUUID } from 'node:crypto';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { LiveMember, LiveSessions } from '../../http/session';
import type { AccountContext, ClientInfo } from './account.context';
import { sha256Hex } from './secrets';
import { deleteSessionsOf, findLiveSession, findLiveSessionsByIds, insertSession, renewSession, revokeLiveSessionsOf, revokeOtherSessions, revokeSession } from './sessions.repository';

/** Opaque tokens: 256 random bits, base64url. Only their SHA-256 is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Ids per liveness query, well within the bound-parameter limits of SQLite and PostgreSQL. */
const LIVENESS_BATCH = 500;

/** Told which sessions ended once the change is committed; the realtime hub closes their sockets. */
export type SessionsEndedListener = (sessionIds: readonly string[]) => Promise<void>;

export interface Sessions {
  /**
   * The resolver every member call uses (a live token gives its member, anything else null), and
   * the realtime socket's liveness check.
   */
  readonly resolver: LiveSessions;
  /** Starts a session and answers its token, the only time the token exists outside the client. */
  start(userId: string, client: ClientInfo): Promise<string>;
  end(sessionId: string): Promise<void>;
  /** Ends every other session of a user, e.g. after a password change; announced after the commit. */
  endOthers(trx: Trx, userId: string, keepSessionId: string): Promise<void>;
  /** Ends and deletes every session of some users (an erased account); announced after the commit. */
  forgetAll(trx: Trx, userIds: readonly string[]): Promise<void>;
  /** Ends one live session of a user, or every one (an operator's action); announced after the commit. Answers the ids ended. */
  endLiveIn(trx: Trx, userId: string, sessionId?: string): Promise<string[]>;
  onEnded(listener: SessionsEndedListener): void;
}

export function createSessions(ctx: AccountContext): Sessions {
  const { limits } = ctx;
  const listeners: SessionsEndedListener[] = [];
  const announce = async (sessionIds: readonly string[]) => {
    if (sessionIds.length > 0) await Promise.all(listeners.map((listener) => listener(sessionIds)));
  };

  return {
    resolver: {
      async resolve(token: string): Promise<LiveMember | null> {
        const now = ctx.now();
        const session = await findLiveSession(ctx.db, sha256Hex(token), now);
        if (!session) return null;
        let expiresAt = session.expires_at;
        // Sliding renewal: use pushes the idle expiry forward, never past the absolute limit.
        if (now - session.renewed_at >= limits.sessionRenewEveryMs) {
          const renewed = Math.min(now + limits.sessionIdleMs, session.created_at + limits.sessionMaxMs);
          if (renewed > expiresAt) {
            await renewSession(ctx.db, session.id, renewed, now);
            expiresAt = renewed;
          }
        }
        return { userId: session.user_id, sessionId: session.id, expiresAt };
      },

      async liveUntil(sessionIds) {
        const now = ctx.now();
        const live = new Map<string, number>();
        for (let start = 0; start < sessionIds.length; start += LIVENESS_BATCH) {
          const rows = await findLiveSessionsByIds(ctx.db, sessionIds.slice(start, start + LIVENESS_BATCH), now);
          for (const row of rows) live.set(row.id, row.expires_at);
        }
        return live;
      },
    },

    async start(userId, client) {
      const token = newToken();
      const now = ctx.now();
      await insertSession(ctx.db, {
        id: randomUUID(),
        user_id: userId,
        token_hash: sha256Hex(token),
        created_at: now,
        expires_at: now + limits.sessionIdleMs,
        ip: client.ip.slice(0, 64),
        user_agent: client.userAgent.slice(0, 256),
      });
      return token;
    },

    async end(sessionId) {
      await revokeSession(ctx.db, sessionId, ctx.now());
      await announce([sessionId]);
    },

    async endOthers(trx, userId, keepSessionId) {
      const ended = await revokeOtherSessions(trx, userId, keepSessionId, ctx.now());
      unitOf(trx).afterCommit(() => announce(ended));
    },

    async forgetAll(trx, userIds) {
      const ended = await deleteSessionsOf(trx, userIds);
      unitOf(trx).afterCommit(() => announce(ended));
    },

    async endLiveIn(trx, userId, sessionId) {
      const ended = await revokeLiveSessionsOf(trx, userId, sessionId, ctx.now());
      unitOf(trx).afterCommit(() => announce(ended));
      return ended;
    },

    onEnded(listener) {
      listeners.push(listener);
    },
  };
}
