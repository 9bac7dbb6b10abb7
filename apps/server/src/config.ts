import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AUTH_KEY_WINDOW_SECONDS, EXPONENT_ROUND_MS, SITE_TIME_ZONE } from '@lootbay/shared/constants';
import { trustProxySetting, type TrustProxy } from './http/trust-proxy';
import { providerEnvShape, providersOf, type ProvidersConfig } from './config.providers';
import { DEFAULT_LOG_BUFFER_BYTES } from './http/log-output';
import { PASSWORD_LOG_N } from './modules/account/passwords';

/** The repository root, so relative paths in the environment mean the same from any directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Development defaults. Production refuses to start while any of them is still in use. */
export const DEV_AUTH_KEY = 'lootbay-dev-auth-key';
export const DEV_SESSION_SECRET = 'lootbay-dev-session-secret-change-me-in-production';
export const DEV_PAYMENT_SECRET = 'lootbay-dev-payment-secret-change-me-in-production';
export const DEV_FAIRNESS_KEY = 'lootbay-dev-fairness-key-change-me-in-production';

/**
 * The modes that run as development: dev routes, sandbox providers, default secrets. Any other
 * NODE_ENV (production, staging, a typo) runs as production; unset or empty means development.
 */
export const DEVELOPMENT_MODES: ReadonlySet<string> = new Set(['development', 'test', '']);

/** The trading markets retrievals can go through: the development sandbox, a real market, or none. */
export const MARKET_PROVIDERS = ['sandbox', 'waxpeer', 'none'] as const;
export type MarketProviderName = Exclude<(typeof MARKET_PROVIDERS)[number], 'none'>;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'DATABASE_URL must start with sqlite: or postgres://')
    .default('sqlite:data/lootbay.db'),
  /** PostgreSQL: the role that owns the tables and runs the migrations, when the instances serve as a role that does not (docs/operations.md). */
  MIGRATION_DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'MIGRATION_DATABASE_URL must start with postgres://').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//).optional(),
  REDIS_NAMESPACE: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'REDIS_NAMESPACE must be 1–40 lower-case letters, digits, _ or -').default('lootbay'),
  AUTH_KEY: z.string().min(8).default(DEV_AUTH_KEY),
  AUTH_KEY_REQUIRED: flag.default(true),
  AUTH_KEY_WINDOW_SECONDS: z.coerce.number().int().positive().default(AUTH_KEY_WINDOW_SECONDS),
  SESSION_SECRET: z.string().min(32).default(DEV_SESSION_SECRET),
  PAYMENT_SECRET: z.string().min(32).default(DEV_PAYMENT_SECRET),
  PAY_CALLBACK_PER_MINUTE: z.coerce.number().int().positive().default(600),
  FAIRNESS_KEY: z.string().min(32).default(DEV_FAIRNESS_KEY),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_BUFFER_BYTES: z.coerce.number().int().min(16_384).max(1_073_741_824).default(DEFAULT_LOG_BUFFER_BYTES),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  TIME_ZONE: z.string().default(SITE_TIME_ZONE),
  WEB_DIST: z.string().default('apps/web/dist'),
  SCHEDULER: flag.default(true),
  SCHEDULER_LEASE_MS: z.coerce.number().int().min(1_000).default(30_000),
  ARENA_COUNTDOWN_MS: z.coerce.number().int().min(0).default(2_000),
  ARENA_ROUND_MS: z.coerce.number().int().min(0).default(4_000),
  FISHING_CATCH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(90),
  PASSWORD_LOG_N: z.coerce.number().int().min(10).max(20).default(PASSWORD_LOG_N),
  EXPONENT_ROUND_SECONDS: z.coerce.number().int().min(1).max(3_600).default(EXPONENT_ROUND_MS / 1000),
  MARKET_PROVIDER: z.enum(MARKET_PROVIDERS, { error: `MARKET_PROVIDER must be one of ${MARKET_PROVIDERS.join(', ')}` }).optional(),
  MARKET_API_KEY: z.string().min(1).optional(),
  MARKET_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The market's smallest price units one coin is worth: the exchange rate of the price ceiling. */
  MARKET_UNITS_PER_COIN: z.coerce.number().positive().max(1_000_000).optional(),
  MARKET_TIME_SCALE: z.coerce.number().positive().max(1).default(1),
  MARKET_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(150),
  MARKET_UNREACHABLE_RATE: z.coerce.number().min(0).max(1).default(0),
  RETRIEVAL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  SEED_DEMO: flag.default(true),
  SEED_DEMO_HISTORY: flag.default(true),
  // Where the demo catalogue's CS2 art is served from; empty seeds the local pictures only.
  ITEM_ART_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))]).default('https://cdn.cstrike.app'),
  TRUST_PROXY: trustProxySetting,
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  INSTANCE_ID: z.string().optional(),
  METRICS_TOKEN: z.string().min(32).optional(),
  CONSOLE_OWNER_ACCOUNT: z.string().regex(/^[a-z0-9_.-]{3,32}$/i).optional(),
  CONSOLE_OWNER_PASSWORD: z.string().min(12).optional(),
  CONSOLE_OWNER_TOTP_SECRET: z.string().regex(/^[A-Z2-7]{16,128}=*$/, 'CONSOLE_OWNER_TOTP_SECRET must be base32').optional(),
  ...providerEnvShape,
});

