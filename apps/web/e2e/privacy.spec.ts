import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, pageReady, test } from './fixtures';
import { signUpByPhone } from './members';
import { shot } from './pictures';

const texts = cn.dataRights;
const WEEK_MS = 7 * 86_400_000;

/** The sandbox's `/dev/terms`: a new version of the terms, in force after `noticeMs`. */
async function publishTerms(page: Page, noticeMs: number): Promise<number> {
  const answer = (await (await page.request.post('/dev/terms', { data: { noticeMs } })).json()) as { code: number; data: { version: number } };
  expect(answer.code).toBe(100);
  return answer.data.version;
}

test('a member exports their data, downloads it, sees what closure means and accepts new terms', async ({ page, problems }) => {
  // Sign-up, an export job, a download, three reloads and two pages: a journey, not one page.
  test.setTimeout(90_000);
  await asReturningVisitor(page);
  await page.goto('/');
  const token = await signUpByPhone(page);

  await page.goto('/user?tab=8');
  await page.getByRole('button', { name: texts.exportRequest }).click();
  const exports = page.getByRole('list', { name: texts.exportsLabel });
  await expect(exports.getByText(texts.statuses.ready, { exact: true })).toBeVisible({ timeout: 15_000 });
  await shot(page, 'privacy-01-export-ready', { still: true });

  const [download] = await Promise.all([page.waitForEvent('download'), exports.getByRole('button', { name: texts.download }).click()]);
  expect(download.suggestedFilename()).toMatch(/^lootbay-data-[\w-]+\.json$/);
  const archive = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as { userId: string; parts: Record<string, unknown> };
  const me = (await page.evaluate(() => localStorage.getItem('lootbay.user'))) ?? '';
  expect(me).toContain(archive.userId);
  expect(Object.keys(archive.parts)).toEqual(expect.arrayContaining(['account', 'wallet', 'backpack', 'recharge', 'fairness', 'boxOpens']));

  // Closure says what happens before anything is done; the member keeps the account.
  await page.getByRole('button', { name: texts.closeButton }).click();
  const closing = page.getByRole('dialog', { name: texts.closeConfirmTitle });
  await expect(closing.getByText(texts.closeKeep)).toBeVisible();
  await shot(page, 'privacy-02-close-confirm', { still: true });
  await closing.getByRole('button', { name: texts.cancel }).last().click();
  await expect(closing).toBeHidden();

  // A new version takes effect: on the next visit it must be accepted.
  const version = await publishTerms(page, 0);
  await page.reload();
  const terms = page.getByRole('dialog', { name: texts.termsTitle });
  await expect(terms).toContainText(`第 ${version} 版`);
  await shot(page, 'privacy-03-terms-dialog', { still: true });
  await terms.getByRole('button', { name: texts.termsAccept }).click();
  await expect(terms).toBeHidden();
  await page.reload();
  await pageReady(page);
  await expect(page.getByRole('button', { name: texts.exportRequest })).toBeVisible();
  await expect(terms).toBeHidden();

  // The agreement page shows the version in force and the one announced a week ahead.
  const upcoming = await publishTerms(page, WEEK_MS);
  await page.goto('/agreement');
  await expect(page.getByText(`第 ${version} 版 · 自`)).toBeVisible();
  await expect(page.getByRole('complementary', { name: texts.upcomingTitle })).toContainText(`第 ${upcoming} 版将于`);
  await shot(page, 'privacy-04-agreement-versions', { still: true });

  expect(token).not.toBe('');
  expect(problems).toEqual([]);
});
