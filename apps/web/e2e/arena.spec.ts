import type { Browser, Page, TestInfo } from '@playwright/test';
import { cn } from '@lootbay/shared/i18n/cn';
import { formatMoney } from '@lootbay/shared/money';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { Box } from '@lootbay/shared/schemas/catalog';
import type { UserKey } from '@lootbay/shared/schemas/fairness';
import { asReturningVisitor, collectProblems, expect, test, toast } from './fixtures';
import { randomMobile, signedCall, signInInDialog, signUpByPhone, verifyAdult } from './members';
import { shot } from './pictures';

/** This journey watches the game move: the spin, the reels and the draw run as most players see them. */
test.use({ reducedMotion: 'no-preference' });

/** Three rounds of cheap demo boxes, one repeated: the e2e server plays a round every 700 ms. */
const BOX_IDS = ['dreams', 'snakebite', 'dreams'] as const;

/**
 * Each player is on a network of its own (documentation addresses, which the e2e server takes from
 * X-Forwarded-For), as real players are, so their sign-ups do not spend the SMS codes the other
 * specs' shared address may send a day.
 */
const NETWORKS = { creator: '203.0.113.10', rival: '203.0.113.11', visitor: '203.0.113.12' } as const;

test.use({ extraHTTPHeaders: { 'x-forwarded-for': NETWORKS.creator } });

/** Another device at the test's size on a network of its own, as a returning visitor whose problems are recorded too. */
async function otherDevice(browser: Browser, testInfo: TestInfo, network: string, problems: string[]): Promise<Page> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, baseURL, extraHTTPHeaders: { 'x-forwarded-for': network } });
  const page = await context.newPage();
  collectProblems(page, problems);
  await asReturningVisitor(page);
  return page;
}

