import { ERRORS, errorMessage } from '@lootbay/shared/errors';
import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, test, toast } from './fixtures';
import { idNumberBornOn, signUpByPhone } from './members';
import { shot } from './pictures';

/** A cheap paid box of the demo catalogue, and the demo redemption code. */
const BOX_ID = 'dreams';
const DEMO_CODE = 'WELCOME2026';
const BARRED = errorMessage('ACCOUNT_BARRED_MINOR', 'cn');

test('a member who enters a minor’s id number is barred for good: an adult’s number after it, recharge, codes and opens are all refused', async ({ page, problems }) => {
  test.setTimeout(90_000);
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
  await shot(page, 'adult-gate-01-minor-refused', { wholeOnDesktop: true, still: true });

  // An adult's number right after: the server refuses it, the account stays barred and unverified.
  await idField.fill(idNumberBornOn(1990, 5, 17));
  await submit.click();
  await expect(page.getByText(BARRED)).toBeVisible();
  await expect(page.getByText(cn.profile.realNameDone, { exact: true })).toBeHidden();
  await page.reload();
  await expect(barredNotice).toBeVisible();
  await expect(page.getByText(cn.profile.realNameDone, { exact: true })).toBeHidden();
  await shot(page, 'adult-gate-02-adult-refused', { wholeOnDesktop: true, still: true });

  // Recharge: refused with the barred message, and no way to a verification that cannot help.
  await page.goto('/recharge');
  await page.getByTestId('package-p68').click();
  await page.getByRole('radio', { name: '支付宝' }).click();
  await page.getByRole('checkbox', { name: new RegExp(cn.recharge.agreePrefix) }).check();
  await page.getByRole('button', { name: new RegExp(cn.recharge.submit) }).click();
  const refusal = page.getByRole('alert').filter({ hasText: BARRED });
  await expect(refusal).toContainText(cn.recharge.barredTitle);
  await expect(refusal.getByRole('link', { name: cn.recharge.realNameLink })).toHaveCount(0);
  await shot(page, 'adult-gate-03-recharge-refused', { focus: refusal, wholeOnDesktop: true, still: true });

  // A redemption code: refused the same way.
  await page.getByRole('textbox', { name: cn.recharge.redeemLabel }).fill(DEMO_CODE);
  await page.getByRole('button', { name: cn.recharge.redeemSubmit, exact: true }).click();
  await expect(toast(page, BARRED)).toBeVisible();
  await expect(page.getByTestId('header-coin')).toContainText('0.00');
  await shot(page, 'adult-gate-04-code-refused', { wholeOnDesktop: true, still: true });

  // Opening a box: the barred message, not a request to verify.
  await page.goto(`/box-info?id=${BOX_ID}`);
  await page.getByRole('button', { name: /开启 ×1/ }).click();
  await expect(toast(page, BARRED)).toBeVisible();
  await expect(toast(page, errorMessage('REAL_NAME_REQUIRED', 'cn'))).toHaveCount(0);
  await expect(page.getByTestId('roulette')).toHaveCount(0);
  await shot(page, 'adult-gate-05-open-refused', { wholeOnDesktop: true, still: true });

  expect(problems).toEqual([]);
});
