import { randomUUID } from 'node:crypto';
import { itemsOfMembers } from '../items';
import { call, fundedMembers } from '../members';
import { runMemberLoad } from '../member-load';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';
import { cheapestBox } from './box-open';

const MEMBERS = 320;
/** Five-box opens per member before the load: 35 items each, more than their per-minute limit (30) lets them take back. */
const OPENS_PER_MEMBER = 7;
/** A partner id ending in 5: the sandbox market delivers the item (see sandbox-market.ts). */
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=12345675&token=Ab3dE_9x';

/**
 * Retrievals ("take back") of one backpack item at a time to the member's Steam account: the bound
 * trade link and the adult gate are read locally, then the item moves to retrieving with its
 * retrieval, its events and its first check in one transaction, and the take-back answers. Steam
 * (whether the inventory is public: 120 ms in the sandbox, SANDBOX_STEAM_LATENCY_MS) and the market
 * are asked by that check, a job the server's scheduler runs after commit beside the load (decision
 * 0090): their latency is no part of the answer, the jobs' work on the same server is.
 * Counted: take-backs per second; every take-back answered must be in its member's retrievals.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, authKey, seconds } = context;
  const members = await fundedMembers(baseUrl, authKey, MEMBERS, 5_000_000);
  for (const member of members) await call(baseUrl, authKey, '/member/bindTransactionUrl', { transactionUrl: TRADE_URL }, { token: member.token });
  const box = await cheapestBox(baseUrl, authKey);
  const items = await itemsOfMembers(baseUrl, authKey, members, box.id, OPENS_PER_MEMBER);
  const measured = await runMemberLoad({
    baseUrl,
    authKey,
    seconds,
    path: '/api/member/takeBack',
    members,
    supply: items.reduce((total, own) => total + own.length, 0),
    // Request n goes to member n mod 320, which retrieves its next item.
    body: (n) => ({ ids: [items[n % members.length]![Math.floor(n / members.length)] ?? 'none-left'], requestId: randomUUID() }),
  });
  // Every take-back answered as a success must be listed (take-backs in flight when the load stopped may add a few).
  let listed = 0;
  for (const member of members) listed += (await call<{ total: number }>(baseUrl, authKey, '/member/takeBack/list', { page: 1, size: 1 }, { token: member.token })).total;
  if (listed < measured.done) throw new Error(`${measured.done} take-backs answered, but only ${listed} retrievals listed`);
  return { ...measured, extra: { retrieved: measured.done, refused: measured.refused, listed, ranSeconds: measured.ranSeconds } };
}

export const takeBack: Scenario = { name: 'take-back', run };
