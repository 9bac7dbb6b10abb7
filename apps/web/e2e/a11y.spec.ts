import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { cn } from '@lootbay/shared/i18n/cn';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import { seriousViolations } from './accessibility';
import { asReturningVisitor, expect, pageReady, test } from './fixtures';
import { keepSession, signedCall, signUpThroughApi, verifyAdult } from './members';

/** The member's own network, so the sign-up spends no other spec's SMS codes. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.41' } });

/** A cheap paid box of the demo catalogue, opened for the backpack and battled over. */
const BOX_ID = 'dreams';

/** Opens each page in turn and gathers every page's violations, so one run names them all. */
async function violationsOf(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await pageReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await seriousViolations(page)));
  }
  return found;
}

/**
 * A member with something on every page of theirs: verified as an adult, recharged in the sandbox,
 * a box opened five times (the backpack), a battle against the house's robots (played out by the
 * time its page is checked), a house roll room still open and a fishing session under way.
 */
async function stockedMember(page: Page): Promise<{ token: string; user: Record<string, unknown>; battleId: string; roomId: string }> {
  const { token, user } = await signUpThroughApi(page.request);
  await verifyAdult(page, token);
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p68', payType: 'alipay' }, token);
  expect(((await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  await signedCall(page.request, '/member/updateUserSeed', { userSeed: randomUUID().replaceAll('-', '') }, token);
  const box = await signedCall<BoxDetail>(page.request, '/visitor/getBoxInfo', { id: BOX_ID }, token);
  await signedCall(page.request, '/member/openBox', { id: BOX_ID, num: 5, requestId: randomUUID(), oddsVersion: box.oddsVersion, price: box.price }, token);
  const battle = await signedCall<ArenaBattle>(page.request, '/member/arenaAdd', { boxIds: [BOX_ID], mode: '2p', requestId: randomUUID() }, token);
  await signedCall(page.request, '/member/joinRobot', { id: battle.id }, token);
  await signedCall(page.request, '/activity/fish/mallBuyFishTool', { id: 'bait-1', num: 1, requestId: randomUUID() }, token);
  await signedCall(page.request, '/activity/fish/startFishing', { placeId: 1, mode: 'entertainment', toolId: 'bait-1', bait: 3 }, token);
  const prizeIds = box.ornaments.slice(0, 2).map((ornament) => ornament.id);
  const room = (await (await page.request.post('/dev/roll-rooms', { data: { prizeIds, endsInSeconds: 600, robots: 1, title: '福利房' } })).json()) as { data: { id: string } };
  return { token, user, battleId: battle.id, roomId: room.data.id };
}

test("every page of a signed-in member has no serious or critical accessibility violation, with the member's items, battle and room", async ({ page }) => {
  test.setTimeout(120_000);
  const { token, user, battleId, roomId } = await stockedMember(page);
  await asReturningVisitor(page);
  await keepSession(page, { token, user });
  const found = await violationsOf(page, ['/bag', '/user', '/user-setup', '/user-history', '/msg', '/invite', '/recharge-list', '/exponent_bag', '/fishing', '/fishingbag', '/compound', '/percentage', '/freeboxdetails?id=free-1', '/details', `/roll-house-info?id=${roomId}`]);

  await page.goto(`/pk-room-details?id=${battleId}`);
  await pageReady(page);
  await expect(page.getByTestId('battle-state')).toHaveAttribute('data-status', 'finished');
  found.push(...(await seriousViolations(page)));
  expect(found).toEqual([]);
});

test('the login dialog has no serious or critical accessibility violations', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  await pageReady(page);
  await page.getByRole('button', { name: cn.shell.login, exact: true }).click();
  await expect(page.getByRole('dialog', { name: cn.login.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the odds history has no serious or critical accessibility violations', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/box-info?id=recoil');
  await pageReady(page);
  await page.getByTestId('odds-seal').getByRole('button', { name: cn.boxes.oddsHistory }).click();
  await expect(page.getByTestId('odds-history')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
