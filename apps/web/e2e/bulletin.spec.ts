import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, test } from './fixtures';

const DAY_MS = 86_400_000;

test('the bulletin arrives through a signed call and can be dismissed for a day', async ({ page, problems }) => {
  await asReturningVisitor(page, { bulletin: true });
  const noticeCall = page.waitForRequest((request) => request.url().includes('/api/common/notice'));
  await page.goto('/');

  const request = await noticeCall;
  const url = new URL(request.url());
  expect(request.method()).toBe('POST');
  expect(url.searchParams.get('auth_key')).toMatch(/^\d{10}-0-0-[0-9a-f]{32}$/);
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ sid: 1100, type: 1, locale: 'cn' });
  expect(['pc', 'h5']).toContain(body.platform);

  const dialog = page.getByRole('dialog', { name: cn.bulletin.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('欢迎来到 Lootbay');

  const before = Date.now();
  await dialog.getByRole('button', { name: cn.bulletin.hideToday }).click();
  await expect(dialog).toBeHidden();
  const until = Number(await page.evaluate(() => localStorage.getItem('lootbay.bulletinHiddenUntil')));
  expect(until).toBeGreaterThanOrEqual(before + DAY_MS);
  expect(until).toBeLessThan(before + 2 * DAY_MS);

  await page.reload();
  await expect(page.locator('#bulletin')).toContainText('欢迎来到 Lootbay');
  await expect(page.getByRole('dialog', { name: cn.bulletin.dialogTitle })).toBeHidden();
  expect(problems).toEqual([]);
});

test('the bulletin can be dismissed for a week', async ({ page }) => {
  await asReturningVisitor(page, { bulletin: true });
  await page.goto('/pk-room');
  const dialog = page.getByRole('dialog', { name: cn.bulletin.dialogTitle });
  const before = Date.now();
  await dialog.getByRole('button', { name: cn.bulletin.hideWeek }).click();
  await expect(dialog).toBeHidden();
  const until = Number(await page.evaluate(() => localStorage.getItem('lootbay.bulletinHiddenUntil')));
  expect(until).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
  expect(until).toBeLessThan(before + 8 * DAY_MS);
});
