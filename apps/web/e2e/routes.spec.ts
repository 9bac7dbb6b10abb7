import { cn } from '@lootbay/shared/i18n/cn';
import { PAGE_PATHS } from '@lootbay/shared/routes';
import { seriousViolations } from './accessibility';
import { asReturningVisitor, expect, pageReady, test } from './fixtures';

const TITLES: Record<string, string> = {
  '/': cn.home.heroTitle,
  '/agreement': cn.agreement.title,
  '/privacy': cn.privacy.title,
  '/pk-room': cn.screens.pkRoom.title,
  '/exponent': cn.screens.exponent.title,
};

/** Member-only screens: a visitor meets the login dialog over them ('log in or register first'). */
const MEMBER_ONLY: readonly string[] = ['/user', '/user-setup', '/exponent_bag', '/fishingbag'];

/** Pages that show a record only when it exists: the member's accessibility test makes one and checks them. */
const RECORD_PAGES: readonly string[] = ['/pk-room-details', '/roll-house-info'];

/** Where a page needs an address to show its content, the one it is checked at. */
const WITH_CONTENT: Readonly<Record<string, string>> = {
  '/box-info': '/box-info?id=recoil',
  '/freeboxdetails': '/freeboxdetails?id=free-1',
  '/fair': '/fair?kind=game&secret=game-secret&seed=client&round=1&index=0&userSeed=alice&userSeed=bob',
};

/**
 * Every page is loaded by its address, as a link from outside opens it, and checked with its
 * content for serious or critical accessibility violations: one visitor walks them all in one
 * browser, each page a step of its own, and what is wrong is told page by page.
 */
test('every page loads cleanly by its address, with no serious or critical accessibility violation', async ({ page, problems }) => {
  test.setTimeout(PAGE_PATHS.length * 10_000);
  await asReturningVisitor(page);
  const problemsByPage: Record<string, string[]> = {};
  const violations: string[] = [];
  for (const path of PAGE_PATHS) {
    await test.step(path, async () => {
      problems.length = 0;
      const response = await page.goto(WITH_CONTENT[path] ?? path);
      expect(response?.status(), path).toBe(200);
      await pageReady(page);
      if (MEMBER_ONLY.includes(path)) {
        await expect(page.getByRole('dialog', { name: cn.login.title })).toBeVisible();
      } else {
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        if (TITLES[path]) await expect(heading).toHaveText(TITLES[path]);
        if (!RECORD_PAGES.includes(path)) violations.push(...(await seriousViolations(page)));
      }
      await page.waitForLoadState('networkidle');
      if (problems.length > 0) problemsByPage[path] = [...problems];
    });
  }
  expect(problemsByPage).toEqual({});
  expect(violations).toEqual([]);
});
