import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { errorMessage } from '@lootbay/shared/errors';
import { br } from '@lootbay/shared/i18n/br';
import { cn } from '@lootbay/shared/i18n/cn';
import { idNumberCheckCharacter } from '@lootbay/shared/schemas/account';
import { asReturningVisitor, chooseLanguage, expect, isPhone, test, toast } from './fixtures';
import { screenshotFile } from './pictures';

const texts = cn.profile;

interface OutboxEntry {
  readonly mobile: string;
  readonly code: string;
  readonly text: string;
  readonly at: number;
}

/** What the sandbox SMS provider has sent to a number, newest first. */
async function outbox(page: Page, mobile: string): Promise<OutboxEntry[]> {
  const answer = (await (await page.request.get(`/dev/sms?mobile=${mobile}`)).json()) as { code: number; data: OutboxEntry[] };
  expect(answer.code).toBe(100);
  return answer.data;
}

/** Waits for one more message than `before` and answers its code. */
async function nextCode(page: Page, mobile: string, before: number): Promise<string> {
  await expect.poll(async () => (await outbox(page, mobile)).length).toBeGreaterThan(before);
  const code = (await outbox(page, mobile))[0]?.code ?? '';
  expect(code).toMatch(/^\d{5}$/);
  return code;
}

/** A number never used before on this server: 1, then ten digits from the clock and chance. */
function freshMobile(): string {
  return `1${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** An 18-character id number with a correct GB 11643 check character, born on the given day. */
function idNumber(birth: string): string {
  const first17 = `110101${birth}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return first17 + idNumberCheckCharacter(first17);
}

/** A distinct adult birth date per run, between 1970 and 1999. */
function adultBirthDate(): string {
  const year = 1970 + Math.floor(Math.random() * 30);
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** Serious or critical accessibility findings in the page's main content (the shell has its own test). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function shoot(page: Page, project: string, name: string): Promise<void> {
  // A full-page picture of a scrolled page repeats the sticky header mid-way: take it from the top.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: screenshotFile(`account-${name}`), animations: 'disabled', fullPage: true });
}

