import { VERSION_LABEL } from '@lootbay/shared/constants';
import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, isPhone, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('the layout fits the device: centred PC width or phone bottom navigation', async ({ page, problems }) => {
  await page.goto('/');
  const bottomNav = page.getByRole('navigation', { name: cn.nav.primary });
  if (isPhone(page)) {
    await expect(page.locator('.bottom-nav')).toBeVisible();
    await expect(bottomNav.getByRole('link')).toHaveCount(5);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  } else {
    await expect(page.locator('.bottom-nav')).toHaveCount(0);
    const box = await page.locator('.site-header__inner').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(1280);
    expect(box?.width).toBeLessThanOrEqual(1400);
    expect(Math.abs((box?.x ?? 0) * 2 + (box?.width ?? 0) - 1366)).toBeLessThanOrEqual(2);
  }
  await expect(page.getByTestId('version-label')).toHaveText(`版本 ${VERSION_LABEL}`);
  expect(problems).toEqual([]);
});

test('the history shortcut appears once scrolled past 50 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shortcut = page.getByRole('link', { name: cn.shell.history });
  await expect(shortcut).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(shortcut).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(shortcut).toBeVisible();
  await shortcut.click();
  await expect(page).toHaveURL(/\/user-history$/);
});

test('back returns to the previous page, or home when opened directly', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: cn.shell.back }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/msg');
  await page.getByRole('link', { name: cn.comingSoon.backHome }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/fair');
  await page.getByRole('button', { name: cn.shell.back }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('refresh clears the first-visit flag and reloads the view', async ({ page }) => {
  await page.goto('/');
  const welcome = page.getByRole('heading', { name: cn.home.welcomeTitle });
  await expect(welcome).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(welcome).toBeHidden();

  const noticeCall = page.waitForRequest((request) => request.url().includes('/api/common/notice'));
  await page.getByRole('button', { name: cn.shell.refresh }).click();
  await noticeCall;
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: cn.shell.refreshed })).toBeVisible();
});

test('the login dialog validates with the catalogue wording before calling', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByRole('button', { name: cn.shell.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: cn.login.title });
  await expect(dialog).toBeVisible();

  let calls = 0;
  page.on('request', (request) => {
    if (/\/api\/(login|loginSms|visitor\/sendMobileCode)/.test(request.url())) calls += 1;
  });

  await dialog.getByRole('button', { name: cn.login.submit, exact: true }).click();
  await expect(dialog.getByText(cn.login.accountRequired)).toBeVisible();
  await expect(dialog.getByText('密码长度6-40位')).toBeVisible();
  await expect(dialog.getByText('请先同意条款')).toBeVisible();

  await dialog.getByRole('tab', { name: cn.login.tabSms }).click();
  await dialog.getByRole('textbox', { name: cn.login.mobile }).fill('2345678901');
  await dialog.getByRole('button', { name: cn.login.sendCode }).click();
  await expect(dialog.getByText('手机号格式不正确')).toBeVisible();

  await dialog.getByRole('textbox', { name: cn.login.mobile }).fill('13800138000');
  await dialog.getByRole('textbox', { name: cn.login.code }).fill('1234');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: cn.login.submit, exact: true }).click();
  await expect(dialog.getByText('请输入5位验证码')).toBeVisible();
  await expect(dialog.getByText('手机号格式不正确')).toBeHidden();
  await expect(dialog.getByText('请先同意条款')).toBeHidden();
  expect(calls).toBe(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});
