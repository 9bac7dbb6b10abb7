import type { FastifyRequest } from 'fastify';

/** Who a valid session token belongs to. */
export interface Member {
  readonly userId: string;
  readonly sessionId: string;
}

/** Turns a session token into its member; the account module provides the real one. */
export interface SessionResolver {
  resolve(token: string): Promise<Member | null>;
}

/** A member with the time their session ends unless it is used before. */
export interface LiveMember extends Member {
  readonly expiresAt: number;
}

/**
 * What the realtime socket needs of sessions: a socket outlives the request that opened it, so it
 * learns when its session ends (`expiresAt`) and asks again later whether it still lives.
 */
export interface LiveSessions {
  resolve(token: string): Promise<LiveMember | null>;
  /** The expiry of each of these sessions that still lives; ended, expired and disabled ones are left out. */
  liveUntil(sessionIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

/** The session token travels in the `token` header (spec point 7), or in the web app's cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers['token'];
  const token = (Array.isArray(header) ? header[0] : header) ?? request.cookies?.['token'];
  return token && token.length <= 256 ? token : undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a member call once its token is checked. */
    member: Member | null;
  }
}
