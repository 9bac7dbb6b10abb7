import { BATTLE_GOAL } from '../goals';
import { randomUUID } from 'node:crypto';
import { percentile } from '../database';
import { startCostMeter } from '../server-costs';
import { call, fundedMembers, type BenchMember } from '../members';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

/** Ten pairs at once, as the load's ten connections: one creates, the other joins. */
const PAIRS = 10;
const BOXES = 4;

/**
 * 2-player battles of 4 boxes, played to the end: a creation and a join (two ledger debits into
 * escrow, the game seed committed and fixed), then four rounds and the settlement as the server's
 * own steps (eight rolls and items in battle, four items lost and four given, the house's share,
 * the reveal), with no pause between rounds. Counted: battles settled per second, from the first
 * creation until the last battle started has finished; every battle must end finished.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, authKey, seconds } = context;
  const members = await fundedMembers(baseUrl, authKey, PAIRS * 2, 5_000_000);
  const boxes = (await call<{ id: string; price: number }[]>(baseUrl, authKey, '/visitor/arenaBoxAll', {})).sort((a, b) => a.price - b.price);
  const boxIds = Array.from({ length: BOXES }, () => boxes[0]!.id);
  const as = (member: BenchMember) => ({ token: member.token });
  const started: string[] = [];
  const latencies: number[] = [];
  let refused = 0;
  const begin = Date.now();
  const costs = await startCostMeter();
  const deadline = begin + seconds * 1_000;
  await Promise.all(
    Array.from({ length: PAIRS }, async (_, pair) => {
      const [creator, joiner] = [members[pair * 2]!, members[pair * 2 + 1]!];
      while (Date.now() < deadline) {
        const sent = Date.now();
        try {
          const battle = await call<{ id: string }>(baseUrl, authKey, '/member/arenaAdd', { boxIds, mode: '2p', requestId: randomUUID() }, as(creator));
          await call(baseUrl, authKey, '/member/arenaJoin', { id: battle.id, requestId: randomUUID() }, as(joiner));
          started.push(battle.id);
          latencies.push(Date.now() - sent);
        } catch {
          // Five unstarted battles per creator: wait for the rounds to catch up.
          refused += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    }),
  );
  const open = async () => (await call<{ total: number }>(baseUrl, authKey, '/visitor/arenaListWeb', { status: 'ready', size: 1 })).total + (await call<{ total: number }>(baseUrl, authKey, '/visitor/arenaListWeb', { status: 'fighting', size: 1 })).total;
  while ((await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 25));
  const elapsed = (Date.now() - begin) / 1_000;
  const measuredCosts = await costs(started.length);
  const finished = (await call<{ total: number }>(baseUrl, authKey, '/visitor/arenaListWeb', { status: 'finished', size: 1 })).total;
  if (finished < started.length) throw new Error(`${started.length} battles started, only ${finished} finished`);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(started.length / elapsed),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors: 0,
    non2xx: 0,
    ...measuredCosts,
    extra: { settled: started.length, refused, seconds: Number(elapsed.toFixed(1)) },
  };
}

export const arena: Scenario = { name: 'arena-2p-4-boxes', goal: BATTLE_GOAL, run };
