import { formatMoney } from '@lootbay/shared/money';

/** An index value in hundredths, as the page shows it (1000.00). */
export function formatIndex(value: number): string {
  return formatMoney(value);
}

/** The change from one index value to another, in percent with two decimals and a sign. */
export function formatChange(from: number, to: number): string {
  const change = from > 0 ? ((to - from) / from) * 100 : 0;
  return `${change >= 0 ? '+' : ''}${change.toFixed(2)}%`;
}
