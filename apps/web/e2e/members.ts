import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { cn } from '@lootbay/shared/i18n/cn';
import { idNumberCheckCharacter } from '@lootbay/shared/schemas/account';
import type { BackpackItem, InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { UserKey } from '@lootbay/shared/schemas/fairness';
import { expect } from './fixtures';

/** The development key of `.env.example`, which the e2e server runs with. */
const DEV_AUTH_KEY = 'lootbay-dev-auth-key';

/** A signed catalogue call made outside the page, as another device of the member (or a visitor) would. */
export async function signedCall<T>(request: APIRequestContext, apiPath: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const fullPath = `/api${apiPath}`;
  const response = await request.post(`${fullPath}?auth_key=${signAuthKey(fullPath, Date.now() / 1000, DEV_AUTH_KEY)}`, {
    headers: token ? { token } : {},
    data: { platform: 'pc', sid: 1100, type: 1, locale: 'cn', ...body },
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${apiPath}: ${envelope.msg}`).toBe(100);
  return envelope.data;
}

/** A mainland mobile number, random enough not to meet another test's. */
export function randomMobile(): string {
  return `13${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;
}

/** The newest code the sandbox SMS outbox holds for a number. */
export async function newestCode(request: APIRequestContext, mobile: string): Promise<string> {
  const outbox = (await (await request.get(`/dev/sms?mobile=${mobile}`)).json()) as { data: { code: string }[] };
  return outbox.data[0]?.code ?? '';
}

/** A member signed up through the API, as another device would: a code to the phone, read from the sandbox outbox. */
export async function signUpThroughApi(request: APIRequestContext, mobile = randomMobile()): Promise<{ token: string; user: Record<string, unknown> }> {
  await signedCall(request, '/visitor/sendMobileCode', { mobile });
  return signedCall(request, '/loginSms', { mobile, code: await newestCode(request, mobile) });
}

/** An 18-character id number with a correct GB 11643 check character, born on that day. */
export function idNumberBornOn(year: number, month: number, day: number): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const first17 = `${randomInt(110000, 660000)}${year}${two(month)}${two(day)}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + idNumberCheckCharacter(first17);
}

/** An adult's id number, born between 1960 and 1999. */
export function adultIdNumber(): string {
  return idNumberBornOn(randomInt(1960, 2000), randomInt(1, 13), randomInt(1, 29));
}

/**
 * Completes the login dialog by phone code, reading the code from the sandbox outbox; a new
 * number registers. Answers the session token the page keeps.
 */
export async function signInInDialog(page: Page, dialog: Locator, mobile: string): Promise<string> {
  await dialog.getByRole('tab', { name: cn.login.tabSms }).click();
  await dialog.getByRole('textbox', { name: cn.login.mobile }).fill(mobile);
  await dialog.getByRole('button', { name: cn.login.sendCode }).click();
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await dialog.getByRole('textbox', { name: cn.login.code }).fill(await newestCode(page.request, mobile));
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: cn.login.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  const token = (await page.evaluate(() => localStorage.getItem('lootbay.token'))) ?? '';
  expect(token).not.toBe('');
  return token;
}

/** Signs up with a phone code through the shell's login button. */
export async function signUpByPhone(page: Page, mobile = randomMobile()): Promise<string> {
  await page.getByRole('banner').getByRole('button', { name: cn.shell.login, exact: true }).click();
  return signInInDialog(page, page.getByRole('dialog', { name: cn.login.title }), mobile);
}

/** The device keeps a session signed up elsewhere (`signUpThroughApi`), as the login dialog would have stored it. */
export async function keepSession(page: Page, session: { readonly token: string; readonly user: Record<string, unknown> }): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('lootbay.token', token);
      localStorage.setItem('lootbay.user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** Real-name verification as an adult through the API, as the personal centre's form sends it. */
export async function verifyAdult(page: Page, token: string): Promise<void> {
  await signedCall(page.request, '/visitor/user/authentication', { realName: '张三', idNumber: adultIdNumber() }, token);
}

/** A cheap paid box of the demo catalogue: five opens stock the backpack. */
const STOCK_BOX_ID = 'dreams';

/**
 * Stocks a new member with coins and items, as another device of theirs would: verified as an
 * adult, recharged in the sandbox, and a box opened five times by the API. The items, dearest first.
 */
export async function stockBackpack(page: Page, token: string): Promise<BackpackItem[]> {
  await verifyAdult(page, token);
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p68', payType: 'alipay' }, token);
  expect(((await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  // The page sends this device's seed at sign-in; rolls wait for it.
  await expect.poll(async () => (await signedCall<UserKey>(page.request, '/member/userKey', {}, token)).userSeed).not.toBe('');
  const box = await signedCall<BoxDetail>(page.request, '/visitor/getBoxInfo', { id: STOCK_BOX_ID }, token);
  await signedCall(page.request, '/member/openBox', { id: STOCK_BOX_ID, num: 5, requestId: randomUUID(), oddsVersion: box.oddsVersion, price: box.price }, token);
  const inventory = await signedCall<InventoryPage>(page.request, '/member/getMyInventory', { page: 1, size: 20, status: 0, sort: 'price', order: 'desc' }, token);
  expect(inventory.list).toHaveLength(5);
  return inventory.list;
}
