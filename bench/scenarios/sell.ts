import { PLAY_GOAL } from '../goals';
import { itemsOfMembers } from '../items';
import { fundedMembers } from '../members';
import { runMemberLoad } from '../member-load';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';
import { cheapestBox } from './box-open';

const MEMBERS = 160;
/** Five-box opens per member before the load: 100 items each; the load stops when they are sold. */
const OPENS_PER_MEMBER = 20;

/**
 * Selling (decomposing) one backpack item at a time: the item's conditional status change, its
 * event and the credit of its price from the prizes account, in one transaction.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, loadUrl, authKey, seconds } = context;
  const members = await fundedMembers(baseUrl, authKey, MEMBERS, 5_000_000);
  const box = await cheapestBox(baseUrl, authKey);
  const items = await itemsOfMembers(baseUrl, authKey, members, box.id, OPENS_PER_MEMBER);
  const measured = await runMemberLoad({
    baseUrl: loadUrl,
    authKey,
    seconds,
    path: '/api/member/discount',
    members,
    supply: items.reduce((total, own) => total + own.length, 0),
    // Request n goes to member n mod 160, which sells its next item.
    body: (n) => ({ ids: [items[n % members.length]![Math.floor(n / members.length)] ?? 'none-left'] }),
  });
  return { ...measured, extra: { sold: measured.done, refused: measured.refused, ranSeconds: measured.ranSeconds } };
}

export const sell: Scenario = { name: 'sell', goal: PLAY_GOAL, run };
