import { cn } from '@lootbay/shared/i18n/cn';
import type { ForgePool } from '@lootbay/shared/schemas/forge';
import { asReturningVisitor, chooseLanguage, expect, pageReady, test } from './fixtures';
import { choiceThatWarns } from './forge-choice';
import { signedCall, signUpByPhone, stockBackpack } from './members';
import { screenshotFile, shot } from './pictures';

test('screenshots of the shell', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string, fullPage = true) => page.screenshot({ path: screenshotFile(name), fullPage, animations: 'disabled' });

  await page.goto('/');

  await pageReady(page);
  await expect(page.getByRole('dialog', { name: cn.age.title })).toBeVisible();
  await shot('age-notice', false);
  await page.getByRole('button', { name: cn.age.confirm }).click();
  await expect(page.getByRole('dialog', { name: cn.bulletin.dialogTitle })).toBeVisible();
  await shot('bulletin-dialog', false);
  await page.getByRole('button', { name: cn.bulletin.hideToday }).click();

  await expect(page.locator('#bulletin .notice').first()).toBeVisible();
  await shot('home');
  if (testInfo.project.name === 'phone') {
    // The phone page is long: a few screens of it as the player sees them, bottom bar included.
    for (const [index, top] of [0, 800, 1600, 2400].entries()) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await shot(`home-screen-${index + 1}`, false);
    }
  }

  await page.goto('/msg');

  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('coming-soon');

  await page.goto('/agreement');

  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('agreement');

  await page.goto('/privacy');

  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('privacy');

  await page.goto('/');

  await pageReady(page);
  await page.getByRole('button', { name: cn.shell.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: cn.login.title });
  await dialog.getByRole('button', { name: cn.login.submit, exact: true }).click();
  await expect(dialog.getByText(cn.login.accountRequired)).toBeVisible();
  await shot('login-dialog', false);

  await page.keyboard.press('Escape');
  await chooseLanguage(page, 'en');
  await shot('home-en');
});


test('screenshot of the forge warning that value buys nothing', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/compound');
  const token = await signUpByPhone(page);
  const items = await stockBackpack(page, token);
  const pools = await signedCall<ForgePool[]>(page.request, '/visitor/forgePools', {});
  const chosen = choiceThatWarns(items, pools);
  expect(chosen).toBeDefined();
  await page.reload();
  for (const item of chosen!) await page.locator(`#forge-items [data-item-id="${item.id}"]`).getByRole('button').click();
  await expect(page.getByTestId('forge-waste')).toBeVisible();
  await shot(page, 'compound-waste-warning', { focus: page.locator('.forge-bench__summary'), blur: true, still: true });
});
