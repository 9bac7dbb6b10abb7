import autocannon from 'autocannon';
import { call, fundedMember, randomIp } from '../members';
import { COMMON_FIELDS, signedUrl, type Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

const MEMBERS = 16;
const RECHARGE = 5_000_000;

interface BoxSummary {
  id: string;
  price: number;
  kind?: number;
}

/**
 * Opens of the cheapest paid box by many funded members at once: each open is a ledger debit,
 * consecutive fairness rounds, backpack items and experience in one transaction. Only answers
 * with code 100 count, and each of them must show up in a backpack afterwards.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, authKey, seconds } = context;
  const members = await Promise.all(Array.from({ length: MEMBERS }, () => fundedMember(baseUrl, authKey, RECHARGE)));
  const boxes = await call<{ list: BoxSummary[] }>(baseUrl, authKey, '/visitor/list/box', { page: 1, size: 100 });
  const paid = boxes.list.filter((box) => box.price > 0).sort((a, b) => a.price - b.price);
  const box = paid[0];
  if (!box) throw new Error('the catalogue has no paid box');

  let next = 0;
  const answered = { opened: 0, refused: 0 };
  const result = await autocannon({
    url: signedUrl(baseUrl, '/api/member/openBox', authKey),
    method: 'POST',
    connections: 10,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...COMMON_FIELDS, id: box.id, num: 1 }),
    requests: [
      {
        setupRequest: (request) => {
          const member = members[next++ % members.length];
          return { ...request, headers: { ...request.headers, token: member?.token ?? '', 'x-forwarded-for': randomIp() } };
        },
        onResponse: (_status, body) => {
          if ((JSON.parse(body) as { code: number }).code === 100) answered.opened++;
          else answered.refused++;
        },
      },
    ],
  });

  // Every open answered as a success must be in a backpack (opens still in flight when the load
  // stopped may add a few more).
  let inBackpacks = 0;
  for (const member of members) {
    const inventory = await call<{ total: number }>(baseUrl, authKey, '/member/getMyInventory', { page: 1, size: 1 }, { token: member.token });
    inBackpacks += inventory.total;
  }
  if (inBackpacks < answered.opened) throw new Error(`${answered.opened} opens answered, but only ${inBackpacks} items in backpacks`);
  return {
    requestsPerSecond: Math.round(answered.opened / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    extra: { opened: answered.opened, refused: answered.refused, inBackpacks },
  };
}

export const boxOpen: Scenario = { name: 'box-open', run };
