import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, test } from './fixtures';

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

test('a visitor signs in with a phone code, is recognised on signed calls, and signs out', async ({ page, problems }, testInfo) => {
  // One number per project: both run against the same server.
  const mobile = testInfo.project.name === 'phone' ? '13900000002' : '13900000001';
  await asReturningVisitor(page);
  await page.goto('/');

  await page.getByRole('button', { name: cn.shell.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: cn.login.title });
  await dialog.getByRole('tab', { name: cn.login.tabSms }).click();
  await dialog.getByRole('textbox', { name: cn.login.mobile }).fill(mobile);
  const sent = page.waitForResponse((response) => response.url().includes('/api/visitor/sendMobileCode'));
  await dialog.getByRole('button', { name: cn.login.sendCode }).click();
  expect(((await (await sent).json()) as { code: number }).code).toBe(100);
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();

  // The sandbox SMS outbox stands in for the phone.
  const outbox = (await (await page.request.get(`/dev/sms?mobile=${mobile}`)).json()) as { data: { code: string }[] };
  const code = outbox.data[0]?.code ?? '';
  expect(code).toMatch(/^\d{5}$/);

  await dialog.getByRole('textbox', { name: cn.login.code }).fill(code);
  await dialog.getByRole('checkbox').check();
  const memberInfo = page.waitForRequest((request) => request.url().includes('/api/member/info'));
  await dialog.getByRole('button', { name: cn.login.submit, exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: cn.login.success })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('lootbay.token'));
  expect(token).toBeTruthy();
  expect((await memberInfo).headers().token).toBe(token);

  const menu = page.getByRole('button', { name: cn.shell.account });
  await expect(menu).toBeVisible();
  await page.reload();
  await expect(menu).toBeVisible();

  await menu.click();
  await page.screenshot({ path: path.join(SCREENSHOTS, `${testInfo.project.name}-signed-in.png`), animations: 'disabled' });
  await page.getByRole('button', { name: cn.shell.logout }).click();
  await expect(page.getByRole('button', { name: cn.shell.login, exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lootbay.token'))).toBeNull();
  expect(problems).toEqual([]);
});
