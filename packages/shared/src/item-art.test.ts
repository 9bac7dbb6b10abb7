import { describe, expect, it } from 'vitest';
import { itemPicture, pictureFallback } from './item-art';

describe('item pictures', () => {
  it('carries the local picture as the fallback of the art', () => {
    const src = itemPicture('https://cdn.cstrike.app/images/ab12_light.webp', '/images/ornaments/rifle/covert.svg');
    expect(src).toBe('https://cdn.cstrike.app/images/ab12_light.webp#fallback=/images/ornaments/rifle/covert.svg');
    expect(new URL(src).pathname).toBe('/images/ab12_light.webp');
    expect(pictureFallback(src)).toBe('/images/ornaments/rifle/covert.svg');
  });

  it('is the local picture alone without art, which has no fallback', () => {
    expect(itemPicture(null, '/images/boxes/hot.svg')).toBe('/images/boxes/hot.svg');
    expect(pictureFallback('/images/boxes/hot.svg')).toBeNull();
  });
});
