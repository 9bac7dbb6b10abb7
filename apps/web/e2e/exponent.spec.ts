import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { cn } from '@lootbay/shared/i18n/cn';
import { formatMoney } from '@lootbay/shared/money';
import type { UserKey } from '@lootbay/shared/schemas/fairness';
import type { ExponentBoxList, ExponentCurrentUser, ExponentList } from '@lootbay/shared/schemas/exponent';
import { asReturningVisitor, expect, isPhone, test } from './fixtures';
import { ownerToken } from './console-owner';
import { signedCall, signUpByPhone, verifyAdult } from './members';
import { shot } from './pictures';
import { consoleCn } from '../src/console/i18n/cn';

/** The member's own network, so the sign-up spends no other spec's SMS codes. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.40' } });

/** Enough of the round left to ask, cancel and buy twice before it ends (the e2e server's rounds last 15 s). */
const TIME_TO_BUY_MS = 10_000;

async function scrollBelowHeader(page: Page, element: Locator): Promise<void> {
  await element.evaluate((node) => window.scrollTo({ top: node.getBoundingClientRect().top + window.scrollY - 84, behavior: 'instant' }));
}

test('a member calls rise on one box and fall on another, sees the round settle live, opens the index box won, reads the histories and verifies the round', async ({ page, problems }) => {
  test.setTimeout(120_000);
  await asReturningVisitor(page);

  // A visitor watches the index and the countdown.
  await page.goto('/exponent');
  await expect(page.getByRole('heading', { level: 1, name: cn.screens.exponent.title })).toBeVisible();
  await expect(page.getByTestId('exponent-countdown')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('exponent-offer').first()).toBeVisible();

  // A new adult member with coins, whose device has sent its seed.
  const token = await signUpByPhone(page);
  await verifyAdult(page, token);
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p68', payType: 'alipay' }, token);
  expect(((await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  await expect.poll(async () => (await signedCall<UserKey>(page.request, '/member/userKey', {}, token)).userSeed).not.toBe('');

  // Buy early in a round: rise on the first box, fall on the second — one of them must match.
  const offers = (await signedCall<ExponentBoxList>(page.request, '/exponential/boxList', {})).list;
  let issue = '';
  await expect
    .poll(
      async () => {
        const now = await signedCall<ExponentCurrentUser>(page.request, '/exponential/currentUser', {});
        issue = now.round?.issue ?? '';
        const shown = (await page.getByTestId('exponent-issue').textContent()) ?? '';
        return now.round && shown.includes(now.round.issue) ? now.round.endsAt - now.serverTime : 0;
      },
      { timeout: 40_000, intervals: [500] },
    )
    .toBeGreaterThan(TIME_TO_BUY_MS);
  // A purchase asks first, with its price; cancelling buys nothing.
  const rise = page.getByTestId(`exponent-rise-${offers[0]!.boxId}`);
  const ask = page.getByRole('dialog', { name: cn.confirm.exponentTitle });
  await rise.click();
  await expect(ask.getByTestId('confirm-text')).toContainText(formatMoney(offers[0]!.price));
  await ask.getByTestId('confirm-cancel').click();
  await expect(ask).toBeHidden();
  await expect(rise).toHaveAttribute('aria-pressed', 'false');
  // Confirmed with "don't ask again": bought, and the result stays until closed.
  await rise.click();
  await ask.getByTestId('confirm-remember').check();
  await ask.getByTestId('confirm-action').click();
  await expect(rise).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('exponent-bought')).toContainText(offers[0]!.name);
  // The next purchase is not asked about.
  await page.getByTestId(`exponent-fall-${offers[1]!.boxId}`).click();
  await expect(page.getByTestId(`exponent-fall-${offers[1]!.boxId}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('exponent-bought')).toContainText(offers[1]!.name);
  await page.getByTestId('exponent-bought').getByRole('button', { name: cn.confirm.close }).click();
  await expect(page.getByTestId('exponent-bought')).toBeHidden();
  // A purchase cannot be changed: the other call of a bought box is shut.
  await expect(page.getByTestId(`exponent-fall-${offers[0]!.boxId}`)).toBeDisabled();
  await expect(page.getByTestId('exponent-buyers').locator('li')).toHaveCount(2);
  // A desktop shows the chart, the countdown and the calls made; a phone the calls made.
  if (isPhone(page)) await scrollBelowHeader(page, page.getByTestId('exponent-offer').first());
  else await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await shot(page, 'exponent-bought', { afterToasts: true });
  // The game's own part of the page; the shell around it has checks of its own.
  const violations = (await new AxeBuilder({ page }).include('main').analyze()).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // The round settles on the server's clock; the page shows the result and what each call gave.
  const outcome = page.getByTestId('exponent-outcome');
  await expect(outcome).toBeVisible({ timeout: 30_000 });
  const settled = (await signedCall<ExponentList>(page.request, '/exponential/list', { issue })).list[0]!;
  await expect(outcome).toHaveAttribute('data-result', settled.result!);
  await expect(outcome).toContainText(issue);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await shot(page, 'exponent-settled', { afterToasts: true });

  // The index box waits in the exponent bag; opening it puts an item in the backpack.
  await outcome.getByRole('link', { name: cn.exponent.openBoxesNow.replace('{{count}}', '1') }).click();
  await expect(page).toHaveURL(/\/exponent_bag$/);
  await expect(page.getByTestId('exponent-held')).toHaveText(cn.exponent.heldCount.replace('{{count}}', '1'));
  await page.getByTestId('exponent-open').click();
  const result = page.getByTestId('exponent-open-result');
  await expect(result).toBeVisible();
  await shot(page, 'exponent-opened', { afterToasts: true });
  await page.getByTestId('exponent-open-done').click();
  await expect(page.getByTestId('exponent-held')).toHaveText(cn.exponent.heldCount.replace('{{count}}', '0'));

  // The histories: both purchases with what they gave, and the round in the index.
  await page.goto('/exponent_history?tab=purchase');
  const purchases = page.getByTestId('exponent-purchases').locator('li');
  await expect(purchases).toHaveCount(2);
  await expect(purchases.filter({ hasText: cn.exponent.gotIndexBox })).toHaveCount(1);
  await shot(page, 'exponent-history', { afterToasts: true });
  await page.getByRole('tab', { name: cn.exponent.tabIndex }).click();
  await expect(page.getByTestId('exponent-rounds').getByRole('row', { name: new RegExp(issue) })).toBeVisible();

  // /fair recomputes the round: the commitment before it opened, the client seed, the roll point, the result and the index.
  await page.goto(`/fair?exponent=${issue}`);
  for (const check of ['exponent-committed-check', 'exponent-hash-check', 'exponent-seed-check', 'exponent-point-check', 'exponent-result-check', 'exponent-index-check']) {
    await expect(page.getByTestId(check), check).toHaveClass(/verdict--ok/);
  }
  await scrollBelowHeader(page, page.getByTestId('exponent-proof'));
  await shot(page, 'exponent-fair', { afterToasts: true });

  expect(problems).toEqual([]);
});

test('an operator sees the weapon boxes on offer with their index boxes and returns, every index box and the rounds bought into', async ({ page, problems }) => {
  test.setTimeout(120_000);
  const token = await ownerToken(page.request);
  await page.addInitScript((value) => sessionStorage.setItem('lootbay.console.token', value), token);
  await page.goto('/admin/games/exponent');
  const screen = page.getByTestId('exponent-screen');
  await expect(screen.getByRole('heading', { name: consoleCn.exponent.title })).toBeVisible();
  const offers = (await signedCall<ExponentBoxList>(page.request, '/exponential/boxList', {})).list;
  for (const offer of offers) await expect(screen.getByText(`(${offer.boxId})`, { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('exponent-offers-editor')).toBeVisible();
  await expect(page.getByTestId('exponent-rounds-table')).toBeVisible();
  await shot(page, 'exponent-console');
  expect(problems).toEqual([]);
});
