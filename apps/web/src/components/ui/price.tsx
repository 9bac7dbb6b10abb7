import { formatMoney } from '@lootbay/shared/money';
import './ui.css';

interface PriceProps {
  /** Integer hundredths, as every amount travels. */
  readonly amount: number;
  readonly label?: string;
  readonly className?: string;
  /** Coins unless said otherwise: the mall prices some items in diamonds. */
  readonly currency?: 'coin' | 'diamond';
}

/** An amount in coins (or diamonds), always with two decimals (spec point 5). */
export function Price({ amount, label, className, currency = 'coin' }: PriceProps) {
  return (
    <span className={`price ${className ?? ''}`} aria-label={label ? `${label} ${formatMoney(amount)}` : undefined} data-currency={currency}>
      <span className={`price__coin price__coin--${currency}`} aria-hidden="true" />
      <span className="price__amount">{formatMoney(amount)}</span>
    </span>
  );
}
