import { BingoCard } from './bingo-card';
import { PrayCard } from './pray-card';
import { RechargeCard } from './recharge-card';
import './activities.css';

interface ActivityAreaProps {
  readonly token: string | null;
  readonly onLoginRequired: () => void;
}

/** The home page's activities side by side (stacked on a phone): today's recharge awards, the daily wish and the weekly board. */
export function ActivityArea({ token, onLoginRequired }: ActivityAreaProps) {
  return (
    <div className="activity-area">
      <RechargeCard token={token} onLoginRequired={onLoginRequired} />
      <PrayCard token={token} onLoginRequired={onLoginRequired} />
      <BingoCard token={token} onLoginRequired={onLoginRequired} />
    </div>
  );
}
