import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, pageReady, test } from './fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('home has no serious or critical accessibility violations', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  await pageReady(page);
  await expect(page.locator('#bulletin .notice').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login dialog has no serious or critical accessibility violations', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  await pageReady(page);
  await page.getByRole('button', { name: cn.shell.login, exact: true }).click();
  await expect(page.getByRole('dialog', { name: cn.login.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the fairness verifier and the odds history have no serious or critical accessibility violations', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/fair?kind=game&secret=game-secret&seed=client&round=1&index=0&userSeed=alice&userSeed=bob');
  await pageReady(page);
  await expect(page.getByTestId('computed-roll-point')).toHaveText('10662');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/box-info?id=recoil');
  await pageReady(page);
  await page.getByTestId('odds-seal').getByRole('button', { name: cn.boxes.oddsHistory }).click();
  await expect(page.getByTestId('odds-history')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
