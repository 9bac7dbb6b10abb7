import type { FastifyInstance } from 'fastify';
import { sendFailure } from './envelope';
import { requestLocale } from './locale';

export interface Drain {
  readonly draining: boolean;
  start(): void;
}

/**
 * An instance about to stop drains first: it keeps its port for a while but answers every new
 * request 503 without doing anything, so the proxy in front retries it on another instance and
 * stops sending here (nginx: `proxy_next_upstream http_503`). Only then does it stop listening,
 * so no request is caught between a closed port and a proxy still sending to it. Liveness stays
 * up; readiness says `draining`.
 */
export function registerDraining(app: FastifyInstance): Drain {
  let draining = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!draining || request.url === '/healthz' || request.url === '/readyz') return;
    reply.header('connection', 'close').header('retry-after', '1');
    return sendFailure(reply, 'SERVICE_RESTARTING', requestLocale(request), null, 503);
  });
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}
