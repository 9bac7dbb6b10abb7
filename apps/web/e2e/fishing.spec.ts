import AxeBuilder from '@axe-core/playwright';
import { cn } from '@lootbay/shared/i18n/cn';
import type { UserKey } from '@lootbay/shared/schemas/fairness';
import { FISHING_BUY_MAX, type FishingStatus, type FishToolBag } from '@lootbay/shared/schemas/fishing';
import { asReturningVisitor, expect, isPhone, test, text } from './fixtures';
import { ownerToken } from './console-owner';
import { randomMobile, signedCall, signInInDialog, verifyAdult } from './members';
import { shot } from './pictures';
import { consoleCn } from '../src/console/i18n/cn';

/** How this journey's pictures are taken. */
const PICTURE = { afterToasts: true, blur: true, still: true, wholeOnDesktop: true } as const;

/** The member's own network (a documentation address the e2e server reads from X-Forwarded-For), so the sign-up spends no other spec's SMS codes. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.42' } });

test('a member buys bait and a rod, casts and opens catch boxes by hand, leaves a leisure line to land catches until the bait runs out, and checks a catch on /fair', async ({ page, problems }) => {
  test.setTimeout(150_000);
  await asReturningVisitor(page);

  // A visitor sees the 15 spots and a spot's odds, and is asked to log in to fish.
  await page.goto('/fishing');
  await expect(page.getByRole('heading', { level: 1, name: cn.screens.fishing.title })).toBeVisible();
  await expect(page.locator('[data-testid^="fish-spot-"]')).toHaveCount(15);
  await expect(page.getByTestId('spot-panel').locator('.item-card')).toHaveCount(3);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await shot(page, 'fishing-map', PICTURE);
  if (isPhone(page)) await shot(page, 'fishing-spot', { ...PICTURE, focus: page.getByTestId('spot-panel') });
  await page.getByTestId('start-fishing').click();
  const token = await signInInDialog(page, page.getByRole('dialog', { name: cn.login.title }), randomMobile());

  // Verified, recharged in the sandbox, and the device's seed in place (every catch rolls on it).
  await verifyAdult(page, token);
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p68', payType: 'alipay' }, token);
  expect(((await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  await expect.poll(async () => (await signedCall<UserKey>(page.request, '/member/userKey', {}, token)).userSeed).not.toBe('');

  // The shop: two packs of earthworms and the carbon rod.
  await page.goto('/fish-shop');
  const worms = page.locator('[data-tool-id="bait-1"]');
  // More than a purchase may take shows the most, also typed again when the count is already there.
  for (const typed of ['999', '500']) {
    await worms.getByRole('spinbutton').fill(typed);
    await expect(worms.getByRole('spinbutton')).toHaveValue(String(FISHING_BUY_MAX));
  }
  await worms.getByRole('spinbutton').fill('2');
  await worms.getByTestId('buy-bait-1').click();
  await expect(worms).toContainText(text(cn.fishing.holding, { count: 20 }));
  await page.getByTestId('buy-rod-2').click();
  await expect(page.locator('[data-tool-id="rod-2"]')).toContainText(cn.fishing.owned);
  await shot(page, 'fish-shop', PICTURE);

  // Entertainment at Willow Creek's shallows with 3 bait: cast, see the line fly, open the box.
  await page.goto('/fishing');
  await page.getByTestId('fish-spot-1').click();
  await page.getByTestId('mode-entertainment').click();
  await page.getByTestId('bait-amount').fill('3');
  await page.getByTestId('start-fishing').click();
  const session = page.getByTestId('session-panel');
  await expect(session.getByTestId('bait-left')).toHaveText('3 / 3');
  await session.getByTestId('cast').click();
  await expect(session.locator('.cast-scene')).toHaveAttribute('data-state', 'casting');
  await shot(page, 'fishing-cast', { ...PICTURE, focus: session, still: false });
  await expect(session.getByTestId('catch-box')).toHaveCount(1);
  await expect(session.getByTestId('bait-left')).toHaveText('2 / 3');
  await session.getByTestId('catch-box').getByRole('button', { name: cn.fishing.open }).click();
  await expect(session.getByTestId('catch-item')).toHaveCount(1);
  await session.getByTestId('cast').click();
  await expect(session.getByTestId('catch-box')).toHaveCount(1);
  await session.getByTestId('cast').click();
  await expect(session.getByTestId('session-ended')).toContainText(cn.fishing.exhausted);
  await expect(session.getByTestId('catch-count')).toHaveText('3');
  await shot(page, 'fishing-entertainment', { ...PICTURE, focus: session });

  // Leisure at Mirror Lake's shallows with 3 bait: the countdown runs on the server's clock and each catch lands by itself.
  await session.getByRole('button', { name: cn.fishing.fishAgain }).click();
  await page.getByTestId('fish-spot-4').click();
  await page.getByTestId('mode-leisure').click();
  await page.getByTestId('bait-amount').fill('3');
  await page.getByTestId('start-fishing').click();
  await expect(session.getByTestId('next-catch')).toBeVisible();
  await expect(session.getByTestId('catch-count')).toHaveText('1', { timeout: 10_000 });
  await expect(session.locator('.cast-scene')).toHaveAttribute('data-state', /waiting|catch/);
  await shot(page, 'fishing-leisure', { ...PICTURE, focus: session, still: false });
  await expect(session.getByTestId('session-ended')).toContainText(cn.fishing.exhausted, { timeout: 20_000 });
  await expect(session.getByTestId('catch-item')).toHaveCount(3);
  const status = await signedCall<FishingStatus>(page.request, '/activity/fish/fishingStatus', {}, token);
  expect(status).toMatchObject({ active: false, mode: 'leisure', catches: 3, endReason: 'exhausted' });
  expect(status.recent.map((item) => item.caughtAt - status.startedAt!)).toEqual([12_000, 8_000, 4_000]);

  // The bag: 14 earthworms left, the rod, and the two shut boxes of the first session, opened here.
  await page.goto('/fishingbag');
  await expect(page.locator('[data-tool-id="bait-1"]')).toContainText(text(cn.fishing.baitHeld, { count: 14 }));
  await expect(page.getByTestId('catch-box')).toHaveCount(2);
  await page.getByTestId('catch-box').first().getByRole('button', { name: cn.fishing.open }).click();
  await expect(page.getByTestId('catch-item')).toHaveCount(1);
  await shot(page, 'fishing-bag', PICTURE);
  await page.getByTestId('catch-box').getByRole('button', { name: cn.fishing.open }).click();
  await expect(page.getByTestId('catch-item')).toHaveCount(2);
  const bag = await signedCall<FishToolBag>(page.request, '/activity/fish/fishToolBag', {}, token);
  expect(bag.boxes).toHaveLength(0);

  // Details: the spot's published odds, the catches with their rolls; a roll's proof checks on /fair.
  await page.goto('/details?place=4');
  await expect(page.getByTestId('pool-odds').locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('fish-history').locator('li')).toHaveCount(6);
  await shot(page, 'fishing-details', PICTURE);
  if (isPhone(page)) await shot(page, 'fishing-history', { ...PICTURE, focus: page.getByTestId('fish-history') });
  await page.getByTestId('fish-history').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fair\?roll=/);
  await expect(page.getByTestId('odds-hash-check')).toHaveClass(/verdict--ok/);
  await expect(page.getByTestId('odds-published-check')).toHaveClass(/verdict--ok/);
  await expect(page.getByTestId('outcome-check')).toHaveClass(/verdict--ok/);
  await expect(page.getByTestId('computed-odds-hash')).toBeVisible();
  await expect(page.locator('.verifier__hash').filter({ hasText: 'box:fish-2-1@1' })).toBeVisible();
  // A leisure catch rolls on its session's own seed, and its chained record says what the page shows.
  await expect(page.getByTestId('chain-match-check')).toHaveClass(/verdict--ok/);
  await expect(page.getByTestId('proof-verdict')).toHaveAttribute('data-verdict', 'ok');

  expect(problems).toEqual([]);
});

test('an operator sees the 15 pools with their return on bait, puts a bait pack on a new price and players see it in the shop', async ({ page, problems }) => {
  test.setTimeout(120_000);
  const texts = consoleCn.fishing;
  const token = await ownerToken(page.request);
  await page.addInitScript((value) => window.sessionStorage.setItem('lootbay.console.token', value), token);
  await page.goto('/admin/games/fishing');
  await expect(page.getByTestId('fishing-screen')).toBeVisible();
  await expect(page.getByTestId('fishing-pools-table').locator('tbody tr')).toHaveCount(15);
  await page.getByTestId('fishing-tools-table').locator('tbody tr', { hasText: 'bait-3' }).getByRole('button', { name: texts.editTool }).click();
  const editor = page.getByTestId('fishing-tool-editor');
  await editor.getByLabel(texts.price).fill('95.00');
  await editor.getByRole('button', { name: texts.save }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('spring prices');
  await dialog.getByTestId('reason-submit').click();
  await expect(page.getByTestId('fishing-tools-table').locator('tbody tr', { hasText: 'bait-3' })).toContainText('95.00');
  // The whole screen at once, from the top: the viewport grows to its height, as the console spec's pictures do.
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 10_000 });
  const viewport = page.viewportSize()!;
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.setViewportSize({ width: viewport.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  await shot(page, 'console-fishing');
  await page.setViewportSize(viewport);

  await asReturningVisitor(page);
  await page.goto('/fish-shop');
  await expect(page.locator('[data-tool-id="bait-3"]')).toContainText('95.00');
  expect(problems).toEqual([]);
});
