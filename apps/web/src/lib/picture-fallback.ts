import { pictureFallback } from '@lootbay/shared/item-art';

/**
 * Shows the site's own picture wherever an item's or box's CS2 art cannot be loaded (offline, a
 * network that blocks the image host): one listener for every image, present and future, since
 * a failed load does not bubble but is seen on the way down.
 */
export function fallBackOnBrokenArt(): void {
  document.addEventListener(
    'error',
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      const fallback = pictureFallback(image.getAttribute('src') ?? '');
      if (fallback) image.src = fallback;
    },
    true,
  );
}
