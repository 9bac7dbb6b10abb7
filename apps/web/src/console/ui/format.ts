import { formatMoney } from '@lootbay/shared/money';

const two = (value: number) => String(value).padStart(2, '0');

/** A moment as `YYYY-MM-DD HH:mm:ss` in the operator's time zone. */
export function formatMoment(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const at = new Date(ms);
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** Hundredths as money with two decimals; a dash when absent. */
export function money(minor: number | null | undefined): string {
  return minor === null || minor === undefined ? '—' : formatMoney(minor);
}

/** Basis points (1/100 of a percent) as a percentage with two decimals. */
export function basisPoints(bp: number | null | undefined): string {
  return bp === null || bp === undefined ? '—' : `${(bp / 100).toFixed(2)}%`;
}

/** A probability out of 100000 as a percentage with three decimals, exactly (integer arithmetic). */
export function thousandthsOfPercent(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.trunc(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}%`;
}

/** Reads "12.345" (percent, up to three decimals) into thousandths of a percent; null when it is not one. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,3}))?$/.exec(text.trim().replace(/%$/, ''));
  if (!match) return null;
  const value = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return value <= 100_000 ? value : null;
}