export interface Config {
  readonly production: boolean;
  /** Development listens on this machine only: its /dev routes pay orders and mint codes. */
  readonly host: string;
  readonly port: number;
  /** SIGTERM: how long the instance drains (answering 503 so a proxy retries elsewhere), and the deadline by which it is gone. */
  readonly shutdown: { readonly drainMs: number; readonly graceMs: number };
  readonly database: { readonly kind: 'sqlite'; readonly file: string } | { readonly kind: 'postgres'; readonly url: string };
  /** Where migrations run when it is not `database`: the owner of the tables, which the serving role is not. */
  readonly migrationDatabase: { readonly kind: 'postgres'; readonly url: string } | null;
  readonly redisUrl: string | undefined;
  /** Prefix of every Redis key and channel: deployments sharing a Redis keep apart by it. */
  readonly redisNamespace: string;
  readonly authKey: string;
  readonly authKeyRequired: boolean;
  readonly authKeyWindowSeconds: number;
  readonly sessionSecret: string;
  /** Signs the sandbox payment provider's callbacks and the sandbox stores' purchases (development only). */
  readonly paymentSecret: string;
  /** Payment callbacks accepted per minute from one address: generous for the provider, finite for everyone else. */
  readonly payCallbackPerMinute: number;
  /** Encrypts the server secrets and salts of provable fairness at rest. */
  readonly fairnessKey: string;
  readonly logLevel: string;
  /** Log bytes queued for a slow reader of stdout before lines are dropped (and counted). */
  readonly logBufferBytes: number;
  readonly timeZone: string;
  readonly webDist: string;
  /** The image host of the CS2 art (no trailing slash), or null for the local pictures only. */
  readonly itemArtUrl: string | null;
  readonly schedulerEnabled: boolean;
  /** How long a claimed job is held before another instance may take it over (renewed while it runs). */
  readonly schedulerLeaseMs: number;
  /** Arena pace: the countdown once a battle is full, and the time between its rounds. */
  readonly arena: { readonly countdownMs: number; readonly roundMs: number };
  /** Leisure fishing lands one catch per this many seconds (spec point 9: 90); tests scale it down. */
  readonly fishingCatchSeconds: number;
  /** scrypt's work for new password hashes (log2 N); tests ask less, production refuses less than the default. */
  readonly passwordLogN: number;
  /** An exponent round lasts this many seconds (spec point 9: 60); tests scale it down. Every instance must share it. */
  readonly exponentRoundSeconds: number;
  /**
   * The trading market retrievals go through: Waxpeer, the sandbox (development's default;
   * production refuses it) or none, when retrievals are refused. The sandbox's timings are the
   * spec's times `timeScale`.
   */
  readonly market: {
    readonly provider: MarketProviderName | null;
    readonly apiKey: string | null;
    /** The market's base URL; its own by default. */
    readonly endpoint: string | null;
    /** The market's price units per coin (null: the market adapter's default). */
    readonly unitsPerCoin: number | null;
    readonly timeScale: number;
    readonly latencyMs: number;
    readonly unreachableRate: number;
  };
  /** The outside services: payments, stores, SMS, identity and Steam (config.providers.ts). */
  readonly providers: ProvidersConfig;
  /** How soon the market is asked again about a retrieval under way (it waits longer the longer a step lasts). */
  readonly retrievalPollMs: number;
  readonly seedDemo: boolean;
  /** With the demo content, a development site gets a few days of demo players' history (docs/decisions/0088-demo-history.md). */
  readonly seedDemoHistory: boolean;
  /** The proxies in front whose X-Forwarded-For entries are believed (see http/trust-proxy.ts). */
  readonly trustProxy: TrustProxy;
  readonly bodyLimitBytes: number;
  readonly instanceId: string;
  /**
   * The bearer token that opens /metrics and /api/docs. Without one they are open in development
   * and not served in production.
   */
  readonly metricsToken: string | undefined;
  /**
   * The console owner created on an empty database. Production takes it from the environment;
   * development makes one up and prints it once.
   */
  readonly consoleOwner: { readonly account: string; readonly password: string; readonly totpSecret: string } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseDatabase(url: string): Config['database'] {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file === ':memory:') return { kind: 'sqlite', file };
    return { kind: 'sqlite', file: path.resolve(REPO_ROOT, file) };
  }
  return { kind: 'postgres', url };
}

function assertValidTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(`TIME_ZONE is not a known time zone: ${timeZone}`);
  }
}

function marketProviderOf(value: (typeof MARKET_PROVIDERS)[number]): MarketProviderName | null {
  return value === 'none' ? null : value;
}

