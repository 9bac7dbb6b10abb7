import type { Locator, Page } from '@playwright/test';
import { cn } from '@lootbay/shared/i18n/cn';
import type { FreeBoxList, OpenFreeBoxAnswer, PrayDraw } from '@lootbay/shared/schemas/activity';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { UserKey } from '@lootbay/shared/schemas/fairness';
import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import type { MemberLevelFields } from '@lootbay/shared/schemas/wallet';
import { asReturningVisitor, expect, isPhone, test, text } from './fixtures';
import { signedCall, signUpByPhone, verifyAdult } from './members';
import { shot } from './pictures';

/** This journey watches the game move: the spin, the reels and the draw run as most players see them. */
test.use({ reducedMotion: 'no-preference' });

/** The member's own network (a documentation address the e2e server reads from X-Forwarded-For), so the sign-up spends no other spec's SMS codes. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.20' } });

/** Long enough to find the room and join it; short enough that the test waits for the draw only briefly. */
const DRAW_AFTER_SECONDS = 12;

/** Scrolls so that the element sits just below the sticky header. */
async function scrollBelowHeader(page: Page, element: Locator): Promise<void> {
  await element.evaluate((node) => window.scrollTo({ top: node.getBoundingClientRect().top + window.scrollY - 84, behavior: 'instant' }));
}

