import { VERSION_LABEL } from '@lootbay/shared/constants';
import { ERRORS } from '@lootbay/shared/errors';
import { cn } from '@lootbay/shared/i18n/cn';
import { br } from '@lootbay/shared/i18n/br';
import { en } from '@lootbay/shared/i18n/en';
import { asReturningVisitor, chooseLanguage, expect, isPhone, pageReady, test } from './fixtures';
import { randomMobile } from './members';
import { shot } from './pictures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('the layout fits the device: centred PC width or phone bottom navigation', async ({ page, problems }) => {
  await page.goto('/');
  await pageReady(page);
  const bottomNav = page.getByRole('navigation', { name: cn.nav.primary });
  if (isPhone(page)) {
    await expect(page.locator('.bottom-nav')).toBeVisible();
    await expect(bottomNav.getByRole('link')).toHaveCount(5);
    await expect(bottomNav.getByRole('button', { name: cn.nav.games })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  } else {
    await expect(page.locator('.bottom-nav')).toHaveCount(0);
    const box = await page.locator('.site-header__inner').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(1280);
    expect(box?.width).toBeLessThanOrEqual(1400);
    expect(Math.abs((box?.x ?? 0) * 2 + (box?.width ?? 0) - 1366)).toBeLessThanOrEqual(2);
  }
  await expect(page.getByTestId('version-label')).toHaveText(`版本 ${VERSION_LABEL}`);
  expect(problems).toEqual([]);
});

/** Every game, as the navigation names them, in the order it lists them. */
const GAME_LINKS = [
  ['arena', '/pk-room'],
  ['roll', '/roll-house'],
  ['percentage', '/percentage'],
  ['forge', '/compound'],
  ['exponent', '/exponent'],
  ['fishing', '/fishing'],
  ['freebox', '/freebox'],
  ['shop', '/shop'],
] as const;

test('every game is one step from any page: in the header on a computer, in the games sheet on a phone', async ({ page, problems }) => {
  await page.goto('/help');
  await pageReady(page);
  if (isPhone(page)) {
    const bar = page.getByRole('navigation', { name: cn.nav.primary });
    await bar.getByRole('button', { name: cn.nav.games }).click();
    const sheet = page.getByRole('dialog', { name: cn.nav.gamesTitle });
    const links = sheet.getByRole('link');
    await expect(links).toHaveCount(GAME_LINKS.length);
    for (const [index, [label, path]] of GAME_LINKS.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', path);
      await expect(links.nth(index)).toContainText(cn.nav[label]);
    }
    await shot(page, 'shell-games-sheet', { still: true });
    await links.filter({ hasText: cn.nav.exponent }).click();
    await expect(page).toHaveURL(/\/exponent$/);
    await expect(sheet).toBeHidden();
    // The games entry is lit while a game is open, and the sheet marks the one in use.
    await expect(bar.getByRole('button', { name: cn.nav.games })).toHaveClass(/active/);
    await bar.getByRole('button', { name: cn.nav.games }).click();
    await expect(sheet.getByRole('link', { name: new RegExp(cn.nav.exponent) })).toHaveAttribute('aria-current', 'page');
  } else {
    const header = page.getByRole('banner').getByRole('navigation', { name: cn.nav.primary });
    const links = header.getByRole('link');
    await expect(links).toHaveCount(GAME_LINKS.length);
    for (const [index, [label, path]] of GAME_LINKS.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', path);
      await expect(links.nth(index)).toHaveText(cn.nav[label]);
    }
    await links.filter({ hasText: cn.nav.fishing }).click();
    await expect(page).toHaveURL(/\/fishing$/);
    // In the longest wording too, the header keeps every game on one line beside its tools.
    const bar = page.locator('.site-nav');
    for (const locale of ['br', 'en'] as const) {
      await chooseLanguage(page, locale);
      await expect(bar).toHaveAttribute('aria-label', (locale === 'br' ? br : en).nav.primary);
      const nav = (await bar.boundingBox())!;
      const tools = (await page.locator('.site-header__tools').boundingBox())!;
      expect(nav.x + nav.width).toBeLessThanOrEqual(tools.x);
      // Nothing spills out of the bar: the last game ends inside it.
      const last = (await bar.getByRole('link').last().boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(nav.x + nav.width + 1);
      await shot(page, `shell-header-${locale}`, { target: page.locator('.site-header'), still: true });
    }
  }
  expect(problems).toEqual([]);
});

test('the history shortcut appears once scrolled past 50 px', async ({ page }) => {
  await page.goto('/');
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shortcut = page.getByRole('link', { name: cn.shell.history });
  await expect(shortcut).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(shortcut).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(shortcut).toBeVisible();
  await shortcut.click();
  await expect(page).toHaveURL(/\/user-history$/);
});

test('a link reached with the keyboard comes out from under the sticky header and the phone bar', async ({ page }) => {
  await page.goto('/help');
  await pageReady(page);
  const link = page.locator('#fairness').getByRole('link', { name: cn.help.fairGo });
  await expect(link).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  /** Scrolls the link's top to `y` in the viewport, gives it focus and answers where it comes to rest. */
  const focusFrom = async (y: number) => {
    await link.evaluate((node, at) => window.scrollBy({ top: node.getBoundingClientRect().top - at, behavior: 'instant' }), y);
    expect(Math.round((await link.boundingBox())!.y)).toBe(Math.round(y));
    await link.blur();
    await link.focus();
    let last = Number.NaN;
    await expect
      .poll(async () => {
        const now = (await link.boundingBox())!.y;
        const resting = now === last;
        last = now;
        return resting;
      })
      .toBe(true);
    return (await link.boundingBox())!;
  };
  // Under the header: focus brings it below.
  const fromTop = await focusFrom(header.height - 30);
  expect(fromTop.y).toBeGreaterThanOrEqual(header.y + header.height);
  if (isPhone(page)) {
    // Under the bottom bar: focus brings it above.
    const bar = (await page.locator('.bottom-nav').boundingBox())!;
    const fromBottom = await focusFrom(bar.y + 10);
    expect(fromBottom.y + fromBottom.height).toBeLessThanOrEqual(bar.y);
  }
});

test('back returns to the previous page, or home when opened directly', async ({ page }) => {
  await page.goto('/shop');
  await pageReady(page);
  await page.getByRole('button', { name: cn.shell.back }).click();
  await expect(page).toHaveURL(/\/$/);

  // Reached from another page of ours, back returns there.
  await page.goto('/fair');
  await pageReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: cn.footer.help }).first().click();
  await expect(page).toHaveURL(/\/help$/);
  await page.getByRole('button', { name: cn.shell.back }).click();
  await expect(page).toHaveURL(/\/fair$/);
  await page.goto('/fair');
  await pageReady(page);
  await page.getByRole('button', { name: cn.shell.back }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('refresh clears the first-visit flag and reloads the view', async ({ page }) => {
  await page.goto('/');
  await pageReady(page);
  const welcome = page.getByRole('heading', { name: cn.home.welcomeTitle });
  await expect(welcome).toBeVisible();
  await page.reload();
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(welcome).toBeHidden();

  const noticeCall = page.waitForRequest((request) => request.url().includes('/api/common/notice'));
  await page.getByRole('button', { name: cn.shell.refresh }).click();
  await noticeCall;
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: cn.shell.refreshed })).toBeVisible();
});

