import { useTranslation } from '../../lib/i18n';
import { usePromote } from '../../features/invite/api/get-promote';
import { useInviteDays } from '../../features/invite/api/get-details';
import { EarningsChart } from '../../features/invite/components/earnings-chart';
import { InviteLinkCard } from '../../features/invite/components/invite-link-card';
import { PromotionAmount } from '../../features/invite/components/promotion-amount';
import { RebateTable } from '../../features/invite/components/rebate-table';
import { TierCounts } from '../../features/invite/components/tier-counts';
import '../../features/invite/components/invite.css';
import { PageLoading } from '../../components/ui/page-loading';
import { MemberGate } from './member-gate';

/** Days the earnings chart shows. */
const CHART_DAYS = 14;

/** `/invite`: the invite link and QR code, invitees per tier, level, the promotion amount to claim, earnings per day and details. */
export default function InvitePage() {
  return <MemberGate>{() => <InviteScreen />}</MemberGate>;
}

function InviteScreen() {
  const { t } = useTranslation();
  const promote = usePromote();
  const days = useInviteDays(CHART_DAYS);
  if (!promote.data) return <PageLoading />;
  return (
    <div className="container iv-page">
      <header>
        <h1 className="iv-page__heading">{t('screens.invite.title')}</h1>
        <p className="iv-page__lead">{t('invite.lead')}</p>
      </header>
      <div className="iv-grid">
        <InviteLinkCard link={promote.data.inviteLink} code={promote.data.inviteCode} />
        <PromotionAmount amount={promote.data.promotionAmount} />
      </div>
      <div className="iv-grid">
        <TierCounts promote={promote.data} />
        <EarningsChart days={days.data?.list ?? []} />
      </div>
      <RebateTable />
    </div>
  );
}
