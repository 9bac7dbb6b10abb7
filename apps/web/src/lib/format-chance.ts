/** A chance in hundredths of a percent, as every chance is shown: 5000 → "50.00%". */
export function formatChance(chance: number): string {
  return `${(chance / 100).toFixed(2)}%`;
}
