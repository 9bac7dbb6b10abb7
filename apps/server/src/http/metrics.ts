import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LogOutput } from './log-output';
import type { OpsAccess } from './ops-access';

/**
 * Prometheus metrics on `GET /metrics`, for those `access` lets in: request counts and latencies by
 * route, plus process metrics. The registry is made either way, for the other parts' metrics.
 */
export function registerMetrics(app: FastifyInstance, options: { processMetrics: boolean; access: OpsAccess; logOutput: LogOutput; statements: () => number }): Registry {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const { logOutput } = options;
  new Counter({
    name: 'lootbay_log_lines_dropped_total',
    help: 'Log lines dropped because the reader of standard output stalled or went away',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(logOutput.dropped);
    },
  });
  new Counter({
    name: 'lootbay_db_statements_total',
    help: 'Statements sent to the database (on PostgreSQL, round trips)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(options.statements());
    },
  });
  const requests = new Counter({
    name: 'lootbay_http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'lootbay_http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  if (!options.access.served) return registry;
  app.get('/metrics', { schema: { hide: true }, onRequest: options.access.check }, async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
