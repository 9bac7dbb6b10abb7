import { useUserAsset } from '../api/get-user-asset';
import './wallet.css';
import { useTranslation } from '../../../lib/i18n';

/** The member's site level as a bar: the experience held and what the next level needs. */
export function LevelProgress() {
  const { t } = useTranslation();
  const asset = useUserAsset();
  if (!asset.data) return null;
  const { level, experience, levelProgress, nextLevelExperience } = asset.data;
  return (
    <div className="level-progress" data-testid="level-progress">
      <p className="level-progress__line">
        <span className="level-progress__level">Lv.{level}</span>
        <span>
          {nextLevelExperience === null
            ? t('wallet.levelTop', { experience })
            : t('wallet.levelToNext', { experience, next: nextLevelExperience, missing: nextLevelExperience - experience, level: level + 1 })}
        </span>
      </p>
      <div
        className="level-progress__bar"
        role="progressbar"
        aria-label={t('wallet.levelBar', { level: level + 1 })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={levelProgress}
      >
        <span style={{ width: `${levelProgress}%` }} />
      </div>
    </div>
  );
}
