import autocannon from 'autocannon';
import { ERRORS } from '@lootbay/shared/errors';
import type { BenchMember } from './members';
import { COMMON_FIELDS, signedUrl, type Measurement } from './measure';
import { percentile } from './database';
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
  /**
   * The requests the scenario prepared work for (items to sell, forges, purchases a round allows):
   * the load stops once it has sent that many, so a fast server is not measured against refusals
   * of what is used up. It also stops at the first answer that a member's per-minute limit refused.
   */
  readonly supply?: number;
}

/**
 * A closed loop of 10 connections sending one member call as many members, each request with its
 * own body, for the load's seconds, until its supply is sent or until the members reach their
 * per-minute limit. Only answers with code 100 count as done; anything else is counted as refused.
 * Counted per second of the time it ran, from the first request to the last answer; the latencies
 * are those of the answers done.
 */
export async function runMemberLoad(load: MemberLoad): Promise<Measurement & { readonly done: number; readonly refused: number; readonly ranSeconds: number }> {
  let next = 0;
  let done = 0;
  let refused = 0;
  let lastAnswerAt = 0;
  const latencies: number[] = [];
  const costs = await startCostMeter();
  const startedAt = performance.now();
  // Once the members are at their limit, what is still in flight is neither counted nor costed.
  let limited: { readonly costs: ReturnType<typeof costs> } | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: signedUrl(load.baseUrl, load.path, load.authKey),
        method: 'POST',
        connections: 10,
        duration: load.seconds,
        ...(load.supply ? { maxOverallRequests: load.supply } : {}),
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request, context: { sentAt?: number }) => {
              context.sentAt = performance.now();
              const n = next++;
              const member = load.members[n % load.members.length]!;
              return { ...request, headers: { ...request.headers, token: member.token }, body: JSON.stringify({ ...COMMON_FIELDS, ...load.body(n) }) };
            },
            onResponse: (_status, body, context: { sentAt?: number }) => {
              if (limited) return;
              lastAnswerAt = performance.now();
              const { code } = JSON.parse(body) as { code: number };
              if (code === 100) {
                done++;
                latencies.push(lastAnswerAt - context.sentAt!);
              } else if (code === ERRORS.RATE_LIMITED.code) {
                limited = { costs: costs(done) };
                instance.stop();
              } else {
                refused++;
                load.onRefused?.(code);
              }
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
  });
  const ranSeconds = Math.max(lastAnswerAt - startedAt, 1) / 1_000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(done / ranSeconds),
    p50Ms: Number(percentile(sorted, 50).toFixed(1)),
    p99Ms: Number(percentile(sorted, 99).toFixed(1)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(await (limited?.costs ?? costs(done))),
    done,
    refused,
    ranSeconds: Number(ranSeconds.toFixed(1)),
  };
}