/** An adult member with coins, as their other device would set them up; rolls wait for the seed the page sends. */
async function fund(page: Page, token: string): Promise<void> {
  await verifyAdult(page, token);
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p68', payType: 'alipay' }, token);
  expect(((await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);
  await expect.poll(async () => (await signedCall<UserKey>(page.request, '/member/userKey', {}, token)).userSeed).not.toBe('');
}

test('two members battle live, the winner takes every item, a visitor replays it and /fair verifies every roll', async ({ page, browser, problems }, testInfo) => {
  test.setTimeout(90_000);
  await asReturningVisitor(page);
  const boxes = await signedCall<Box[]>(page.request, '/visitor/arenaBoxAll', {});
  const price = BOX_IDS.reduce((sum, id) => sum + boxes.find((box) => box.id === id)!.price, 0);
  // Meanwhile a second member signs up on another device and waits on the live list.
  const rivalReady = (async () => {
    const rival = await otherDevice(browser, testInfo, NETWORKS.rival, problems);
    await rival.goto('/pk-room');
    const token = await signUpByPhone(rival);
    await fund(rival, token);
    return { rival, rivalToken: token };
  })();

  // The creator picks three boxes for a 2-player battle, signing in on the way.
  await page.goto('/pk-room');
  await expect(page.getByRole('heading', { level: 1, name: cn.screens.pkRoom.title })).toBeVisible();
  await page.getByTestId('to-create-battle').click();
  await expect(page).toHaveURL(/\/pk-room-add$/);
  await page.getByTestId('create-battle').click();
  const creatorToken = await signInInDialog(page, page.getByRole('dialog', { name: cn.login.title }), randomMobile());
  await fund(page, creatorToken);
  for (const id of BOX_IDS) await page.locator(`.box-picker [data-box-id="${id}"]`).getByRole('button').click();
  await expect(page.getByTestId('chosen-boxes').locator('[data-box-id]')).toHaveCount(BOX_IDS.length);
  await expect(page.getByTestId('battle-total')).toHaveText(formatMoney(price));
  await expect(page.getByRole('radio', { name: new RegExp(cn.arena.modes['2p']) })).toBeChecked();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await shot(page, 'arena-create', { afterToasts: true });
  const created = page.waitForResponse((response) => response.url().includes('/api/member/arenaAdd'));
  await page.getByTestId('create-battle').click();
  const battle = ((await (await created).json()) as { data: ArenaBattle }).data;
  expect(battle.boxes.map((box) => box.id)).toEqual([...BOX_IDS]);
  expect(battle.price).toBe(price);
  await expect(page).toHaveURL(new RegExp(`/pk-room-details\\?id=${battle.id}$`));
  await expect(page.getByTestId('battle-status')).toContainText(cn.arena.waitingLine.replace('{{taken}}', '1').replace('{{seats}}', '2'));
  await expect(page.getByTestId('fill-robots')).toBeVisible();

  // The second member sees it appear in the live list and takes the other seat from its card.
  const { rival, rivalToken } = await rivalReady;
  const card = rival.locator(`.battle-card[data-battle-id="${battle.id}"]`);
  await expect(card.getByTestId('battle-state')).toHaveAttribute('data-status', 'waiting');
  await card.scrollIntoViewIfNeeded();
  await shot(rival, 'arena-list', { afterToasts: true });
  await card.getByTestId('join-battle').click();
  await expect(rival).toHaveURL(new RegExp(`/pk-room-details\\?id=${battle.id}$`));

  // Both watch the countdown and the rounds arrive live, then the outcome.
  for (const viewer of [page, rival]) await expect(viewer.locator('.stage')).toHaveAttribute('data-status', /ready|fighting/);
  await expect(page.locator('.stage')).toHaveAttribute('data-status', 'fighting');
  await shot(page, 'arena-fighting', { afterToasts: true });
  await expect(page.getByTestId('round-track')).toHaveAttribute('data-rounds', String(BOX_IDS.length), { timeout: 10_000 });
  for (const viewer of [page, rival]) await expect(viewer.getByTestId('winner-banner')).toBeVisible({ timeout: 10_000 });
  const finished = await signedCall<ArenaBattle>(page.request, '/visitor/arenaDetail', { id: battle.id });
  expect(finished.status).toBe('finished');
  expect(finished.winners).toHaveLength(1);
  const winner = finished.seats[finished.winners[0]!]!;
  const creatorWon = winner.userId === finished.creatorId;
  await expect(page.getByTestId('winner-banner')).toContainText(creatorWon ? cn.arena.youWon : cn.arena.youLost);
  await expect(rival.getByTestId('winner-banner')).toContainText(creatorWon ? cn.arena.youLost : cn.arena.youWon);
  for (const seat of finished.seats) {
    const column = page.locator(`[data-testid="seat"][data-seat="${seat.seat}"]`);
    await expect(column).toHaveAttribute('data-result', seat.result ?? '');
    await expect(column.getByTestId('seat-total')).toHaveText(formatMoney(seat.total));
    await expect(column.locator('.seat__drop')).toHaveCount(BOX_IDS.length);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await shot(page, 'arena-finished', { afterToasts: true });

  // The rival may report the battle, with a reason; its creator is offered no report of their own.
  await expect(page.getByRole('button', { name: cn.arena.report })).toHaveCount(0);
  await rival.getByRole('button', { name: cn.arena.report }).click();
  const report = rival.getByRole('dialog', { name: cn.arena.reportTitle });
  await report.getByRole('button', { name: cn.arena.reportSend }).click();
  await expect(report.getByLabel(cn.arena.reportReason)).toBeFocused();
  await report.getByLabel(cn.arena.reportReason).fill('The second seat opened suspiciously fast');
  await report.getByRole('button', { name: cn.arena.reportSend }).click();
  await expect(toast(rival, cn.arena.reported)).toBeVisible();
  await expect(report).toBeHidden();

  // Every item of the battle is in the winner's backpack; the loser keeps none.
  const opened = finished.seats.flatMap((seat) => seat.items.map((item) => item.id)).sort();
  const [winnerToken, loserToken] = creatorWon ? [creatorToken, rivalToken] : [rivalToken, creatorToken];
  const inventory = async (token: string) => signedCall<InventoryPage>(page.request, '/member/getMyInventory', { page: 1, size: 50, status: 0 }, token);
  expect((await inventory(winnerToken)).list.map((item) => item.ornament.id).sort()).toEqual(opened);
  expect((await inventory(loserToken)).total).toBe(0);
  const winnerPage = creatorWon ? page : rival;
  await winnerPage.goto('/bag');
  await expect(winnerPage.locator('[data-item-id]')).toHaveCount(opened.length);

  // A visitor opens the finished battle and watches it again, round by round.
  const visitor = await otherDevice(browser, testInfo, NETWORKS.visitor, problems);
  await visitor.goto(`/pk-room-details?id=${battle.id}`);
  await expect(visitor.getByTestId('winner-banner')).toBeVisible();
  await expect(visitor.getByTestId('seat').first().locator('.robot-tag')).toHaveCount(0);
  await visitor.getByTestId('replay').click();
  await expect(visitor.getByTestId('winner-banner')).toBeHidden();
  await expect(visitor.getByTestId('round-track')).toHaveAttribute('data-rounds', '1');
  await shot(visitor, 'arena-replay', { afterToasts: true });
  // The impatient skip to the outcome: played out, the replay would show it 3.6 s after its first
  // round (three more rounds and the outcome, 0.9 s each); a loaded machine takes a second to draw it.
  await visitor.getByTestId('fast-forward').click();
  await expect(visitor.getByTestId('winner-banner')).toBeVisible({ timeout: 2_500 });
  await expect(visitor.getByTestId('round-track')).toHaveAttribute('data-rounds', String(BOX_IDS.length));
  // Watched to the end, the lead follows the reels as they land, and the winner holds it last.
  await visitor.getByTestId('replay').click();
  if (finished.tieBreak === null) {
    const leads = (seat: number) =>
      document.querySelector(`[data-testid="seat"][data-seat="${seat}"]`)?.getAttribute('data-leading') === 'true' && document.querySelector('[data-testid="battle-leader"]') !== null;
    await visitor.waitForFunction(leads, winner.seat, { polling: 'raf', timeout: 5_000 });
  }
  await expect(visitor.getByTestId('winner-banner')).toBeVisible({ timeout: 5_000 });
  await expect(visitor.getByTestId('fast-forward')).toHaveCount(0);

  // Its proof: the commitment, the client seed, each box's odds and every roll of every seat check out.
  await visitor.getByTestId('battle-proof').click();
  await expect(visitor).toHaveURL(new RegExp(`/fair\\?arena=${battle.id}$`));
  const rolls = visitor.getByTestId('arena-roll');
  await expect(rolls).toHaveCount(BOX_IDS.length * 2);
  for (const row of await rolls.all()) await expect(row).toHaveClass(/proof-roll--ok/);
  for (const check of ['arena-hash-check', 'arena-client-seed-check', 'arena-winners-check']) await expect(visitor.getByTestId(check), check).toHaveClass(/verdict--ok/);
  for (const check of await visitor.getByTestId('arena-odds-check').all()) await expect(check).toHaveClass(/verdict--ok/);
  await expect(visitor.getByTestId('arena-roll-tally')).toHaveText(cn.fair.arenaRollsPassed.replace('{{passed}}', '6').replace('{{count}}', '6'));
  await visitor.getByTestId('arena-roll-tally').evaluate((tally) => tally.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await visitor.evaluate(() => window.scrollBy({ top: -140, behavior: 'instant' }));
  await shot(visitor, 'arena-fair', { afterToasts: true });

  // The battle is bound into the public hash chain: its record says what the page shows, and the whole proof is one green verdict.
  for (const check of ['chain-record-check', 'chain-head-check', 'chain-match-check']) await expect(visitor.getByTestId(check), check).toHaveClass(/verdict--ok/);
  await expect(visitor.getByTestId('arena-proof').getByTestId('proof-verdict')).toHaveAttribute('data-verdict', 'ok');
  await visitor.getByTestId('arena-proof').getByTestId('proof-verdict').evaluate((verdict) => verdict.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await shot(visitor, 'arena-fair-verdict', { afterToasts: true });

  // A server that shows the seats swapped after the fact is caught: the verdict turns red and names what differs from the chain.
  await visitor.route('**/api/visitor/arenaDetail**', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { code: number; msg: string; data: ArenaBattle };
    const [first, second] = envelope.data.seats;
    const swapped = [{ ...first!, userId: second!.userId, userSeed: second!.userSeed }, { ...second!, userId: first!.userId, userSeed: first!.userSeed }];
    await route.fulfill({ response, json: { ...envelope, data: { ...envelope.data, seats: swapped } } });
  });
  await visitor.reload();
  // The page checks every roll again in the browser before it shows the verdict: give a loaded machine time.
  await expect(visitor.getByTestId('chain-match-check')).toHaveClass(/verdict--bad/, { timeout: 15_000 });
  await expect(visitor.getByTestId('arena-proof').getByTestId('proof-verdict')).toHaveAttribute('data-verdict', 'bad');
  await expect(visitor.getByTestId('arena-proof').getByTestId('proof-verdict')).toContainText(cn.fair.recordParts.seats);
  await shot(visitor, 'arena-fair-tampered', { afterToasts: true });

  expect(problems).toEqual([]);
});
