import { RechargePanel } from '../../features/recharge/components/recharge-panel';
import { WalletOverview } from '../../features/wallet/components/wallet-overview';
import './recharge-pages.css';

/** `/recharge`: the recharge centre, with the member's balances beside the order. */
export default function RechargePage() {
  return (
    <div className="container page-pad">
      <RechargePanel aside={<WalletOverview />} />
    </div>
  );
}