function consoleOwnerOf(e: z.infer<typeof envSchema>): Config['consoleOwner'] {
  const given = [e.CONSOLE_OWNER_ACCOUNT, e.CONSOLE_OWNER_PASSWORD, e.CONSOLE_OWNER_TOTP_SECRET].filter((value) => value !== undefined).length;
  if (given === 0) return undefined;
  if (given !== 3) throw new ConfigError('CONSOLE_OWNER_ACCOUNT, CONSOLE_OWNER_PASSWORD and CONSOLE_OWNER_TOTP_SECRET go together');
  return { account: e.CONSOLE_OWNER_ACCOUNT!, password: e.CONSOLE_OWNER_PASSWORD!, totpSecret: e.CONSOLE_OWNER_TOTP_SECRET! };
}

/** The only reader of the environment: validated once, then frozen. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`invalid configuration: ${details}`);
  }
  const e = parsed.data;
  assertValidTimeZone(e.TIME_ZONE);
  const production = !DEVELOPMENT_MODES.has(e.NODE_ENV);
  const config: Config = {
    production,
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS ?? (production ? 3_000 : 0), graceMs: e.SHUTDOWN_GRACE_MS },
    database: parseDatabase(e.DATABASE_URL),
    migrationDatabase: e.MIGRATION_DATABASE_URL ? { kind: 'postgres', url: e.MIGRATION_DATABASE_URL } : null,
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
    authKey: e.AUTH_KEY,
    authKeyRequired: e.AUTH_KEY_REQUIRED,
    authKeyWindowSeconds: e.AUTH_KEY_WINDOW_SECONDS,
    sessionSecret: e.SESSION_SECRET,
    paymentSecret: e.PAYMENT_SECRET,
    payCallbackPerMinute: e.PAY_CALLBACK_PER_MINUTE,
    fairnessKey: e.FAIRNESS_KEY,
    // npm start shows its banner and what goes wrong; production logs what it does.
    logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    logBufferBytes: e.LOG_BUFFER_BYTES,
    timeZone: e.TIME_ZONE,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    itemArtUrl: e.ITEM_ART_URL || null,
    schedulerEnabled: e.SCHEDULER,
    schedulerLeaseMs: e.SCHEDULER_LEASE_MS,
    arena: { countdownMs: e.ARENA_COUNTDOWN_MS, roundMs: e.ARENA_ROUND_MS },
    fishingCatchSeconds: e.FISHING_CATCH_SECONDS,
    passwordLogN: e.PASSWORD_LOG_N,
    exponentRoundSeconds: e.EXPONENT_ROUND_SECONDS,
    market: {
      provider: marketProviderOf(e.MARKET_PROVIDER ?? (production ? 'none' : 'sandbox')),
      apiKey: e.MARKET_API_KEY ?? null,
      endpoint: e.MARKET_ENDPOINT ? e.MARKET_ENDPOINT.replace(/\/+$/, '') : null,
      unitsPerCoin: e.MARKET_UNITS_PER_COIN ?? null,
      timeScale: e.MARKET_TIME_SCALE,
      latencyMs: e.MARKET_LATENCY_MS,
      unreachableRate: e.MARKET_UNREACHABLE_RATE,
    },
    retrievalPollMs: e.RETRIEVAL_POLL_MS,
    seedDemo: e.SEED_DEMO,
    seedDemoHistory: e.SEED_DEMO && e.SEED_DEMO_HISTORY && !production,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    instanceId: e.INSTANCE_ID ?? `${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    metricsToken: e.METRICS_TOKEN,
    consoleOwner: consoleOwnerOf(e),
    providers: providersOf(e, (message) => {
      throw new ConfigError(message);
    }),
    ...overrides,
  };
  if (config.production) {
    if (config.authKey === DEV_AUTH_KEY) throw new ConfigError('production refuses the development AUTH_KEY');
    if (config.sessionSecret === DEV_SESSION_SECRET) throw new ConfigError('production refuses the development SESSION_SECRET');
    if (config.fairnessKey === DEV_FAIRNESS_KEY) throw new ConfigError('production refuses the development FAIRNESS_KEY');
    if (config.passwordLogN < PASSWORD_LOG_N) throw new ConfigError(`production refuses PASSWORD_LOG_N below ${PASSWORD_LOG_N}`);
    if (config.market.provider === 'sandbox') throw new ConfigError('production refuses the sandbox trading market (MARKET_PROVIDER=sandbox)');
    // Without them nobody could sign up (a code by SMS) or pass the 18+ gate (a checked real name).
    if (!config.providers.sms) throw new ConfigError('production needs an SMS provider (SMS_PROVIDER and its settings): nobody could sign up without one');
    if (!config.providers.identity) throw new ConfigError('production needs a real-name verification provider (REAL_NAME_PROVIDER and its settings): nobody could pass the 18+ gate without one');
  }
  if (config.migrationDatabase && config.database.kind !== 'postgres') throw new ConfigError('MIGRATION_DATABASE_URL goes with a PostgreSQL DATABASE_URL');
  if (config.market.provider !== null && config.market.provider !== 'sandbox' && !config.market.apiKey) throw new ConfigError(`MARKET_PROVIDER=${config.market.provider} needs MARKET_API_KEY`);
  return Object.freeze(config);
}
