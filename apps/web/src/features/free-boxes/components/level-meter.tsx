import type { CSSProperties } from 'react';
import './free-boxes.css';
import { useTranslation } from '../../../lib/i18n';

interface LevelMeterProps {
  /** The level the box needs. */
  readonly level: number;
  /** The member's site level; null for a visitor. */
  readonly memberLevel: number | null;
}

/** The member's site level against the level a box needs, as a bar that fills up to it. */
export function LevelMeter({ level, memberLevel }: LevelMeterProps) {
  const { t } = useTranslation();
  const share = memberLevel === null ? 0 : Math.min(1, memberLevel / Math.max(1, level));
  const reached = memberLevel !== null && memberLevel >= level;
  return (
    <div className={`level-meter ${reached ? 'level-meter--reached' : ''}`} data-testid="level-meter">
      <div className="level-meter__labels">
        <span>{memberLevel === null ? t('freebox.levelSignIn') : t('freebox.yourLevel', { level: memberLevel })}</span>
        <strong>{t('freebox.needsLevel', { level })}</strong>
      </div>
      <div
        className="level-meter__track"
        role="meter"
        aria-label={t('freebox.levelMeter', { level })}
        aria-valuemin={0}
        aria-valuemax={level}
        aria-valuenow={Math.min(level, memberLevel ?? 0)}
        style={{ '--share': share } as CSSProperties}
      >
        <span className="level-meter__fill" />
      </div>
    </div>
  );
}
