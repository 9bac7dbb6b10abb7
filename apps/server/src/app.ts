import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
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
import { inlineScriptHashes, registerWebApp } from './http/web-app';
import { registerRealtime, type RealtimeOptions } from './realtime/socket';
import { redisNames } from './redis-names';
import { registerScheduler, type SchedulerOptions } from './scheduler/scheduler';
import { buildProviders, type Providers } from './providers/configured';
import { registerDevSmsRoute } from './providers/sms/dev-sms.routes';
import { registerSandboxPaymentRoutes } from './providers/payments/sandbox.routes';
import { registerSandboxStoreRoutes } from './providers/stores/sandbox-stores.routes';
import { registerDevMarketRoute } from './providers/trading/dev-market.routes';
import { PUBLIC_AUDIENCE, roomAudience, userAudience } from '@lootbay/shared/realtime-events';
import type { LootbayModule } from './modules/module';
import type { GameInvariantSource } from './modules/play/play.invariants';
import { createPlayGate } from './modules/play/play-gate';
import { siteModule } from './modules/site/site.module';
import { accountModule } from './modules/account/account.module';
import { walletModule } from './modules/wallet/wallet.module';
import { rechargeModule } from './modules/recharge/recharge.module';
import { catalogModule } from './modules/catalog/catalog.module';
import { fairnessModule } from './modules/fairness/fairness.module';
import { backpackModule } from './modules/backpack/backpack.module';
import { playModule } from './modules/play/play.module';
import { boxesModule } from './modules/boxes/boxes.module';
import { percentageModule } from './modules/percentage/percentage.module';
import { forgeModule } from './modules/forge/forge.module';
import { arenaModule } from './modules/arena/arena.module';
import { rollModule } from './modules/roll/roll.module';
import { activityModule } from './modules/activity/activity.module';
import { rewardsModule } from './modules/rewards/rewards.module';
import { fishingModule } from './modules/fishing/fishing.module';
import { exponentModule } from './modules/exponent/exponent.module';
import { privacyModule } from './modules/privacy/privacy.module';
import { addExportParts } from './modules/privacy/export-sources';
import { registerDevTermsRoute } from './modules/privacy/dev-terms.routes';
import { responsibleModule } from './modules/responsible/responsible.module';
import { consoleModule, type ConsoleService } from './modules/console/console.module';
import { retrievalModule } from './modules/retrieval/retrieval.module';
import { shopModule } from './modules/shop/shop.module';
import { keyShopModule } from './modules/keyshop/keyshop.module';
import { messagesModule } from './modules/messages/messages.module';
import { registerDevMessagesRoute } from './modules/messages/dev-messages.routes';
import { inviteModule } from './modules/invite/invite.module';
import { registerDevInviteRoute } from './modules/invite/dev-invite.routes';
import { statisticsModule } from './modules/statistics/statistics.module';

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
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The boot script is written into the page (one request less before the app starts).
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The CS2 art's image host, when the catalogue shows it.
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.itemArtUrl ? [new URL(config.itemArtUrl).origin] : [])],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
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
  const metrics = registerMetrics(app, { processMetrics: deps.processMetrics ?? false, access: ops, logOutput });

  const readiness: ReadinessCheck[] = [{ name: 'database', check: () => deps.db.ping() }];
  const redis = deps.redis;
  if (redis) readiness.push({ name: 'redis', check: async () => (await redis.ping()) === 'PONG' });
  registerHealth(app, readiness, drain);

  const modules: LootbayModule[] = [];
  /** Registers a module's routes, tasks, demo content and game records; answers it for the modules after it. */
  const use = <M extends LootbayModule>(module: M): M => (modules.push(module), module);
  const base = { db: deps.db, clock: deps.clock ?? Date.now, log: app.log };

  const providers = deps.providers ?? buildProviders(config, base);
  const { sms, steam, market } = providers;
  const site = use(siteModule({ ...base, features: { retrieval: market !== null } }));
  const account = use(accountModule({ ...base, sms, steam, identity: providers.identity, secret: config.sessionSecret, timeZone: config.timeZone, secureCookie: config.production }));
  /** THE session resolver: every module's member calls and the realtime socket resolve tokens through it. */
  const sessions = account.service.sessions.resolver;

  // `app.realtime` publishes socket events and `app.scheduler` runs jobs; modules take both from here.
  const realtime = await registerRealtime(app, { redis: deps.redis, channel: redisNames(config.redisNamespace).realtimeChannel, sessions: deps.sessions ?? sessions, metrics, ...deps.realtime });
  // A session that ends closes its sockets on every instance, so nothing private follows a sign-out.
  account.service.sessions.onEnded((sessionIds) => realtime.endSessions(sessionIds));
  registerScheduler(app, { db: deps.db, owner: config.instanceId, timeZone: config.timeZone, log: app.log, metrics, leaseMs: config.schedulerLeaseMs, ...deps.scheduler });

  /** The one "may play" gate of every game: adult, verified, not disabled, not on a break, within loss limits. */
  const gate = createPlayGate();
  gate.add(account.service.realName.assertAdultIn);
  // Data rights: a closing account may neither play (the gate) nor recharge (below).
  const privacy = use(privacyModule({ ...base, sessions, jobs: app.scheduler, accounts: account.service }));
  gate.add(privacy.service.closures.assertOpenIn);
  /** Coins reach only verified adults with an open account: recharges, codes, packets, rewards, rebates. */
  const assertAdultAndOpen = async (userId: string): Promise<void> => {
    await account.service.assertAdult(userId);
    await privacy.service.closures.assertOpen(userId);
  };
  const wallet = use(walletModule({ ...base, sessions, realtime: app.realtime }));
  /** Personal and official messages; other modules send theirs through `messages.service.send`. */
  const messages = use(messagesModule({ ...base, sessions, realtime: app.realtime, secret: config.sessionSecret, nicknames: account.service.nicknames }));
  const catalog = use(catalogModule({ ...base, itemArtUrl: config.itemArtUrl }));
  const fairness = use(fairnessModule({ ...base, sessions, secretKey: config.fairnessKey, beacon: providers.beacon }));
  const backpack = use(backpackModule({ ...base, sessions, catalog: catalog.service, wallet: wallet.service }));
  const play = use(playModule({ ...base, fairness: fairness.service, wallet: wallet.service, backpack: backpack.service, gate }));
  const recharge = use(
    rechargeModule({
      ...base,
      sessions,
      wallet: wallet.service,
      payments: providers.payments,
      stores: providers.stores,
      publicUrl: config.providers.publicUrl,
      freezeIn: async (trx, userId) => void (await account.service.players.setFrozenIn(trx, userId, true)),
      assertAdult: assertAdultAndOpen,
      // The responsible-play module is built from the recharges it limits, just below.
      assertMayRecharge: (userId: string, coins: number): Promise<void> => responsible.service.assertMayRecharge(userId, coins),
      personIn: account.service.realName.personIn,
      callbackPerMinute: config.payCallbackPerMinute,
    }),
  );
  // Breaks and limits hold for every game (through the gate) and every recharge path.
  const responsible = use(
    responsibleModule({ ...base, sessions, timeZone: config.timeZone, householdIn: account.service.householdIn, playResults: play.service.results, rechargedSince: recharge.service.rechargedSince }),
  );
  gate.add(responsible.service.assertMayPlay);
  /** Three-tier rebates on invitees' recharges, settled daily into the promotion amount with a message. */
  const invite = use(inviteModule({ ...base, sessions, timeZone: config.timeZone, tree: account.service.inviteTree, nicknames: account.service.nicknames, findUserIn: account.service.findUserIn, recharge: recharge.service, wallet: wallet.service, messages: messages.service, assertAdult: assertAdultAndOpen }));
  gate.addStakeCheck(responsible.service.assertStake);
  const boxes = use(
    boxesModule({
      ...base,
      sessions,
      catalog: catalog.service,
      fairness: fairness.service,
      play: play.service,
      wallet: wallet.service,
      nicknames: account.service.nicknames,
      publishDrop: (drop) => app.realtime.publish(PUBLIC_AUDIENCE, { type: 'box_drop', data: drop }),
    }),
  );
  const games = { ...base, sessions, catalog: catalog.service, fairness: fairness.service, play: play.service };
  const percentage = use(percentageModule(games));
  const forge = use(forgeModule(games));
  const arena = use(
    arenaModule({
      ...games,
      wallet: wallet.service,
      messages: messages.service,
      householdIn: account.service.householdIn,
      nicknames: account.service.nicknames,
      nicknameBlocked: account.service.nicknameBlocked,
      jobs: app.scheduler,
      timeZone: config.timeZone,
      pace: config.arena,
      // Steps run on time on the instance that played the one before; the jobs stay the backstop.
      onTime: config.schedulerEnabled,
      announce: (event) => {
        void app.realtime.publish(roomAudience('arena', event.id), { type: 'arena_battle', data: event });
        void app.realtime.publish(PUBLIC_AUDIENCE, { type: 'arena_battle', data: event });
      },
    }),
  );
  const roll = use(
    rollModule({
      ...games,
      accounts: account.service,
      nicknames: account.service.nicknames,
      robots: arena.service.robotProfiles.byId,
      jobs: app.scheduler,
      timeZone: config.timeZone,
      production: config.production,
      demo: config.seedDemo,
      announce: (event) => {
        void app.realtime.publish(roomAudience('roll', event.id), { type: 'roll_room', data: event });
        void app.realtime.publish(PUBLIC_AUDIENCE, { type: 'roll_room', data: event });
      },
      messages: messages.service,
      tellWinner: (userId, event) => void app.realtime.publish(userAudience(userId), { type: 'roll_won', data: event }),
    }),
  );
  const activity = use(
    activityModule({
      ...games,
      wallet: wallet.service,
      boxes: boxes.service,
      paidRecharges: recharge.service.paidSince,
      nicknames: account.service.nicknames,
      timeZone: config.timeZone,
    }),
  );
  /** Red packet codes and reward tasks, paid from the promotions account. */
  const rewards = use(
    rewardsModule({
      ...base,
      sessions,
      wallet: wallet.service,
      messages: messages.service,
      paidRecharges: recharge.service.paidSince,
      boxes: boxes.service,
      nicknames: account.service.nicknames,
      timeZone: config.timeZone,
      assertAdult: assertAdultAndOpen,
      production: config.production,
    }),
  );
  const fishing = use(
    fishingModule({
      ...games,
      catchMs: config.fishingCatchSeconds * 1000,
      nicknames: account.service.nicknames,
      demo: config.seedDemo,
      tellCatch: (userId, event) => void app.realtime.publish(userAudience(userId), { type: 'fishing_catch', data: event }),
    }),
  );
  const exponent = use(
    exponentModule({
      ...games,
      nicknames: account.service.nicknames,
      jobs: app.scheduler,
      roundMs: config.exponentRoundSeconds * 1000,
      timeZone: config.timeZone,
      production: config.production,
      startsRounds: config.schedulerEnabled,
      announce: (event) => void app.realtime.publish(PUBLIC_AUDIENCE, { type: 'exponent_round', data: event }),
    }),
  );
  const retrieval = use(
    retrievalModule({
      ...base,
      sessions,
      messages: messages.service,
      backpack: backpack.service,
      catalog: catalog.service,
      accounts: account.service,
      steam,
      market,
      jobs: app.scheduler,
      pollMs: config.retrievalPollMs,
      tell: (userId, event) => void app.realtime.publish(userAudience(userId), { type: 'retrieval', data: event }),
    }),
  );
  const shop = use(shopModule({ ...base, sessions, play: play.service, catalog: catalog.service, demo: config.seedDemo }));
  const keyShop = use(keyShopModule({ ...base, sessions, wallet: wallet.service, retrieval: retrieval.service, gate, recharge: recharge.service, steam, jobs: app.scheduler, catalog: catalog.service, demo: config.seedDemo }));
  use(statisticsModule({ ...base, sessions, timeZone: config.timeZone, accounts: account.service, boxes: boxes.service, arena: arena.service, play: play.service, catalog: catalog.service, fairness: fairness.service }));
  const operatorConsole = use(consoleModule({ ...base, catalog: catalog.service, accounts: account.service, wallet: wallet.service, backpack: backpack.service, boxes: boxes.service, recharge: recharge.service, play: play.service, timeZone: config.timeZone, arena: arena.service, roll: roll.service, activity: activity.service, site: site.service, exponent: exponent.service, fishing: fishing.service, shop: shop.service, keyShop: keyShop.service, retrieval: retrieval.service, redPackets: rewards.service.redPackets, messages: messages.service, invite: invite.service }));
  account.service.members.addFields(wallet.service.memberFields);
  account.service.members.addFields(fairness.service.memberFields);
  account.service.members.addFields(privacy.service.memberFields);
  account.service.members.addFields(messages.service.memberFields);
  privacy.service.closures.addEraser(messages.service.support.eraseOf);
  privacy.service.closures.addEraser(retrieval.service.eraseOf);
  privacy.service.closures.addEraser(keyShop.service.eraseOf);
  addExportParts(privacy.service.exports, { account: account.service, wallet: wallet.service, backpack: backpack.service, recharge: recharge.service, fairness: fairness.service, boxes: boxes.service, percentage: percentage.service, forge: forge.service, arena: arena.service, retrieval: retrieval.service, shop: shop.service, messages: messages.service, support: messages.service.support, redPackets: rewards.service.redPackets, rewardTasks: rewards.service.tasks });

  for (const module of modules) for (const task of module.tasks ?? []) app.scheduler.registerTask(task);
  await app.register(
    async (api) => {
      for (const module of modules) module.routes?.(api);
    },
    { prefix: '/api' },
  );
  for (const module of modules) module.otherRoutes?.(app);
  app.decorate(
    'invariants',
    modules.flatMap((module) => (module.invariants ? [module.invariants] : [])),
  );
  app.decorate('operatorConsole', operatorConsole.service);
  app.decorate('providers', providers);
  app.decorate('drain', drain);
  if (deps.seed) {
    const now = Date.now();
    for (const module of modules) await module.seed?.(deps.db, now);
  }

  // The sandbox outbox is for development and tests only; in production mode the route does not exist.
  if (providers.sandboxSms) registerDevSmsRoute(app, providers.sandboxSms);
  if (providers.payments.some((provider) => provider.name === 'sandbox')) registerSandboxPaymentRoutes(app, recharge.service, config.paymentSecret);
  if (!config.production) registerSandboxStoreRoutes(app, config.paymentSecret);
  if (!config.production) registerDevTermsRoute(app, privacy.service);
  if (!config.production) registerDevMessagesRoute(app, messages.service, account.service);
  if (!config.production) registerDevInviteRoute(app, invite.service.settlement, config.timeZone, base.clock);
  if (providers.sandboxMarket) registerDevMarketRoute(app, providers.sandboxMarket, retrieval.service);
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
