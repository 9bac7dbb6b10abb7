import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { providerTable } from './providers/configured';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Db } from './db/dialect';
import { migrateToLatest } from './db/migrator';
import { stdoutLogOutput } from './http/log-output';
import { shutdownDeadline } from './shutdown-deadline';
import { startupBanner } from './startup-banner';

/** Migrates as the tables' owner when the instance serves as a role that may not alter them (docs/operations.md, "Database roles"). */
async function migrate(config: Config, db: Db): Promise<string[]> {
  if (!config.migrationDatabase) return migrateToLatest(db);
  const owner = openDatabase(config.migrationDatabase);
  try {
    return await migrateToLatest(owner);
  } finally {
    await owner.close();
  }
}

async function start(config: Config): Promise<void> {
  const deadline = shutdownDeadline(config.shutdown.graceMs);
  const db = openDatabase(config.database);
  const applied = await migrate(config, db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp(config, { db, redis, processMetrics: true, seed: config.seedDemo, logOutput: stdoutLogOutput(config.logBufferBytes) });
  if (config.production && !config.providers.publicUrl && (app.providers.payments.length > 0 || Object.keys(app.providers.stores).length > 0)) {
    app.log.warn('PUBLIC_URL is not set: payment notifications and return pages are addressed to whatever host each request names (docs/operations.md, "Providers")');
  }
  if (config.production && config.market.provider === 'waxpeer' && config.market.unitsPerCoin === null) {
    app.log.warn('MARKET_UNITS_PER_COIN is not set: the price ceiling of every market order uses the default exchange rate (docs/operations.md, "Trading market")');
  }
  const owner = await app.operatorConsole.ensureOwner(config.consoleOwner, config.production);

  let stopping = false;
  // Drain (the proxy retries elsewhere), stop listening, finish what is in flight, close, exit;
  // from the signal on, the watchdog's deadline holds whatever the main thread does.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deadline.arm();
    app.log.info({ signal, drainMs: config.shutdown.drainMs }, 'stopping');
    app.drain.start();
    await Promise.all([app.scheduler.stop(), sleep(config.shutdown.drainMs)]);
    await app.close();
    await db.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  if (config.schedulerEnabled) app.scheduler.start();
  // Printed once, in development only: production's owner comes from the environment (docs/operations.md).
  process.stdout.write(startupBanner({ config, applied, owner: config.production ? null : owner, providers: providerTable(app.providers) }));
}

try {
  await start(loadConfig());
} catch (error) {
  const message = error instanceof ConfigError ? error.message : error;
  console.error('lootbay failed to start:', message);
  process.exit(1);
}
