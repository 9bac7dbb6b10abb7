import type { CSSProperties } from 'react';
import { RECHARGE_AWARD_TIERS } from '@lootbay/shared/constants';
import { formatMoney } from '@lootbay/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { showToast } from '../../../lib/toasts';
import { useClaimRechargeAward } from '../api/claim-recharge-award';
import { useRechargeStatus } from '../api/get-recharge-status';
import { ActivityCard } from './activity-card';
import { ClaimStateBadge } from './claim-state';
import './activities.css';
import { useTranslation } from '../../../lib/i18n';

interface RechargeCardProps {
  readonly token: string | null;
  readonly onLoginRequired: () => void;
}

/** Today's recharge tiers: how far the member's recharges reach each, its award, and the claim once reached. */
export function RechargeCard({ token, onLoginRequired }: RechargeCardProps) {
  const { t } = useTranslation();
  const status = useRechargeStatus(token);
  const claim = useClaimRechargeAward();
  const recharged = status.data?.recharged ?? 0;
  const tiers = status.data?.tiers ?? RECHARGE_AWARD_TIERS.map((tier, index) => ({ tier: index, recharged: tier.recharged, award: tier.award, state: 'not_completed' as const }));

  function claimTier(tier: number): void {
    claim.mutate(tier, { onSuccess: (answer) => showToast('success', t('activity.awarded', { amount: formatMoney(answer.awarded) })) });
  }

  return (
    <ActivityCard
      icon="wallet"
      title={t('activity.rechargeTitle')}
      testId="recharge-activity"
      aside={token && status.data ? <Price amount={recharged} label={t('activity.rechargedToday')} className="activity-card__aside" /> : null}
    >
      <p className="activity-card__lead">{token ? t('activity.rechargeLead', { amount: formatMoney(recharged) }) : t('activity.rechargeVisitor')}</p>
      <ol className="recharge-tiers">
        {tiers.map((tier) => (
          <li key={tier.tier} className={`recharge-tier recharge-tier--${tier.state}`} data-tier={tier.tier} style={{ '--share': Math.min(1, recharged / tier.recharged) } as CSSProperties}>
            <span className="recharge-tier__goal">{t('activity.tierGoal', { amount: formatMoney(tier.recharged) })}</span>
            <span className="recharge-tier__award">+{formatMoney(tier.award)}</span>
            {token && tier.state === 'completed' ? (
              <Button size="sm" onClick={() => claimTier(tier.tier)} disabled={claim.isPending} data-testid="claim-recharge">
                {t('activity.claim')}
              </Button>
            ) : token ? (
              <ClaimStateBadge state={tier.state} />
            ) : null}
            <span className="recharge-tier__bar" aria-hidden="true" />
          </li>
        ))}
      </ol>
      {token ? (
        <ButtonLink to="/recharge" size="sm" variant="ghost" className="activity-card__more">
          {t('activity.toRecharge')}
        </ButtonLink>
      ) : (
        <Button size="sm" variant="secondary" onClick={onLoginRequired} className="activity-card__more">
          {t('activity.signIn')}
        </Button>
      )}
    </ActivityCard>
  );
}
