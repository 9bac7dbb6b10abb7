import { useId, useState, type FormEvent } from 'react';
import { ARENA_MODES, type ArenaMode } from '@lootbay/shared/constants';
import { formatMoney, parseMoney } from '@lootbay/shared/money';
import { ARENA_STATUSES, type ArenaStatus } from '@lootbay/shared/schemas/arena';
import { Button } from '../../../components/ui/button';
import type { BattleFilter } from '../api/list-battles';
import './arena.css';
import './battle-list.css';
import { useTranslation } from '../../../lib/i18n';

type Choice = Pick<BattleFilter, 'mode' | 'status' | 'minPrice' | 'maxPrice'>;

/** Hundredths from what was typed; blank is no bound, anything else unreadable is refused. */
function priceBound(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  try {
    const value = parseMoney(text);
    return value >= 0 ? value : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** The list's filters: mode and state apply at once, the price range when applied. */
export function BattleFilters({ value, onChange }: { readonly value: Choice; readonly onChange: (next: Choice) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [min, setMin] = useState(value.minPrice === null ? '' : formatMoney(value.minPrice));
  const [max, setMax] = useState(value.maxPrice === null ? '' : formatMoney(value.maxPrice));
  const [invalid, setInvalid] = useState(false);

  function applyPrices(event: FormEvent): void {
    event.preventDefault();
    const minPrice = priceBound(min);
    const maxPrice = priceBound(max);
    const bad = minPrice === 'invalid' || maxPrice === 'invalid' || (minPrice !== null && maxPrice !== null && minPrice > maxPrice);
    setInvalid(bad);
    if (!bad) onChange({ ...value, minPrice, maxPrice });
  }

  const modes: readonly (ArenaMode | null)[] = [null, ...ARENA_MODES];
  return (
    <form className="battle-filters" onSubmit={applyPrices} aria-label={t('arena.filters')}>
      <div className="battle-filters__modes" role="group" aria-label={t('arena.modeLabel')}>
        {modes.map((mode) => (
          <button key={mode ?? 'all'} type="button" className="chip" aria-pressed={value.mode === mode} onClick={() => onChange({ ...value, mode })}>
            {mode ? t(`arena.modes.${mode}`) : t('arena.allModes')}
          </button>
        ))}
      </div>
      <label className="battle-filters__field" htmlFor={`${id}-status`}>
        <span>{t('arena.stateLabel')}</span>
        <select id={`${id}-status`} className="battle-input" value={value.status ?? ''} onChange={(event) => onChange({ ...value, status: (event.target.value || null) as ArenaStatus | null })}>
          <option value="">{t('arena.allStates')}</option>
          {ARENA_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`arena.states.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="battle-filters__prices">
        <legend>{t('arena.priceLabel')}</legend>
        <input className="battle-input" inputMode="decimal" placeholder={t('arena.priceMin')} aria-label={t('arena.priceMin')} aria-invalid={invalid} value={min} onChange={(event) => setMin(event.target.value)} />
        <span aria-hidden="true">–</span>
        <input className="battle-input" inputMode="decimal" placeholder={t('arena.priceMax')} aria-label={t('arena.priceMax')} aria-invalid={invalid} value={max} onChange={(event) => setMax(event.target.value)} />
        <Button type="submit" size="sm" variant="secondary">
          {t('arena.apply')}
        </Button>
      </fieldset>
      {invalid && (
        <p className="battle-filters__error" role="alert">
          {t('arena.priceInvalid')}
        </p>
      )}
    </form>
  );
}
