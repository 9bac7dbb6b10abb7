import type { FastifyInstance } from 'fastify';
import type { Drain } from './draining';

export interface ReadinessCheck {
  readonly name: string;
  check(): Promise<boolean>;
}

/**
 * `/healthz`: the process serves. `/readyz`: its database (and Redis, when used) answer too, and
 * it is not draining before a stop.
 */
export function registerHealth(app: FastifyInstance, checks: readonly ReadinessCheck[], drain: Drain): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (drain.draining) return reply.code(503).send({ status: 'draining' });
    const results = await Promise.all(checks.map(async (c) => [c.name, await c.check().catch(() => false)] as const));
    const ready = results.every(([, ok]) => ok);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) });
  });
}
