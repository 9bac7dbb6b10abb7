import { describe, expect, it } from 'vitest';
import { forgeAdvice, forgeBandFor } from './forge';

const BANDS = [{ minValue: 1_000 }, { minValue: 5_000 }, { minValue: 20_000 }];
const item = (id: string, price: number) => ({ id, price });

describe('forgeBandFor', () => {
  it('picks the dearest band starting at or below the value', () => {
    expect(forgeBandFor(999, BANDS)).toBeNull();
    expect(forgeBandFor(1_000, BANDS)).toEqual({ minValue: 1_000 });
    expect(forgeBandFor(19_999, BANDS)).toEqual({ minValue: 5_000 });
    expect(forgeBandFor(50_000, BANDS)).toEqual({ minValue: 20_000 });
  });
});

describe('forgeAdvice', () => {
  it('names the dearest input whose removal keeps the band, and what reaches the next band', () => {
    // 19.06 in the 10.00 band: 9.06 buys nothing; dropping the 4.00 item leaves 15.06, still in it.
    const inputs = [item('a', 1_000), item('b', 400), item('c', 300), item('d', 206)];
    const advice = forgeAdvice(inputs, [{ minValue: 1_000 }, { minValue: 2_500 }]);
    expect(advice?.waste).toBe(1_906 - 1_000);
    expect(advice?.remove?.id).toBe('b');
    expect(advice?.toNextBand).toBe(2_500 - 1_906);
    expect(advice?.warn).toBe(true);
  });

  it('removes nothing that would drop the value below the band', () => {
    const advice = forgeAdvice([item('a', 5_000), item('b', 600), item('c', 700)], BANDS);
    expect(advice).toMatchObject({ waste: 1_300, toNextBand: 20_000 - 6_300, warn: true });
    expect(advice?.remove?.id).toBe('c');
    expect(forgeAdvice([item('a', 2_000), item('b', 2_000), item('c', 1_800)], BANDS)?.remove).toBeNull();
  });

  it('keeps the least number of inputs a forge needs', () => {
    const advice = forgeAdvice([item('a', 5_000), item('b', 3_000)], BANDS);
    expect(advice).toMatchObject({ waste: 3_000, remove: null, toNextBand: 12_000, warn: true });
  });

  it('warns only once the waste reaches a twentieth of the input value', () => {
    expect(forgeAdvice([item('a', 4_000), item('b', 1_263)], BANDS)?.warn).toBe(false);
    expect(forgeAdvice([item('a', 4_000), item('b', 1_264)], BANDS)?.warn).toBe(true);
    expect(forgeAdvice([item('a', 3_000), item('b', 2_000)], BANDS)).toMatchObject({ waste: 0, remove: null, toNextBand: 15_000, warn: false });
  });

  it('has no next band at the top, and no advice below the lowest band', () => {
    expect(forgeAdvice([item('a', 20_000), item('b', 5_000)], BANDS)?.toNextBand).toBeNull();
    expect(forgeAdvice([item('a', 400), item('b', 500)], BANDS)).toBeNull();
  });
});
