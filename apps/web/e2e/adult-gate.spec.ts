import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { ERRORS, errorMessage } from '@lootbay/shared/errors';
import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, isPhone, test } from './fixtures';
import { idNumberBornOn, signUpByPhone } from './members';

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
/** A cheap paid box of the demo catalogue, and the demo redemption code. */
const BOX_ID = 'dreams';
const DEMO_CODE = 'WELCOME2026';
const BARRED = errorMessage('ACCOUNT_BARRED_MINOR', 'cn');

function toast(page: Page, text: string) {
  return page.locator('.toast').filter({ hasText: text });
}

test('a member who enters a minor’s id number is barred for good: an adult’s number after it, recharge, codes and opens are all refused', async ({ page, problems }, testInfo) => {
  test.setTimeout(90_000);
  // Desktop pages whole, from the top (a scrolled full-page picture repeats the sticky header
  // mid-way); phones as the player sees them, scrolled to what the step is about.
  const shot = async (name: string, focus?: Locator) => {
    if (isPhone(page)) await focus?.scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: path.join(SCREENSHOTS, `${testInfo.project.name}-adult-gate-${name}.png`), fullPage: !isPhone(page), animations: 'disabled' });
  };
  await asReturningVisitor(page);
  await page.goto('/');
  await signUpByPhone(page);

  // A ten-year-old's number: the browser checks its format only and leaves the age to the server.
  await page.goto('/user?tab=3');
  await expect(page.getByRole('tab', { name: cn.profile.tabRealName })).toHaveAttribute('aria-selected', 'true');
  const nameField = page.getByRole('textbox', { name: cn.profile.realName, exact: true });
  const idField = page.getByRole('textbox', { name: cn.profile.idNumber, exact: true });
  const submit = page.getByRole('button', { name: cn.profile.realNameSubmit });
  await nameField.fill('李四');
  await idField.fill(idNumberBornOn(new Date().getFullYear() - 10, 1, 1));
  await expect(page.getByText(errorMessage('UNDERAGE', 'cn'))).toBeHidden();
  const minorAnswer = page.waitForResponse((response) => response.url().includes('/api/visitor/user/authentication'));
  await submit.click();
  expect(((await (await minorAnswer).json()) as { code: number }).code).toBe(ERRORS.UNDERAGE.code);
  const barredNotice = page.getByRole('alert').filter({ hasText: cn.profile.barredTitle });
  await expect(barredNotice).toContainText(errorMessage('UNDERAGE', 'cn'));
  await shot('01-minor-refused');

  // An adult's number right after: the server refuses it, the account stays barred and unverified.
  await idField.fill(idNumberBornOn(1990, 5, 17));
  await submit.click();
  await expect(page.getByText(BARRED)).toBeVisible();
  await expect(page.getByText(cn.profile.realNameDone, { exact: true })).toBeHidden();
  await page.reload();
  await expect(barredNotice).toBeVisible();
  await expect(page.getByText(cn.profile.realNameDone, { exact: true })).toBeHidden();
  await shot('02-adult-refused');

  // Recharge: refused with the barred message, and no way to a verification that cannot help.
  await page.goto('/recharge');
  await page.getByTestId('package-p68').click();
  await page.getByRole('radio', { name: '支付宝' }).click();
  await page.getByRole('checkbox', { name: new RegExp(cn.recharge.agreePrefix) }).check();
  await page.getByRole('button', { name: new RegExp(cn.recharge.submit) }).click();
  const refusal = page.getByRole('alert').filter({ hasText: BARRED });
  await expect(refusal).toContainText(cn.recharge.barredTitle);
  await expect(refusal.getByRole('link', { name: cn.recharge.realNameLink })).toHaveCount(0);
  await shot('03-recharge-refused', refusal);

  // A redemption code: refused the same way.
  await page.getByRole('textbox', { name: cn.recharge.redeemLabel }).fill(DEMO_CODE);
  await page.getByRole('button', { name: cn.recharge.redeemSubmit, exact: true }).click();
  await expect(toast(page, BARRED)).toBeVisible();
  await expect(page.getByTestId('header-coin')).toContainText('0.00');
  await shot('04-code-refused');

  // Opening a box: the barred message, not a request to verify.
  await page.goto(`/box-info?id=${BOX_ID}`);
  await page.getByRole('button', { name: /开启 ×1/ }).click();
  await expect(toast(page, BARRED)).toBeVisible();
  await expect(toast(page, errorMessage('REAL_NAME_REQUIRED', 'cn'))).toHaveCount(0);
  await expect(page.getByTestId('roulette')).toHaveCount(0);
  await shot('05-open-refused');

  expect(problems).toEqual([]);
});
