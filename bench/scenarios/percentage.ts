import { PLAY_GOAL } from '../goals';
import { randomUUID } from 'node:crypto';
import { PERCENTAGE_RTP } from '@lootbay/shared/constants';
import { stakeForChance } from '@lootbay/shared/fairness/percentage';
import { call, fundedMembers } from '../members';
import { runMemberLoad } from '../member-load';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

const MEMBERS = 160;

/**
 * Percentage plays staking coins at a 50% chance on a target of about 20 coins, as the page sends
 * them (a new requestId each): a ledger debit, a roll, an odds hash, a backpack item and the play's
 * record in one transaction. Every play answered as a success must be in its member's history.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, loadUrl, authKey, seconds } = context;
  const members = await fundedMembers(baseUrl, authKey, MEMBERS, 5_000_000);
  const targets = await call<{ list: { id: string; price: number }[] }>(baseUrl, authKey, '/mybox/open/on_open_draw', { page: 1, size: 100, sort: 'price_asc' });
  const target = targets.list.find((item) => item.price >= 2_000) ?? targets.list.at(-1)!;
  const coins = stakeForChance(5_000, target.price, PERCENTAGE_RTP);
  const measured = await runMemberLoad({
    baseUrl: loadUrl,
    authKey,
    seconds,
    path: '/api/member/percentBox',
    members,
    body: () => ({ targetId: target.id, coins, ids: [], requestId: randomUUID() }),
  });
  let recorded = 0;
  for (const member of members) recorded += (await call<{ total: number }>(baseUrl, authKey, '/mybox/box/box_open_list', { page: 1, size: 1 }, { token: member.token })).total;
  if (recorded < measured.done) throw new Error(`${measured.done} plays answered, but only ${recorded} recorded`);
  return { ...measured, extra: { played: measured.done, refused: measured.refused, recorded, ranSeconds: measured.ranSeconds } };
}

export const percentage: Scenario = { name: 'percentage', goal: PLAY_GOAL, run };
