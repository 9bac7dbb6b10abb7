import { cn } from '@lootbay/shared/i18n/cn';
import { asReturningVisitor, collectProblems, expect, isPhone, test } from './fixtures';
import { ownerToken } from './console-owner';
import { randomMobile, signedCall, signUpByPhone } from './members';
import { noSidewaysScroll, shot } from './pictures';
import { consoleCn } from '../src/console/i18n/cn';

/** How this journey's pictures are taken. */
const PICTURE = { blur: true, still: true } as const;

/** The member's own network, so the sign-up spends no other spec's SMS codes. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.83' } });

test('a member gets a message, sees the badge, reads it on /msg so the badge clears, then writes to support', async ({ page, problems }, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  await asReturningVisitor(page);
  await page.goto('/');
  const token = await signUpByPhone(page, randomMobile());
  const { userId } = await signedCall<{ userId: string }>(page.request, '/member/info', {}, token);
  const badge = page.getByTestId('messages-link');
  // Official messages may wait already.
  const before = (await signedCall<{ unread: number }>(page.request, '/msg/userMessage', {}, token)).unread;

  // A message arrives while the page is open: the badge counts it at once, over the socket.
  const title = `Welcome ${project}`;
  const sent = await page.request.post('/dev/messages', { data: { userId, title, body: 'Your first box is on us this week.' } });
  expect(((await sent.json()) as { code: number }).code).toBe(100);
  const menu = page.getByRole('banner').locator('.member-menu__trigger');
  if (isPhone(page)) {
    // A phone's header keeps its room for the title: the account menu carries the dot and the count.
    await expect(page.getByTestId('menu-badge')).toBeVisible();
    await menu.click();
    await expect(page.getByTestId('menu-messages')).toContainText(String(before + 1));
    await shot(page, 'messages-badge', PICTURE);
    await page.getByTestId('menu-messages').click();
  } else {
    await expect(badge).toHaveAttribute('data-unread', String(before + 1));
    await expect(badge.locator('.messages-badge-link__count')).toHaveText(String(before + 1));
    await shot(page, 'messages-badge', { ...PICTURE, target: page.getByRole('banner') });
    await badge.click();
  }
  await noSidewaysScroll(page);
  await expect(page).toHaveURL(/\/msg$/);
  const row = page.getByTestId('message-row').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(row).toContainText(cn.messages.unreadMark);
  await noSidewaysScroll(page);
  await shot(page, 'messages-list', PICTURE);

  // Opening it shows the whole text and reads it.
  await row.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('message-detail')).toContainText('Your first box is on us this week.');
  await shot(page, 'messages-detail', { ...PICTURE, target: dialog });
  await dialog.getByRole('button', { name: cn.messages.close }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveAttribute('data-read', 'true');

  // Whatever else waited (official messages) goes with "mark all read": the badge clears.
  const readAll = page.getByTestId('read-all');
  if (await readAll.isEnabled()) await readAll.click();
  if (isPhone(page)) {
    await menu.click();
    await expect(page.getByTestId('menu-messages').locator('.msg-tabs__count')).toHaveCount(0);
    await page.keyboard.press('Escape');
  } else {
    await expect(badge).toHaveAttribute('data-unread', '0');
    await expect(badge.locator('.messages-badge-link__count')).toHaveCount(0);
  }
  await expect(readAll).toBeDisabled();
  await expect(page.getByTestId('message-row').and(page.locator('[data-read="false"]'))).toHaveCount(0);
  // The count is kept on the device: a reload shows it before the server answers.
  expect(await page.evaluate(() => localStorage.getItem('lootbay.messagesUnread'))).toBe('0');

  // The personal tab holds the message; the official tab has no personal ones.
  await page.getByRole('tab', { name: cn.messages.personal }).click();
  await expect(page.getByTestId('message-row').filter({ hasText: title })).toBeVisible();

  // The support tab sits in the page's margin: it covers none of the page's content.
  const launcher = (await page.getByTestId('support-launcher').boundingBox())!;
  const content = (await page.locator('main#main .container').first().boundingBox())!;
  expect(launcher.x + launcher.width).toBeLessThanOrEqual(content.x);

  // Customer service from the help page: a line to support shows in the chat.
  await page.goto('/help');
  await page.getByTestId('help-support').click();
  const panel = page.getByTestId('support-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('support-input').fill('My retrieval has not arrived yet.');
  await panel.getByRole('button', { name: cn.support.send }).click();
  await expect(panel.getByTestId('support-line').filter({ hasText: 'My retrieval has not arrived yet.' })).toBeVisible();
  await expect(panel.getByTestId('support-input')).toHaveValue('');

  // Support answers from the console's inbox, in another tab: the answer reaches the open chat over the socket.
  const admin = await ownerToken(page.request);
  const operator = await page.context().newPage();
  collectProblems(operator, problems);
  await operator.addInitScript((value) => window.sessionStorage.setItem('lootbay.console.token', value), admin);
  await operator.goto('/admin/site/support');
  const inbox = operator.getByTestId('support-inbox-screen');
  await inbox.getByRole('checkbox', { name: consoleCn.messages.waitingOnly }).check();
  await inbox.getByTestId('support-conversations').getByRole('row').filter({ hasText: 'My retrieval has not arrived yet.' }).first().click();
  const thread = inbox.getByTestId('support-thread');
  await expect(thread).toContainText('My retrieval has not arrived yet.');
  await thread.getByRole('textbox', { name: consoleCn.messages.answerPlaceholder }).fill('We are on it: it arrives within the hour.');
  await thread.getByRole('button', { name: consoleCn.messages.answer }).click();
  await expect(thread).toContainText('We are on it: it arrives within the hour.');
  await noSidewaysScroll(operator);
  await shot(operator, 'support-inbox', PICTURE);
  await operator.close();
  await expect(panel.getByTestId('support-line').filter({ hasText: 'We are on it: it arrives within the hour.' })).toContainText(cn.support.agent);
  await noSidewaysScroll(page);
  await shot(page, 'support-chat', PICTURE);
  expect(problems).toEqual([]);
});
