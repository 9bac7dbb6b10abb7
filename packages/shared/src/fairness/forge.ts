import { FORGE_INPUTS, FORGE_WASTE_WARNING_SHARE } from '../constants';

/**
 * The forge's rule, for the server to forge and the browser to show the band before forging:
 * inputs forge in the dearest pool whose band starts at or below their total value.
 */
export function forgeBandFor<Band extends { readonly minValue: number }>(inputValue: number, bands: readonly Band[]): Band | null {
  let found: Band | null = null;
  for (const band of bands) if (band.minValue <= inputValue && (found === null || band.minValue > found.minValue)) found = band;
  return found;
}

interface PricedInput {
  readonly id: string;
  readonly price: number;
}

/**
 * What a choice of inputs throws away and the better choice, before forging. A band's pool gives
 * the same odds from its start upwards, so any value above the start buys nothing. `waste` is that
 * value; `remove` is the input whose removal keeps the band with the least waste left (the
 * dearest one that still fits, while enough inputs remain); `nextBand` is the band above and
 * `toNextBand` the value to add to reach it, both null in the top band. `warn` says the waste is
 * worth a word.
 */
export interface ForgeAdvice<Input extends PricedInput, Band> {
  readonly waste: number;
  readonly remove: Input | null;
  readonly nextBand: Band | null;
  readonly toNextBand: number | null;
  readonly warn: boolean;
}

export function forgeAdvice<Input extends PricedInput, Band extends { readonly minValue: number }>(inputs: readonly Input[], bands: readonly Band[]): ForgeAdvice<Input, Band> | null {
  const inputValue = inputs.reduce((sum, input) => sum + input.price, 0);
  const band = forgeBandFor(inputValue, bands);
  if (!band) return null;
  const waste = inputValue - band.minValue;
  let remove: Input | null = null;
  if (inputs.length > FORGE_INPUTS.min) {
    for (const input of inputs) if (input.price > 0 && input.price <= waste && (remove === null || input.price > remove.price)) remove = input;
  }
  let next: Band | null = null;
  for (const other of bands) if (other.minValue > band.minValue && (next === null || other.minValue < next.minValue)) next = other;
  return { waste, remove, nextBand: next, toNextBand: next === null ? null : next.minValue - inputValue, warn: waste > 0 && waste * FORGE_WASTE_WARNING_SHARE.of >= inputValue * FORGE_WASTE_WARNING_SHARE.parts };
}
