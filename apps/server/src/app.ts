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
import type { SessionResolver } from './http/session';
import { registerWebApp } from './http/web-app';
import { registerRealtime, type RealtimeOptions } from './realtime/socket';
import { registerScheduler, type SchedulerOptions } from './scheduler/scheduler';
import { registerAccountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { accountTasks } from './modules/account/account.tasks';
import { registerDevSmsRoute } from './providers/sms/dev-sms.routes';
import { createSandboxSms } from './providers/sms/sandbox-sms';
import { createSandboxSteam } from './providers/steam/sandbox-steam';
import { registerSiteRoutes } from './modules/site/site.routes';
import { createSiteService } from './modules/site/site.service';
import { registerCatalogImages, registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { registerFairnessRoutes } from './modules/fairness/fairness.routes';
import { createFairnessService } from './modules/fairness/fairness.service';
import { registerBackpackRoutes } from './modules/backpack/backpack.routes';
import { createBackpackService } from './modules/backpack/backpack.service';
import { registerBoxesRoutes } from './modules/boxes/boxes.routes';
import { createBoxesService } from './modules/boxes/boxes.service';
import { PUBLIC_AUDIENCE } from '@lootbay/shared/realtime-events';
import { registerRechargeRoutes } from './modules/recharge/recharge.routes';
import { createRechargeService } from './modules/recharge/recharge.service';
import { rechargeTasks } from './modules/recharge/recharge.tasks';
import { registerWalletRoutes } from './modules/wallet/wallet.routes';
import { createWalletService } from './modules/wallet/wallet.service';
import { createSandboxProvider } from './providers/payments/sandbox';
import { registerSandboxPaymentRoutes } from './providers/payments/sandbox.routes';

export interface AppDependencies {
  readonly db: Db;
  /** Shared Redis connection when several instances run; rate limits and events go through it. */
  readonly redis?: Redis;
  /** Collect process-wide metrics (only in the real server, not in tests that build many apps). */
  readonly processMetrics?: boolean;
  /** Token → member, for the realtime socket; the account module's resolver. */
  readonly sessions?: SessionResolver;
  /** Realtime channel and heartbeat timings (tests shorten them and keep their own channel). */
  readonly realtime?: Pick<RealtimeOptions, 'channel' | 'pingIntervalMs' | 'timeoutMs'>;
  /** Scheduler clock and tuning (tests drive the runner with their own clock). */
  readonly scheduler?: Pick<SchedulerOptions, 'now' | 'leaseMs' | 'batchSize' | 'retryDelayMs'>;
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
  const metrics = registerMetrics(app, { processMetrics: deps.processMetrics ?? false });

  const readiness: ReadinessCheck[] = [{ name: 'database', check: () => deps.db.ping() }];
  const redis = deps.redis;
  if (redis) readiness.push({ name: 'redis', check: async () => (await redis.ping()) === 'PONG' });
  registerHealth(app, readiness);

  const sms = createSandboxSms({ logger: app.log, production: config.production });
  const account = createAccountService({ db: deps.db, sms, steam: createSandboxSteam(), secret: config.sessionSecret, timeZone: config.timeZone, log: app.log });
  /** THE session resolver: every module's member calls and the realtime socket resolve tokens through it. */
  const sessions = account.sessions.resolver;

  // `app.realtime` publishes socket events and `app.scheduler` runs jobs; modules take both from here.
  await registerRealtime(app, { redis: deps.redis, sessions: deps.sessions ?? sessions, metrics, ...deps.realtime });
  registerScheduler(app, { db: deps.db, owner: config.instanceId, timeZone: config.timeZone, log: app.log, metrics, ...deps.scheduler });

  const site = createSiteService(deps.db.kysely);
  const catalog = createCatalogService(deps.db.kysely);
  const fairness = createFairnessService(deps.db.kysely);
  const wallet = createWalletService(deps.db, { realtime: app.realtime });
  account.members.addFields(wallet.memberFields);
  account.members.addFields(fairness.memberFields);
  // Only the sandbox provider exists so far; production offers no payment until a real adapter is configured.
  const recharge = createRechargeService({
    db: deps.db,
    wallet,
    provider: config.production ? null : createSandboxProvider(config.paymentSecret),
    assertAdult: (userId) => account.realName.assertAdult(userId),
    log: app.log,
  });
  for (const task of rechargeTasks(recharge)) app.scheduler.registerTask(task);
  for (const task of accountTasks(account)) app.scheduler.registerTask(task);
  const backpack = createBackpackService({ db: deps.db.kysely, catalog, wallet });
  const boxes = createBoxesService({
    db: deps.db.kysely,
    catalog,
    fairness,
    backpack,
    wallet,
    assertAdult: (userId) => account.realName.assertAdult(userId),
    findUser: (userId) => account.findUser(userId),
    publishDrop: (drop) => app.realtime.publish(PUBLIC_AUDIENCE, { type: 'box_drop', data: drop }),
    log: app.log,
  });
  await app.register(
    async (api) => {
      registerSiteRoutes(api, site);
      registerAccountRoutes(api, account, { secureCookie: config.production });
      registerCatalogRoutes(api, catalog);
      registerFairnessRoutes(api, sessions, fairness);
      registerWalletRoutes(api, sessions, wallet);
      registerRechargeRoutes(api, sessions, recharge);
      registerBackpackRoutes(api, sessions, backpack);
      registerBoxesRoutes(api, sessions, boxes);
    },
    { prefix: '/api' },
  );

  // The sandbox outbox is for development and tests only; in production mode the route does not exist.
  if (!config.production) registerDevSmsRoute(app, sms);
  if (!config.production) registerSandboxPaymentRoutes(app, recharge, config.paymentSecret);
  registerCatalogImages(app);
  await registerWebApp(app, config);
  return app;
}