test('the login dialog validates with the catalogue wording before calling', async ({ page, problems }) => {
  await page.goto('/');
  await pageReady(page);
  await page.getByRole('button', { name: cn.shell.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: cn.login.title });
  await expect(dialog).toBeVisible();

  let calls = 0;
  page.on('request', (request) => {
    if (/\/api\/(login|loginSms|visitor\/sendMobileCode)/.test(request.url())) calls += 1;
  });

  await dialog.getByRole('button', { name: cn.login.submit, exact: true }).click();
  await expect(dialog.getByText(cn.login.accountRequired)).toBeVisible();
  await expect(dialog.getByText('密码长度6-40位')).toBeVisible();
  await expect(dialog.getByText('请先同意条款')).toBeVisible();

  await dialog.getByRole('tab', { name: cn.login.tabSms }).click();
  await dialog.getByRole('textbox', { name: cn.login.mobile }).fill('2345678901');
  await dialog.getByRole('button', { name: cn.login.sendCode }).click();
  await expect(dialog.getByText('手机号格式不正确')).toBeVisible();

  await dialog.getByRole('textbox', { name: cn.login.mobile }).fill('13800138000');
  await dialog.getByRole('textbox', { name: cn.login.code }).fill('1234');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: cn.login.submit, exact: true }).click();
  await expect(dialog.getByText('请输入5位验证码')).toBeVisible();
  await expect(dialog.getByText('手机号格式不正确')).toBeHidden();
  await expect(dialog.getByText('请先同意条款')).toBeHidden();
  expect(calls).toBe(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test("a wrong SMS code is refused in the dialog and in a toast above the dialog's backdrop", async ({ page }, testInfo) => {
  // A network of its own, as players on different networks have: codes are counted per address.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.61' });
  await page.goto('/');
  await pageReady(page);
  await page.getByRole('button', { name: cn.shell.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: cn.login.title });
  await dialog.getByRole('tab', { name: cn.login.tabSms }).click();
  const mobile = randomMobile();
  await dialog.getByRole('textbox', { name: cn.login.mobile }).fill(mobile);
  await dialog.getByRole('button', { name: cn.login.sendCode }).click();
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const outbox = (await (await page.request.get(`/dev/sms?mobile=${mobile}`)).json()) as { data: { code: string }[] };
  const sent = outbox.data[0]!.code;
  await dialog.getByRole('textbox', { name: cn.login.code }).fill(sent === '00000' ? '11111' : '00000');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: cn.login.submit, exact: true }).click();

  await expect(dialog.getByTestId('login-refusal')).toHaveText(ERRORS.CODE_WRONG.messages.cn);
  const toast = page.locator('.toast').filter({ hasText: ERRORS.CODE_WRONG.messages.cn });
  await expect(toast).toBeVisible();
  // The toast is in the browser's top layer, put there after the modal dialog, so it is drawn above the dialog and its backdrop.
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(await toast.evaluate((element) => element.parentElement!.matches(':popover-open'))).toBe(true);
  await page.screenshot({ path: `apps/web/e2e/screenshots/${testInfo.project.name}-login-wrong-code.png` });
});

test("an unknown page address shows the app's own not-found page with a 404", async ({ page, problems }) => {
  const response = await page.goto('/BAG');
  await pageReady(page);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(cn.notFound.title, { exact: true })).toBeVisible();
  // In the reader's language, also when the page is asked for again.
  await chooseLanguage(page, 'en');
  await expect(page.getByText(en.notFound.title, { exact: true })).toBeVisible();
  await page.reload();
  await pageReady(page);
  await expect(page.getByText(en.notFound.title, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: en.notFound.backHome }).click();
  await expect(page).toHaveURL(/\/$/);
  // The page's own 404 (at first and on reload) is the one the browser reports.
  expect(problems.filter((problem) => !problem.endsWith('/BAG') && !problem.includes('status of 404'))).toEqual([]);
  expect(problems.filter((problem) => problem.includes('404'))).toHaveLength(4);
});
