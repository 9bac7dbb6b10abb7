import { cn } from '@lootbay/shared/i18n/cn';
import { expect, pageReady, test } from './fixtures';

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
