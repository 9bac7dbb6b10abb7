import { formatMoney } from '@lootbay/shared/money';

/** Past this share of a limit the bar turns to a warning. */
const NEAR_SHARE = 0.8;

/** What the period has used of a limit, as a bar; full (and red) once the limit is reached. */
export function LimitProgress({ used, amount, label }: { readonly used: number; readonly amount: number; readonly label: string }) {
  const share = amount === 0 ? 1 : Math.min(1, Math.max(0, used / amount));
  const state = share >= 1 ? 'full' : share >= NEAR_SHARE ? 'near' : 'ok';
  return (
    <div
      className={`rp-progress rp-progress--${state}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={amount}
      aria-valuenow={Math.min(used, amount)}
      aria-valuetext={`${formatMoney(used)} / ${formatMoney(amount)}`}
    >
      <span className="rp-progress__fill" style={{ width: `${share * 100}%` }} />
    </div>
  );
}
