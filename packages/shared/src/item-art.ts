/**
 * Item and box pictures: the real CS2 art where the catalogue has it, on its image host, with the
 * site's own drawing as the fallback for a device that cannot reach that host (offline, a closed
 * network). The fallback rides in the address's fragment, which is never sent to the host, so
 * every client may show `image` as it is; the web app swaps to the fallback when the art fails.
 */
const FALLBACK_MARK = '#fallback=';

/** The address a client shows: the art with its fallback, or the local picture alone. */
export function itemPicture(art: string | null, local: string): string {
  return art ? `${art}${FALLBACK_MARK}${local}` : local;
}

/** The local picture to show when `src`'s art cannot be loaded, or null when it has none. */
export function pictureFallback(src: string): string | null {
  const at = src.indexOf(FALLBACK_MARK);
  return at === -1 ? null : src.slice(at + FALLBACK_MARK.length);
}
