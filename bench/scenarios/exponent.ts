import { PLAY_GOAL } from '../goals';
import { call, fundedMembers } from '../members';
import { runMemberLoad } from '../member-load';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

const MEMBERS = 500;
/** The demo's weapon boxes that have index boxes: all put on offer, so a member may buy ten a round. */
const WEAPON_BOXES = ['recoil', 'revolution', 'kilowatt', 'dreams', 'fracture', 'snakebite', 'awp', 'm4', 'pistols', 'starter'];

/**
 * Members buying into the round in play, as the page sends it (a new requestId each): the round's
 * row taken in turn for a gap-free purchase order, the member's purchases in it counted against the
 * limit, a ledger debit into escrow and the purchase, in one transaction; a round that ends during
 * the load settles beside it. Request n is member n mod 500 on box n div 500, so every purchase is a
 * member's first of that box in the round. Every purchase answered must be in its member's history.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, authKey, seconds } = context;
  const saved = await fetch(`${baseUrl}/dev/exponent/offers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offers: WEAPON_BOXES.map((boxId) => ({ boxId, indexBoxId: `exponent-${boxId}` })), roundLimit: WEAPON_BOXES.length }),
  });
  if (!saved.ok) throw new Error(`offers not saved: HTTP ${saved.status}`);
  const members = await fundedMembers(baseUrl, authKey, MEMBERS, 5_000_000);
  // The first round of a fresh site opens at the next whole minute.
  for (let waited = 0; (await call<{ round: unknown }>(baseUrl, authKey, '/exponential/currentUser', {})).round === null; waited += 1) {
    if (waited > 120) throw new Error('no exponent round opened within two minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const measured = await runMemberLoad({
    baseUrl,
    authKey,
    seconds,
    path: '/api/exponential/choiceBox',
    members,
    // A member's one purchase of each box in the round.
    supply: MEMBERS * WEAPON_BOXES.length,
    body: (n) => ({ boxId: WEAPON_BOXES[Math.floor(n / MEMBERS) % WEAPON_BOXES.length], direction: n % 2 === 0 ? 'rise' : 'fall', requestId: `bench-${process.pid}-${n}` }),
  });
  let recorded = 0;
  for (const member of members) recorded += (await call<{ total: number }>(baseUrl, authKey, '/exponential/openHistory', { kind: 'purchase', size: 1 }, { token: member.token })).total;
  if (recorded < measured.done) throw new Error(`${measured.done} purchases answered, but only ${recorded} recorded`);
  return { ...measured, extra: { bought: measured.done, refused: measured.refused, recorded, ranSeconds: measured.ranSeconds } };
}

export const exponentChoice: Scenario = { name: 'exponent-choice', goal: PLAY_GOAL, run };
