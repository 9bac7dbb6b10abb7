import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Who may read the operators' pages, `/metrics` and `/api/docs`: they tell an attacker every route
 * and how busy each one is. With METRICS_TOKEN, whoever sends it; without it, anyone in development
 * and nobody in production, where the pages are not served at all.
 */
export interface OpsAccess {
  readonly served: boolean;
  /** An onRequest hook: answers 401, with nothing else, unless the request carries the token (when one is set). */
  check(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * The token a request presents: as a bearer token (Prometheus, curl), or as the password of basic
 * authentication, which a browser asks for itself, so the Swagger UI opens in one.
 */
function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const [scheme = '', value = ''] = header.split(' ', 2);
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() !== 'basic') return undefined;
  const credentials = Buffer.from(value, 'base64').toString('utf8');
  const colon = credentials.indexOf(':');
  return colon === -1 ? undefined : credentials.slice(colon + 1);
}

export function opsAccess(config: Pick<Config, 'production' | 'metricsToken'>): OpsAccess {
  const token = config.metricsToken;
  if (token === undefined) return { served: !config.production, check: async () => undefined };
  // Compared as digests of equal length, in constant time.
  const expected = digest(token);
  return {
    served: true,
    async check(request, reply) {
      const presented = presentedToken(request);
      if (presented !== undefined && timingSafeEqual(digest(presented), expected)) return undefined;
      return reply.code(401).header('www-authenticate', 'Basic realm="lootbay operations", charset="UTF-8"').send();
    },
  };
}
