import { cn } from '@lootbay/shared/i18n/cn';
import { MESSAGE_TEMPLATES } from '@lootbay/shared/messages';
import type { Promote } from '@lootbay/shared/schemas/invite';
import { asReturningVisitor, collectProblems, expect, isPhone, test, toast } from './fixtures';
import { signedCall, signUpByPhone, verifyAdult } from './members';
import { noSidewaysScroll, shot } from './pictures';

/** B recharges 100.00 coins; A's tier 1 rate at level 1 is 5%. */
const RECHARGE = 10_000;
const REBATE = 500;

/** The promoter's own network, so the sign-ups spend no other spec's SMS codes; the invitee signs up from another. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.91' } });
const INVITEE_NETWORK = '203.0.113.92';

test('a member invites another by link, the invitee recharges, the day is settled and the promoter sees and claims the rebate', async ({ page, browser, problems }) => {
  test.setTimeout(120_000);

  // A signs up and finds the invite page from the personal centre's invite tab.
  await asReturningVisitor(page);
  await page.goto('/');
  const tokenA = await signUpByPhone(page);
  await verifyAdult(page, tokenA);
  await page.goto('/user?tab=4');
  await page.getByTestId('open-invite-page').click();
  await expect(page).toHaveURL(/\/invite$/);
  const link = page.getByTestId('invite-link');
  await expect(link).toContainText('/?inviteCode=');
  await expect(page.getByRole('img', { name: cn.invite.qrAlt })).toBeVisible();
  await expect(page.getByTestId('invite-amount')).toContainText('0.00');
  await expect(page.getByRole('button', { name: cn.invite.claim })).toBeDisabled();
  await noSidewaysScroll(page);
  await shot(page, 'invite-empty', { wholeOnDesktop: true, still: true });
  const inviteUrl = new URL((await link.textContent()) ?? '');

  // B opens A's link on another device, registers through it and recharges in the sandbox.
  const other = await browser.newPage({ viewport: page.viewportSize(), isMobile: isPhone(page), hasTouch: isPhone(page), extraHTTPHeaders: { 'x-forwarded-for': INVITEE_NETWORK } });
  collectProblems(other, problems);
  await asReturningVisitor(other);
  await other.goto(`${inviteUrl.pathname}${inviteUrl.search}`);
  const tokenB = await signUpByPhone(other);
  await verifyAdult(other, tokenB);
  const order = await signedCall<{ orderNo: string }>(other.request, '/pay-member/on_pay_url', { amount: RECHARGE, payType: 'alipay' }, tokenB);
  expect(((await (await other.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  await other.close();

  // A sees B as an effective tier 1 invitee.
  await page.reload();
  await expect(page.getByTestId('invite-tier-1')).toContainText('1');
  await expect(page.getByTestId('invite-effective')).toHaveText('1');

  // The day's settlement runs (the nightly task, run now in development).
  const settled = (await (await page.request.post('/dev/invite/settle', { data: {} })).json()) as { code: number; data: { promoters: number } };
  expect(settled.code).toBe(100);
  expect(((await (await page.request.post('/dev/invite/settle', { data: {} })).json()) as { data: { promoters: number } }).data.promoters).toBe(0);

  await page.reload();
  await expect(page.getByTestId('invite-amount')).toContainText('5.00');
  await expect(page.getByTestId('invite-chart-bar')).toHaveCount(1);
  const row = page.getByTestId('invite-rebate-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('100.00');
  await expect(row).toContainText('5%');
  await noSidewaysScroll(page);
  await shot(page, 'invite-settled', { wholeOnDesktop: true, still: true });
  await shot(page, 'invite-details', { focus: row, still: true });

  // The rebate came with its message, in A's inbox.
  await page.goto('/msg');
  await expect(page.getByTestId('message-row').filter({ hasText: MESSAGE_TEMPLATES.rebate_settled.cn.title })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, 'invite-message', { wholeOnDesktop: true, still: true });
  await page.goto('/invite');

  // Claimed once into the coin balance.
  await page.getByRole('button', { name: cn.invite.claim }).click();
  await expect(toast(page, cn.invite.claimed.replace('{{amount}}', '5.00'))).toBeVisible();
  await expect(page.getByTestId('invite-amount')).toContainText('0.00');
  await expect(page.getByTestId('header-coin')).toContainText('5.00');
  const after = await signedCall<Promote>(page.request, '/mybox/user/promote', {}, tokenA);
  expect(after).toMatchObject({ invitees: [1, 0, 0], effective: 1, promotionAmount: 0, settledTotal: REBATE });
  await shot(page, 'invite-claimed', { wholeOnDesktop: true, still: true });
  expect(problems).toEqual([]);
});
