import { randomBytes, randomUUID } from 'node:crypto';
import type { Trx } from '../../db/unit-of-work';
import type { Member, SessionResolver } from '../../http/session';
import type { AccountContext, ClientInfo } from './account.context';
import { sha256Hex } from './secrets';
import { findLiveSession, insertSession, renewSession, revokeOtherSessions, revokeSession } from './sessions.repository';

/** Opaque tokens: 256 random bits, base64url. Only their SHA-256 is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface Sessions {
  /** The resolver every member call uses: a live token gives its member, anything else null. */
  readonly resolver: SessionResolver;
  /** Starts a session and answers its token, the only time the token exists outside the client. */
  start(userId: string, client: ClientInfo): Promise<string>;
  end(sessionId: string): Promise<void>;
  /** Ends every other session of a user, e.g. after a password change. */
  endOthers(trx: Trx, userId: string, keepSessionId: string): Promise<void>;
}

export function createSessions(ctx: AccountContext): Sessions {
  const { limits } = ctx;
  return {
    resolver: {
      async resolve(token: string): Promise<Member | null> {
        const now = ctx.now();
        const session = await findLiveSession(ctx.db, sha256Hex(token), now);
        if (!session) return null;
        // Sliding renewal: use pushes the idle expiry forward, never past the absolute limit.
        if (now - session.renewed_at >= limits.sessionRenewEveryMs) {
          const expiresAt = Math.min(now + limits.sessionIdleMs, session.created_at + limits.sessionMaxMs);
          if (expiresAt > session.expires_at) await renewSession(ctx.db, session.id, expiresAt, now);
        }
        return { userId: session.user_id, sessionId: session.id };
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

    end: (sessionId) => revokeSession(ctx.db, sessionId, ctx.now()),

    endOthers: (trx, userId, keepSessionId) => revokeOtherSessions(trx, userId, keepSessionId, ctx.now()),
  };
}