test('a member joins a roll room, sees the draw live, finds the prize in the backpack and verifies the draw, then opens a free box and makes a wish', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await asReturningVisitor(page);

  // A new member, an adult whose device has sent its seed (the free box and the wish roll on it).
  await page.goto('/roll-house');
  await expect(page.getByRole('heading', { level: 1, name: cn.screens.rollHouse.title })).toBeVisible();
  // The house's own rooms are titled in the player's language.
  await expect(page.locator('.room-card').filter({ hasText: cn.roll.demoTitles.daily }).first()).toBeVisible();
  const token = await signUpByPhone(page);
  await verifyAdult(page, token);
  await expect.poll(async () => (await signedCall<UserKey>(page.request, '/member/userKey', {}, token)).userSeed).not.toBe('');

  // The house opens a room of two prizes with one robot: the member and the robot win one each.
  const box = await signedCall<BoxDetail>(page.request, '/visitor/getBoxInfo', { id: 'dreams' });
  const prizeIds = box.ornaments.slice(0, 2).map((ornament) => ornament.id);
  const created = (await (await page.request.post('/dev/roll-rooms', { data: { prizeIds, endsInSeconds: DRAW_AFTER_SECONDS, robots: 1, title: 'E2E 福利房' } })).json()) as { data: { id: string } };
  const roomId = created.data.id;
  await page.goto('/roll-house');

  // The list shows it live with its countdown, and that this member may join.
  const card = page.locator(`.room-card[data-room-id="${roomId}"]`);
  await expect(card.getByTestId('room-eligible')).toHaveText(cn.roll.eligible);
  await expect(card.getByTestId('room-clock')).toHaveAttribute('data-phase', 'in_progress');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'roll-list', { afterToasts: true });

  // Join from the room's page: the member is the second person, after the robot.
  await card.getByRole('link', { name: cn.roll.toJoin }).click();
  await expect(page).toHaveURL(new RegExp(`/roll-house-info\\?id=${roomId}$`));
  await page.getByTestId('join-room').click();
  await expect(page.getByTestId('join-status')).toHaveText(cn.roll.joinedWaiting);
  await expect(page.getByTestId('room-person')).toHaveCount(2);
  await expect(page.getByTestId('room-person').first().getByText(cn.roll.robot)).toBeVisible();

  // The draw runs on the server's clock; the page shows it as it happens, and the win is celebrated.
  const celebration = page.getByRole('dialog', { name: cn.roll.celebrateTitle });
  await expect(celebration).toBeVisible({ timeout: 20_000 });
  const room = await signedCall<RollRoomDetail>(page.request, '/visitor/rollRoomDetail', { id: roomId }, token);
  const mine = room.winners.filter((winner) => winner.robot === false);
  expect(room.winners).toHaveLength(2);
  expect(mine).toHaveLength(1);
  await expect(celebration.getByTestId('win-prizes')).toContainText(mine[0]!.item.name);
  await celebration.getByRole('button', { name: cn.roll.close, exact: true }).first().click();
  await expect(page.getByTestId('room-result')).toContainText(cn.roll.youWon.replace('{{count}}', '1'));
  for (const winner of room.winners) await expect(page.locator(`[data-testid="room-prize"][data-position="${winner.position}"]`)).toHaveAttribute('data-winner', winner.participantId);
  await scrollBelowHeader(page, page.getByTestId('room-result'));
  await shot(page, 'roll-room-drawn', { afterToasts: true });

  // The prize waits in the backpack.
  await page.getByTestId('room-result').getByRole('link', { name: cn.roll.toBag }).click();
  await expect(page.locator(`[data-item-id="${mine[0]!.backpackItemId}"]`)).toBeVisible();

  // /fair recomputes the draw: the commitment, the client seed and every prize's winner.
  await page.goto(`/fair?room=${roomId}`);
  const rolls = page.getByTestId('room-roll');
  await expect(rolls).toHaveCount(2);
  for (const row of await rolls.all()) await expect(row).toHaveClass(/proof-roll--ok/);
  for (const check of ['room-hash-check', 'room-client-seed-check', 'room-winners-check']) await expect(page.getByTestId(check), check).toHaveClass(/verdict--ok/);
  // A phone shows the checks and the table; a desktop shows them with the page's heading.
  if (isPhone(page)) await scrollBelowHeader(page, page.getByTestId('room-hash-check'));
  await shot(page, 'roll-fair', { afterToasts: true });

  // A new member is level 1: the level-1 free box opens once, then its 24-hour countdown runs.
  const boxes = await signedCall<FreeBoxList>(page.request, '/activity/recharge/activityBox', {}, token);
  const free = boxes.list.find((entry) => !entry.locked)!;
  expect(free.level).toBeLessThanOrEqual(boxes.memberLevel ?? 0);
  await page.goto('/freebox');
  // The level shows how far the next one is.
  const reached = await signedCall<MemberLevelFields>(page.request, '/member/userAsset', {}, token);
  expect(reached.nextLevelExperience).not.toBeNull();
  await expect(page.getByTestId('level-progress')).toContainText(
    text(cn.wallet.levelToNext, { experience: reached.experience, next: reached.nextLevelExperience!, missing: reached.nextLevelExperience! - reached.experience, level: reached.level + 1 }),
  );
  await expect(page.getByTestId('level-progress').getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(reached.levelProgress));
  const freeCard = page.locator(`[data-free-box-id="${free.id}"]`);
  const opened = page.waitForResponse((response) => response.url().includes('/api/activity/recharge/openActivityBox'));
  await freeCard.getByTestId('open-free-box').click();
  const answer = ((await (await opened).json()) as { data: OpenFreeBoxAnswer }).data;
  await expect(page.getByTestId('roulette')).toHaveAttribute('data-won-id', answer.list[0]!.ornament.id);
  await page.getByRole('button', { name: cn.freebox.skip }).click();
  const result = page.getByRole('dialog', { name: cn.boxes.resultTitle });
  await expect(result.getByText(answer.list[0]!.ornament.skin)).toBeVisible();
  await result.getByRole('button', { name: cn.boxes.keep }).click();
  await expect(freeCard.getByTestId('free-box-countdown')).toHaveText(/^(24:00:00|23:5\d:\d\d)$/);
  await freeCard.scrollIntoViewIfNeeded();
  await shot(page, 'freebox-countdown', { afterToasts: true });

  // The home page's activities: today's wish is chosen and drawn, with its proof.
  await page.goto('/');
  // The activities are drawn as they come near the screen.
  await page.locator('#activities').scrollIntoViewIfNeeded();
  const wish = page.getByTestId('pray-activity');
  await wish.locator('.pray-item').first().click();
  await expect(wish.locator('.pray-item').first()).toHaveAttribute('aria-pressed', 'true');
  const drawn = page.waitForResponse((response) => response.url().includes('/api/activity/pray/draw'));
  await wish.getByTestId('pray-draw').click();
  const draw = ((await (await drawn).json()) as { data: PrayDraw }).data;
  await expect(wish.getByTestId('pray-result')).toHaveAttribute('data-win', String(draw.win));
  await expect(wish.getByTestId('pray-proof')).toHaveAttribute('href', `/fair?roll=${draw.rollId}`);
  await scrollBelowHeader(page, page.locator('#activities'));
  await shot(page, 'home-activities', { afterToasts: true });

  expect(problems).toEqual([]);
});
