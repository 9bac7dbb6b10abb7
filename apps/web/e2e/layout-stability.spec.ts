import type { Page } from '@playwright/test';
import { asReturningVisitor, expect, test } from './fixtures';
import { keepSession, signUpThroughApi } from './members';

/**
 * Nothing on a page jumps as its answers arrive: each call is held back long enough for the page to
 * be drawn first, as on a slow line, and the browser's own layout-shift score is summed from then
 * on. A list that arrives longer than the place kept for it may still move what is under it a
 * little, so a page may score up to 0.02 (Lighthouse's "good" ends at 0.1); a piece drawn late with
 * nothing kept for it scores far more (the recharge page scored 0.30 on a phone before it held the
 * offer's place, the index game 0.12, the ranking 0.10, the arena 0.07).
 */
const MOST_SHIFT = 0.02;
const ANSWER_DELAY_MS = 700;

/** The member's own network, so the sign-up spends no other spec's SMS codes. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.31' } });

async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
        if (!entry.hadRecentInput) seen.push({ value: entry.value, sources: entry.sources.map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
    await route.continue().catch(() => undefined);
  });
}

/** The page's layout-shift score once its answers are in, with what moved. */
async function shiftOf(page: Page, path: string): Promise<{ path: string; score: number; moved: string[] }> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
  const score = Number(shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(4));
  return { path, score, moved: score > MOST_SHIFT ? shifts.flatMap((shift) => shift.sources) : [] };
}

test('the pages a visitor meets keep their place while their answers load', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await asReturningVisitor(page);
  await watchShifts(page);
  const paths = ['/', '/box-info?id=recoil', '/recharge', '/exponent', '/ranking', '/pk-room', '/shop', '/fair', '/freebox'];
  const scores = [];
  for (const path of paths) scores.push(await shiftOf(page, path));
  expect(scores.filter((entry) => entry.score > MOST_SHIFT)).toEqual([]);
  expect(problems).toEqual([]);
});

test("a member's pages keep their place too: the header's balance, the free boxes, a spot's odds above the catches", async ({ page, problems }) => {
  test.setTimeout(90_000);
  const { token, user } = await signUpThroughApi(page.request);
  await asReturningVisitor(page);
  await keepSession(page, { token, user });
  await watchShifts(page);
  const scores = [];
  for (const path of ['/recharge', '/freebox', '/details', '/exponent_bag', '/bag']) scores.push(await shiftOf(page, path));
  expect(scores.filter((entry) => entry.score > MOST_SHIFT)).toEqual([]);
  await expect(page.getByTestId('header-coin')).toContainText('0.00');
  expect(problems).toEqual([]);
});
