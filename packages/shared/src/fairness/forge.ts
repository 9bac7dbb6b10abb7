/**
 * The forge's rule, for the server to forge and the browser to show the band before forging:
 * inputs forge in the dearest pool whose band starts at or below their total value.
 */
export function forgeBandFor<Band extends { readonly minValue: number }>(inputValue: number, bands: readonly Band[]): Band | null {
  let found: Band | null = null;
  for (const band of bands) if (band.minValue <= inputValue && (found === null || band.minValue > found.minValue)) found = band;
  return found;
}
