import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, pageReady, test } from './fixtures';
import { shot } from './pictures';

test('the 18+ notice must be answered on the first visit and is remembered', async ({ page, problems }) => {
  await page.goto('/');
  await pageReady(page);
  const notice = page.getByRole('dialog', { name: cn.age.title });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(cn.age.text);

  // Escape does not dismiss it: it must be answered.
  await page.keyboard.press('Escape');
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: cn.age.leave }).click();
  await expect(page.getByRole('dialog', { name: cn.age.barredTitle })).toContainText(cn.age.barredText);
  await page.getByRole('button', { name: cn.age.barredBack }).click();
  // Back at the question, its answer has the focus again (Enter answers it, as on opening).
  await expect(page.getByRole('button', { name: cn.age.confirm })).toBeFocused();

  await page.getByRole('button', { name: cn.age.confirm }).click();
  await expect(page.getByRole('dialog', { name: cn.age.title })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('lootbay.adultConfirmed'))).toBe('1');

  await page.reload();

  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: cn.age.title })).toBeHidden();
  expect(problems).toEqual([]);
});

test('the legal pages stay readable before the 18+ question is answered', async ({ page }) => {
  await page.goto('/privacy');
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cn.privacy.title);
  await expect(page.getByRole('dialog', { name: cn.age.title })).toBeHidden();
});

test('a site on its first day invites the first open and the first battle instead of showing zeros', async ({ page, problems }) => {
  await asReturningVisitor(page);
  // A site nobody has played yet, as a production site opens: no drops, every counter at zero.
  await page.route('**/api/visitor/index/count**', (route) => route.fulfill({ json: { code: 100, msg: 'success', data: { players: 0, opens: 0, battles: 0, dropped: 0 } } }));
  await page.route('**/api/visitor/newBoxReceiveInfo**', (route) => route.fulfill({ json: { code: 100, msg: 'success', data: [] } }));
  await page.goto('/');
  await pageReady(page);
  await expect(page.locator('.live-drops__empty-action')).toHaveAttribute('href', '/#boxes');
  await expect(page.locator('.live-drops__empty-action')).toBeVisible();
  const counters = page.getByTestId('site-counters');
  await expect(counters.getByRole('link', { name: cn.statistics.firstOpen })).toHaveAttribute('href', '/#boxes');
  await expect(counters.getByRole('link', { name: cn.statistics.firstBattle })).toHaveAttribute('href', '/pk-room-add');
  await counters.scrollIntoViewIfNeeded();
  await shot(page, 'first-day-home');
  expect(problems).toEqual([]);
});
