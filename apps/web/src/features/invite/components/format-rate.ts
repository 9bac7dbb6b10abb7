/** Basis points as a percentage: 500 → "5%", 150 → "1.5%". */
export function formatRate(bps: number): string {
  return `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : bps % 10 === 0 ? 1 : 2)}%`;
}
