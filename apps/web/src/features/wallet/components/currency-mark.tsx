import type { Currency } from '@lootbay/shared/constants';

/** A small coloured token for each currency, so amounts read at a glance. */
export function CurrencyMark({ currency }: { readonly currency: Currency }) {
  return <span className={`currency-mark currency-mark--${currency}`} aria-hidden="true" />;
}
