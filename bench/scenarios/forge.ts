import { PLAY_GOAL } from '../goals';
import { randomUUID } from 'node:crypto';
import { itemsOfMembers } from '../items';
import { call, fundedMembers } from '../members';
import { runMemberLoad } from '../member-load';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';
import { cheapestBox } from './box-open';

const MEMBERS = 160;
/** Five-box opens per member before the load: 120 items each, 30 forges of four. */
const OPENS_PER_MEMBER = 24;
const INPUTS = 4;

/**
 * Forges of four backpack items at a time: four conditional status changes and their events, the
 * band lookup, a roll against the pool's published odds, the new item and the record, in one
 * transaction. Every forge answered as a success must be in its member's history.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, authKey, seconds } = context;
  const members = await fundedMembers(baseUrl, authKey, MEMBERS, 5_000_000);
  const box = await cheapestBox(baseUrl, authKey);
  const items = await itemsOfMembers(baseUrl, authKey, members, box.id, OPENS_PER_MEMBER);
  const measured = await runMemberLoad({
    baseUrl,
    authKey,
    seconds,
    path: '/api/member/compound',
    members,
    supply: items.reduce((total, own) => total + Math.floor(own.length / INPUTS), 0),
    // Request n goes to member n mod 160, which forges its next four items.
    body: (n) => {
      const at = Math.floor(n / members.length) * INPUTS;
      const ids = items[n % members.length]!.slice(at, at + INPUTS);
      return { ids: ids.length === INPUTS ? ids : ['none-left', 'none-left-2'], requestId: randomUUID() };
    },
  });
  let recorded = 0;
  for (const member of members) recorded += (await call<{ total: number }>(baseUrl, authKey, '/member/compoundHistory', { page: 1, size: 1 }, { token: member.token })).total;
  if (recorded < measured.done) throw new Error(`${measured.done} forges answered, but only ${recorded} recorded`);
  return { ...measured, extra: { forged: measured.done, refused: measured.refused, recorded, ranSeconds: measured.ranSeconds } };
}

export const forge: Scenario = { name: 'forge', goal: PLAY_GOAL, run };
