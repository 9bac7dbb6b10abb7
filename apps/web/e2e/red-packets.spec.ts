import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney, parseMoney } from '@lootbay/shared/money';
import { cn } from '@lootbay/shared/i18n/cn';
import type { RedPacket } from '@lootbay/shared/schemas/red-packets';
import { asReturningVisitor, expect, isPhone, test, toast } from './fixtures';
import { ownerToken } from './console-owner';
import { adultIdNumber, randomMobile, signedCall, signUpByPhone, signUpThroughApi, verifyAdult } from './members';
import { noSidewaysScroll, screenshotFile, shot } from './pictures';
import { consoleCn } from '../src/console/i18n/cn';

/** How this journey's pictures are taken. */
const PICTURE = { blur: true, still: true } as const;

/** The member's own network, so the sign-up spends no other spec's SMS codes. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.71' } });

/** The header's coin balance, once it has loaded (a dash holds its place until then). */
async function coins(page: Page): Promise<number> {
  const chip = page.getByTestId('header-coin');
  await expect(chip).toHaveAttribute('aria-busy', 'false');
  return parseMoney((await chip.locator('.header-balances__amount').innerText()).replace(/,/g, ''));
}

test('a member opens a red packet made for the day in the dialog and sees the balance rise, then claims a reward task', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await asReturningVisitor(page);

  // An operator's red packet, made through the development shortcut.
  const made = (await (await page.request.post('/dev/red-packets', { data: { count: 3, amount: 1_888 } })).json()) as { code: number; data: { code: string } };
  expect(made.code).toBe(100);

  await page.goto('/');
  const token = await signUpByPhone(page, randomMobile());
  await expect(page.getByTestId('header-coin')).toBeVisible();
  const before = await coins(page);

  // The account menu opens the red packet dialog.
  await page.getByRole('banner').locator('.member-menu__trigger').click();
  await page.getByTestId('menu-red-packet').click();
  const dialog = page.getByRole('dialog', { name: cn.rewards.redPacket });
  await expect(dialog).toBeVisible();

  // An empty code and an unknown one are refused in the dialog, in the server's words.
  await dialog.getByTestId('red-packet-open').click();
  await expect(dialog.getByRole('alert')).toHaveText('请先填写红包口令');
  // Coins go only to verified adults: the real code is refused until the member has verified.
  await dialog.getByLabel(cn.rewards.codeLabel).fill(made.data.code);
  await dialog.getByTestId('red-packet-open').click();
  await expect(dialog.getByRole('alert')).toHaveText('请先完成实名认证');
  await verifyAdult(page, token);
  await dialog.getByLabel(cn.rewards.codeLabel).fill('NOSUCH99');
  await dialog.getByTestId('red-packet-open').click();
  await expect(dialog.getByRole('alert')).toHaveText('红包口令不存在，请检查后重试');
  await shot(page, 'red-packet-refused', { ...PICTURE, target: dialog });

  await dialog.getByLabel(cn.rewards.codeLabel).fill(made.data.code.toLowerCase());
  await dialog.getByTestId('red-packet-open').click();
  const amount = dialog.getByTestId('red-packet-amount');
  await expect(amount).toBeVisible();
  const won = Number(await amount.getAttribute('data-amount'));
  expect(won).toBeGreaterThanOrEqual(1);
  expect(won).toBeLessThanOrEqual(1_888 - 2);
  await expect(amount).toHaveText(`${formatMoney(won)} 金币`);
  await expect(toast(page, cn.rewards.claimedToast)).toBeVisible();
  await expect(dialog).toContainText(cn.rewards.claimedToast);
  await noSidewaysScroll(page);
  await shot(page, 'red-packet-won', { ...PICTURE, target: dialog });

  // The same code again: claimed once per member.
  await dialog.getByRole('button', { name: cn.rewards.another }).click();
  await dialog.getByLabel(cn.rewards.codeLabel).fill(made.data.code);
  await dialog.getByTestId('red-packet-open').click();
  await expect(dialog.getByRole('alert')).toHaveText('你已领取过该红包');
  await dialog.getByRole('button', { name: cn.rewards.close, exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => coins(page)).toBe(before + won);

  // The rewards on the home page: today's sign-in is done and pays once.
  // The header's gift (a phone's account menu) carries the activity badge and leads to the rewards.
  const rewardsLink = isPhone(page) ? page.getByTestId('menu-rewards') : page.getByTestId('rewards-link');
  if (isPhone(page)) {
    await expect(page.getByTestId('menu-badge')).toBeVisible();
    await page.getByRole('banner').locator('.member-menu__trigger').click();
  }
  await expect(rewardsLink).toHaveAttribute('data-badge', 'true');
  await shot(page, 'rewards-badge', { ...PICTURE, target: page.getByRole('banner') });
  await noSidewaysScroll(page);
  await rewardsLink.click();
  await expect(page).toHaveURL(/#rewards$/);
  const panel = page.getByTestId('rewards-panel');
  await expect(panel).toBeVisible();
  const daily = panel.locator('[data-task="daily_sign_in"]');
  await expect(daily).toHaveAttribute('data-state', 'completed');
  await expect(panel.locator('[data-task="week_opens"] [role="progressbar"]')).toHaveAttribute('aria-valuenow', '0');
  await panel.scrollIntoViewIfNeeded();
  await noSidewaysScroll(page);
  await shot(page, 'rewards-panel', { ...PICTURE, target: page.locator('#rewards') });
  const afterPacket = await coins(page);
  await daily.getByTestId('claim-reward').click();
  await expect(daily).toHaveAttribute('data-state', 'claimed');
  await expect(daily).toContainText(cn.activity.claimStates.claimed);
  await expect.poll(() => coins(page)).toBe(afterPacket + 10);
  // Seen and claimed: the gift loses its dot.
  if (isPhone(page)) await page.getByRole('banner').locator('.member-menu__trigger').click();
  await expect(rewardsLink).toHaveAttribute('data-badge', 'false');
  if (isPhone(page)) await page.keyboard.press('Escape');

  // The home page's own way in to the red packet dialog.
  await panel.getByTestId('open-red-packet').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(cn.rewards.codeLabel)).toHaveValue('');
  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

/** A member signed up through the API: a code to the phone, read from the sandbox outbox. */
async function memberToken(request: APIRequestContext): Promise<string> {
  const { token } = await signUpThroughApi(request);
  await signedCall(request, '/visitor/user/authentication', { realName: '张三', idNumber: adultIdNumber() }, token);
  return token;
}

test('an operator makes a red packet in the console and sees who claimed what', async ({ page, problems }) => {
  test.skip(isPhone(page), 'the console is an operator\'s desk screen');
  test.setTimeout(120_000);
  const texts = consoleCn.redPacket;
  const token = await ownerToken(page.request);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.addInitScript((value) => sessionStorage.setItem('lootbay.console.token', value), token);

  await page.goto('/admin/money/red-packets');
  const screen = page.getByTestId('red-packets-screen');
  await expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await screen.getByLabel(texts.code).fill(code);
  await screen.getByLabel(texts.count).fill('4');
  await screen.getByLabel(texts.amount).fill('20.00');
  await screen.getByRole('button', { name: texts.create }).click();
  await page.getByTestId('reason-input').fill('e2e red packet');
  await page.getByTestId('reason-submit').click();
  const row = page.getByTestId('red-packets-table').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('0 / 4');

  // Two members claim; the table and the claims follow.
  const won: number[] = [];
  for (let index = 0; index < 2; index += 1) won.push(await signedCall<number>(page.request, '/member/drawRedGift', { code }, await memberToken(page.request)));
  const packets = (await (await page.request.post('/admin/api/promotions/red-packets', { headers: { 'admin-token': token }, data: { page: 1, size: 20 } })).json()) as { data: { list: RedPacket[] } };
  expect(packets.data.list.find((packet) => packet.code === code)).toMatchObject({ claimed: 2, paid: won[0]! + won[1]! });
  await page.reload();
  await expect(row).toContainText('2 / 4');
  await row.click();
  const claims = page.getByTestId('red-packet-claims');
  await expect(claims.getByRole('row')).toHaveCount(3);
  await expect(claims).toContainText(formatMoney(won[0]!));
  await page.screenshot({ path: screenshotFile('console-red-packets'), fullPage: true, animations: 'disabled' });
  expect(problems).toEqual([]);
});
