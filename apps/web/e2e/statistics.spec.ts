import { dayOf } from '@lootbay/shared/calendar';
import { SITE_TIME_ZONE } from '@lootbay/shared/constants';
import { br } from '@lootbay/shared/i18n/br';
import { cn } from '@lootbay/shared/i18n/cn';
import { en } from '@lootbay/shared/i18n/en';
import { maskNickname } from '@lootbay/shared/masked-name';
import { formatMoney } from '@lootbay/shared/money';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { DailyRanking, SiteCounters } from '@lootbay/shared/schemas/statistics';
import { asReturningVisitor, chooseLanguage, expect, test } from './fixtures';
import { signedCall, signUpByPhone, verifyAdult } from './members';
import { noSidewaysScroll, shot } from './pictures';

/** A cheap paid box of the demo catalogue. */
const BOX_ID = 'dreams';

/** The site day (`YYYY-MM-DD`) of a moment: the run may cross the site's midnight. */
function siteDay(at: number): string {
  return dayOf(SITE_TIME_ZONE, at);
}

/** The member's own network, so the sign-up spends no other spec's SMS codes. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.93' } });

test('a member opens a box and sees the site counters move, their own statistics and chart, the daily ranking and the help centre', async ({ page, problems }) => {
  test.setTimeout(180_000);
  await asReturningVisitor(page);

  // Home: the counters strip keeps its place while its numbers load, so nothing below it moves.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/visitor/index/count**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const strip = page.getByTestId('site-counters');
  await expect(strip).toBeVisible();
  await expect(page.getByTestId('counter-opens')).toHaveText('—');
  const featuresBefore = await page.locator('.features').boundingBox();
  const counted = page.waitForResponse((response) => response.url().includes('/api/visitor/index/count'));
  release();
  const before = ((await (await counted).json()) as { data: SiteCounters }).data;
  await expect(page.getByTestId('counter-opens')).toHaveText(before.opens.toLocaleString('zh-CN'));
  expect(await page.locator('.features').boundingBox()).toEqual(featuresBefore);
  await page.unroute('**/api/visitor/index/count**');
  await strip.scrollIntoViewIfNeeded();
  await shot(page, 'statistics-home-counters', { afterScrolling: true });

  // A new member signs up, verifies, recharges in the sandbox and opens a box from its page.
  const token = await signUpByPhone(page);
  await verifyAdult(page, token);
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, token);
  expect(((await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  await page.goto(`/box-info?id=${BOX_ID}`);
  const guided = page.getByRole('button', { name: cn.boxes.guidedAction });
  await expect(page.getByRole('table')).toBeVisible();
  if (await guided.isVisible()) {
    await guided.click();
    const guidedResult = page.getByRole('dialog', { name: cn.boxes.guidedResultTitle });
    await expect(guidedResult).toBeVisible({ timeout: 20_000 });
    await guidedResult.getByRole('button', { name: cn.boxes.close }).first().click();
  }
  await page.getByText(cn.boxes.quickOpen).click();
  const opened = page.waitForResponse((response) => response.url().includes('/api/member/openBox'));
  await page.getByRole('button', { name: /开启 ×1/ }).click();
  const won = ((await (await opened).json()) as { data: OpenBoxAnswer }).data;
  const openedOn = siteDay(Date.now());
  const result = page.getByRole('dialog', { name: cn.boxes.resultTitle });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await result.getByRole('button', { name: cn.boxes.close }).first().click();

  // Home again: within a few seconds the counters show one more player and one more box opened.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByTestId('counter-opens')).toHaveText((before.opens + 1).toLocaleString('zh-CN'), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('counter-players')).toHaveText((before.players + 1).toLocaleString('zh-CN'));
  await expect(page.getByTestId('counter-dropped')).toHaveText(formatMoney(before.dropped + won.list[0]!.ornament.price));
  await strip.scrollIntoViewIfNeeded();
  await noSidewaysScroll(page);
  await shot(page, 'statistics-home-counters-moved', { afterScrolling: true });

  // The personal centre's statistics: one open, what it cost and gave, the best drop and the 30-day chart.
  await page.goto('/user?tab=10');
  const mine = page.getByTestId('member-statistics');
  await expect(mine).toBeVisible();
  await expect(page.getByRole('tab', { name: cn.statistics.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('my-opens')).toHaveText('1');
  await expect(page.getByTestId('my-spent')).toContainText(formatMoney(won.price));
  await expect(page.getByTestId('my-won')).toContainText(formatMoney(won.list[0]!.ornament.price));
  await expect(page.getByTestId('best-drop')).toContainText(won.list[0]!.ornament.skin);
  const chart = page.getByRole('img', { name: cn.statistics.chartLabel });
  await expect(chart).toBeVisible();
  await expect(chart.locator('g[data-day]')).toHaveCount(30);
  // The day of the open has its bars; the month before it is empty.
  expect(Number(await chart.locator(`g[data-day="${openedOn}"] .day-chart__bar--spent`).getAttribute('height'))).toBeGreaterThan(0);
  expect(Number(await chart.locator('g[data-day]').first().locator('.day-chart__bar--spent').getAttribute('height'))).toBe(0);
  await mine.scrollIntoViewIfNeeded();
  await noSidewaysScroll(page);
  await shot(page, 'statistics-personal-centre', { afterScrolling: true });
  await chart.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shot(page, 'statistics-chart', { afterScrolling: true });

  // The ranking page, from the footer: today's spenders with masked names, best drops, and yesterday.
  const nickname = (await signedCall<MemberUser>(page.request, '/member/info', {}, token)).nickname;
  await page.getByRole('contentinfo').getByRole('link', { name: cn.statistics.rankingLink }).click();
  await expect(page).toHaveURL(/\/ranking$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cn.screens.ranking.title);
  const spenders = page.getByTestId('spenders');
  await expect(spenders).toBeVisible();
  const names = await spenders.locator('.spender-bars__name').allTextContents();
  if (names.length < 10 && siteDay(Date.now()) === openedOn) expect(names).toContain(maskNickname(nickname));
  expect(names).not.toContain(nickname);
  await expect(page.getByTestId('ranking-drops').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('top-drops')).toBeVisible();
  await expect(page.getByTestId('ranking')).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, 'statistics-ranking-today', { afterScrolling: true });
  const days = page.getByRole('tablist', { name: cn.screens.ranking.title });
  await days.getByRole('tab', { name: cn.statistics.rankDays.yesterday }).click();
  await expect(days.getByRole('tab', { name: cn.statistics.rankDays.yesterday })).toHaveAttribute('aria-selected', 'true');
  // Yesterday shows what the server ranks for it: nobody on a fresh site, unless the run crossed midnight.
  const yesterday = await signedCall<DailyRanking>(page.request, '/visitor/statistical/ranking', { day: 'yesterday' });
  if (yesterday.spenders.length === 0) await expect(page.getByTestId('daily-ranking')).toContainText(cn.statistics.rankingEmpty);
  else await expect(page.getByTestId('spenders').locator('.spender-bars__name')).toHaveText(yesterday.spenders.map((row) => row.nickname));
  await shot(page, 'statistics-ranking-yesterday', { afterScrolling: true });
  await page.getByTestId('top-drops').scrollIntoViewIfNeeded();
  await shot(page, 'statistics-ranking-week', { afterScrolling: true });

  // The help centre: fairness, recharging and responsible play, each an anchor, in every language.
  await page.goto('/help#fairness');
  for (const [id, title] of [
    ['fairness', cn.help.fairTitle],
    ['recharge', cn.help.rechargeTitle],
    ['responsible-play', cn.help.responsibleTitle],
  ] as const) {
    await expect(page.locator(`#${id}`).getByRole('heading', { level: 2 })).toHaveText(title);
  }
  await expect(page.locator('#fairness')).toBeInViewport();
  await expect(page.locator('#fairness').getByRole('link', { name: cn.help.fairGo })).toHaveAttribute('href', '/fair');
  await shot(page, 'statistics-help-fairness', { afterScrolling: true });
  await page.getByRole('navigation', { name: cn.help.topics }).getByRole('link', { name: cn.help.responsibleTitle }).click();
  await expect(page.locator('#responsible-play')).toBeInViewport();
  await shot(page, 'statistics-help-responsible', { afterScrolling: true });
  await chooseLanguage(page, 'en');
  await expect(page.locator('#recharge').getByRole('heading', { level: 2 })).toHaveText(en.help.rechargeTitle);
  await chooseLanguage(page, 'br');
  await expect(page.locator('#responsible-play').getByRole('heading', { level: 2 })).toHaveText(br.help.responsibleTitle);
  await noSidewaysScroll(page);

  // The download page: the app installs from the browser; iOS says its download is not open, in every language.
  for (const [locale, texts] of [
    ['br', br],
    ['en', en],
    ['cn', cn],
  ] as const) {
    await page.goto('/download');
    await chooseLanguage(page, locale);
    await expect(page.locator('[data-device="android"]')).toContainText(texts.download.androidStep3);
    await expect(page.locator('[data-device="desktop"]')).toContainText(texts.download.desktopStep2);
    await page.locator('[data-device="ios"]').getByRole('button', { name: texts.download.iosApp }).click();
    await expect(page.getByText(texts.download.iosAppClosed)).toBeVisible();
  }
  await noSidewaysScroll(page);
  await shot(page, 'statistics-download', { afterScrolling: true });
  expect(problems).toEqual([]);
});
