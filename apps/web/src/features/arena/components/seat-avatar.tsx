import type { ArenaSeat } from '@lootbay/shared/schemas/arena';
import { Icon } from '../../../components/ui/icon';
import { isOpenSeat } from '../hooks/battle-view';
import './arena.css';

/** A seat's face: a robot (its picture when the house gave it one), the player's initial, or an open slot. */
export function SeatAvatar({ seat, size = 'md' }: { readonly seat: ArenaSeat; readonly size?: 'sm' | 'md' | 'lg' }) {
  const kind = seat.robot ? 'robot' : isOpenSeat(seat) ? 'open' : 'player';
  return (
    <span className={`seat-avatar seat-avatar--${size} seat-avatar--${kind}`} aria-hidden="true">
      {kind === 'robot' && seat.robotAvatar ? <img className="seat-avatar__picture" src={seat.robotAvatar} alt="" /> : kind === 'robot' ? <Icon name="robot" size={size === 'lg' ? 26 : 16} /> : kind === 'open' ? <Icon name="plus" size={size === 'lg' ? 24 : 14} /> : (seat.nickname ?? '?').slice(0, 1).toUpperCase()}
    </span>
  );
}
