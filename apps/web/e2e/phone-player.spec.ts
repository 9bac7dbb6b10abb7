import { PERCENT_CHANCE_RANGE, percentageChance } from '@lootbay/shared/fairness/percentage';
import { cn } from '@lootbay/shared/i18n/cn';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { PercentTargets } from '@lootbay/shared/schemas/percentage';
import type { MallItem } from '@lootbay/shared/schemas/shop';
import type { MemberLevelFields } from '@lootbay/shared/schemas/wallet';
import { asReturningVisitor, expect, pageReady, test } from './fixtures';
import { keepSession, signedCall, signUpThroughApi, stockBackpack } from './members';
import { noSidewaysScroll, shot } from './pictures';

/**
 * What a player meets on a phone once they play: the journeys run on the computer, and this one
 * checks at 390×844 what they settle there: a battle's reels mid-round, a box result's proof, a
 * favourite that cannot be sold and a sale that asks first, the dial of a stake too high, the
 * diamonds' way on in the shop, the recharge page after the first recharge, the house's rooms in
 * the player's language and the level's progress.
 */
test.use({ reducedMotion: 'no-preference', extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.90' } });

test('a playing member on a phone: battle reels, a box proof, the bag, the percentage dial, the shop, recharge and the level', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await asReturningVisitor(page);
  // Signed in on this phone, stocked from another device: coins and five items.
  const session = await signUpThroughApi(page.request);
  const { token } = session;
  await keepSession(page, session);
  await page.goto('/');
  await pageReady(page);
  await stockBackpack(page, token);

  // A battle against a robot, watched on the phone: both reels spin in step, then the outcome.
  const battle = await signedCall<ArenaBattle>(page.request, '/member/arenaAdd', { boxIds: ['dreams', 'snakebite'], mode: '2p', requestId: crypto.randomUUID() }, token);
  await page.goto(`/pk-room-details?id=${battle.id}`);
  await pageReady(page);
  await signedCall(page.request, '/member/joinRobot', { id: battle.id }, token);
  await expect(page.locator('.reel--spin')).toHaveCount(2, { timeout: 15_000 });
  await noSidewaysScroll(page);
  await page.locator('.stage__seats').scrollIntoViewIfNeeded();
  await shot(page, 'battle-mid-round');
  await expect(page.getByTestId('winner-banner')).toBeVisible({ timeout: 15_000 });

  // A box opened on the phone: its result links each roll to its proof.
  await page.goto('/box-info?id=dreams');
  await pageReady(page);
  const opened = page.waitForResponse((response) => response.url().includes('/api/member/openBox'));
  await page.getByRole('button', { name: /开启 ×1/ }).click();
  const answer = ((await (await opened).json()) as { data: OpenBoxAnswer }).data;
  const result = page.getByRole('dialog', { name: cn.boxes.resultTitle });
  await page.getByRole('button', { name: cn.boxes.skip }).click();
  await expect(result.getByRole('link', { name: cn.boxes.verify })).toHaveAttribute('href', new RegExp(answer.list[0]!.openId));
  await result.getByRole('button', { name: cn.boxes.keep }).click();

  // The bag: a favourite keeps its sell button disabled, and says why.
  const inventory = await signedCall<InventoryPage>(page.request, '/member/getMyInventory', { page: 1, size: 50, status: 0 }, token);
  const kept = inventory.list[0]!;
  await signedCall(page.request, '/member/collectOrnament', { id: kept.id }, token);
  await page.goto('/bag');
  await pageReady(page);
  const keptSell = page.locator(`[data-item-id="${kept.id}"]`).getByRole('button', { name: cn.bag.sellOne.replace('{{name}}', kept.ornament.name) });
  await expect(keptSell).toBeDisabled();
  await expect(keptSell).toHaveAttribute('title', cn.bag.favouriteKept);
  // Selling another asks first, in a question that fits the phone; cancelling keeps it. No floating help button covers the bag.
  await expect(page.getByTestId('support-launcher')).toBeHidden();
  const other = page.locator(`[data-item-id="${inventory.list[1]!.id}"]`);
  await other.getByRole('button', { name: /^分解/ }).click();
  const askSell = page.getByRole('dialog', { name: cn.confirm.sellTitle });
  await expect(askSell.getByTestId('confirm-action')).toBeInViewport();
  await shot(page, 'bag-sell-confirm');
  await askSell.getByTestId('confirm-cancel').click();
  await expect(other).toBeVisible();

  // A stake worth more than the cheapest target: the dial says why no chance fits, where the phone shows the dial.
  const targetList = await signedCall<PercentTargets>(page.request, '/mybox/open/on_open_draw', { page: 1, size: 1, sort: 'price_asc' });
  const cheapest = targetList.list[0]!;
  const staked = inventory.list.filter((item) => item.id !== kept.id).sort((a, b) => b.price - a.price).slice(0, 2);
  expect(percentageChance(staked.reduce((sum, item) => sum + item.price, 0), cheapest.price, targetList.rtp)).toBeGreaterThan(PERCENT_CHANCE_RANGE.max);
  await page.goto('/percentage');
  await pageReady(page);
  const targets = page.locator('#percentage-targets');
  await targets.getByRole('searchbox').fill(cheapest.skin);
  await targets.getByRole('button', { name: cn.percentage.search, exact: true }).click();
  await targets.locator(`[data-target-id="${cheapest.id}"]`).getByRole('button').click();
  for (const item of staked) await page.locator(`#percentage-items [data-item-id="${item.id}"]`).getByRole('button').click();
  await page.getByTestId('dial-chance').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('dial-chance')).toHaveText('>\u00a075.00%');
  await expect(page.getByTestId('dial-note')).toBeInViewport();
  await shot(page, 'percentage-out-of-range');

  // The shop: for an item worth more than the bag and the diamonds cover, the exchange is not offered and the dialog says how to go on.
  await signedCall(page.request, '/member/collectOrnament', { id: kept.id, collect: 0 }, token);
  const bagValue = inventory.list.reduce((sum, item) => sum + item.price, 0);
  const [dear] = (await signedCall<{ list: MallItem[] }>(page.request, '/visitor/mallInventory', { size: 1, minPrice: bagValue + 1 })).list;
  await page.goto('/shop');
  await pageReady(page);
  await page.getByLabel(cn.shop.minPrice).fill((dear!.price / 100).toFixed(2));
  await page.locator(`[data-mall-id="${dear!.id}"]`).getByTestId('exchange').click();
  const exchange = page.getByRole('dialog', { name: cn.shop.exchangeTitle.replace('{{name}}', dear!.ornament.name) });
  await exchange.locator('.item-card__pick').first().click();
  await expect(exchange.getByTestId('exchange-short')).toBeVisible();
  await expect(exchange.getByTestId('confirm-exchange')).toBeDisabled();
  await shot(page, 'shop-exchange-short', { target: exchange });
  await exchange.getByRole('button', { name: cn.shop.pickCheaper }).click();
  await expect(exchange).toBeHidden();

  // Recharge after the first one: no first-recharge promise is left on the page.
  await page.goto('/recharge');
  await pageReady(page);
  await expect(page.locator('.recharge-chip').first()).toBeVisible();
  await expect(page.getByTestId('first-bonus')).toHaveCount(0);

  // The house's roll rooms, titled in the player's language.
  await page.goto('/roll-house');
  await pageReady(page);
  await expect(page.locator('.room-card').filter({ hasText: cn.roll.demoTitles.daily }).first()).toBeVisible();
  await noSidewaysScroll(page);

  // The level: how much experience the next one needs.
  const level = await signedCall<MemberLevelFields>(page.request, '/member/userAsset', {}, token);
  await page.goto('/freebox');
  await pageReady(page);
  await expect(page.getByTestId('level-progress').getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(level.levelProgress));
  await noSidewaysScroll(page);
  await shot(page, 'freebox-level');

  expect(problems).toEqual([]);
});
