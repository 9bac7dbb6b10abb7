import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
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
import { registerNulGuard } from './http/nul-guard';
import { registerErrorHandling } from './http/error-handler';
import { registerDraining, type Drain } from './http/draining';
import { registerHealth, type ReadinessCheck } from './http/health';
import { stdoutLogOutput, type LogOutput } from './http/log-output';
import { registerMetrics } from './http/metrics';
import { RequestLogsAtDebug } from './http/request-logs';
import { opsAccess } from './http/ops-access';
import { fastifyTrustProxy } from './http/trust-proxy';
import type { LiveSessions } from './http/session';
import { registerWebApp } from './http/web-app';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRealtime, type RealtimeOptions } from './realtime/socket';
import { redisNames } from './redis-names';
import { registerScheduler, type SchedulerOptions } from './scheduler/scheduler';
import { buildProviders, type Providers } from './providers/configured';
import { buildModules, type AnyModuleDefinition } from './modules/build-modules';
import { createSeedClock } from './modules/seed-clock';
import { demoDefinition } from './modules/demo/demo.module';
import type { GameInvariantSource } from './modules/play/play.invariants';
import { siteDefinition } from './modules/site/site.module';
import { accountDefinition } from './modules/account/account.module';
import { privacyDefinition } from './modules/privacy/privacy.module';
import { coinReceiversDefinition } from './modules/privacy/coin-receivers.module';
import { walletDefinition } from './modules/wallet/wallet.module';
import { messagesDefinition } from './modules/messages/messages.module';
import { catalogDefinition } from './modules/catalog/catalog.module';
import { fairnessDefinition } from './modules/fairness/fairness.module';
import { backpackDefinition } from './modules/backpack/backpack.module';
import { playDefinition } from './modules/play/play.module';
import { rechargeDefinition } from './modules/recharge/recharge.module';
import { responsibleDefinition } from './modules/responsible/responsible.module';
import { inviteDefinition } from './modules/invite/invite.module';
import { boxesDefinition } from './modules/boxes/boxes.module';
import { percentageDefinition } from './modules/percentage/percentage.module';
import { forgeDefinition } from './modules/forge/forge.module';
import { arenaDefinition } from './modules/arena/arena.module';
import { rollDefinition } from './modules/roll/roll.module';
import { activityDefinition } from './modules/activity/activity.module';
import { rewardsDefinition } from './modules/rewards/rewards.module';
import { fishingDefinition } from './modules/fishing/fishing.module';
import { exponentDefinition } from './modules/exponent/exponent.module';
import { retrievalDefinition } from './modules/retrieval/retrieval.module';
import { shopDefinition } from './modules/shop/shop.module';
import { keyShopDefinition } from './modules/keyshop/keyshop.module';
import { statisticsDefinition } from './modules/statistics/statistics.module';
import { consoleDefinition, type ConsoleService } from './modules/console/console.module';

/**
 * Every module of the server. Each names the modules it needs; they are built in that order and
 * what each contributes (routes, tasks, checks, fields, erasers, export parts) is folded in.
 */
const MODULES: readonly AnyModuleDefinition[] = [
  siteDefinition,
  accountDefinition,
  privacyDefinition,
  coinReceiversDefinition,
  walletDefinition,
  messagesDefinition,
  catalogDefinition,
  fairnessDefinition,
  backpackDefinition,
  playDefinition,
  rechargeDefinition,
  responsibleDefinition,
  inviteDefinition,
  boxesDefinition,
  percentageDefinition,
  forgeDefinition,
  arenaDefinition,
  rollDefinition,
  activityDefinition,
  rewardsDefinition,
  fishingDefinition,
  exponentDefinition,
  retrievalDefinition,
  shopDefinition,
  keyShopDefinition,
  statisticsDefinition,
  consoleDefinition,
  demoDefinition,
];

