import { RechargePanel } from '../../features/recharge/components/recharge-panel';
import { BreakNotice } from '../../features/responsible/components/break-notice';
import { WalletOverview } from '../../features/wallet/components/wallet-overview';
import './recharge-pages.css';

/** `/recharge`: the recharge centre, with the member's balances beside the order; during a break, a notice above it. */
export default function RechargePage() {
  return (
    <div className="container page-pad">
      <BreakNotice />
      <RechargePanel aside={<WalletOverview />} />
    </div>
  );
}
