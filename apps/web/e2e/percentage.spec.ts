import type { Page } from '@playwright/test';
import { forgeAdvice, forgeBandFor } from '@lootbay/shared/fairness/forge';
import { PERCENT_STAKE_RANGE, percentageChance, percentageExpectedWin, stakeForChance } from '@lootbay/shared/fairness/percentage';
import { ROLL_POINT_MAX } from '@lootbay/shared/fairness/roll';
import { cn } from '@lootbay/shared/i18n/cn';
import { formatMoney } from '@lootbay/shared/money';
import type { ForgePool, ForgeRecord } from '@lootbay/shared/schemas/forge';
import type { PercentPlay, PercentTargets } from '@lootbay/shared/schemas/percentage';
import { asReturningVisitor, expect, test } from './fixtures';
import { choiceThatWarns } from './forge-choice';
import { randomMobile, signedCall, signInInDialog, stockBackpack } from './members';
import { shot } from './pictures';

/** This journey watches the game move: the spin, the reels and the draw run as most players see them. */
test.use({ reducedMotion: 'no-preference' });

/** Where the dial's needle points, in degrees clockwise from the top, read from its rendered transform. */
async function needleAngle(page: Page): Promise<number> {
  return page.getByTestId('dial-needle').evaluate((needle) => {
    const matrix = new DOMMatrixReadOnly(getComputedStyle(needle).transform);
    return ((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI + 360) % 360;
  });
}

/**
 * The cheapest target that the items reach only about halfway: a 50% chance needs a few coins on
 * top, and the whole stake is more than the 3 coins a play needs at least.
 */
async function targetForHalf(page: Page, itemsValue: number): Promise<PercentTargets['list'][number] & { rtp: number }> {
  for (let pageNo = 1; ; pageNo += 1) {
    const targets = await signedCall<PercentTargets>(page.request, '/mybox/open/on_open_draw', { page: pageNo, size: 100, sort: 'price_asc' });
    const target = targets.list.find((item) => stakeForChance(5_000, item.price, targets.rtp) > Math.max(itemsValue, PERCENT_STAKE_RANGE.min));
    if (target) return { ...target, rtp: targets.rtp };
    expect(pageNo * 100).toBeLessThan(targets.total);
  }
}

test('a member stakes two items at about 50%, sees the dial land on the proven point, forges three items and checks both on /fair', async ({ page, problems }) => {
  test.setTimeout(120_000);
  await asReturningVisitor(page);

  // A visitor sees the game and its targets, and is asked to sign in to play.
  await page.goto('/percentage');
  await expect(page.getByRole('heading', { level: 1, name: cn.screens.percentage.title })).toBeVisible();
  await expect(page.locator('[data-target-id]').first()).toBeVisible();
  await page.getByTestId('percent-play').click();
  const token = await signInInDialog(page, page.getByRole('dialog', { name: cn.login.title }), randomMobile());
  // The two cheapest items are staked; the three dearest go to the forge, above its lowest band.
  const items = await stockBackpack(page, token);
  const stakedItems = items.slice(3);
  const forged = items.slice(0, 3);
  const itemsValue = stakedItems.reduce((sum, item) => sum + item.price, 0);
  const target = await targetForHalf(page, itemsValue);

  // The two items on the cheapest target are worth more than it: the dial says no play can have
  // that chance and why, rather than a chance above 100%.
  await page.reload();
  const targets = page.locator('#percentage-targets');
  const cheapest = (await signedCall<PercentTargets>(page.request, '/mybox/open/on_open_draw', { page: 1, size: 1, sort: 'price_asc' })).list[0]!;
  expect(cheapest.price).toBeLessThan(itemsValue);
  const chooseTarget = async (choice: { skin: string; id: string }) => {
    await targets.getByRole('searchbox').fill(choice.skin);
    await targets.getByRole('button', { name: cn.percentage.search, exact: true }).click();
    await targets.locator(`[data-target-id="${choice.id}"]`).getByRole('button').click();
  };
  await chooseTarget(cheapest);
  for (const item of stakedItems) await page.locator(`#percentage-items [data-item-id="${item.id}"]`).getByRole('button').click();
  await expect(page.getByTestId('dial-chance')).toHaveText('>\u00a075.00%');
  await expect(page.getByTestId('dial-note')).toContainText(cn.percentage.stakeTooHigh.split('{{max}}')[0]!);
  await expect(page.getByTestId('play-chance')).toHaveText('>\u00a075.00%');
  await expect(page.locator('.stake-field__value').filter({ hasText: '%' })).toHaveText('>\u00a075.00%');
  await expect(page.getByTestId('percent-play')).toBeDisabled();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await shot(page, 'percentage-out-of-range');

  // Choose the target by searching its skin; 50% sets the coins that reach it.
  await chooseTarget(target);
  await page.getByRole('button', { name: '50%', exact: true }).click();
  const coins = stakeForChance(5_000, target.price, target.rtp) - itemsValue;
  const chance = percentageChance(itemsValue + coins, target.price, target.rtp);
  await expect(page.getByTestId('play-chance')).toHaveText(`${(chance / 100).toFixed(2)}%`);
  await expect(page.getByTestId('house-edge')).toHaveText('5.00%');
  // What the play gives back on average is shown before staking.
  await expect(page.getByTestId('play-expected')).toContainText(formatMoney(percentageExpectedWin(chance, target.price)));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await shot(page, 'percentage-ready');

  // Play asks first with the stake and the chance; cancelling stakes nothing.
  const askStake = page.getByRole('dialog', { name: cn.confirm.stakeTitle });
  await page.getByTestId('percent-play').click();
  await expect(askStake.getByTestId('confirm-text')).toContainText(formatMoney(itemsValue + coins));
  await expect(askStake.getByTestId('confirm-text')).toContainText(`${(chance / 100).toFixed(2)}%`);
  await askStake.getByTestId('confirm-cancel').click();
  await expect(askStake).toBeHidden();
  await expect(page.getByTestId('percent-play')).toBeEnabled();
  // Play: the dial spins and stops on the roll point the server proved.
  const answered = page.waitForResponse((response) => response.url().includes('/api/member/percentBox'));
  await page.getByTestId('percent-play').click();
  await askStake.getByTestId('confirm-action').click();
  const play = ((await (await answered).json()) as { data: PercentPlay }).data;
  expect(play.chance).toBe(chance);
  expect([...play.ids].sort()).toEqual(stakedItems.map((item) => item.id).sort());
  expect(play.coins).toBe(coins);
  await page.waitForTimeout(1_200);
  await shot(page, 'percentage-spinning');
  await expect(page.getByTestId('dial-point')).toHaveText(String(play.rollPoint), { timeout: 10_000 });
  // The readout comes on a timer; a busy machine may still be painting the needle's last frame.
  await expect.poll(async () => Math.abs((await needleAngle(page)) - (play.rollPoint / ROLL_POINT_MAX) * 360)).toBeLessThan(0.01);
  await shot(page, 'percentage-landed');
  const result = page.getByRole('dialog', { name: play.win ? cn.percentage.resultWon : cn.percentage.resultLost });
  await expect(result).toBeVisible();
  await expect(result.getByText(play.item.skin)).toBeVisible();
  if (play.win) expect(play.item.id).toBe(target.id);
  else expect(play.item.weaponType).toBe('graffiti');
  await expect(result.getByRole('link', { name: cn.percentage.proof })).toHaveAttribute('href', `/fair?roll=${play.rollId}`);
  await shot(page, 'percentage-result');

  // The backpack: the staked items are gone, the won target (or the graffiti) is there.
  await result.getByRole('button', { name: cn.percentage.again }).click();
  await page.locator(`[data-play-id="${play.playId}"]`).scrollIntoViewIfNeeded();
  await shot(page, 'percentage-history');
  await page.goto('/bag');
  await expect(page.locator(`[data-item-id="${play.item.backpackItemId}"]`)).toBeVisible();
  for (const item of stakedItems) await expect(page.locator(`[data-item-id="${item.id}"]`)).toHaveCount(0);

  // The forge: the items chosen where value buys nothing (the advice the shared rule gives), the
  // warning naming the better choice, the band and its odds, the confirmation, the result.
  const pools = await signedCall<ForgePool[]>(page.request, '/visitor/forgePools', {});
  const chosen = choiceThatWarns(forged, pools)!;
  expect(chosen).toBeDefined();
  const advice = forgeAdvice(chosen, pools)!;
  await page.goto('/compound');
  for (const item of chosen) await page.locator(`#forge-items [data-item-id="${item.id}"]`).getByRole('button').click();
  const waste = page.getByTestId('forge-waste');
  await expect(waste).toContainText(formatMoney(advice.waste));
  if (advice.toNextBand !== null) await expect(page.getByTestId('forge-add-advice')).toContainText(formatMoney(advice.toNextBand));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await shot(page, 'compound-waste');
  // Following the advice: the named item comes out and the band stays.
  let inputs = chosen;
  if (advice.remove) {
    await expect(page.getByTestId('forge-remove-advice')).toContainText(advice.remove.ornament.name);
    const removed = advice.remove.id;
    await page.locator(`#forge-items [data-item-id="${removed}"]`).getByRole('button').click();
    inputs = chosen.filter((item) => item.id !== removed);
  } else {
    await expect(page.getByTestId('forge-remove-advice')).toHaveCount(0);
  }
  const forgedValue = inputs.reduce((sum, item) => sum + item.price, 0);
  const band = forgeBandFor(forgedValue, pools)!;
  expect(band.minValue).toBe(forgeBandFor(chosen.reduce((sum, item) => sum + item.price, 0), pools)!.minValue);
  await expect(page.getByTestId('forge-value')).toContainText(formatMoney(forgedValue));
  await expect(page.getByTestId('forge-band')).toContainText(band.name);
  await expect(page.locator(`.forge-odds[data-pool-id="${band.boxId}"]`)).toBeVisible();
  await page.locator('.game-page__pools').evaluate((pools) => window.scrollTo({ top: pools.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' }));
  await shot(page, 'compound-odds');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await shot(page, 'compound-ready');
  // The strike asks first, with the input value and the expected return; cancelling forges nothing.
  const askForge = page.getByRole('dialog', { name: cn.confirm.forgeTitle });
  await page.getByTestId('forge-strike').click();
  await expect(askForge.getByTestId('confirm-text')).toContainText(formatMoney(forgedValue));
  await expect(askForge.getByTestId('confirm-text')).toContainText(formatMoney(band.expectedReturn));
  await askForge.getByTestId('confirm-cancel').click();
  await expect(askForge).toBeHidden();
  await expect(page.getByTestId('forge-value')).toContainText(formatMoney(forgedValue));
  const forgedAnswer = page.waitForResponse((response) => response.url().includes('/api/member/compound'));
  await page.getByTestId('forge-strike').click();
  await askForge.getByTestId('confirm-action').click();
  await expect(page.getByRole('status').filter({ hasText: cn.forge.forging })).toBeVisible();
  await shot(page, 'compound-forging');
  const record = ((await (await forgedAnswer).json()) as { data: ForgeRecord }).data;
  expect(record.boxId).toBe(band.boxId);
  expect(record.inputValue).toBe(forgedValue);
  const forgeResult = page.getByRole('dialog', { name: cn.forge.resultTitle });
  await expect(forgeResult).toBeVisible();
  await expect(forgeResult.getByText(record.item.skin)).toBeVisible();
  await shot(page, 'compound-result');

  await expect(forgeResult.getByRole('link', { name: cn.forge.proof })).toHaveAttribute('href', `/fair?roll=${record.rollId}`);
  await forgeResult.getByRole('button', { name: cn.forge.again }).click();
  const forgeRow = page.locator(`[data-forge-id="${record.playId}"]`);
  await forgeRow.scrollIntoViewIfNeeded();
  await shot(page, 'compound-history');

  // The forge's proof: its pool is a box, so the box odds check holds for it.
  await forgeRow.getByRole('link', { name: cn.forge.proofShort }).click();
  await expect(page).toHaveURL(new RegExp(`/fair\\?roll=${record.rollId}$`));
  await expect(page.getByTestId('odds-hash-check')).toHaveClass(/verdict--ok/);
  await expect(page.getByTestId('odds-published-check')).toHaveClass(/verdict--ok/);
  await expect(page.getByTestId('outcome-check')).toHaveClass(/verdict--ok/);

  // The play's proof, from its history row: once a reset reveals the secret, every check is green.
  await page.goto('/percentage');
  await page.locator(`[data-play-id="${play.playId}"]`).getByRole('link', { name: cn.percentage.proofShort }).click();
  await expect(page).toHaveURL(new RegExp(`/fair\\?roll=${play.rollId}$`));
  await expect(page.getByTestId('roll-summary')).toContainText(`${(chance / 100).toFixed(2)}%`);
  await page.getByRole('button', { name: cn.fair.reset }).click();
  await page.getByRole('dialog', { name: cn.fair.resetTitle }).getByRole('button', { name: cn.fair.resetConfirm }).click();
  await expect(page.getByTestId('computed-roll-point')).toHaveText(String(play.rollPoint));
  for (const check of ['hash-check', 'point-check', 'odds-hash-check', 'percent-chance-check', 'outcome-check']) {
    await expect(page.getByTestId(check)).toHaveClass(/verdict--ok/);
  }
  await page.getByTestId('computed-roll-point').scrollIntoViewIfNeeded();
  await shot(page, 'percentage-fair');

  expect(problems).toEqual([]);
});
