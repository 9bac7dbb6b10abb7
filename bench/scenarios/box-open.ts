import { PLAY_GOAL } from '../goals';
import { randomUUID } from 'node:crypto';
import { call, fundedMembers } from '../members';
import { runMemberLoad } from '../member-load';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

/** Members enough that their per-member limit (120 opens a minute) never caps the load. */
const MEMBERS = 160;
const RECHARGE = 5_000_000;

interface BoxOffer {
  readonly id: string;
  readonly price: number;
  readonly oddsVersion: number;
}

/** The cheapest paid box, as its page offers it: the odds version and price a player would send. */
export async function cheapestBox(baseUrl: string, authKey: string): Promise<BoxOffer> {
  const boxes = await call<{ list: (BoxOffer & { kind: number })[] }>(baseUrl, authKey, '/visitor/list/box', { page: 1, size: 100, kind: 0 });
  const box = boxes.list.filter((entry) => entry.price > 0).sort((a, b) => a.price - b.price)[0];
  if (!box) throw new Error('the catalogue has no paid box');
  return box;
}

/**
 * Opens of the cheapest paid box as the web app sends them (a new requestId each, the odds version
 * and price on screen): each is a ledger debit, consecutive fairness rounds, backpack items, open
 * records and experience in one transaction. Only answers with code 100 count, and each of them
 * must show up in a backpack afterwards.
 */
function boxOpen(num: number): Scenario['run'] {
  return async (context: ScenarioContext): Promise<Measurement> => {
    const { baseUrl, loadUrl, authKey, seconds } = context;
    const members = await fundedMembers(baseUrl, authKey, MEMBERS, RECHARGE);
    const box = await cheapestBox(baseUrl, authKey);
    const measured = await runMemberLoad({
      baseUrl: loadUrl,
      authKey,
      seconds,
      path: '/api/member/openBox',
      members,
      body: () => ({ id: box.id, num, requestId: randomUUID(), oddsVersion: box.oddsVersion, price: box.price }),
    });
    // Every open answered as a success must be in a backpack (opens in flight when the load stopped may add a few).
    let inBackpacks = 0;
    for (const member of members) inBackpacks += (await call<{ total: number }>(baseUrl, authKey, '/member/getMyInventory', { page: 1, size: 1 }, { token: member.token })).total;
    if (inBackpacks < measured.done * num) throw new Error(`${measured.done} opens of ${num} answered, but only ${inBackpacks} items in backpacks`);
    return { ...measured, extra: { opened: measured.done, refused: measured.refused, inBackpacks, ranSeconds: measured.ranSeconds } };
  };
}

export const singleOpen: Scenario = { name: 'box-open', goal: PLAY_GOAL, run: boxOpen(1) };
export const multiOpen: Scenario = { name: 'box-open-x5', goal: PLAY_GOAL, run: boxOpen(5) };
