import { pictureFallback } from '@lootbay/shared/item-art';
import { asReturningVisitor, expect, test } from './fixtures';

/** An image host the device cannot reach, as on a closed network or offline. */
const ART_HOST = 'https://art.unreachable.example';

test("a box whose CS2 art cannot be loaded shows the site's own picture", async ({ page }) => {
  await asReturningVisitor(page);
  await page.route(`${ART_HOST}/**`, (route) => route.abort('internetdisconnected'));
  let local = '';
  await page.route('**/api/mybox/box/box_category_list*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { boxes: { image: string }[] }[] };
    const box = body.data.find((category) => category.boxes.length > 0)!.boxes[0]!;
    local = box.image;
    box.image = `${ART_HOST}/images/case.webp#fallback=${local}`;
    await route.fulfill({ response, json: body });
  });
  // The box list is asked for once the first screen is drawn: its answer, however long it takes, is the cue.
  const listed = page.waitForResponse((response) => response.url().includes('/api/mybox/box/box_category_list'));
  await page.goto('/');
  await listed;
  expect(local).not.toBe('');
  const picture = page.locator(`img[src="${local}"]`).first();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  expect(pictureFallback(`${ART_HOST}/images/case.webp#fallback=${local}`)).toBe(local);
});
