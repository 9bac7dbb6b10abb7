import { useId, useState } from 'react';
import { formatMoney, parseMoney } from '@lootbay/shared/money';
import './percentage.css';
import { useTranslation } from '../../../lib/i18n';

interface CoinFieldProps {
  /** Hundredths of a coin. */
  readonly coins: number;
  /** The most coins the slider offers: what keeps the stake within its limits. */
  readonly max: number;
  readonly disabled: boolean;
  readonly onChange: (coins: number) => void;
}

/** The coins added to the staked items: a slider, and a field for an exact amount. */
export function CoinField({ coins, max, disabled, onChange }: CoinFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function type(text: string): void {
    setDraft(text);
    try {
      const amount = parseMoney(text === '' ? '0' : text);
      if (amount >= 0) onChange(amount);
    } catch {
      // Half-typed; the amount in force stays until the text reads as one.
    }
  }

  return (
    <div className="stake-field">
      <label className="stake-field__head" htmlFor={`${id}-amount`}>
        <span>{t('percentage.coins')}</span>
        <input
          id={`${id}-amount`}
          className="stake-field__input"
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? formatMoney(coins)}
          disabled={disabled}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setDraft(null)}
        />
      </label>
      <input
        type="range"
        className="stake-field__range"
        aria-label={t('percentage.coins')}
        aria-valuetext={formatMoney(coins)}
        min={0}
        max={Math.max(0, max)}
        step={1}
        value={Math.min(coins, Math.max(0, max))}
        disabled={disabled || max <= 0}
        onChange={(event) => {
          setDraft(null);
          onChange(Number(event.target.value));
        }}
      />
    </div>
  );
}
