import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/dialect';
import { registerAuthKeyCheck } from './http/auth-key';
import { registerBodyParsers } from './http/body-parsers';
import { registerErrorHandling } from './http/error-handler';
import { registerHealth, type ReadinessCheck } from './http/health';
import { registerMetrics } from './http/metrics';
import { registerWebApp } from './http/web-app';
import { registerSiteRoutes } from './modules/site/site.routes';
import { createSiteService } from './modules/site/site.service';

export interface AppDependencies {
  readonly db: Db;
  /** Shared Redis connection when several instances run; rate limits and events go through it. */
  readonly redis?: Redis;
  /** Collect process-wide metrics (only in the real server, not in tests that build many apps). */
  readonly processMetrics?: boolean;
}

/** Builds the whole server: plugins, conventions, modules and the web app. It never listens. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('member', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerBodyParsers(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'lootbay-rate:' } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Lootbay API',
        version: '1.0.0',
        description:
          'Every call is POST /api<path> with a JSON body carrying platform, sid (1100), type and locale, ' +
          'a signed auth_key query parameter, and the session token in the token header. Answers are the envelope { code, msg, data }; code 100 is success.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerAuthKeyCheck(app, config);
  registerMetrics(app, { processMetrics: deps.processMetrics ?? false });

  const readiness: ReadinessCheck[] = [{ name: 'database', check: () => deps.db.ping() }];
  const redis = deps.redis;
  if (redis) readiness.push({ name: 'redis', check: async () => (await redis.ping()) === 'PONG' });
  registerHealth(app, readiness);

  const site = createSiteService(deps.db.kysely);
  await app.register(
    async (api) => {
      registerSiteRoutes(api, site);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config);
  return app;
}
