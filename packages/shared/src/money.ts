import { MINOR_UNITS_PER_MAJOR } from './constants';

/** Formats integer hundredths with two decimals, the only way prices are shown (spec point 5). */
export function formatMoney(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount must be an integer of hundredths: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.trunc(abs / MINOR_UNITS_PER_MAJOR);
  const cents = abs % MINOR_UNITS_PER_MAJOR;
  return `${sign}${whole}.${String(cents).padStart(2, '0')}`;
}

/** Parses a decimal string such as "12.5" into hundredths without floating-point arithmetic. */
export function parseMoney(text: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not an amount: ${text}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * MINOR_UNITS_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount too large: ${text}`);
  return minus ? -minor : minor;
}