async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('a new member registers by phone code, sets a password, signs back in and sets up the account', async ({ page, problems }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const mobile = freshMobile();
  const password = `Lb-${Date.now().toString(36)}!x`;
  const suffix = String(Date.now()).slice(-5);
  const nickname = `Player${suffix}`;
  const subNickname = `Alt${suffix}`;
  await asReturningVisitor(page);

  // A visitor opening the personal centre is asked to log in or register first.
  await page.goto('/user');
  const loginDialog = page.getByRole('dialog', { name: cn.login.title });
  await expect(loginDialog.getByText(errorMessage('LOGIN_REQUIRED', 'cn'))).toBeVisible();
  await shoot(page, project, '01-visitor');
  await loginDialog.getByRole('button', { name: cn.login.close }).click();
  await expect(page.getByRole('heading', { name: errorMessage('LOGIN_REQUIRED', 'cn') })).toBeVisible();

  // Register by phone code, the code read from the sandbox outbox.
  await page.getByRole('main').getByRole('button', { name: cn.shell.register }).click();
  const register = page.getByRole('dialog', { name: cn.login.registerTitle });
  await register.getByRole('textbox', { name: cn.login.mobile }).fill(mobile);
  await register.getByRole('button', { name: cn.login.sendCode }).click();
  const signUpCode = await nextCode(page, mobile, 0);
  await register.getByRole('textbox', { name: cn.login.code }).fill(signUpCode);
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: cn.login.submitRegister }).click();
  await expect(register).toBeHidden();
  await expect(page.getByRole('tab', { name: texts.tabInfo })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(texts.badgeUnverified)).toBeVisible();
  // The player id reads as a short code; the whole id is its title.
  await expect(page.getByTestId('player-id')).toHaveText(/^[0-9A-F]{8}$/);
  expect(await page.getByTestId('player-id').getAttribute('title')).toMatch(new RegExp(`^${(await page.getByTestId('player-id').innerText()).toLowerCase()}`));
  await shoot(page, project, '02-centre');
  expect(await seriousViolations(page)).toEqual([]);

  // Avatar: a picture is previewed, then uploaded and served back resized.
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ff9d1a' } }).png().toBuffer();
  await page.getByLabel(texts.avatarChoose).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('img', { name: texts.avatarPreview })).toBeVisible();
  await page.getByRole('button', { name: texts.avatarSave }).click();
  await expect(toast(page, texts.avatarSaved)).toBeVisible();
  await expect(page.locator('.pf-summary img.pf-avatar')).toHaveJSProperty('complete', true);

  // Set a password with a code sent to the bound phone (there is no old password yet).
  await openTab(page, texts.tabSecurity);
  const sentBefore = (await outbox(page, mobile)).length;
  await page.getByRole('button', { name: texts.sendCode }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const passwordCode = await nextCode(page, mobile, sentBefore);
  await page.getByRole('textbox', { name: texts.smsCode, exact: true }).fill(passwordCode);
  await page.getByLabel(texts.newPassword, { exact: true }).fill('123');
  await expect(page.getByText(errorMessage('PASSWORD_LENGTH', 'cn'))).toBeVisible();
  await page.getByLabel(texts.newPassword, { exact: true }).fill(password);
  await page.getByLabel(texts.repeatPassword).fill(password);
  await shoot(page, project, '03-security');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: texts.passwordSetTitle }).click();
  await expect(toast(page, texts.passwordSet)).toBeVisible();
  await expect(page.getByRole('radio', { name: texts.proofOld })).toBeVisible();

  // Log out, then log back in with the phone number and the new password.
  await page.getByRole('button', { name: cn.shell.account }).click();
  await page.getByRole('button', { name: cn.shell.logout }).click();
  const login = page.getByRole('dialog', { name: cn.login.title });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: cn.login.account }).fill(mobile);
  await login.getByLabel(cn.login.password, { exact: true }).fill(password);
  await login.getByRole('checkbox').check();
  await login.getByRole('button', { name: cn.login.submit, exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('tab', { name: texts.tabInfo })).toBeVisible();

  // Nickname: the shared rule as you type, then the change.
  await openTab(page, texts.tabInfo);
  const nicknameField = page.getByRole('textbox', { name: texts.nickname, exact: true });
  await nicknameField.fill('bad name!');
  await expect(page.getByText(errorMessage('NICKNAME_INVALID', 'cn'))).toBeVisible();
  await nicknameField.fill(nickname);
  await page.getByRole('button', { name: texts.nicknameSave }).click();
  await expect(toast(page, texts.nicknameSaved)).toBeVisible();
  await expect(page.locator('.pf-summary__name')).toContainText(nickname);
  // Once per 10 days: a second change is refused inline with the catalogue's words.
  await nicknameField.fill(`${nickname}x`);
  await page.getByRole('button', { name: texts.nicknameSave }).click();
  await expect(page.getByText(errorMessage('NICKNAME_TOO_SOON', 'cn'))).toBeVisible();
  await shoot(page, project, '04-nickname');

  // Trade link: a malformed link is refused as typed; a private inventory by the server; a public one binds.
  await openTab(page, texts.tabSecurity);
  const tradeField = page.getByRole('textbox', { name: texts.tradeUrl, exact: true });
  await tradeField.fill('https://steamcommunity.com/tradeoffer/new/?partner=123');
  await expect(page.getByText(errorMessage('TRADE_URL_INVALID', 'cn'))).toBeVisible();
  // The Steam sandbox: a partner id ending in 0 has a private inventory, one ending in 1 to 8 a public one.
  await tradeField.fill('https://steamcommunity.com/tradeoffer/new/?partner=40212340&token=Ab3dEf7h');
  await page.getByRole('button', { name: texts.tradeBind }).click();
  await expect(page.getByText(errorMessage('STEAM_INVENTORY_PRIVATE', 'cn'))).toBeVisible();
  await tradeField.fill('https://steamcommunity.com/tradeoffer/new/?partner=40212345&token=Ab3dEf7h');
  await page.getByRole('button', { name: texts.tradeBind }).click();
  await expect(toast(page, texts.tradeSaved)).toBeVisible();
  await expect(page.getByText(texts.tradeLimitsTitle)).toBeVisible();
  await shoot(page, project, '05-trade-link');

  // Changing the password proves the current one; a wrong one is refused beside its field.
  await page.getByLabel(texts.oldPassword, { exact: true }).fill(`${password}-wrong`);
  await page.getByLabel(texts.newPassword, { exact: true }).fill(`${password}-next`);
  await page.getByLabel(texts.repeatPassword).fill(`${password}-next`);
  await page.getByRole('button', { name: texts.passwordChange }).click();
  await expect(page.getByText(errorMessage('PASSWORD_OLD_WRONG', 'cn'))).toBeVisible();

  // Change the bound phone through the bind-phone dialog, proved by a code sent to the new number.
  const newMobile = freshMobile();
  await page.getByRole('button', { name: texts.phoneChange }).click();
  const bindPhone = page.getByRole('dialog', { name: texts.phoneChangeTitle });
  await bindPhone.getByRole('textbox', { name: texts.newMobile }).fill('2345');
  await expect(bindPhone.getByText(errorMessage('PHONE_INVALID', 'cn'))).toBeVisible();
  await bindPhone.getByRole('textbox', { name: texts.newMobile }).fill(newMobile);
  await bindPhone.getByRole('button', { name: texts.sendCode }).click();
  await expect(bindPhone.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await bindPhone.getByRole('textbox', { name: texts.smsCode }).fill(await nextCode(page, newMobile, 0));
  await shoot(page, project, '05b-bind-phone');
  await bindPhone.getByRole('button', { name: texts.phoneBindSubmit }).click();
  await expect(toast(page, texts.phoneBound)).toBeVisible();
  await expect(bindPhone).toBeHidden();
  await expect(page.getByText(`${newMobile.slice(0, 3)}****${newMobile.slice(7)}`)).toBeVisible();

  // Real name: the format is checked as typed (the age only by the server: adult-gate.spec.ts);
  // an adult's number verifies once and shows masked.
  await openTab(page, texts.tabRealName);
  await page.getByRole('textbox', { name: texts.realName, exact: true }).fill('张三');
  const idField = page.getByRole('textbox', { name: texts.idNumber, exact: true });
  await idField.fill('11010119900101123');
  await expect(page.getByText(errorMessage('ID_NUMBER_INVALID', 'cn'))).toBeVisible();
  const adultId = idNumber(adultBirthDate());
  await idField.fill(adultId);
  await expect(page.getByText(errorMessage('ID_NUMBER_INVALID', 'cn'))).toBeHidden();
  await page.getByRole('button', { name: texts.realNameSubmit }).click();
  await expect(toast(page, texts.realNameVerified)).toBeVisible();
  await expect(page.getByText(texts.realNameDone, { exact: true })).toBeVisible();
  await expect(page.getByText(`${adultId.slice(0, 3)}${'*'.repeat(11)}${adultId.slice(-4)}`)).toBeVisible();
  await expect(page.getByText('张*', { exact: true })).toBeVisible();
  await shoot(page, project, '06-real-name');

  // Sub-account: create one, then switch to it; its token becomes the session.
  await openTab(page, texts.tabAccounts);
  await page.getByRole('textbox', { name: texts.subAccountNickname, exact: true }).fill(subNickname);
  await page.getByRole('button', { name: texts.subAccountCreate }).click();
  await expect(toast(page, cn.profile.subAccountCreated.replace('{{name}}', subNickname))).toBeVisible();
  const accounts = page.getByRole('list', { name: texts.accountsList });
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  const tokenBefore = await page.evaluate(() => localStorage.getItem('lootbay.token'));
  await shoot(page, project, '07-sub-accounts');
  await accounts.getByRole('button', { name: texts.switchTo.replace('{{name}}', subNickname) }).click();
  await expect(toast(page, texts.switched.replace('{{name}}', subNickname))).toBeVisible();
  await expect(page.locator('.pf-summary__name')).toContainText(subNickname);
  await expect(page.locator('.pf-summary__meta')).toContainText(texts.subAccount);
  const tokenAfter = await page.evaluate(() => localStorage.getItem('lootbay.token'));
  expect(tokenAfter).toBeTruthy();
  expect(tokenAfter).not.toBe(tokenBefore);
  await expect(accounts.locator('.pf-account--current')).toContainText(subNickname);
  await shoot(page, project, '08-switched');

  // tab=2 selects recharge; the records tab keeps the breakdown records.
  await page.goto('/user?tab=2');
  await expect(page.getByRole('tab', { name: texts.tabRecharge })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: texts.tabRecharge })).toBeVisible();
  await openTab(page, texts.tabRecords);
  await expect(page.getByRole('tab', { name: cn.records.sales })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(cn.records.noSales)).toBeVisible();

  // User settings: on phones a single column reaching the same forms.
  await page.goto(isPhone(page) ? '/user-setup?typeIndex=1' : '/user-setup');
  const settings = page.getByRole('navigation', { name: cn.screens.userSetup.title });
  await expect(settings.getByRole('link', { name: new RegExp(texts.settingRealName) })).toBeVisible();
  await shoot(page, project, '09-user-setup');
  await settings.getByRole('link', { name: new RegExp(texts.settingTrade) }).click();
  await expect(page.getByRole('textbox', { name: texts.tradeUrl, exact: true })).toBeVisible();
  await shoot(page, project, '10-user-setup-trade');

  // Every text of the centre is in the other languages too.
  await page.goto('/user?tab=1');
  await chooseLanguage(page, 'br');
  await expect(page.getByRole('tab', { name: br.profile.tabSecurity })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(br.profile.tradeLimitsTitle)).toBeVisible();
  await shoot(page, project, '11-security-br');
  await chooseLanguage(page, 'cn');

  expect(problems).toEqual([]);
});
