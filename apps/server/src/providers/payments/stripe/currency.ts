/**
 * Amounts between our orders (fen, hundredths of a yuan) and Stripe's, which are integers in the
 * charge currency's minor unit (https://docs.stripe.com/currencies#minor-units).
 */

/** Their minor unit is the whole unit: https://docs.stripe.com/currencies#zero-decimal */
const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);
/** Counted in thousandths, and charged only in amounts whose last digit is 0: https://docs.stripe.com/currencies#three-decimal */
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);
/** Counted in hundredths, yet charged only in whole units (ISK since 2023): https://docs.stripe.com/currencies#special-cases */
const WHOLE_UNITS_IN_HUNDREDTHS = new Set(['isk']);

function scaleOf(currency: string): { readonly minorPerUnit: number; readonly step: number } {
  if (ZERO_DECIMAL.has(currency)) return { minorPerUnit: 1, step: 1 };
  if (THREE_DECIMAL.has(currency)) return { minorPerUnit: 1000, step: 10 };
  if (WHOLE_UNITS_IN_HUNDREDTHS.has(currency)) return { minorPerUnit: 100, step: 100 };
  return { minorPerUnit: 100, step: 1 };
}

export interface StripeMoney {
  /** Lowercase ISO 4217, as Stripe takes it. */
  readonly currency: string;
  /** The charge for `fen`, in minor units, rounded to the nearest amount the currency can be charged in. */
  toMinor(fen: number): number;
  /** The fen that `minor` units are worth at this rate. */
  toFen(minor: number): number;
}

/** Our orders charged in `currency`, `unitsPerYuan` of its units for each yuan. */
export function stripeMoney(currency: string, unitsPerYuan: number): StripeMoney {
  const { minorPerUnit, step } = scaleOf(currency);
  const minorPerFen = (unitsPerYuan * minorPerUnit) / 100;
  return {
    currency,
    toMinor: (fen) => Math.round((fen * minorPerFen) / step) * step,
    toFen: (minor) => Math.round(minor / minorPerFen),
  };
}

/**
 * The fen of an order that `minor` units stand for, the order having been charged `chargedMinor`:
 * the order's own amount when they are equal, else the proportional part rounded away from it, so
 * that an amount unlike the charge never reads as the order's.
 */
export function orderShare(minor: number, order: { readonly fen: number; readonly chargedMinor: number }): number {
  if (minor === order.chargedMinor) return order.fen;
  const exact = (order.fen * minor) / order.chargedMinor;
  return minor > order.chargedMinor ? Math.ceil(exact) : Math.floor(exact);
}
