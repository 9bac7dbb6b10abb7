import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a support chat token lasts: a day; the chat asks for a new one when it expires. */
export const SUPPORT_TOKEN_MS = 24 * 3_600_000;

/**
 * A support chat token names the member's conversation and when it expires, signed with the
 * server's secret: `<conversation>.<expires>.<signature>`. The chat's calls take it besides the
 * session, so a chat window opened for one account never speaks for another.
 */
export function createSupportTokens(secret: string) {
  const sign = (payload: string) => createHmac('sha256', `support-chat:${secret}`).update(payload).digest('base64url');

  return {
    issue(conversationId: string, now: number): { token: string; expiresAt: number } {
      const expiresAt = now + SUPPORT_TOKEN_MS;
      const payload = `${conversationId}.${expiresAt}`;
      return { token: `${payload}.${sign(payload)}`, expiresAt };
    },

    /** The conversation a token names, or null when it is forged or expired. */
    conversationOf(token: string, now: number): string | null {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [conversationId, expires, signature] = parts as [string, string, string];
      const expected = Buffer.from(sign(`${conversationId}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(expires) > now ? conversationId : null;
    },
  };
}
