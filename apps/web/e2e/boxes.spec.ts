import type { Page } from '@playwright/test';
import type { Currency } from '@lootbay/shared/constants';
import { BOXES_ERRORS } from '@lootbay/shared/errors/boxes';
import { cn } from '@lootbay/shared/i18n/cn';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { asReturningVisitor, expect, test } from './fixtures';
import { randomMobile, signedCall, signInInDialog, verifyAdult } from './members';
import { shot } from './pictures';

/** This journey watches the game move: the spin, the reels and the draw run as most players see them. */
test.use({ reducedMotion: 'no-preference' });

/** What the app sends to `/member/openBox`. */
interface OpenRequestBody {
  readonly num: number;
  readonly requestId: string;
  readonly oddsVersion: number;
  readonly price: number;
}

/** A cheap paid box of the demo catalogue. */
const BOX_ID = 'dreams';

/** The id of the roulette card under the marker of strip `lane`, measured on screen. */
async function cardUnderMarker(page: Page, lane: number): Promise<string | null> {
  return page.getByTestId('roulette').nth(lane).evaluate((roulette) => {
    const marker = roulette.querySelector('[data-testid="roulette-marker"]');
    if (!marker) return null;
    const box = marker.getBoundingClientRect();
    const x = box.left + box.width / 2;
    for (const card of roulette.querySelectorAll<HTMLElement>('.roulette__card')) {
      const rect = card.getBoundingClientRect();
      if (x >= rect.left && x <= rect.right) return card.dataset.ornamentId ?? null;
    }
    return null;
  });
}

