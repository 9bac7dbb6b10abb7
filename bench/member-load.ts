import autocannon from 'autocannon';
import type { BenchMember } from './members';
import { COMMON_FIELDS, signedUrl, type Measurement } from './measure';
import { startCostMeter } from './server-costs';

export interface MemberLoad {
  readonly baseUrl: string;
  readonly authKey: string;
  readonly seconds: number;
  /** The member call under load, e.g. `/api/member/openBox`. */
  readonly path: string;
  readonly members: readonly BenchMember[];
  /** The body of request number `n`, without the common fields. */
  readonly body: (n: number) => Record<string, unknown>;
  /** Told the envelope code of each refused answer, for a scenario that tells refusals apart. */
  readonly onRefused?: (code: number) => void;
}

/**
 * A closed loop of 10 connections sending one member call as many members, each request with its
 * own body. Only answers with code 100 count as done; anything else is counted as refused.
 */
export async function runMemberLoad(load: MemberLoad): Promise<Measurement & { readonly done: number; readonly refused: number }> {
  let next = 0;
  let done = 0;
  let refused = 0;
  const costs = await startCostMeter();
  const result = await autocannon({
    url: signedUrl(load.baseUrl, load.path, load.authKey),
    method: 'POST',
    connections: 10,
    duration: load.seconds,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const n = next++;
          const member = load.members[n % load.members.length]!;
          return { ...request, headers: { ...request.headers, token: member.token }, body: JSON.stringify({ ...COMMON_FIELDS, ...load.body(n) }) };
        },
        onResponse: (_status, body) => {
          const { code } = JSON.parse(body) as { code: number };
          if (code === 100) done++;
          else {
            refused++;
            load.onRefused?.(code);
          }
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(done / load.seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(await costs(done)),
    done,
    refused,
  };
}
