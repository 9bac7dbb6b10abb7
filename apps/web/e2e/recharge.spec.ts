import type { Page } from '@playwright/test';
import { LEDGER_REASONS } from '@lootbay/shared/ledger-reasons';
import { ERRORS } from '@lootbay/shared/errors';
import { cn } from '@lootbay/shared/i18n/cn';
import { en } from '@lootbay/shared/i18n/en';
import { formatMoney } from '@lootbay/shared/money';
import { asReturningVisitor, chooseLanguage, expect, isPhone, test, toast } from './fixtures';
import { signedCall, signUpByPhone, verifyAdult } from './members';
import { shot } from './pictures';

/** Seeded by the recharge module: 5.00 coins, once per account. */
const DEMO_CODE = 'WELCOME2026';

/**
 * A new verified member on the recharge centre orders the 30.00 package with a pay method; answers
 * the member's token. Each test signs up from a network of its own, as players on different
 * networks do: codes are counted per address.
 */
async function payForP30(page: Page, address: string, method: string): Promise<string> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await asReturningVisitor(page);
  await page.goto('/recharge');
  const token = await signUpByPhone(page);
  await verifyAdult(page, token);
  await page.reload();
  await page.getByTestId('package-p30').click();
  await page.getByRole('radio', { name: method }).click();
  await page.getByRole('checkbox', { name: new RegExp(cn.recharge.agreePrefix) }).check();
  await page.getByRole('button', { name: new RegExp(cn.recharge.submit) }).click();
  return token;
}

