import { PLAY_GOAL } from '../goals';
import { randomUUID } from 'node:crypto';
import { percentile } from '../database';
import { startCostMeter } from '../server-costs';
import { call, fundedMembers, type BenchMember } from '../members';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

const MEMBERS = 160;
/** The load's ten connections, as the other scenarios: each casts and opens for its own members in turn. */
const CONNECTIONS = 10;
const BAIT = 200;

/**
 * Entertainment fishing as the page plays it: a cast (one bait for a catch box: the session's
 * row, the box's record and its play) and opening the box (a roll of the member's pair on the
 * pool's published odds, an item, the box's record), one after the other. Counted: catches opened
 * per second, each pair's time from cast to item; every catch opened must be in its member's history.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, authKey, seconds } = context;
  const members = await fundedMembers(baseUrl, authKey, MEMBERS, 5_000_000);
  const as = (member: BenchMember) => ({ token: member.token });
  for (const member of members) {
    await call(baseUrl, authKey, '/activity/fish/mallBuyFishTool', { id: 'bait-1', num: BAIT / 10, requestId: randomUUID() }, as(member));
    await call(baseUrl, authKey, '/activity/fish/startFishing', { placeId: 1, mode: 'entertainment', toolId: 'bait-1', bait: BAIT }, as(member));
  }
  const latencies: number[] = [];
  let refused = 0;
  const begin = Date.now();
  const costs = await startCostMeter();
  const deadline = begin + seconds * 1_000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      for (let turn = 0; Date.now() < deadline; turn += 1) {
        const member = members[connection + CONNECTIONS * (turn % (MEMBERS / CONNECTIONS))]!;
        const sent = Date.now();
        try {
          const cast = await call<{ box: { id: string } }>(baseUrl, authKey, '/activity/fish/fishingBox', { requestId: randomUUID() }, as(member));
          await call(baseUrl, authKey, '/activity/fish/fishOpenBox', { id: cast.box.id }, as(member));
          latencies.push(Date.now() - sent);
        } catch {
          refused += 1;
        }
      }
    }),
  );
  const elapsed = (Date.now() - begin) / 1_000;
  const measuredCosts = await costs(latencies.length);
  let recorded = 0;
  for (const member of members) recorded += (await call<{ total: number }>(baseUrl, authKey, '/activity/fish/activityFishHistory', { page: 1, size: 1 }, as(member))).total;
  if (recorded < latencies.length) throw new Error(`${latencies.length} catches opened, only ${recorded} recorded`);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors: 0,
    non2xx: 0,
    ...measuredCosts,
    extra: { opened: latencies.length, refused, recorded },
  };
}

export const fishingCast: Scenario = { name: 'fishing-cast', goal: PLAY_GOAL, run };
