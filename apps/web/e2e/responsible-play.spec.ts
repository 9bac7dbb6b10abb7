import { ERRORS } from '@lootbay/shared/errors';
import { br } from '@lootbay/shared/i18n/br';
import { cn } from '@lootbay/shared/i18n/cn';
import { formatMoney } from '@lootbay/shared/money';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { PlaySession } from '@lootbay/shared/schemas/responsible';
import { asReturningVisitor, chooseLanguage, expect, isPhone, test, toast } from './fixtures';
import { signedCall, signUpByPhone, verifyAdult } from './members';
import { shot } from './pictures';

/** How this journey's pictures are taken. */
const PICTURE = { afterToasts: true, still: true } as const;

const texts = cn.responsible;
/** The personal centre's responsible-play tab. */
const RESPONSIBLE_TAB = '/user?tab=9';
/** A cheap paid box of the demo catalogue. */
const BOX_ID = 'dreams';
/** Where the app keeps the start of the device's play session (this tab's storage). */
const SESSION_START_KEY = 'lootbay.playSessionStartedAt';
const HOUR_MS = 3_600_000;

test('a member limits recharges, is refused above the limit, takes a cool-off that stops box opening but not selling, and sees the reality check', async ({ page, problems }) => {
  test.setTimeout(120_000);
  await asReturningVisitor(page);
  await page.goto('/');
  const token = await signUpByPhone(page);
  await verifyAdult(page, token);
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, token);
  expect(((await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);

  // A daily recharge limit of 50.00 applies at once, with what today used and when it resets.
  await page.goto(RESPONSIBLE_TAB);
  await expect(page.getByText(texts.limitRule).first()).toBeVisible();
  const daily = page.getByTestId('limit-recharge-day');
  await daily.getByRole('button', { name: `${texts.set} · ${texts.limitNames.recharge.day}` }).click();
  await daily.getByRole('textbox', { name: texts.limitNames.recharge.day }).fill('50');
  await daily.getByRole('button', { name: texts.save }).click();
  await expect(toast(page, texts.applied)).toBeVisible();
  await expect(daily.locator('.rp-limit__amount')).toHaveText('50.00');
  await expect(daily.getByRole('progressbar', { name: texts.limitNames.recharge.day })).toBeVisible();
  await expect(daily).toContainText('已用 30.00 / 50.00');
  await expect(daily).toContainText(/\d{4}-\d\d-\d\d 00:00（北京时间）重置/);

  // Raising the weekly one waits 24 hours, counting down.
  const weekly = page.getByTestId('limit-recharge-week');
  await weekly.getByRole('button', { name: `${texts.set} · ${texts.limitNames.recharge.week}` }).click();
  await weekly.getByRole('textbox', { name: texts.limitNames.recharge.week }).fill('100');
  await weekly.getByRole('button', { name: texts.save }).click();
  await weekly.getByRole('button', { name: `${texts.change} · ${texts.limitNames.recharge.week}` }).click();
  await weekly.getByRole('textbox', { name: texts.limitNames.recharge.week }).fill('200.00');
  await shot(page, 'responsible-01-limit-form', { ...PICTURE, focus: weekly });
  await weekly.getByRole('button', { name: texts.save }).click();
  await expect(toast(page, texts.raiseWaiting)).toBeVisible();
  await expect(weekly.locator('.rp-limit__amount')).toHaveText('100.00');
  await expect(weekly.getByTestId('limit-pending')).toHaveText(/^新限额 200\.00 将在 23:59:\d\d 后生效$/);
  await shot(page, 'responsible-02-limits', { ...PICTURE, focus: isPhone(page) ? weekly : undefined });

  // A recharge above the daily limit is refused with the catalogue's message, in the summary.
  await page.goto('/recharge');
  await page.getByTestId('package-p30').click();
  await page.getByRole('radio', { name: '支付宝' }).click();
  await page.getByRole('checkbox', { name: new RegExp(cn.recharge.agreePrefix) }).check();
  await page.getByRole('button', { name: new RegExp(cn.recharge.submit) }).click();
  const refusal = page.getByRole('alert').filter({ hasText: ERRORS.RECHARGE_LIMIT_DAY.messages.cn });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(texts.rechargeLimitTitle);
  await expect(refusal.getByRole('link', { name: texts.noticeLink })).toHaveAttribute('href', RESPONSIBLE_TAB);
  await shot(page, 'responsible-03-recharge-refused', { ...PICTURE, focus: refusal });

  // One box opened before the break: an item in the backpack, and a play for the reality check.
  await page.goto(`/box-info?id=${BOX_ID}`);
  await page.getByText(cn.boxes.quickOpen).click();
  const opened = page.waitForResponse((response) => response.url().includes('/api/member/openBox'));
  await page.getByRole('button', { name: /开启 ×1/ }).click();
  const won = ((await (await opened).json()) as { data: OpenBoxAnswer }).data.list[0]!;
  const result = page.getByRole('dialog', { name: cn.boxes.resultTitle });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await result.getByRole('button', { name: cn.boxes.keep }).click();
  await expect(result).toBeHidden();

  // A 7-day cool-off, said plainly before it starts; then shown with its end instead of the choices.
  await page.goto(RESPONSIBLE_TAB);
  await page.getByRole('group', { name: texts.breakKinds.cool_off }).getByRole('button', { name: texts.breakPeriods['7d'] }).click();
  const confirm = page.getByRole('dialog', { name: texts.breakTitles['7d'] });
  await expect(confirm).toContainText(/直到 \d{4}-\d\d-\d\d \d\d:\d\d（北京时间），你不能充值、开箱或参与任何游戏。/);
  await expect(confirm).toContainText(texts.breakNoShorten);
  await expect(confirm).toContainText(texts.breakStillWorks);
  await expect(confirm).toContainText(texts.breakCoversAll);
  await shot(page, 'responsible-04-cool-off-confirm', PICTURE);
  await confirm.getByRole('button', { name: texts.breakConfirm }).click();
  await expect(confirm).toBeHidden();
  const inForce = page.getByTestId('break-in-force');
  await expect(inForce).toContainText(texts.inForceKinds.cool_off);
  await expect(inForce).toContainText(/至 \d{4}-\d\d-\d\d \d\d:\d\d（北京时间）结束。/);
  // Only longer breaks are left to choose: the cool-offs of a day and a week are gone.
  await expect(page.getByRole('button', { name: texts.breakPeriods['24h'], exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.breakPeriods['30d'], exact: true })).toBeVisible();
  await shot(page, 'responsible-05-break-in-force', { ...PICTURE, focus: inForce });

  // The box page says so up front, and an open is refused with the catalogue's message.
  await page.goto(`/box-info?id=${BOX_ID}`);
  const notice = page.getByTestId('break-notice');
  await expect(notice).toContainText(texts.inForceKinds.cool_off);
  await shot(page, 'responsible-06-box-notice', PICTURE);
  await page.getByRole('button', { name: /开启 ×1/ }).click();
  await expect(toast(page, ERRORS.PLAY_BREAK_ACTIVE.messages.cn)).toBeVisible();

  // The recharge page says so too.
  await page.goto('/recharge');
  await expect(page.getByTestId('break-notice')).toContainText(texts.inForceKinds.cool_off);

  // Selling still works during the break.
  await page.goto('/bag');
  const item = page.locator(`[data-item-id="${won.backpackItemId}"]`);
  await item.getByRole('button', { name: /^分解/ }).click();
  await page.getByRole('dialog', { name: cn.confirm.sellTitle }).getByTestId('confirm-action').click();
  await expect(page.getByTestId('sell-result')).toContainText('已分解 1 件');
  await expect(item).toBeHidden();

  // The reality check: a session begun two hours ago is checked at once, with its net result.
  const since = Date.now() - 2 * HOUR_MS;
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [SESSION_START_KEY, String(since)] as const);
  await page.reload();
  const check = page.getByRole('dialog', { name: texts.checkTitle });
  await expect(check).toContainText('你本次已游戏 2 小时 0 分钟。');
  const session = await signedCall<PlaySession>(page.request, '/member/responsible/session', { since }, token);
  expect(session.plays).toBe(1);
  await expect(check.getByTestId('session-plays')).toHaveText('1');
  await expect(check.getByTestId('session-staked')).toHaveText(formatMoney(session.staked));
  await expect(check.getByTestId('session-won')).toHaveText(formatMoney(session.won));
  await expect(check.getByTestId('session-net')).toHaveText(`${session.net > 0 ? '+' : ''}${formatMoney(session.net)}`);
  await shot(page, 'responsible-07-reality-check', PICTURE);

  // 'Take a break' leads to the responsible-play tab; answered, the check does not come back on reload.
  await check.getByRole('button', { name: texts.checkBreak }).click();
  await expect(check).toBeHidden();
  await expect(page).toHaveURL(RESPONSIBLE_TAB);
  await expect(page.getByTestId('break-in-force')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('break-in-force')).toBeVisible();
  await expect(check).toBeHidden();

  // The tab in Portuguese: the waiting raise and the break in force, in the words of the language.
  await chooseLanguage(page, 'br');
  await expect(page.getByTestId('break-in-force')).toContainText(br.responsible.inForceKinds.cool_off);
  await expect(page.getByTestId('limit-recharge-week').getByTestId('limit-pending')).toHaveText(/^Novo limite de 200\.00 vale em 23:\d\d:\d\d$/);
  await shot(page, 'responsible-08-br', { ...PICTURE, focus: page.getByTestId('limit-recharge-week').getByTestId('limit-pending') });

  expect(problems).toEqual([]);
});