test('a verified member recharges through the sandbox checkout, sees the bonus, the record and the balance, and redeems a code once', async ({ page, problems }) => {
  test.setTimeout(90_000);

  await asReturningVisitor(page);
  await page.goto('/recharge');
  const pack = page.getByTestId('package-p68');
  await expect(pack).toContainText('68.00');
  await expect(pack).toContainText('+10%');
  await expect(page.getByTestId('first-bonus')).toContainText('10%');
  await shot(page, 'recharge-visitor', { focus: page.locator('.recharge-hero'), wholeOnDesktop: true, still: true });

  const token = await signUpByPhone(page);
  await expect(page.getByTestId('header-coin')).toContainText('0.00');

  // The form's own checks, in the spec's words.
  const payButton = page.getByRole('button', { name: new RegExp(cn.recharge.submit) });
  const custom = page.getByRole('textbox', { name: cn.recharge.customTitle });
  await custom.fill('0.50');
  await payButton.click();
  await expect(toast(page, cn.recharge.customInvalid.replace('{{min}}', '1.00').replace('{{max}}', '50000.00'))).toBeVisible();
  // A first recharge: the summary counts the first-recharge bonus the settlement pays (10%).
  await custom.fill('12.34');
  await expect(page.getByTestId('summary-total')).toHaveText('13.57');
  // The 30% package is already at the maximum bonus: the summary says why the first bonus does not add.
  await page.getByTestId('package-p648').click();
  await expect(page.getByTestId('first-capped')).toHaveText(cn.recharge.firstCapped.replace('{{max}}', '30'));
  await pack.click();
  await expect(page.getByTestId('first-capped')).toHaveCount(0);
  await expect(page.getByTestId('summary-total')).toHaveText('81.60');
  await payButton.click();
  await expect(toast(page, ERRORS.PAYMENT_METHOD_REQUIRED.messages.cn)).toBeVisible();
  await page.getByRole('radio', { name: '支付宝' }).click();
  await payButton.click();
  await expect(toast(page, ERRORS.AGREEMENT_REQUIRED.messages.cn)).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(cn.recharge.agreePrefix) }).check();

  // Adults only: without real-name verification the server refuses, and the page leads to the form.
  await payButton.click();
  const refusal = page.getByRole('alert').filter({ hasText: ERRORS.REAL_NAME_REQUIRED.messages.cn });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: cn.recharge.realNameLink })).toHaveAttribute('href', '/user?tab=3');
  await shot(page, 'recharge-real-name-required', { focus: refusal, wholeOnDesktop: true, still: true });

  await verifyAdult(page, token);
  // Back from the verification, as from the personal centre's form.
  await page.reload();
  await pack.click();
  await page.getByRole('radio', { name: '支付宝' }).click();
  await page.getByRole('checkbox', { name: new RegExp(cn.recharge.agreePrefix) }).check();
  await expect(page.getByTestId('summary-total')).toHaveText('81.60');
  await shot(page, 'recharge-ready', { focus: page.getByTestId('summary-total'), wholeOnDesktop: true, still: true });
  await payButton.click();

  // The sandbox's hosted checkout; a phone's is the provider's phone checkout of the same order.
  await expect(page).toHaveURL(isPhone(page) ? /\/sandbox\/pay\/.+\?channel=h5$/ : /\/sandbox\/pay\//);
  await expect(page.getByText('¥68.00')).toBeVisible();
  await shot(page, 'recharge-checkout', { still: true });
  if (isPhone(page)) {
    // Back without paying: the order can still be paid, and the way back to its checkout is offered.
    await page.goBack();
    const waiting = page.getByRole('dialog', { name: cn.recharge.statusTitle });
    await expect(waiting.getByTestId('payable-until')).toBeVisible();
    await shot(page, 'recharge-resume', { focus: waiting, wholeOnDesktop: true, still: true });
    await waiting.getByRole('button', { name: cn.recharge.continuePaying }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/.+\?channel=h5$/);
    await expect(page.getByRole('heading', { name: 'Sandbox phone checkout' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('result')).toHaveText('Payment complete');
  await page.getByRole('link', { name: 'Back to Lootbay' }).click();

  // Back on the site: the order's status, with the package and first-recharge bonuses.
  await expect(page).toHaveURL(/\/recharge\?orderNo=/);
  const status = page.getByRole('dialog', { name: cn.recharge.statusTitle });
  await expect(status.getByTestId('recharge-received')).toContainText('81.60');
  await expect(status.getByTestId('recharge-bonus')).toContainText('13.60');
  await shot(page, 'recharge-paid', { still: true });
  await status.getByRole('button', { name: cn.recharge.close }).first().click();
  await expect(status).toBeHidden();
  await expect(page.getByTestId('header-coin')).toContainText('81.60');
  await expect(page.getByTestId('wallet-coin')).toHaveText('81.60');
  // The first recharge is spent: the page no longer promises its bonus.
  await expect(page.getByTestId('first-bonus')).toHaveCount(0);

  // Redemption: once, then refused with the server's message.
  const code = page.getByRole('textbox', { name: cn.recharge.redeemLabel });
  await code.fill(DEMO_CODE);
  await page.getByRole('button', { name: cn.recharge.redeemSubmit, exact: true }).click();
  await expect(toast(page, `兑换成功，获得 ${formatMoney(500)} ${cn.wallet.currencies.coin}`)).toBeVisible();
  await expect(page.getByTestId('header-coin')).toContainText('86.60');
  await code.fill(DEMO_CODE.toLowerCase());
  await page.getByRole('button', { name: cn.recharge.redeemSubmit, exact: true }).click();
  await expect(toast(page, ERRORS.REDEMPTION_CODE_USED.messages.cn)).toBeVisible();
  await shot(page, 'recharge-redeemed-twice', { focus: code, still: true });
  await expect(page.getByTestId('header-coin')).toContainText('86.60');

  // The record of the recharge, and the account records of every credit.
  await page.goto('/recharge-list');
  const record = page.getByTestId('recharge-record');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(cn.recharge.statuses.success);
  await expect(record).toContainText('¥68.00');
  await expect(record).toContainText('81.60');
  await expect(page.getByText(ERRORS.NO_MORE_DATA.messages.cn)).toBeVisible();
  await shot(page, 'recharge-records', { focus: record, wholeOnDesktop: true, still: true });

  await page.getByRole('tab', { name: cn.recharge.tabAccount }).click();
  await expect(page.locator('.ledger-row')).toHaveCount(4);
  await page.getByRole('radio', { name: cn.wallet.currencies.jade }).click();
  await expect(page.getByText(cn.wallet.emptyTitle)).toBeVisible();
  await page.getByRole('radio', { name: cn.wallet.currencies.coin }).click();
  await expect(page.locator('.ledger-row')).toHaveCount(4);
  await expect(page.locator('.ledger-row').filter({ hasText: LEDGER_REASONS.redemption_code.cn })).toContainText('+5.00');
  await shot(page, 'recharge-account-records', { focus: page.locator('.wallet-filter'), wholeOnDesktop: true, still: true });

  // A recharge paid elsewhere reaches the header over the socket, without any action on this page.
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p10', payType: 'wechat' }, token);
  expect(((await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  await expect(page.getByTestId('header-coin')).toContainText('96.60');

  await page.getByTestId('header-coin').click();
  await expect(page.getByTestId('balance-coin')).toHaveText('96.60');
  await shot(page, 'recharge-header-balances', { still: true });

  // The personal centre's recharge tab (spec point 2: tab=2) is the same recharge centre.
  await page.keyboard.press('Escape');
  await page.goto('/user?tab=2');
  await expect(page.getByTestId('package-p68')).toBeVisible();
  await shot(page, 'recharge-user-tab', { focus: page.getByTestId('package-p68'), wholeOnDesktop: true, still: true });

  // The recharge centre in English.
  await page.goto('/recharge');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('button', { name: new RegExp(en.recharge.submit) })).toBeVisible();
  await shot(page, 'recharge-en', { focus: page.locator('.recharge-hero'), wholeOnDesktop: true, still: true });
  expect(problems).toEqual([]);
});

test('a failed payment shows as failed within seconds, is paid again from the dialog, and an abandoned order is closed from the records', async ({ page, problems }) => {
  test.setTimeout(90_000);
  const token = await payForP30(page, '203.0.113.62', '支付宝');

  // The provider declines: its page says no money moved, and the way back shows the failure at once.
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByTestId('result')).toHaveText('Payment failed');
  await expect(page.getByText('No money was collected')).toBeVisible();
  const declined = Date.now();
  await page.getByRole('link', { name: 'Back to Lootbay' }).click();
  const status = page.getByRole('dialog', { name: cn.recharge.statusTitle });
  await expect(status.getByTestId('order-state')).toHaveAttribute('data-state', 'failed');
  expect(Date.now() - declined).toBeLessThan(5_000);
  await expect(status.getByText(cn.recharge.failedTitle)).toBeVisible();
  await expect(status.getByTestId('close-order')).toBeVisible();
  await shot(page, 'recharge-failed', { still: true });

  // Pay again: the same order's checkout, paid this time.
  await status.getByTestId('resume-order').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('link', { name: 'Back to Lootbay' }).click();
  await expect(page.getByRole('dialog', { name: cn.recharge.statusTitle }).getByTestId('order-state')).toHaveAttribute('data-state', 'paid');
  await page.getByRole('dialog', { name: cn.recharge.statusTitle }).getByRole('button', { name: cn.recharge.close }).first().click();
  await expect(page.getByTestId('header-coin')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('header-coin')).not.toContainText('0.00');

  // An order left at the checkout waits in the records, where it can be resumed or closed.
  await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p10', payType: 'wechat' }, token);
  await page.goto('/recharge-list');
  const waiting = page.getByTestId('recharge-record').filter({ hasText: cn.recharge.statuses.awaiting });
  await expect(waiting.getByRole('button', { name: cn.recharge.continuePaying })).toBeVisible();
  await shot(page, 'recharge-pending-record', { still: true });
  await waiting.getByRole('button', { name: cn.recharge.closeOrder }).click();
  await expect(page.getByTestId('recharge-record').filter({ hasText: cn.recharge.statuses.timeout })).toHaveCount(1);
  await expect(page.getByRole('button', { name: cn.recharge.continuePaying })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('WeChat Pay on a computer shows the code to scan, and the dialog turns paid when the phone that scanned it pays', async ({ page, problems }) => {
  test.skip(isPhone(page), 'a phone goes to the WeChat Pay phone checkout instead, as with Alipay above');
  await payForP30(page, '203.0.113.63', '微信支付');

  const dialog = page.getByRole('dialog', { name: cn.recharge.statusTitle });
  await expect(dialog.getByTestId('order-state')).toHaveAttribute('data-state', 'scan');
  await expect(dialog.getByTestId('scan-code')).toBeVisible();
  await expect(dialog.getByText(cn.recharge.scanText.replace('{{amount}}', '30.00'))).toBeVisible();
  await shot(page, 'recharge-wechat-scan', { still: true });
  // The phone that scanned the code pays at its checkout; this page learns it by itself.
  const orderNo = /R\d+/.exec((await dialog.locator('.order-status__order').textContent()) ?? '')?.[0];
  expect(((await (await page.request.post(`/dev/pay/${orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  await expect(dialog.getByTestId('order-state')).toHaveAttribute('data-state', 'paid');
  await expect(dialog.getByTestId('recharge-received')).toContainText('34.50');
  await shot(page, 'recharge-wechat-paid', { still: true });
  expect(problems).toEqual([]);
});

test('a member short of coins and jade is offered the recharge centre, and confirming goes there', async ({ page, problems }) => {
  await asReturningVisitor(page);
  await page.goto('/box-info?id=dreams');
  const token = await signUpByPhone(page);
  await verifyAdult(page, token);
  await page.reload();

  await page.getByRole('button', { name: /开启 ×1/ }).click();
  const dialog = page.getByRole('dialog', { name: cn.recharge.lowBalanceTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(cn.recharge.lowBalanceText);
  await shot(page, 'recharge-low-balance', { still: true });
  await dialog.getByRole('button', { name: cn.recharge.lowBalanceConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/recharge$/);
  await expect(page.getByTestId('package-p68')).toBeVisible();
  expect(problems).toEqual([]);
});

test('an ingot or coin shortfall offers deduction with jade and automatic conversion', async ({ page, problems }) => {
  await asReturningVisitor(page);
  await page.goto('/box-info?id=dreams');
  const token = await signUpByPhone(page);
  await verifyAdult(page, token);
  await page.reload();

  // The server refuses with the offer once (the member holds jade in this scene); the retry is real.
  const bodies: { useJade?: boolean; requestId?: string }[] = [];
  await page.route('**/api/member/openBox**', async (route) => {
    bodies.push(route.request().postDataJSON() as { useJade?: boolean; requestId?: string });
    if (bodies.length > 1) return route.continue();
    const offer = { currency: 'coin', shortfall: 420, jade: 1_000, canDeductWithJade: true };
    return route.fulfill({ json: { code: ERRORS.INSUFFICIENT_INGOTS_OR_COINS.code, msg: ERRORS.INSUFFICIENT_INGOTS_OR_COINS.messages.cn, data: offer } });
  });

  await page.getByRole('button', { name: /开启 ×1/ }).click();
  const offer = page.getByRole('dialog', { name: cn.wallet.jadeTitle });
  await expect(offer).toContainText('还差 4.20 金币，您有 10.00 玉石');
  await offer.getByRole('checkbox', { name: cn.wallet.jadeAuto }).check();
  await shot(page, 'recharge-jade-offer', { still: true });
  const switched = page.waitForResponse((response) => response.url().includes('/api/web/user/update/conversion-status'));
  await offer.getByRole('button', { name: cn.wallet.jadeDeduct }).click();
  expect(((await (await switched).json()) as { data: { autoConversion: number } }).data.autoConversion).toBe(1);
  await expect(toast(page, cn.wallet.autoOn)).toBeVisible();

  // The purchase is repeated with jade allowed; this member has none, so the recharge centre is offered.
  await expect(page.getByRole('dialog', { name: cn.recharge.lowBalanceTitle })).toBeVisible();
  expect(bodies.map((body) => body.useJade === true)).toEqual([false, true]);
  // The retry asks for something else (jade allowed), so it is a new request.
  expect(bodies[1]?.requestId).not.toBe(bodies[0]?.requestId);
  // The recharge page's conversion, shown as to a member holding 10.00 jade: an amount above it is
  // refused as typed; the server's refusal (this member holds none) shows beside the amount.
  await page.route('**/api/member/userAsset**', async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: { jade: number } };
    return route.fulfill({ json: { ...answer, data: { ...answer.data, jade: 1_000 } } });
  });
  await page.goto('/recharge');
  await expect(page.getByRole('switch', { name: new RegExp(cn.wallet.autoLabel) })).toBeChecked();
  const conversion = page.locator('.wallet-convert');
  const amount = conversion.getByLabel(cn.wallet.convertLabel);
  await amount.fill('20');
  await expect(conversion.getByRole('alert')).toHaveText(cn.wallet.convertInvalid.replace('{{max}}', '10.00'));
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'recharge-conversion-refused', { focus: conversion, still: true });
  await amount.fill('5');
  await expect(conversion.getByRole('alert')).toHaveCount(0);
  await conversion.getByRole('button', { name: cn.wallet.convertSubmit }).click();
  await expect(conversion.getByRole('alert')).toHaveText(ERRORS.INSUFFICIENT_BALANCE.messages.cn);
  expect(problems).toEqual([]);
});