test('a new member recharges, opens a box that lands on the won item, sells it, cannot sell a favourite and verifies the roll', async ({ page, problems }) => {
  test.setTimeout(180_000);
  const mobile = randomMobile();
  await asReturningVisitor(page);

  // Home: categories, boxes and the live drops ticker.
  await page.goto('/');
  await expect(page.locator(`[data-box-id="${BOX_ID}"]`)).toBeVisible();
  await expect(page.getByRole('region', { name: cn.drops.title })).toBeVisible();
  await page.locator('#boxes-title').scrollIntoViewIfNeeded();
  await shot(page, 'boxes-home');

  // A visitor who clicks open is asked to sign in: the shell's login dialog, by phone code.
  await page.locator(`[data-box-id="${BOX_ID}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Anyone may try a box: the same roll machinery, clearly labelled, no charge.
  await page.getByText(cn.boxes.quickOpen).click();
  await page.getByRole('button', { name: cn.boxes.tryOut }).click();
  await expect(page.getByText(cn.boxes.tryLabel)).toBeVisible();
  const tryResult = page.getByRole('dialog', { name: cn.boxes.tryResultTitle });
  await expect(tryResult).toBeVisible({ timeout: 15_000 });
  await expect(tryResult.getByText(cn.boxes.tryNote)).toBeVisible();
  await shot(page, 'boxes-try-result');
  await tryResult.getByRole('button', { name: cn.boxes.close }).first().click();
  await page.getByText(cn.boxes.quickOpen).click();

  await page.getByRole('button', { name: /开启 ×1/ }).click();
  const dialog = page.getByRole('dialog', { name: cn.login.title });
  await expect(dialog).toBeVisible();
  const token = await signInInDialog(page, dialog, mobile);

  // Real-name verification (needed to play and pay), then a recharge paid in the sandbox.
  await verifyAdult(page, token);
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, token);
  const paid = (await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number };
  expect(paid.code).toBe(100);

  // The box page: odds table, chart and the open buttons.
  await page.reload();

  // A first-time member is offered the guided first open, once.
  await page.getByRole('button', { name: cn.boxes.guidedAction }).click();
  const guided = page.getByRole('dialog', { name: cn.boxes.guidedResultTitle });
  await expect(guided).toBeVisible({ timeout: 20_000 });
  await guided.getByRole('button', { name: cn.boxes.close }).first().click();
  await expect(page.getByRole('button', { name: cn.boxes.guidedAction })).toBeHidden();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('img', { name: cn.boxes.chartTitle })).toBeVisible();
  await shot(page, 'boxes-box-info');
  await page.getByRole('table').scrollIntoViewIfNeeded();
  await shot(page, 'boxes-odds');
  await page.getByRole('img', { name: cn.boxes.chartTitle }).scrollIntoViewIfNeeded();
  await shot(page, 'boxes-chart');
  await page.getByRole('button', { name: /开启 ×1/ }).scrollIntoViewIfNeeded();

  // Open one: the strip decelerates and stops with the marker on the item the server rolled.
  const opened = page.waitForResponse((response) => response.url().includes('/api/member/openBox'));
  await page.getByRole('button', { name: /开启 ×1/ }).click();
  const answer = ((await (await opened).json()) as { data: OpenBoxAnswer }).data;
  const won = answer.list[0]!;
  await expect(page.getByTestId('roulette')).toHaveCount(1);
  await page.waitForTimeout(1_500);
  await shot(page, 'boxes-rolling');
  const result = page.getByRole('dialog', { name: cn.boxes.resultTitle });
  await expect(result).toBeVisible({ timeout: 15_000 });
  expect(await cardUnderMarker(page, 0)).toBe(won.ornament.id);
  await expect(result.getByText(won.ornament.skin)).toBeVisible();
  await shot(page, 'boxes-result');

  // Sell it from the result dialog.
  const sold = page.waitForResponse((response) => response.url().includes('/api/member/discount'));
  await result.getByRole('button', { name: /分解获得/ }).click();
  expect(((await (await sold).json()) as { code: number }).code).toBe(100);
  await expect(result).toBeHidden();

  // Open two at once with quick open: two strips, each landing on its own item; keep them. The
  // first answer is lost on its way back after the server opened: the app asks again with the same
  // request id and the same odds and price, and is answered the same opens, charged once.
  const before = await signedCall<UserAsset>(page.request, '/member/userAsset', {}, token);
  const attempts: { body: OpenRequestBody; answer: OpenBoxAnswer }[] = [];
  await page.route('**/api/member/openBox**', async (route) => {
    const response = await route.fetch();
    attempts.push({ body: route.request().postDataJSON() as OpenRequestBody, answer: ((await response.json()) as { data: OpenBoxAnswer }).data });
    if (attempts.length === 1) return route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":' });
    return route.fulfill({ response });
  });
  await page.getByRole('button', { name: '×2', exact: true }).click();
  await page.getByText(cn.boxes.quickOpen).click();
  await page.getByRole('button', { name: /开启 ×2/ }).click();
  await expect(page.getByTestId('roulette')).toHaveCount(2);
  await page.unroute('**/api/member/openBox**');
  const [lost, retried] = attempts;
  expect(attempts).toHaveLength(2);
  expect(retried!.body).toEqual(lost!.body);
  expect(lost!.body).toMatchObject({ num: 2, oddsVersion: expect.any(Number), price: expect.any(Number), requestId: expect.stringMatching(/^[\w-]{8,64}$/) });
  expect(retried!.answer.list.map((open) => open.openId)).toEqual(lost!.answer.list.map((open) => open.openId));
  const two = retried!.answer;
  const currency = two.currency as Currency;
  expect((await signedCall<UserAsset>(page.request, '/member/userAsset', {}, token))[currency]).toBe(before[currency] - two.price);
  await expect(result).toBeVisible({ timeout: 15_000 });
  expect(await cardUnderMarker(page, 0)).toBe(two.list[0]!.ornament.id);
  expect(await cardUnderMarker(page, 1)).toBe(two.list[1]!.ornament.id);
  // Each result links to the proof of its own roll.
  for (const won of two.list) {
    const verify = result.getByRole('link', { name: cn.boxes.verifyRoll.replace('{{point}}', String(won.rollPoint)) });
    await expect(verify).toHaveAttribute('href', `/fair?roll=${won.openId}`);
  }
  await shot(page, 'boxes-multi-result');
  await result.getByRole('button', { name: cn.boxes.keep }).click();

  // The backpack: a favourite of the kept items cannot be sold or picked for a sale, and says why.
  await page.goto('/bag');
  const kept = page.locator(`[data-item-id="${two.list[0]!.backpackItemId}"]`);
  await expect(kept).toBeVisible();
  // The source filter offers only the sources this site's items come from.
  await expect(page.getByLabel(cn.bag.source).locator('option')).toHaveText([cn.bag.sourceAll, cn.bag.sourceBox, cn.bag.sourceMystery, cn.bag.sourceShop, cn.bag.sourceGift]);
  await kept.getByRole('button', { name: /^收藏/ }).click();
  await expect(kept.getByRole('button', { name: /^取消收藏/ })).toBeVisible();
  const sellKept = kept.getByRole('button', { name: /^分解/ });
  await expect(sellKept).toBeDisabled();
  await expect(sellKept).toHaveAttribute('title', cn.bag.favouriteKept);
  await expect(kept.getByRole('checkbox')).toHaveCount(0);
  await shot(page, 'boxes-bag-favourite');
  // The backpack fits the screen: nothing reaches past its right edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Selling from the backpack asks first, saying what it pays; cancelling keeps the item.
  const other = page.locator(`[data-item-id="${two.list[1]!.backpackItemId}"]`);
  const otherPrice = /\d+\.\d{2}/.exec((await other.locator('.bag-item__price').textContent()) ?? '')![0];
  const askSell = page.getByRole('dialog', { name: cn.confirm.sellTitle });
  await other.getByRole('button', { name: /^分解/ }).click();
  await expect(askSell.getByTestId('confirm-text')).toContainText(otherPrice);
  await shot(page, 'bag-sell-confirm', { target: askSell });
  await askSell.getByTestId('confirm-cancel').click();
  await expect(askSell).toBeHidden();
  await expect(other.getByRole('button', { name: /^分解/ })).toBeEnabled();
  // Confirmed with "don't ask again": sold, and what it paid stays until closed.
  await other.getByRole('button', { name: /^分解/ }).click();
  await askSell.getByTestId('confirm-remember').check();
  await askSell.getByTestId('confirm-action').click();
  await expect(other).toBeHidden();
  await expect(page.getByTestId('sell-result')).toContainText(otherPrice);
  await shot(page, 'bag-sell-result');
  // The next sale is not asked about: the unfavourited item sells at once.
  await kept.getByRole('button', { name: /^取消收藏/ }).click();
  await kept.getByRole('button', { name: /^分解/ }).click();
  await expect(kept).toBeHidden();
  await expect(askSell).toBeHidden();
  await page.getByTestId('sell-result').getByRole('button', { name: cn.confirm.close }).click();
  await expect(page.getByTestId('sell-result')).toBeHidden();
  // The way back: the account settings say what is no longer asked and ask again for everything.
  await page.goto('/user-setup');
  const confirmations = page.getByTestId('confirm-settings');
  await expect(confirmations).toContainText(cn.confirm.settingsOff.replace('{{count}}', '1'));
  await confirmations.getByRole('button', { name: cn.confirm.settingsReset }).click();
  await expect(confirmations).toContainText(cn.confirm.settingsDone);
  expect(await page.evaluate(() => localStorage.getItem('lootbay.confirmSkipped'))).toBeNull();
  await shot(page, 'user-setup-confirmations', { target: confirmations });

  // The history links each open to its proof; after a reset reveals the secret, the browser
  // recomputes the recorded roll point.
  await page.goto('/user-history');
  const row = page.locator(`[data-open-id="${won.openId}"]`);
  await expect(row).toBeVisible();
  await shot(page, 'boxes-history');
  await row.getByRole('link', { name: cn.history.proof }).click();
  await expect(page).toHaveURL(new RegExp(`/fair\\?roll=${won.openId}$`));
  await expect(page.getByText(cn.fair.sealed)).toBeVisible();
  await page.getByRole('button', { name: cn.fair.reset }).click();
  await page.getByRole('dialog', { name: cn.fair.resetTitle }).getByRole('button', { name: cn.fair.resetConfirm }).click();
  await expect(page.getByText(cn.fair.sealed)).toBeHidden();
  await expect(page.getByTestId('computed-roll-point')).toHaveText(String(won.rollPoint));
  await expect(page.getByTestId('point-check')).toHaveClass(/verdict--ok/);
  await expect(page.getByTestId('hash-check')).toHaveClass(/verdict--ok/);
  // The odds the open used hash, in the browser, to what was recorded and published, and the roll point selects the won item.
  await expect(page.getByTestId('odds-hash-check')).toHaveClass(/verdict--ok/);
  await expect(page.getByTestId('odds-published-check')).toHaveClass(/verdict--ok/);
  await expect(page.getByTestId('outcome-check')).toHaveClass(/verdict--ok/);
  await page.getByTestId('computed-roll-point').scrollIntoViewIfNeeded();
  await shot(page, 'boxes-fair');
  await page.getByTestId('next-public-hash').scrollIntoViewIfNeeded();
  await shot(page, 'boxes-seed-panel');

  // The user seed is checked as typed under the shared rule, and a good one is kept.
  const seed = page.locator('#user-seed');
  await seed.fill('not a seed!');
  await expect(page.locator('#user-seed-help')).toHaveText(BOXES_ERRORS.USER_SEED_INVALID.messages.cn);
  await expect(page.getByRole('button', { name: cn.fair.saveSeed })).toBeDisabled();
  await shot(page, 'boxes-seed-refused');
  await seed.fill('my-own_seed-1');
  await page.getByRole('button', { name: cn.fair.saveSeed }).click();
  await expect(page.getByText(cn.fair.seedSaved)).toBeVisible();
  await expect(seed).toHaveValue('my-own_seed-1');
  await expect(page.locator('#user-seed-help')).toHaveText(cn.fair.seedHelp);

  expect(problems).toEqual([]);
});