export interface AppDependencies {
  readonly db: Db;
  /** Shared Redis connection when several instances run; rate limits and events go through it. */
  readonly redis?: Redis;
  /** Collect process-wide metrics (only in the real server, not in tests that build many apps). */
  readonly processMetrics?: boolean;
  /** Where log lines go (standard output through a bounded buffer, by default). */
  readonly logOutput?: LogOutput;
  /** Token → member, for the realtime socket; the account module's resolver. */
  readonly sessions?: LiveSessions;
  /** Realtime channel, heartbeat and session check timings (tests shorten them and keep their own channel). */
  readonly realtime?: Partial<Pick<RealtimeOptions, 'channel' | 'pingIntervalMs' | 'timeoutMs' | 'sessionCheckMs'>>;
  /** Scheduler clock and tuning (tests drive the runner with their own clock). */
  readonly scheduler?: Pick<SchedulerOptions, 'now' | 'leaseMs' | 'batchSize' | 'retryDelayMs'>;
  /** Load each module's demo content into an empty database (SEED_DEMO; tests default to it). */
  readonly seed?: boolean;
  /** The modules' clock (tests move it to reach a day, a week or a break's end). */
  readonly clock?: () => number;
  /** The outside services (tests give their own); built from the configuration otherwise. */
  readonly providers?: Providers;
}

/** Builds the whole server: plugins, conventions, modules and the web app. It never listens. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const logOutput = deps.logOutput ?? stdoutLogOutput();
  const app = Fastify({
    logger: { level: config.logLevel, stream: logOutput },
    logController: new RequestLogsAtDebug(),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('member', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const drain = registerDraining(app);

  registerErrorHandling(app);
  registerBodyParsers(app);
  registerNulGuard(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config);
  // Answers of a kilobyte or more travel compressed (brotli when the client takes it, at a quick
  // setting rather than the best ratio); the web app's files are compressed once, at build time.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: redisNames(config.redisNamespace).rateLimitPrefix } : {}),
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
  // The OpenAPI document and Swagger UI map every route: operators' pages, like /metrics.
  const ops = opsAccess(config);
  if (ops.served) {
    // In a scope of its own, so the check covers the UI's static files too.
    await app.register(async (docs) => {
      docs.addHook('onRequest', ops.check);
      await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    });
  }

  registerAuthKeyCheck(app, config);
  const metrics = registerMetrics(app, { processMetrics: deps.processMetrics ?? false, access: ops, logOutput, statements: deps.db.statements });

  const readiness: ReadinessCheck[] = [{ name: 'database', check: () => deps.db.ping() }];
  const redis = deps.redis;
  if (redis) readiness.push({ name: 'redis', check: async () => (await redis.ping()) === 'PONG' });
  registerHealth(app, readiness, drain);

  const seedClock = createSeedClock(deps.clock ?? Date.now);
  const base = { db: deps.db, clock: seedClock.now, log: app.log };
  const providers = deps.providers ?? buildProviders(config, base);
  // `app.realtime` publishes socket events and `app.scheduler` runs jobs; modules take both from their context.
  const realtime = await registerRealtime(app, { redis: deps.redis, channel: redisNames(config.redisNamespace).realtimeChannel, metrics, ...deps.realtime });
  registerScheduler(app, { db: deps.db, owner: config.instanceId, timeZone: config.timeZone, log: app.log, metrics, leaseMs: config.schedulerLeaseMs, ...deps.scheduler });

  const modules = buildModules(MODULES, { base, config, providers, realtime: realtime.hub, jobs: app.scheduler, seedClock });
  // Members' sockets resolve their tokens with the account module's sessions.
  realtime.openSockets(deps.sessions ?? modules.services.account.sessions.resolver);
  for (const module of modules.list) for (const task of module.tasks ?? []) app.scheduler.registerTask(task);
  await app.register(
    async (api) => {
      for (const module of modules.list) module.routes?.(api);
    },
    { prefix: '/api' },
  );
  for (const module of modules.list) module.otherRoutes?.(app);
  // Sandboxes, outboxes and shortcuts are for development and tests only; in production they do not exist.
  if (!config.production) for (const module of modules.list) module.devRoutes?.(app);
  app.decorate(
    'invariants',
    modules.list.flatMap((module) => (module.invariants ? [module.invariants] : [])),
  );
  app.decorate('operatorConsole', modules.services.console);
  app.decorate('providers', providers);
  app.decorate('drain', drain);
  if (deps.seed) {
    const now = seedClock.now();
    for (const module of modules.list) await module.seed?.(deps.db, now);
  }

  await registerWebApp(app, config);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What each game's records say it did, for the invariant checker of the tests. */
    readonly invariants: readonly GameInvariantSource[];
    /** The operator console's calls and its owner's creation (main.ts creates the owner of an empty console). */
    readonly operatorConsole: ConsoleService;
    /** The outside services this server talks to (main.ts prints what serves each kind at start). */
    readonly providers: Providers;
    /** Started by main.ts at SIGTERM, before the server stops listening. */
    readonly drain: Drain;
  }
}
