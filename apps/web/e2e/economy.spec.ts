import AxeBuilder from '@axe-core/playwright';
import { cn } from '@lootbay/shared/i18n/cn';
import type { MallItem } from '@lootbay/shared/schemas/shop';
import { asReturningVisitor, expect, test, text, toast } from './fixtures';
import { randomMobile, signedCall, signInInDialog, verifyAdult } from './members';
import { shot } from './pictures';

/** How this journey's pictures are taken. */
const PICTURE = { afterToasts: true, blur: true, still: true, wholeOnDesktop: true } as const;

/** A trade link whose partner id ends in 5: the sandbox market delivers its orders. */
const TRADE_LINK = `https://steamcommunity.com/tradeoffer/new/?partner=8${String(Date.now()).slice(-6)}5&token=Ab3dE_9x`;

/** The member's own network, so the sign-up spends no other spec's SMS codes. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.57' } });

test('a player buys from the mall, exchanges two items for one, binds a trade link, retrieves an item and watches it reach "retrieved"', async ({ page, problems }) => {
  test.setTimeout(120_000);
  await asReturningVisitor(page);

  // A visitor browses the mall and filters it; buying asks to sign in.
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: cn.screens.shop.title })).toBeVisible();
  const cards = page.locator('.mall-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(10);
  await page.getByLabel(cn.shop.weaponType).selectOption('pistol');
  await expect(cards.first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await shot(page, 'shop', PICTURE);
  await page.getByLabel(cn.shop.weaponType).selectOption('');
  await cards.first().getByTestId('buy').click();
  const token = await signInInDialog(page, page.getByRole('dialog', { name: cn.login.title }), randomMobile());
  await verifyAdult(page, token);
  const order = await signedCall<{ orderNo: string }>(page.request, '/pay-member/on_pay_url', { packageId: 'p68', payType: 'alipay' }, token);
  expect(((await (await page.request.post(`/dev/pay/${order.orderNo}/succeed`)).json()) as { code: number }).code).toBe(100);

  // Two of the cheapest coin-priced item: what you give, what you get.
  const mall = (await signedCall<{ list: MallItem[] }>(page.request, '/visitor/mallInventory', { size: 50 })).list;
  const cheapest = mall.find((item) => item.currency === 'coin' && item.stock >= 3)!;
  await page.reload();
  // Diamonds are not for sale: with none, a diamond-priced item is not offered and the page says where diamonds come from.
  const gem = mall.find((item) => item.currency === 'diamond' && item.stock > 0)!;
  await page.locator(`[data-mall-id="${gem.id}"]`).getByTestId('buy').click();
  await expect(page.getByRole('dialog', { name: cn.shop.buyTitle }).getByTestId('buy-diamonds-short')).toContainText(cn.shop.diamondsOnlyFromExchanges);
  await expect(page.getByRole('dialog', { name: cn.shop.buyTitle }).getByTestId('confirm-buy')).toBeDisabled();
  await page.getByRole('dialog', { name: cn.shop.buyTitle }).getByRole('button', { name: cn.bag.cancel }).click();
  const card = page.locator(`[data-mall-id="${cheapest.id}"]`);
  await card.getByTestId('buy').click();
  const buy = page.getByRole('dialog', { name: cn.shop.buyTitle });
  await buy.getByRole('spinbutton').fill('2');
  await expect(buy.locator('.trade__side').first()).toContainText(((cheapest.price * 2) / 100).toFixed(2));
  await shot(page, 'shop-buy', { ...PICTURE, target: buy });
  await buy.getByTestId('confirm-buy').click();
  await expect(buy).toBeHidden();
  await expect(toast(page, text(cn.shop.bought, { count: 2, name: cheapest.ornament.name }))).toBeVisible();

  // Exchange both for a mall item worth more than one of them and less than both: one alone falls
  // short (diamonds cannot be recharged, so the page says what is missing); with both the surplus comes back in diamonds.
  const target =
    mall.find((item) => item.stock > 0 && item.price > cheapest.ornament.price && item.price < cheapest.ornament.price * 2 && item.id !== cheapest.id) ??
    mall.find((item) => item.stock > 0 && item.price < cheapest.ornament.price * 2 && item.id !== cheapest.id) ??
    cheapest;
  await page.locator(`[data-mall-id="${target.id}"]`).getByTestId('exchange').click();
  const exchange = page.getByRole('dialog', { name: text(cn.shop.exchangeTitle, { name: target.ornament.name }) });
  const picks = exchange.locator('.item-card__pick');
  await expect(picks).toHaveCount(2);
  await picks.nth(0).click();
  if (target.price > cheapest.ornament.price) {
    await expect(exchange.getByTestId('exchange-short')).toContainText(((target.price - cheapest.ornament.price) / 100).toFixed(2));
    await expect(exchange.getByTestId('confirm-exchange')).toBeDisabled();
    await shot(page, 'shop-exchange-short', { ...PICTURE, target: exchange });
  }
  await picks.nth(1).click();
  await expect(exchange.getByTestId('exchange-short')).toHaveCount(0);
  await expect(exchange.getByTestId('exchange-difference')).toBeVisible();
  await shot(page, 'shop-exchange', { ...PICTURE, target: exchange });
  await exchange.getByTestId('confirm-exchange').click();
  await expect(exchange).toBeHidden();
  await page.getByRole('tab', { name: cn.shop.exchangesTab }).click();
  await expect(page.locator('.exchange-row')).toHaveCount(1);

  // Retrieve the exchanged item: no trade link yet, so the dialog asks for one and checks it with Steam.
  await page.goto('/bag');
  const item = page.locator('.bag-item').first();
  await item.locator('.bag-item__check').check();
  await page.getByTestId('retrieve-selected').click();
  const retrieve = page.getByRole('dialog', { name: cn.retrieval.dialogTitle });
  await expect(retrieve).toContainText(cn.retrieval.bindFirst);
  await expect(retrieve.getByTestId('confirm-action')).toBeDisabled();
  await retrieve.getByRole('textbox', { name: cn.profile.tradeUrl }).fill(TRADE_LINK);
  await retrieve.getByRole('button', { name: cn.profile.tradeBind }).click();
  await expect(retrieve).toContainText(cn.retrieval.toLink);
  await shot(page, 'bag-retrieve', { ...PICTURE, target: retrieve });
  await retrieve.getByTestId('confirm-action').click();
  await expect(retrieve).toBeHidden();

  // The tracker: waiting for the quote, with the window it is expected in; then the market delivers.
  const tracked = page.locator('.rt-card').first();
  await expect(tracked.getByTestId('retrieval-status')).toContainText(cn.retrieval.sell0);
  await expect(tracked.locator('.rt-card__expected')).toBeVisible();
  await shot(page, 'bag-retrieving', PICTURE);
  const retrievalId = await tracked.getAttribute('data-retrieval-id');
  const settled = (await (await page.request.post(`/dev/market/${retrievalId}/deliver`)).json()) as { code: number };
  expect(settled.code).toBe(100);
  await expect(tracked.getByTestId('retrieval-status')).toHaveText(cn.retrieval.outcomeDelivered);
  await expect(tracked).toHaveAttribute('data-sell-status', '10');
  await shot(page, 'bag-retrieved', PICTURE);

  // The breakdown records keep the exchange and the retrieval; the help centre explains both.
  await page.goto('/user?tab=7');
  await page.getByRole('tab', { name: cn.records.retrievals }).click();
  await expect(page.locator('.rt-card')).toHaveCount(1);
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: cn.help.limitsTitle })).toBeVisible();
  await shot(page, 'help', PICTURE);
  expect(problems).toEqual([]);
});
