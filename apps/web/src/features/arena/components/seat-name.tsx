import type { ArenaSeat } from '@lootbay/shared/schemas/arena';
import { isOpenSeat } from '../hooks/battle-view';
import './arena.css';
import { useTranslation } from '../../../lib/i18n';

/** Who sits in a seat, in words: the player's nickname, a labelled robot, or an open seat. */
export function SeatName({ seat }: { readonly seat: ArenaSeat }) {
  const { t } = useTranslation();
  if (isOpenSeat(seat)) return <span className="seat-name seat-name--open">{t('arena.openSeat')}</span>;
  return (
    <span className="seat-name">
      <span className="seat-name__text">{seat.nickname ?? t('arena.player')}</span>
      {seat.robot && <span className="robot-tag">{t('arena.robot')}</span>}
    </span>
  );
}
