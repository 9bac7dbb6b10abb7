import { cn } from '@lootbay/shared/i18n/cn';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import { GLOW_FROM_GRADE } from '@lootbay/shared/catalog';
import type { TryOpenAnswer } from '@lootbay/shared/schemas/boxes';
import { asReturningVisitor, expect, test } from './fixtures';
import { shot } from './pictures';

const BOX_ID = 'dreams';

test('the reveal: the strip lands and holds before the result, a rare item glows, and the sound switch is remembered', async ({ page, problems }) => {
  await asReturningVisitor(page);
  // The try-out lands on the box's rarest item, as a lucky roll would.
  let rare: BoxDetail['ornaments'][number] | undefined;
  await page.route('**/api/visitor/getBoxInfo*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: BoxDetail };
    rare = body.data.ornaments.find((item) => item.grade >= GLOW_FROM_GRADE);
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/mybox/open/on_open_try*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: TryOpenAnswer };
    const { rollFrom: _from, rollTo: _to, ...ornament } = rare!;
    body.data.list[0] = { ...body.data.list[0]!, ornament };
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/box-info?id=${BOX_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Sound is on until the player mutes it, and stays muted on this device.
  const sound = page.getByTestId('landing-sound');
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByTestId('landing-sound')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('landing-sound').click();

  // When the strip stops and when the result comes up, as the page saw them.
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { revealTimes: Record<string, number> }).revealTimes = seen;
    new MutationObserver(() => {
      if (!seen['landed'] && document.querySelector('.roulette--done')) seen['landed'] = performance.now();
      if (!seen['result'] && document.querySelector('dialog[open]')) seen['result'] = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: cn.boxes.tryOut }).click();
  const won = page.locator('.roulette__card--won');
  await expect(won).toHaveClass(/roulette__card--rare/, { timeout: 15_000 });
  await expect(won).toHaveAttribute('data-ornament-id', rare!.id);
  await shot(page, 'reveal-landed');
  const result = page.getByRole('dialog', { name: cn.boxes.tryResultTitle });
  await expect(result).toBeVisible();
  await expect(result.locator('.item-card--rare')).toHaveCount(1);
  const times = await page.evaluate(() => (window as unknown as { revealTimes: Record<string, number> }).revealTimes);
  expect(times['result']! - times['landed']!).toBeGreaterThanOrEqual(800);
  await shot(page, 'reveal-result');
  expect(problems).toEqual([]);
});
