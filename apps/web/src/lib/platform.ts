/** Below this width the phone layout (and the `h5` platform) applies; the CSS uses the same breakpoint. */
export const PHONE_MAX_WIDTH = 768;

const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

export type Platform = 'pc' | 'h5';

export function currentPlatform(): Platform {
  return window.matchMedia(PHONE_QUERY).matches ? 'h5' : 'pc';
}

export function watchPlatform(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
