import { PLAY_GOAL } from '../goals';
import { randomUUID } from 'node:crypto';
import { ERRORS } from '@lootbay/shared/errors';
import { SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { MallItem } from '@lootbay/shared/schemas/shop';
import { withServerDatabase } from '../database';
import { call, fundedMembers } from '../members';
import { runMemberLoad } from '../member-load';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

const MEMBERS = 160;
/** Pieces added to each coin-priced item's stock before the load: far more than a run sells. */
const STOCK_RAISE = 100_000;
const PAGE_SIZE = 100;

/** Every coin-priced item the mall page lists, as it lists them (in stock, by price). */
async function coinItems(baseUrl: string, authKey: string): Promise<MallItem[]> {
  const items: MallItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call<{ list: MallItem[]; total: number }>(baseUrl, authKey, '/visitor/mallInventory', { page, size: PAGE_SIZE });
    items.push(...answer.list.filter((item) => item.currency === 'coin'));
    if (page * PAGE_SIZE >= answer.total) break;
  }
  if (items.length === 0) throw new Error('the mall has no coin-priced item');
  return items;
}

/**
 * Mall purchases of one piece at a time, spread over every coin-priced item, as the mall page sends
 * them (the price on screen, a new requestId each): a play of the engine taking the item's stock
 * with a conditional update, a coin debit, a backpack item and the purchase's record in one
 * transaction. The demo mall holds a few pieces of each item, so their stock is raised in the
 * server's database first (no call raises it); an answer of MALL_OUT_OF_STOCK is still counted
 * apart, as soldOut. Counted: purchases per second; every purchase answered must have left its
 * item in its member's backpack.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, authKey, seconds } = context;
  const members = await fundedMembers(baseUrl, authKey, MEMBERS, 5_000_000);
  const items = await coinItems(baseUrl, authKey);
  const ids = items.map((item) => item.id);
  await withServerDatabase(context, (db) => db.kysely.updateTable('mall_items').set((eb) => ({ stock: eb('stock', '+', STOCK_RAISE) })).where('id', 'in', ids).execute());
  let soldOut = 0;
  const measured = await runMemberLoad({
    baseUrl,
    authKey,
    seconds,
    path: '/api/member/mallBuy',
    members,
    // Request n goes to member n mod 160, whose k-th purchase is the item after its (k-1)-th: each
    // member goes round every item, so no member spends its coins on the dearest alone.
    body: (n) => {
      const item = items[(n + Math.floor(n / members.length)) % items.length]!;
      return { id: item.id, num: 1, price: item.price, requestId: randomUUID() };
    },
    onRefused: (code) => {
      if (code === ERRORS.MALL_OUT_OF_STOCK.code) soldOut += 1;
    },
  });
  // Every purchase answered as a success must be in a backpack (purchases in flight when the load stopped may add a few).
  let inBackpacks = 0;
  for (const member of members) {
    inBackpacks += (await call<{ total: number }>(baseUrl, authKey, '/member/getMyInventory', { page: 1, size: 1, sourceType: SOURCE_TYPE.shopExchange }, { token: member.token })).total;
  }
  if (inBackpacks < measured.done) throw new Error(`${measured.done} purchases answered, but only ${inBackpacks} mall items in backpacks`);
  return { ...measured, extra: { bought: measured.done, soldOut, refused: measured.refused - soldOut, inBackpacks, items: items.length, ranSeconds: measured.ranSeconds } };
}

export const mallBuy: Scenario = { name: 'mall-buy', goal: PLAY_GOAL, run };
