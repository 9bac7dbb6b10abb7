import fs from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SITE_TIME_ZONE } from '@lootbay/shared/constants';
import { cn } from '@lootbay/shared/i18n/cn';
import { formatMoney } from '@lootbay/shared/money';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import type { MoneyDaily } from '@lootbay/shared/schemas/console-money';
import type { UserKey } from '@lootbay/shared/schemas/fairness';
import { asReturningVisitor, collectProblems, expect, isPhone, test } from './fixtures';
import { randomMobile, signedCall, signInInDialog, verifyAdult } from './members';
import { screenshotFile } from './pictures';
import { consoleCn } from '../src/console/i18n/cn';
import { consoleEn } from '../src/console/i18n/en';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The owner serve.mjs gives the empty console. */
const OWNER = JSON.parse(fs.readFileSync(path.join(HERE, 'console-owner.json'), 'utf8')) as Record<'CONSOLE_OWNER_ACCOUNT' | 'CONSOLE_OWNER_PASSWORD' | 'CONSOLE_OWNER_TOTP_SECRET', string>;
const TOTP_STEP_MS = 30_000;
const common = consoleCn.common;

/** The operator's and the player's networks: their sign-ins count against limits of their own. */
const NETWORKS = { operator: '203.0.113.30', player: '203.0.113.31' } as const;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': NETWORKS.operator } });

function authenticatorCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/** A console call outside the page; the envelope must say success. */
async function consoleApi<T>(request: APIRequestContext, apiPath: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const response = await request.post(`/admin/api/${apiPath}`, { headers: token ? { 'admin-token': token } : {}, data: body });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${apiPath}: ${envelope.msg}`).toBe(100);
  return envelope.data;
}

/**
 * The owner signs in through the API. Each authenticator code is taken once per step, and the
 * other project's run may have used this step's: then the next step's code is waited for.
 */
async function ownerToken(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await request.post('/admin/api/login', {
      data: { account: OWNER.CONSOLE_OWNER_ACCOUNT, password: OWNER.CONSOLE_OWNER_PASSWORD, totp: authenticatorCode(OWNER.CONSOLE_OWNER_TOTP_SECRET) },
    });
    const envelope = (await response.json()) as { code: number; data: { token: string } };
    if (envelope.code === 100) return envelope.data.token;
    await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500));
  }
  throw new Error('the owner could not sign in');
}

async function shot(page: Page, project: string, name: string): Promise<void> {
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 5_000 });
  // The whole page at once: the viewport grows to its height (a full-page capture on an emulated
  // phone draws the sticky bar out of place), from the top, nothing focused.
  const viewport = page.viewportSize()!;
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.screenshot({ path: screenshotFile(`console-${name}`) });
  await page.setViewportSize(viewport);
}

/** Goes to a console screen through the sidebar (behind the menu button on a phone). */
async function openScreen(page: Page, label: string): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: common.menu }).click();
  await page.getByRole('navigation', { name: common.areas }).getByRole('link', { name: label, exact: true }).click();
}

/** A player's own device at the test's size, on a network of its own. */
async function playerDevice(browser: Browser, testInfo: TestInfo, problems: string[]): Promise<Page> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, baseURL, extraHTTPHeaders: { 'x-forwarded-for': NETWORKS.player } });
  const page = await context.newPage();
  collectProblems(page, problems);
  await asReturningVisitor(page);
  return page;
}

/** The screens the journey does not pass through, by their sidebar label. */
const OTHER_SCREENS = [
  ['items', 'items-screen'],
  ['categories', 'categories-screen'],
  ['corrections', 'corrections-screen'],
  ['orders', 'orders-screen'],
  ['codes', 'codes-screen'],
  ['returns', 'returns-screen'],
  ['robots', 'robots-screen'],
  ['battles', 'battles-screen'],
  ['reports', 'reports-screen'],
  ['rollRooms', 'roll-rooms-screen'],
  ['freeBoxes', 'free-boxes-screen'],
  ['mall', 'mall-screen'],
  ['keys', 'keys-screen'],
  ['retrievals', 'retrievals-screen'],
  ['invites', 'invites-screen'],
  ['notices', 'notices-screen'],
  ['settings', 'settings-screen'],
  ['operators', 'operators-screen'],
] as const;

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
}

test('players never download the console: the player site loads none of its code', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // What the page itself says it fetched: the entry and its preloads in the document (a full
  // resource-timing buffer can hold none of them), and every chunk loaded since.
  const scripts = await page.evaluate(() => [
    ...new Set(
      [
        ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
        ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ].filter((name) => new URL(name).pathname.endsWith('.js')),
    ),
  ]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const source = await (await page.request.get(script)).text();
    expect(source, script).not.toContain('admin-token');
    expect(source, script).not.toContain(consoleCn.common.title);
  }
});

test('an operator signs in with an authenticator, creates a box with odds of exactly 100%, a player opens it, and the operator sees the open, the day and the audit entry', async ({ page, browser, problems }, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const owner = await ownerToken(page.request);

  // A fresh operator, who sets up an authenticator at the first sign-in.
  const account = `op${randomInt(1_000_000, 10_000_000)}`;
  const password = `pw-${randomInt(1e9, 1e10)}-long`;
  await consoleApi(page.request, 'operators/create', { account, password, role: 'owner', reason: 'e2e journey' }, owner);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  const signIn = consoleCn.signIn;
  await page.getByLabel(signIn.account).fill(account);
  await page.getByLabel(signIn.password).fill(password);
  await shot(page, project, 'sign-in');
  await page.getByRole('button', { name: signIn.submit }).click();
  const enrol = page.getByTestId('console-enrol');
  await expect(enrol.getByRole('img', { name: signIn.qrLabel })).toBeVisible();
  const secret = (await page.getByTestId('enrol-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await shot(page, project, 'enrol');
  await enrol.getByLabel(signIn.firstCode).fill(authenticatorCode(secret));
  await enrol.getByRole('button', { name: signIn.confirmEnrol }).click();
  await expect(page.getByTestId('boxes-screen')).toBeVisible();
  await expect(page.getByTestId('console-operator')).toContainText(account);
  await expect(page.getByTestId('console-operator')).toContainText(common.roles.owner);
  await expect(page.getByTestId('boxes-table').locator('tbody tr').first()).toBeVisible();
  await shot(page, project, 'boxes');

  // Three items, the cheapest at 80% and two of about 15 and 50 coins at 15.5% and 4.5%, and a
  // price that returns 90% of it on average (a few coins).
  const cheapestFrom = async (minPrice: number) => (await consoleApi<{ list: Ornament[] }>(page.request, 'items/list', { page: 1, size: 1, sort: 'price_asc', minPrice }, owner)).list[0]!;
  const picked = [await cheapestFrom(0), await cheapestFrom(1_500), await cheapestFrom(5_000)];
  const shares = [80_000, 15_500, 4_500];
  const expectedTimes100000 = picked.reduce((sum, item, index) => sum + item.price * shares[index]!, 0);
  const price = Math.round(expectedTimes100000 / 90_000);
  const expectedReturn = Math.round(expectedTimes100000 / 100_000);
  const boxId = `e2e-${project}-${randomInt(100_000, 1_000_000)}`;

  await page.getByTestId('create-box').click();
  await expect(page).toHaveURL(/\/admin\/catalog\/boxes\/new$/);
  await page.getByTestId('box-id').fill(boxId);
  await page.getByTestId('box-name-cn').fill('测试箱');
  await page.getByTestId('box-name-br').fill('Caixa de teste');
  await page.getByTestId('box-name-en').fill('Test box');
  await page.getByTestId('add-items').click();
  const picker = page.getByRole('dialog');
  for (const item of picked) {
    await picker.getByTestId('picker-keyword').fill(item.skin);
    await picker.getByRole('button', { name: common.search }).click();
    await picker.getByTestId(`pick-${item.id}`).click();
    await expect(picker.getByTestId(`pick-${item.id}`)).toBeDisabled();
  }
  await picker.getByRole('button', { name: common.close }).last().click();
  await expect(page.getByTestId('odds-table').locator('tbody tr')).toHaveCount(3);
  await page.getByTestId('box-price').fill(formatMoney(price));
  const probabilities = page.getByTestId('probability');
  await probabilities.nth(0).fill('80');
  await probabilities.nth(1).fill('15.5');
  // The sum is live: short of 100% it says so and the box cannot be saved.
  await expect(page.getByTestId('odds-sum')).toHaveText('95.500%');
  await expect(page.getByTestId('odds-sum')).toHaveAttribute('data-exact', 'false');
  await expect(page.getByTestId('save-odds')).toBeDisabled();
  await probabilities.nth(2).fill('4.500');
  await expect(page.getByTestId('odds-sum')).toHaveText('100.000%');
  await expect(page.getByTestId('odds-sum')).toHaveAttribute('data-exact', 'true');
  await expect(page.getByTestId('roll-range')).toHaveText(['1 – 80000', '80001 – 95500', '95501 – 100000']);
  await expect(page.getByTestId('odds-ev')).toHaveText(formatMoney(expectedReturn));
  await expect(page.getByTestId('odds-policy')).toHaveAttribute('data-within', 'true');
  await shot(page, project, 'box-editor');
  await page.getByTestId('save-odds').click();
  await page.getByTestId('reason-input').fill('New box for the e2e journey');
  await page.getByTestId('reason-submit').click();
  await expect(page).toHaveURL(new RegExp(`/admin/catalog/boxes/${boxId}$`));
  await expect(page.getByTestId('versions-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('odds-sum')).toHaveText('100.000%');
  await expect(page.getByTestId('roll-range')).toHaveText(['1 – 80000', '80001 – 95500', '95501 – 100000']);
  await shot(page, project, 'box-saved');

  // A new player, verified and recharged, opens the box on the site.
  const before = await consoleApi<MoneyDaily>(page.request, 'money/daily', { from: today(), to: today() }, owner);
  const player = await playerDevice(browser, testInfo, problems);
  const mobile = randomMobile();
  await player.goto(`/box-info?id=${boxId}`);
  await expect(player.getByRole('heading', { level: 1 })).toContainText('测试箱');
  await player.getByRole('button', { name: /开启 ×1/ }).click();
  const playerToken = await signInInDialog(player, player.getByRole('dialog', { name: cn.login.title }), mobile);
  await verifyAdult(player, playerToken);
  const order = await signedCall<{ orderNo: string }>(player.request, '/pay-member/on_pay_url', { packageId: 'p68', payType: 'alipay' }, playerToken);
  expect(((await (await player.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  await expect.poll(async () => (await signedCall<UserKey>(player.request, '/member/userKey', {}, playerToken)).userSeed).not.toBe('');
  await player.reload();
  const opened = player.waitForResponse((response) => response.url().includes('/api/member/openBox'));
  await player.getByRole('button', { name: /开启 ×1/ }).click();
  const answer = (await (await opened).json()) as { code: number; data: OpenBoxAnswer };
  expect(answer.code).toBe(100);
  const won = answer.data.list[0]!;
  expect(picked.map((item) => item.id)).toContain(won.ornament.id);
  await expect(player.getByRole('dialog', { name: cn.boxes.resultTitle })).toBeVisible({ timeout: 15_000 });
  await player.context().close();

  // The operator finds the player by phone number and sees the open.
  const players = consoleCn.players;
  await openScreen(page, common.nav.playerSearch);
  await page.getByTestId('player-query').fill(mobile);
  await page.getByTestId('player-query').press('Enter');
  const row = page.getByTestId('players-table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(mobile);
  await row.getByRole('link').click();
  await expect(page.getByTestId('player-screen')).toBeVisible();
  await expect(page.getByTestId('player-balances').locator('[data-currency="coin"] dd')).not.toHaveText('0.00');
  await shot(page, project, 'player');
  await page.getByRole('tab', { name: players.opens }).click();
  const openRow = page.getByTestId('opens-table').locator('tbody tr');
  await expect(openRow).toHaveCount(1);
  await expect(openRow.locator(`[data-box-id="${boxId}"]`)).toBeVisible();
  await expect(openRow).toContainText(won.ornament.name);
  await shot(page, project, 'player-opens');

  // Today's totals include the recharge and the open.
  const after = await consoleApi<MoneyDaily>(page.request, 'money/daily', { from: today(), to: today() }, owner);
  expect(after.totals.opens - before.totals.opens).toBe(1);
  expect(after.totals.staked - before.totals.staked).toBe(price);
  expect(after.totals.rechargeOrders - before.totals.rechargeOrders).toBe(1);
  await openScreen(page, common.nav.daily);
  const todayFigures = page.getByTestId('today-figures');
  await expect(todayFigures.locator('[data-figure="opens"] dd')).toHaveText(String(after.totals.opens));
  await expect(todayFigures.locator('[data-figure="staked"] dd')).toHaveText(formatMoney(after.totals.staked));
  await expect(todayFigures.locator('[data-figure="recharged"] dd')).toHaveText(formatMoney(after.totals.recharged));
  await expect(page.getByTestId('daily-chart').getByRole('img')).toBeVisible();
  await shot(page, project, 'daily');

  // The audit log shows who created the box, and why.
  const audit = consoleCn.audit;
  await openScreen(page, common.nav.audit);
  await page.getByLabel(audit.target).fill(`box:${boxId}`);
  await page.getByRole('button', { name: common.search }).click();
  const entry = page.getByTestId('audit-table').locator('tbody tr');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('boxes/create');
  await expect(entry).toContainText(account);
  await expect(entry).toContainText('New box for the e2e journey');
  await shot(page, project, 'audit');

  // Every other screen answers without an error.
  for (const [label, testId] of OTHER_SCREENS) {
    await openScreen(page, common.nav[label]);
    await expect(page.getByTestId(testId)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.toast--error')).toHaveCount(0);
    await shot(page, project, testId);
  }

  // The console follows a change of language at once, its own texts fetched in the new one.
  await page.getByRole('combobox', { name: common.language }).selectOption('en');
  const sidebar = page.getByRole('navigation', { name: consoleEn.common.areas });
  await sidebar.getByRole('link', { name: consoleEn.common.nav.audit, exact: true }).click();
  await expect(page.getByRole('columnheader', { name: consoleEn.audit.actor })).toBeVisible();

  expect(problems).toEqual([]);
});
