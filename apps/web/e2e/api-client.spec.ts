import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('a network failure shows "Erro de rede!"', async ({ page }) => {
  await page.route('**/api/common/notice**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: 'Erro de rede!' })).toBeVisible();
  await expect(page.getByText(cn.home.bulletinError)).toBeVisible();
});

test('a refused call shows its message in an error toast', async ({ page }) => {
  await page.route('**/api/common/notice**', (route) =>
    route.fulfill({ json: { code: 10029, msg: '操作过于频繁，请稍后再试', data: null } }),
  );
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: '操作过于频繁，请稍后再试' })).toBeVisible();
});

test('an expired token (10001) clears the session and goes home with a reload', async ({ page }) => {
  // The shell asks for notices once the page has loaded; that visitor's call is over before the token is planted.
  await Promise.all([page.waitForResponse('**/api/common/notice**'), page.goto('/shop')]);
  await page.evaluate(() => {
    localStorage.setItem('lootbay.token', 'expired-token');
    localStorage.setItem('lootbay.user', JSON.stringify({ userId: 'u1', nickname: 'Player' }));
  });
  const tokensSeen: (string | undefined)[] = [];
  await page.route('**/api/common/notice**', async (route) => {
    const token = route.request().headers().token;
    tokensSeen.push(token);
    if (token) await route.fulfill({ json: { code: 10001, msg: '登录已过期，请重新登录', data: null } });
    else await route.continue();
  });
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  // The first call carried the stored token; after the reload at home the visitor calls without one.
  await expect.poll(() => tokensSeen).toEqual(['expired-token', undefined]);
  expect(await page.evaluate(() => localStorage.getItem('lootbay.token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('lootbay.user'))).toBeNull();
  await expect(page.getByRole('button', { name: cn.shell.login, exact: true })).toBeVisible();
});

test('the first screen loads no schema: the answers asked for on arrival bring zod and theirs with them', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  const firstLoad = /data-modules="([^"]*)"/.exec((await response?.text()) ?? '')?.[1]?.split(' ') ?? [];
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((file) => /\/(zod|catalog|boxes|account|wallet)-/.test(file))).toEqual([]);
  // The box list still goes through its schema on the way in.
  await expect(page.locator('#boxes [data-box-id]').first()).toBeVisible();
  expect(scripts.some((path) => /\/zod-/.test(path))).toBe(true);
});
