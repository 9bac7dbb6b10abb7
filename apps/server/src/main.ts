import { Redis } from 'ioredis';
import { buildApp } from './app';
import { providerTable } from './providers/configured';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/dialect';
import { migrateToLatest } from './db/migrator';

const SHUTDOWN_GRACE_MS = 10_000;

async function start(config: Config): Promise<void> {
  const db = openDatabase(config.database);
  const applied = await migrateToLatest(db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp(config, { db, redis, processMetrics: true, seed: config.seedDemo });
  app.log.info({ applied, database: config.database.kind, redis: Boolean(redis) }, 'database ready');
  // What serves each kind of provider, one plain line each, so an operator sees at once what is on.
  process.stdout.write(`${providerTable(app.providers).join('\n')}\n`);
  if (config.production && !config.providers.publicUrl && (app.providers.payments.length > 0 || Object.keys(app.providers.stores).length > 0)) {
    app.log.warn('PUBLIC_URL is not set: payment notifications and return pages are addressed to whatever host each request names (docs/operations.md, "Providers")');
  }
  if (config.production && config.market.provider === 'waxpeer' && config.market.unitsPerCoin === null) {
    app.log.warn('MARKET_UNITS_PER_COIN is not set: the price ceiling of every market order uses the default exchange rate (docs/operations.md, "Trading market")');
  }
  const owner = await app.operatorConsole.ensureOwner(config.consoleOwner, config.production);
  // Printed once, in development only: production's owner comes from the environment (docs/operations.md).
  if (owner && !config.production) app.log.warn(`operator owner created: account=${owner.account} password=${owner.password} totpSecret=${owner.totpSecret}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await db.close();
    redis?.disconnect();
    clearTimeout(force);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  if (config.schedulerEnabled) app.scheduler.start();
}

try {
  await start(loadConfig());
} catch (error) {
  const message = error instanceof ConfigError ? error.message : error;
  console.error('lootbay failed to start:', message);
  process.exit(1);
}
