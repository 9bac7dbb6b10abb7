import { NGINX_AVAILABLE, NGINX_PATH, startNginx, type RunningNginx } from '../apps/server/test/helpers/nginx';
import { answers } from './answers';
import type { Measurement } from './measure';
import type { Scenario, ScenarioContext } from './scenario';
import { singleOpen } from './scenarios/box-open';
import { healthz, signedCall } from './scenarios/floor';
import { percentage } from './scenarios/percentage';
import { sell } from './scenarios/sell';
import { freePort, freshServerDatabase, startInstance, type BenchInstance } from './server';

/** The name that asks for this case in `BENCH_ONLY`. */
export const MULTI_INSTANCE = 'multi-instance';

/**
 * The floor and the plays measured through the proxy, each with the route its load calls: each
 * instance counts the requests it served by route, which shows how the proxy shared them out.
 */
const MEASURED: readonly { readonly scenario: Scenario; readonly route: string }[] = [
  { scenario: healthz, route: '/healthz' },
  { scenario: signedCall, route: '/api/common/notice' },
  { scenario: singleOpen, route: '/api/member/openBox' },
  { scenario: sell, route: '/api/member/discount' },
  { scenario: percentage, route: '/api/member/percentBox' },
];
const FLOOR = new Set([healthz.name, signedCall.name]);

interface Instance extends BenchInstance {
  readonly id: string;
}

export interface MultiInstanceRow extends Measurement {
  readonly dialect: string;
  readonly scenario: string;
  readonly ratioToFloor: number | null;
  /**
   * Two instances' rate over one's (the mean of each instance alone behind the same site), measured
   * in the same run right before; null on the rows of one instance.
   */
  readonly ratioToOneInstance: number | null;
}

export interface MultiInstanceOptions {
  readonly seconds: number;
  readonly authKey: string;
  readonly databaseUrl: string;
  readonly redisUrl: string;
}

/** What the case needs and does not have (PostgreSQL, Redis, nginx), empty when it can run. */
export async function multiInstanceLacks(postgresAnswers: boolean, redisUrl: string, databaseUrl: string): Promise<string[]> {
  const lacks: string[] = [];
  if (!postgresAnswers) lacks.push(`PostgreSQL at ${databaseUrl}`);
  if (!(await answers(redisUrl, 6379))) lacks.push(`Redis at ${redisUrl}`);
  if (!NGINX_AVAILABLE) lacks.push(`nginx at ${NGINX_PATH} (NGINX_PATH)`);
  return lacks;
}

