import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The web app's copy of the token: an httpOnly cookie, so page scripts cannot read it. */
const COOKIE = 'token';

type CookieChange = { token: string; maxAgeSeconds: number } | 'clear';
const pending = new WeakMap<FastifyRequest, CookieChange>();

/** Asks for the cookie to be set on this request's answer (handlers see the request, not the reply). */
export function setSessionCookie(request: FastifyRequest, token: string, maxAgeMs: number): void {
  pending.set(request, { token, maxAgeSeconds: Math.floor(maxAgeMs / 1000) });
}

export function clearSessionCookie(request: FastifyRequest): void {
  pending.set(request, 'clear');
}

/** Writes the cookie changes asked for by the routes of one scope. */
export function registerSessionCookie(scope: FastifyInstance, options: { secure: boolean }): void {
  scope.addHook('onSend', async (request, reply) => {
    const change = pending.get(request);
    if (!change) return;
    const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
    if (change === 'clear') reply.clearCookie(COOKIE, base);
    else reply.setCookie(COOKIE, change.token, { ...base, maxAge: change.maxAgeSeconds });
  });
}
