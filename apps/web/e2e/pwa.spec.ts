import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, test } from './fixtures';

// This spec lets the service worker run, as on an installed phone.
test.use({ serviceWorkers: 'allow' });

test('the app installs: a manifest with icons, and a service worker that opens the shell offline and keeps no call answers', async ({ page, context }) => {
  await asReturningVisitor(page);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  // A visit under the worker fills its cache with the build's files.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: cn.nav.home }).first()).toBeVisible();
  const kept = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat());
  expect(kept).toContain('/');
  expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(kept.filter((path) => path.startsWith('/api/') || path.startsWith('/ws'))).toEqual([]);
  await context.setOffline(false);
});
