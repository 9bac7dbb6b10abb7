import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

interface CountdownRingProps {
  /** Milliseconds left in the round and the round's length. */
  readonly leftMs: number;
  readonly totalMs: number;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The round's countdown as a ring that empties as time runs out, the whole seconds left in its
 * middle; at zero it turns into the wait for the settlement.
 */
export function CountdownRing({ leftMs, totalMs }: CountdownRingProps) {
  const { t } = useTranslation();
  const left = Math.max(0, leftMs);
  const seconds = Math.ceil(left / 1000);
  const share = totalMs > 0 ? left / totalMs : 0;
  // The last sixth of a round, at most its last ten seconds.
  const urgent = seconds <= Math.min(10, totalMs / 6_000);
  return (
    <div className={`countdown-ring ${urgent ? 'countdown-ring--urgent' : ''}`} role="timer" aria-label={t('exponent.countdownLabel', { seconds })} data-testid="exponent-countdown">
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <circle className="countdown-ring__track" cx="60" cy="60" r={RADIUS} />
        <circle className="countdown-ring__bar" cx="60" cy="60" r={RADIUS} strokeDasharray={CIRCUMFERENCE} strokeDashoffset={CIRCUMFERENCE * (1 - share)} />
      </svg>
      <span className="countdown-ring__value">
        {seconds > 0 ? (
          <>
            <strong>{seconds}</strong>
            <small>{t('exponent.seconds')}</small>
          </>
        ) : (
          <>
            <span className="spinner spinner--sm" aria-hidden="true" />
            <small>{t('exponent.settling')}</small>
          </>
        )}
      </span>
    </div>
  );
}