/** The requests of one route an instance has answered since it started, from its own metrics. */
async function served(instance: Instance, route: string): Promise<number> {
  const metrics = await (await fetch(`${instance.baseUrl}/metrics`)).text();
  let total = 0;
  for (const line of metrics.split('\n')) {
    if (line.startsWith('lootbay_http_requests_total{') && line.includes(`route="${route}"`)) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

/**
 * Each instance's count once it holds still: requests the load generator left in flight when it
 * stopped are still being answered for a moment, and belong to the load just measured.
 */
async function settledCounts(instances: readonly Instance[], route: string): Promise<number[]> {
  let counts = await Promise.all(instances.map((instance) => served(instance, route)));
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await Promise.all(instances.map((instance) => served(instance, route)));
    if (again.every((count, index) => count === counts[index])) return again;
    counts = again;
  }
  return counts;
}

/** Null where there is nothing to compare with (a rate that rounds to 0 per second). */
function ratio(value: number, to: number | undefined): number | null {
  return to ? Number((value / to).toFixed(3)) : null;
}

/** One way of serving the load: nginx from the shipped site in front of some of the instances. */
interface Arrangement {
  readonly label: string;
  readonly instances: readonly Instance[];
  readonly nginx: RunningNginx;
}

interface Measured {
  readonly scenario: string;
  readonly result: Measurement;
}

/**
 * One scenario through an arrangement's proxy, with how many of its requests each instance served
 * (by the instances' own counts): every instance behind the proxy must have served some, and no
 * other any.
 */
async function measureThrough(arrangement: Arrangement, all: readonly Instance[], play: (typeof MEASURED)[number], context: ScenarioContext): Promise<Measured> {
  const { scenario, route } = play;
  const before = await settledCounts(all, route);
  const result = await scenario.run({ ...context, loadUrl: arrangement.nginx.siteUrl });
  const after = await settledCounts(all, route);
  const servedBy: Record<string, number> = {};
  for (const [index, instance] of all.entries()) {
    const count = after[index]! - before[index]!;
    const behind = arrangement.instances.includes(instance);
    if (behind && count === 0) throw new Error(`${arrangement.label}: instance ${instance.id} served none of ${scenario.name}'s requests; nginx said: ${arrangement.nginx.errors()}`);
    if (!behind && count > 0) throw new Error(`${arrangement.label}: instance ${instance.id}, not behind this proxy, served ${count} of ${scenario.name}'s requests`);
    if (behind) servedBy[`served by ${instance.id}`] = count;
  }
  return { scenario: scenario.name, result: { ...result, extra: { ...result.extra, ...servedBy } } };
}

/** An arrangement's rows, each with its ratio to the signed call measured through the same proxy. */
function rowsOf(label: string, measured: readonly Measured[]): Omit<MultiInstanceRow, 'ratioToOneInstance'>[] {
  const floorRate = measured.find((entry) => entry.scenario === signedCall.name)?.result.requestsPerSecond;
  return measured.map(({ scenario, result }) => ({ dialect: label, scenario, ...result, ratioToFloor: FLOOR.has(scenario) ? 1 : ratio(result.requestsPerSecond, floorRate) }));
}

/**
 * The production layout at its smallest, on one fresh PostgreSQL schema and one Redis namespace:
 * two instances, and nginx from the shipped site in front of each alone and of both. Each scenario
 * runs through each instance alone, then through both, one right after the other, so all three see
 * the same machine (its cores are shared) and much the same data, and each instance has served the
 * play before both serve it together; the instance left out idles. Setup (sign-ups, recharges)
 * goes to the first instance directly, the measured load through nginx (plain HTTP: TLS would cost
 * the load generator the shared cores). Everything started is stopped, and the schema dropped,
 * whatever happens.
 */
export async function measureMultiInstance(options: MultiInstanceOptions): Promise<MultiInstanceRow[]> {
  const fresh = await freshServerDatabase('postgres', options.databaseUrl, 'bench_multi');
  const instances: Instance[] = [];
  const proxies: RunningNginx[] = [];
  const start = async (id: string) => {
    const instance = await startInstance(fresh.url, await freePort(), {
      REDIS_URL: options.redisUrl,
      REDIS_NAMESPACE: `bench-${process.pid}`,
      INSTANCE_ID: id,
      TRUST_PROXY: '127.0.0.1',
    });
    instances.push({ ...instance, id });
  };
  const proxy = async (label: string, behind: readonly Instance[]): Promise<Arrangement> => {
    const nginx = await startNginx(behind.map((instance) => instance.port), { tls: false });
    proxies.push(nginx);
    return { label, instances: behind, nginx };
  };
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    await start('a');
    await start('b');
    const [a, b] = instances as [Instance, Instance];
    const singles = [await proxy('postgres×1 via proxy (a)', [a]), await proxy('postgres×1 via proxy (b)', [b])];
    const both = await proxy('postgres×2 via proxy', [a, b]);
    const arrangements = [...singles, both];
    const context: ScenarioContext = { baseUrl: a.baseUrl, loadUrl: a.baseUrl, dialect: 'postgres', seconds: options.seconds, authKey: options.authKey, databaseUrl: options.databaseUrl, serverDatabase: fresh.database };
    const measured = new Map<Arrangement, Measured[]>(arrangements.map((arrangement) => [arrangement, []]));
    for (const play of MEASURED) {
      for (const arrangement of arrangements) measured.get(arrangement)!.push(await measureThrough(arrangement, instances, play, context));
    }
    for (const { label, nginx } of arrangements) {
      const warnings = nginx.errors().trim();
      if (warnings) console.error(`${label}: nginx warned:\n${warnings}`);
    }
    const singleRows = singles.map((single) => rowsOf(single.label, measured.get(single)!));
    // One instance's rate: the mean of each alone, measured just before both together.
    const rateAlone = (scenario: string) => singleRows.reduce((sum, rows) => sum + (rows.find((row) => row.scenario === scenario)?.requestsPerSecond ?? 0), 0) / singleRows.length;
    return [
      ...singleRows.flat().map((row) => ({ ...row, ratioToOneInstance: null })),
      ...rowsOf(both.label, measured.get(both)!).map((row) => ({ ...row, ratioToOneInstance: ratio(row.requestsPerSecond, rateAlone(row.scenario)) })),
    ];
  } finally {
    // Each is stopped even when another fails to: the schema is dropped once nothing uses it.
    await Promise.allSettled([...proxies.map((nginx) => nginx.stop()), ...instances.map((instance) => instance.stop())]);
    await fresh.dispose();
  }
}
