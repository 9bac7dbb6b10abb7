import type { FastifyInstance } from 'fastify';
import { checkAuthKey } from '@lootbay/shared/auth-key';
import type { ErrorKey } from '@lootbay/shared/errors';
import type { Config } from '../config';
import { sendFailure } from './envelope';
import { requestLocale } from './locale';

const REFUSALS: Record<'missing' | 'malformed' | 'stale' | 'mismatch', ErrorKey> = {
  missing: 'AUTH_KEY_MISSING',
  malformed: 'AUTH_KEY_INVALID',
  mismatch: 'AUTH_KEY_INVALID',
  stale: 'AUTH_KEY_STALE',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call made by an outside service rather than the client (a payment provider's or a store's
     * notification): it cannot know the client's key and carries its own proof, checked by the handler.
     */
    outsideCaller?: boolean;
  }
}

/** Checks the signed `auth_key` query parameter on every catalogue call (spec point 7). */
export function registerAuthKeyCheck(app: FastifyInstance, config: Config): void {
  if (!config.authKeyRequired) return;
  // After body parsing, so a refusal speaks the body's `locale`.
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || !request.url.startsWith('/api/')) return;
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (request.routeOptions.config.outsideCaller) return;
    const authKey = (request.query as { auth_key?: unknown }).auth_key;
    const verdict = checkAuthKey(
      typeof authKey === 'string' ? authKey : undefined,
      path,
      config.authKey,
      Math.floor(Date.now() / 1000),
      config.authKeyWindowSeconds,
    );
    if (verdict === 'ok') return;
    request.log.info({ verdict, path }, 'auth_key refused');
    return sendFailure(reply, REFUSALS[verdict], requestLocale(request));
  });
}
