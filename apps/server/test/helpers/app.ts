import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { signAuthKey } from '@lootbay/shared/auth-key';
import type { Envelope } from '@lootbay/shared/schemas/common';
import { buildApp, type AppDependencies } from '../../src/app';
import { DEVELOPMENT_MODES, loadConfig, type Config } from '../../src/config';
import { openDatabase, type DialectName } from '../../src/db/dialect';
import { buildProviders, type Providers } from '../../src/providers/configured';
import { createTestDatabase, type TestDatabase } from './databases';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  /** The environment the config was read from, so another instance can be configured alike. */
  readonly env: Record<string, string>;
  readonly database: TestDatabase;
  /** A signed catalogue call: `POST /api<path>` with the common fields and a valid auth_key. */
  call<T = unknown>(path: string, body?: Record<string, unknown>, options?: { token?: string; locale?: string }): Promise<Envelope<T>>;
  /** A raw request, for tests of the conventions themselves. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  readonly env?: Record<string, string>;
  readonly seed?: boolean;
  readonly deps?: Partial<AppDependencies>;
  /** Replaces some outside services (a double of Steam, say) in those the configuration builds. */
  readonly providers?: (configured: Providers) => Providers;
}

export async function createTestApp(dialect: DialectName, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  // Light password work, which production refuses (passwords.test.ts checks the real one).
  const lightPasswords: Record<string, string> = DEVELOPMENT_MODES.has(options.env?.['NODE_ENV'] ?? 'development') ? { PASSWORD_LOG_N: '10' } : {};
  const env: Record<string, string> = { LOG_LEVEL: 'silent', SCHEDULER: 'false', SEED_DEMO_HISTORY: 'false', WEB_DIST: 'apps/web/dist', BEACON_SANDBOX_PERIOD: '1', ...lightPasswords, ...options.env };
  const config = loadConfig(env);
  const providers = options.providers?.(buildProviders(config, { db: database.db, clock: options.deps?.clock ?? Date.now, log: { info: () => undefined } }));
  const app = await buildApp(config, { db: database.db, seed: options.seed ?? true, ...options.deps, ...(providers ? { providers } : {}) });
  await app.ready();

  return {
    app,
    config,
    env,
    database,
    async call<T>(path: string, body: Record<string, unknown> = {}, callOptions: { token?: string; locale?: string } = {}) {
      const apiPath = `/api${path}`;
      const response = await app.inject({
        method: 'POST',
        url: `${apiPath}?auth_key=${signAuthKey(apiPath, Date.now() / 1000, config.authKey)}`,
        headers: callOptions.token ? { token: callOptions.token } : {},
        payload: { platform: 'pc', sid: 1100, type: 1, locale: callOptions.locale ?? 'en', ...body },
      });
      return response.json() as Envelope<T>;
    },
    inject: (injectOptions) => app.inject(injectOptions),
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** Runs the scheduler's due jobs batch after batch until none is due (a clock jump makes many due at once). */
export async function runAllDue(app: FastifyInstance): Promise<void> {
  for (let batch = 0; batch < 100 && (await app.scheduler.runDueOnce()) > 0; batch += 1);
}

export interface OtherInstance {
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Another instance of `t`'s site on the same database, configured as `t` is (a deployment runs
 * every instance on one configuration; a second beacon period, say, would make the instances
 * disagree on when a game may roll). PostgreSQL gets its own pool; SQLite's one connection is the file's.
 */
export async function createOtherInstance(t: TestApp, options: { readonly name?: string; readonly env?: Record<string, string>; readonly deps?: Partial<AppDependencies> } = {}): Promise<OtherInstance> {
  const db = t.database.db.dialect === 'postgres' ? openDatabase(t.database.config) : t.database.db;
  const app = await buildApp(loadConfig({ ...t.env, INSTANCE_ID: options.name ?? 'second', ...options.env }), { db, seed: false, ...options.deps });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (db !== t.database.db) await db.close();
    },
  };
}
