import autocannon from 'autocannon';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { startCostMeter, type ServerCosts } from './server-costs';

export interface Measurement extends ServerCosts {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly non2xx: number;
  /** Counts a scenario checks after its load, such as requests that changed nothing. */
  readonly extra?: Readonly<Record<string, number>>;
}

export interface LoadOptions {
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly connections?: number;
  readonly seconds: number;
}

/** A 200 can still carry a failure envelope, so one request is checked before the load runs. */
async function assertSucceeds(options: LoadOptions): Promise<void> {
  const response = await fetch(options.url, {
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw new Error(`${options.url} answered HTTP ${response.status}`);
  if (options.method === 'POST') {
    const envelope = (await response.json()) as { code: number; msg: string };
    if (envelope.code !== 100) throw new Error(`${options.url} answered code ${envelope.code}: ${envelope.msg}`);
  }
}

/** Runs one closed-loop load against the server and keeps the numbers a report needs. */
export async function measure(options: LoadOptions): Promise<Measurement> {
  await assertSucceeds(options);
  const costs = await startCostMeter();
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: options.connections ?? 10,
    duration: options.seconds,
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(await costs(result.requests.total)),
  };
}

/** A catalogue call URL, signed for the whole run (the signature is valid for 30 minutes). */
export function signedUrl(baseUrl: string, apiPath: string, authKey: string): string {
  return `${baseUrl}${apiPath}?auth_key=${signAuthKey(apiPath, Date.now() / 1000, authKey)}`;
}

export const COMMON_FIELDS = { platform: 'pc', sid: 1100, type: 1, locale: 'en' } as const;
