import type { Page } from '@playwright/test';
import { cn } from '@lootbay/shared/i18n/cn';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { UserKey } from '@lootbay/shared/schemas/fairness';
import type { MallItem } from '@lootbay/shared/schemas/shop';
import type { MemberLevelFields } from '@lootbay/shared/schemas/wallet';
import { asReturningVisitor, expect, pageReady, test } from './fixtures';
import { signedCall, signUpThroughApi, verifyAdult } from './members';
import { noSidewaysScroll, shot } from './pictures';

/**
 * What a player meets on a phone once they play: the journeys run on the computer, and this one
 * checks at 390×844 what they settle there: a battle's reels mid-round, the diamonds' way on in the
 * shop, a favourite that cannot be sold, the recharge page after the first recharge, the level's
 * progress and a box result's proof.
 */
test.use({ reducedMotion: 'no-preference', extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.90' } });

/** The device keeps the session the sign-up answered, as the login dialog would have stored it. */
async function signedInAs(page: Page, session: { token: string; user: Record<string, unknown> }): Promise<void> {
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('lootbay.token', token);
    localStorage.setItem('lootbay.user', JSON.stringify(user));
  }, session);
}

test('a playing member on a phone: battle reels, the shop, the bag, recharge, the level and a box proof', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await asReturningVisitor(page);
  const session = await signUpThroughApi(page.request);
  const { token } = session;
  await verifyAdult(page, token);
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p68', payType: 'alipay' }, token);
  expect(((await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  // Rolls wait for the user seed the page sends once signed in.
  await signedInAs(page, session);
  await page.goto('/');
  await pageReady(page);
  await expect.poll(async () => (await signedCall<UserKey>(page.request, '/member/userKey', {}, token)).userSeed).not.toBe('');

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

  // The level: how much experience the next one needs.
  const level = await signedCall<MemberLevelFields>(page.request, '/member/userAsset', {}, token);
  await page.goto('/freebox');
  await pageReady(page);
  await expect(page.getByTestId('level-progress').getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(level.levelProgress));
  await noSidewaysScroll(page);
  await shot(page, 'freebox-level');

  expect(problems).toEqual([]);
});
