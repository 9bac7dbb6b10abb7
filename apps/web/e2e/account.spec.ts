import { errorMessage } from '@lootbay/shared/errors';
import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, expect, test } from './fixtures';
import { newestCode, signedCall } from './members';
import { shot } from './pictures';

test('a visitor signs in with a phone code, is recognised on signed calls, and signs out', async ({ page, problems }, testInfo) => {
  // One number per project: both run against the same server.
  const mobile = testInfo.project.name === 'phone' ? '13900000002' : '13900000001';
  await asReturningVisitor(page);
  await page.goto('/');

  await page.getByRole('button', { name: cn.shell.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: cn.login.title });
  await dialog.getByRole('tab', { name: cn.login.tabSms }).click();
  await dialog.getByRole('textbox', { name: cn.login.mobile }).fill(mobile);
  const sent = page.waitForResponse((response) => response.url().includes('/api/visitor/sendMobileCode'));
  await dialog.getByRole('button', { name: cn.login.sendCode }).click();
  expect(((await (await sent).json()) as { code: number }).code).toBe(100);
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();

  // The sandbox SMS outbox stands in for the phone.
  const outbox = (await (await page.request.get(`/dev/sms?mobile=${mobile}`)).json()) as { data: { code: string }[] };
  const code = outbox.data[0]?.code ?? '';
  expect(code).toMatch(/^\d{5}$/);

  await dialog.getByRole('textbox', { name: cn.login.code }).fill(code);
  await dialog.getByRole('checkbox').check();
  const memberInfo = page.waitForRequest((request) => request.url().includes('/api/member/info'));
  await dialog.getByRole('button', { name: cn.login.submit, exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: cn.login.success })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('lootbay.token'));
  expect(token).toBeTruthy();
  expect((await memberInfo).headers().token).toBe(token);

  const menu = page.getByRole('button', { name: cn.shell.account });
  await expect(menu).toBeVisible();
  await page.reload();
  await expect(menu).toBeVisible();

  await menu.click();
  await shot(page, 'signed-in', { still: true });
  await page.getByRole('button', { name: cn.shell.logout }).click();
  await expect(page.getByRole('button', { name: cn.shell.login, exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lootbay.token'))).toBeNull();
  expect(problems).toEqual([]);
});

test('after three wrong passwords the device passes the captcha by itself, and the right password signs in', async ({ page, problems }, testInfo) => {
  const mobile = testInfo.project.name === 'phone' ? '13900000012' : '13900000011';
  const password = 'Lootbay-Strong-9';
  await signedCall(page.request, '/visitor/sendMobileCode', { mobile });
  const { token } = await signedCall<{ token: string }>(page.request, '/loginSms', { mobile, code: await newestCode(page.request, mobile) });
  await signedCall(page.request, '/member/sendUpdatePassWordCode', {}, token);
  await signedCall(page.request, '/member/updatePassword', { password, code: await newestCode(page.request, mobile) }, token);

  await asReturningVisitor(page);
  await page.goto('/');
  await page.getByRole('button', { name: cn.shell.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: cn.login.title });
  await dialog.getByRole('textbox', { name: cn.login.account }).fill(mobile);
  await dialog.getByRole('checkbox').check();
  const passwordField = dialog.getByLabel(cn.login.password, { exact: true });
  const submit = dialog.getByRole('button', { name: cn.login.submit, exact: true });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await passwordField.fill(`Wrong-Password-${attempt}`);
    const answered = page.waitForResponse((response) => response.url().includes('/api/login?'));
    await submit.click();
    await answered;
  }
  await expect(page.getByRole('alert').filter({ hasText: errorMessage('LOGIN_FAILED', 'cn') }).first()).toBeVisible();
  await expect(dialog.getByText(cn.login.checkNote)).toBeVisible();

  await passwordField.fill(password);
  const challenge = page.waitForResponse((response) => response.url().includes('/api/api/getVerifyCodeImg'));
  const signIn = page.waitForRequest((request) => request.url().includes('/api/login?'));
  await submit.click();
  expect(((await (await challenge).json()) as { code: number }).code).toBe(100);
  expect((await signIn).postDataJSON()).toMatchObject({ account: mobile, captchaId: expect.any(String), captchaCode: expect.stringMatching(/^[0-9a-f]{64}$/) });
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: cn.login.success })).toBeVisible();
  expect(problems).toEqual([]);
});
