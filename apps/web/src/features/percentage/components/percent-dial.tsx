import type { CSSProperties } from 'react';
import { PERCENT_CHANCE_RANGE } from '@lootbay/shared/fairness/percentage';
import type { DialState } from '../hooks/use-dial';
import { shownChance } from './shown-chance';
import './percentage.css';
import { useTranslation } from '../../../lib/i18n';

const SIZE = 260;
const CENTRE = SIZE / 2;
const RADIUS = 100;
/** Half the ring's width: the marker crosses the whole band. */
const BAND = 10;
/** A tick every tenth of the circle, so the winning arc can be read at a glance. */
const TICKS = Array.from({ length: 10 }, (_, index) => index * 36);

interface PercentDialProps {
  readonly dial: DialState;
  /** Hundredths of a percent: the arc from the top, clockwise, that wins. */
  readonly chance: number;
  /** Whether the play the needle rests on won; null when it rests on none. */
  readonly won: boolean | null;
  /** Why the stake on screen has no playable chance (above or below the range), shown under it. */
  readonly outOfRange: string | null;
}

/**
 * The game as a ring: the gold arc is the winning share of the 100000 roll points, starting at the
 * top; after a play the needle spins and stops on the proven roll point (rollPoint / 100000 of the
 * circle), inside the arc exactly when the play won.
 */
export function PercentDial({ dial, chance, won, outOfRange }: PercentDialProps) {
  const { t } = useTranslation();
  // The winning arc is never wider than a play may win (75%), whatever the stake on screen.
  const arc = Math.min(PERCENT_CHANCE_RANGE.max, Math.max(0, chance)) / 100;
  const outcome = dial.landed === null || won === null ? null : won ? 'won' : 'lost';

  return (
    <div className={`dial ${outcome ? `dial--${outcome}` : ''} ${dial.spinning ? 'dial--spinning' : ''}`} data-testid="dial">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="dial__ring" aria-hidden="true">
        <defs>
          <linearGradient id="dial-win" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#ffd36e" />
            <stop offset="100%" stopColor="#f07800" />
          </linearGradient>
        </defs>
        <circle cx={CENTRE} cy={CENTRE} r={RADIUS} className="dial__track" />
        <circle
          cx={CENTRE}
          cy={CENTRE}
          r={RADIUS}
          className="dial__arc"
          pathLength={100}
          strokeDasharray={`${arc} ${100 - arc}`}
          transform={`rotate(-90 ${CENTRE} ${CENTRE})`}
          stroke="url(#dial-win)"
        />
        {TICKS.map((angle) => (
          <line key={angle} x1={CENTRE} y1={CENTRE - RADIUS + BAND + 5} x2={CENTRE} y2={CENTRE - RADIUS + BAND + 11} className="dial__tick" transform={`rotate(${angle} ${CENTRE} ${CENTRE})`} />
        ))}
        <g className="dial__needle" data-testid="dial-needle" style={{ transform: `rotate(${dial.angle}deg)`, transitionDuration: `${dial.durationMs}ms` } as CSSProperties}>
          <line x1={CENTRE} y1={CENTRE - RADIUS - BAND - 2} x2={CENTRE} y2={CENTRE - RADIUS + BAND + 2} className="dial__marker" />
          <path d={`M ${CENTRE} ${CENTRE - RADIUS - BAND - 2} l -10 -16 h 20 z`} className="dial__tip" />
        </g>
      </svg>
      <div className="dial__readout">
        {dial.landed !== null ? (
          <>
            <span className="dial__label">{t('percentage.rollPoint')}</span>
            <strong className="dial__point" data-testid="dial-point">
              {dial.landed}
            </strong>
            {outcome && <span className="dial__outcome">{t(outcome === 'won' ? 'percentage.won' : 'percentage.lost')}</span>}
            {/* Only the stop is announced: the chance changes with every move of the sliders. */}
            <span className="visually-hidden" role="status">
              {t('percentage.rollPoint')} {dial.landed} {outcome && t(outcome === 'won' ? 'percentage.won' : 'percentage.lost')}
            </span>
          </>
        ) : (
          <>
            <span className="dial__label">{dial.spinning ? t('percentage.rolling') : t('percentage.chance')}</span>
            <strong className={`dial__chance ${outOfRange ? 'dial__chance--out' : ''}`} data-testid="dial-chance">
              {chance > 0 ? shownChance(chance) : '—'}
            </strong>
            {outOfRange && (
              <span className="dial__note" data-testid="dial-note">
                {outOfRange}
              </span>
            )}
          </>
        )}
      </div>
    </div>
  );
}
