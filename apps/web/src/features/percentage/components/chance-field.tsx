import { PERCENT_CHANCE_RANGE } from '@lootbay/shared/fairness/percentage';
import { formatChance } from '../../../lib/format-chance';
import { shownChance } from './shown-chance';
import './percentage.css';
import { useTranslation } from '../../../lib/i18n';
import { useRedrawAfterChange } from '../../../lib/use-redraw-after-change';

/** Chances a player reaches for most, one tap each. */
const PRESETS = [1_000, 2_500, 5_000, PERCENT_CHANCE_RANGE.max] as const;
const STEP = 100;

interface ChanceFieldProps {
  /** The chance the stake on screen has, hundredths of a percent; null without a target. */
  readonly chance: number | null;
  readonly disabled: boolean;
  /** Asks for a chance: the game sets the coins that reach it. */
  readonly onChance: (chance: number) => void;
}

/** Choosing the chance instead of the coins: 1%–75%, by slider or preset. */
export function ChanceField({ chance, disabled, onChance }: ChanceFieldProps) {
  const { t } = useTranslation();
  const redraw = useRedrawAfterChange();
  const value = Math.min(PERCENT_CHANCE_RANGE.max, Math.max(PERCENT_CHANCE_RANGE.min, chance ?? 0));

  return (
    <div className="stake-field">
      <div className="stake-field__head">
        <span>{t('percentage.chooseChance')}</span>
        <strong className="stake-field__value">{chance === null ? '—' : shownChance(chance)}</strong>
      </div>
      <input
        type="range"
        className="stake-field__range"
        aria-label={t('percentage.chooseChance')}
        aria-valuetext={formatChance(value)}
        min={PERCENT_CHANCE_RANGE.min}
        max={PERCENT_CHANCE_RANGE.max}
        step={STEP}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onChance(Number(event.target.value));
          redraw();
        }}
      />
      <div className="stake-field__presets" role="group" aria-label={t('percentage.presets')}>
        {PRESETS.map((preset) => (
          <button key={preset} type="button" className="chip" aria-pressed={chance === preset} disabled={disabled} onClick={() => onChance(preset)}>
            {`${preset / 100}%`}
          </button>
        ))}
      </div>
    </div>
  );
}
