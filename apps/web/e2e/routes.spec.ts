import { cn } from '@lootbay/shared/i18n/cn';
import { EXTRA_PAGE_PATHS, SCREEN_PATHS } from '@lootbay/shared/routes';
import { asReturningVisitor, expect, pageReady, test } from './fixtures';

const TITLES: Record<string, string> = {
  '/': cn.home.heroTitle,
  '/agreement': cn.agreement.title,
  '/privacy': cn.privacy.title,
  '/pk-room': cn.screens.pkRoom.title,
  '/exponent': cn.screens.exponent.title,
};

/** Member-only screens: a visitor meets the login dialog over them ('log in or register first'). */
const MEMBER_PATHS: readonly string[] = ['/user', '/user-setup', '/exponent_bag', '/fishingbag'];

test.describe('every page loads cleanly', () => {
  for (const path of [...SCREEN_PATHS, ...EXTRA_PAGE_PATHS]) {
    test(`${path}`, async ({ page, problems }) => {
      await asReturningVisitor(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await pageReady(page);
      if (MEMBER_PATHS.includes(path)) {
        await expect(page.getByRole('dialog', { name: cn.login.title })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
        return;
      }
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      if (TITLES[path]) await expect(heading).toHaveText(TITLES[path]);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});
