import type { Config } from './config';

export interface StartupFacts {
  readonly config: Config;
  /** Migrations applied at this start. */
  readonly applied: readonly string[];
  /** The console owner created at this start, shown once (development only). */
  readonly owner: { readonly account: string; readonly password: string; readonly totpSecret: string } | null;
  /** One line per kind of outside provider and what serves it. */
  readonly providers: readonly string[];
}

function databaseLine(database: Config['database']): string {
  if (database.kind === 'sqlite') return `SQLite ${database.file}`;
  const url = new URL(database.url);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** What an instance says once it listens: plain lines an operator reads at a glance, before any log. */
export function startupBanner({ config, applied, owner, providers }: StartupFacts): string {
  const everyAddress = config.host === '0.0.0.0' || config.host === '::';
  const shown = everyAddress ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const address = `http://${shown}:${config.port}`;
  const lines = [
    `Lootbay ${config.production ? 'production' : 'development'} instance ${config.instanceId}`,
    `  site       ${address}${everyAddress ? ' (listening on every address)' : ''}`,
    `  database   ${databaseLine(config.database)}${applied.length > 0 ? ` (${applied.length} migrations applied)` : ''}`,
    `  redis      ${config.redisUrl ? `on (namespace ${config.redisNamespace})` : 'off (one instance)'}`,
    `  demo data  ${config.seedDemo ? `on (an empty database is seeded with it${config.seedDemoHistory ? ", and a few days of demo players' history" : ''})` : 'off'}`,
    `  logs       JSON lines at ${config.logLevel} and above (LOG_LEVEL)`,
    ...providers.map((line) => `  ${line}`),
  ];
  if (owner) {
    lines.push(
      `  console    ${address}/admin — owner created, shown this once:`,
      `             account ${owner.account}  password ${owner.password}  authenticator secret ${owner.totpSecret}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
