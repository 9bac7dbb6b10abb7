import { formatMoney } from '@lootbay/shared/money';
import './ui.css';

interface PriceProps {
  /** Integer hundredths, as every amount travels. */
  readonly amount: number;
  readonly label?: string;
  readonly className?: string;
}

/** An amount in coins, always with two decimals (spec point 5). */
export function Price({ amount, label, className }: PriceProps) {
  return (
    <span className={`price ${className ?? ''}`} aria-label={label ? `${label} ${formatMoney(amount)}` : undefined}>
      <span className="price__coin" aria-hidden="true" />
      <span className="price__amount">{formatMoney(amount)}</span>
    </span>
  );
}
