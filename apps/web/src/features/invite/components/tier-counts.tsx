import type { Promote } from '@lootbay/shared/schemas/invite';
import { useTranslation } from '../../../lib/i18n';
import { formatRate } from './format-rate';

/** Invitees of each tier with the rate each earns, effective invitees and the level they reach. */
export function TierCounts({ promote }: { promote: Promote }) {
  const { t } = useTranslation();
  const next = promote.nextLevel;
  const progress = next ? Math.min(1, promote.effective / Math.max(1, next.effective)) : 1;
  return (
    <section className="iv-card iv-tiers" aria-label={t('invite.tiers')}>
      <h2 className="iv-card__title">{t('invite.tiers')}</h2>
      <ol className="iv-tiers__list">
        {promote.invitees.map((count, index) => (
          <li key={index} className="iv-tier" data-testid={`invite-tier-${index + 1}`}>
            <span className="iv-tier__name">{t('invite.tier', { tier: index + 1 })}</span>
            <strong className="iv-tier__count">{count}</strong>
            <span className="iv-tier__rate">{t('invite.tierRate', { rate: formatRate(promote.rates[index] ?? 0) })}</span>
          </li>
        ))}
      </ol>
      <div className="iv-level">
        <div className="iv-level__stat">
          <span>{t('invite.effective')}</span>
          <strong data-testid="invite-effective">{promote.effective}</strong>
          <small>{t('invite.effectiveHint')}</small>
        </div>
        <div className="iv-level__stat">
          <span>{t('invite.level')}</span>
          <strong data-testid="invite-level">{t('invite.levelValue', { level: promote.level })}</strong>
          <small>{next ? t('invite.nextLevel', { count: Math.max(0, next.effective - promote.effective), level: next.level }) : t('invite.topLevel')}</small>
        </div>
        <div className="iv-level__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} aria-label={t('invite.level')}>
          <span style={{ width: `${progress * 100}%` }} />
        </div>
      </div>
    </section>
  );
}
